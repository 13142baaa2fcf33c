import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /eventProcessing/haveDone: 已办事项.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to haveDoneListQry.
 */
export default function HaveDoneScreen() {
  return <QueryScreen operation="haveDoneListQry" title="已办事项" />;
}
