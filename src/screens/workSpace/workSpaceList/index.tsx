import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/workSpaceList: 我的工作台.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to backlogListQry.
 */
export default function WorkSpaceListScreen() {
  return <QueryScreen operation="backlogListQry" title="我的工作台" />;
}
