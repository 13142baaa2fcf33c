import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/etange: 电子票据池.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function EtangeScreen() {
  return <QueryScreen operation="billPoolQry" title="电子票据池" />;
}
