import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/selectOperatorInfo: 操作员信息查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to enterpriseUserListQry.
 */
export default function SelectOperatorInfoScreen() {
  return <QueryScreen operation="enterpriseUserListQry" title="操作员信息查询" />;
}
