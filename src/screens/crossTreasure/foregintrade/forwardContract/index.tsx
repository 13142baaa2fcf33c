import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/foregintrade/forwardContract: 远期合约.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to forwardContractQry.
 */
export default function ForwardContractScreen() {
  return <QueryScreen operation="forwardContractQry" title="远期合约" />;
}
