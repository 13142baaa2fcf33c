import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/courtUserInfoQry: 法院用户信息查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to bankruptcyCourtUserQry.
 */
export default function CourtUserInfoQryScreen() {
  return <QueryScreen operation="bankruptcyCourtUserQry" title="法院用户信息查询" />;
}
