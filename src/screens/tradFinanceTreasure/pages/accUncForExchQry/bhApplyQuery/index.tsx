import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/bhApplyQuery: 保函申请查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to letterGuaraQry.
 */
export default function BhApplyQueryScreen() {
  return <QueryScreen operation="letterGuaraQry" title="保函申请查询" />;
}
