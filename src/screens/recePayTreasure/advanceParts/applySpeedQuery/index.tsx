import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /recePayTreasure/advanceParts/applySpeedQuery: 申请进度查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to rptreasureApplyQry.
 */
export default function ApplySpeedQueryScreen() {
  return <QueryScreen operation="rptreasureApplyQry" title="申请进度查询" />;
}
