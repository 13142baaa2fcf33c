import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/sale/yuanqidqr: 远期待确认.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to forwardContractQry.
 */
export default function YuanqidqrScreen() {
  return <QueryScreen operation="forwardContractQry" title="远期待确认" />;
}
