import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/applyInfoDetail: 保函申请详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to letterGuaraQry.
 */
export default function ApplyInfoDetailScreen() {
  return <QueryScreen operation="letterGuaraQry" title="保函申请详情" />;
}
