import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/sale/yuanqidqr/pcDetail: 远期平仓明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to forwardContractQry.
 */
export default function PcDetailScreen() {
  return <QueryScreen operation="forwardContractQry" title="远期平仓明细" />;
}
