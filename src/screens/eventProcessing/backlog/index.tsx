import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /eventProcessing/backlog: 待处理事项.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to backlogListQry.
 */
export default function BacklogScreen() {
  return <QueryScreen operation="backlogListQry" title="待处理事项" />;
}
