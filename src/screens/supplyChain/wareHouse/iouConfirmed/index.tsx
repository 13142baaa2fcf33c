import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /supplyChain/wareHouse/iouConfirmed: 已确认借据.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to supplyChainIouQry.
 */
export default function IouConfirmedScreen() {
  return <QueryScreen operation="supplyChainIouQry" title="已确认借据" />;
}
