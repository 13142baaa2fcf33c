import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/forfaitingQry: 福费廷查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to forfaitingApplyQry.
 */
export default function ForfaitingQryScreen() {
  return <QueryScreen operation="forfaitingApplyQry" title="福费廷查询" />;
}
