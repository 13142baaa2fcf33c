import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/backlogList: 待办事项.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to backlogListQry.
 */
export default function BacklogListScreen() {
  return <QueryScreen operation="backlogListQry" title="待办事项" />;
}
