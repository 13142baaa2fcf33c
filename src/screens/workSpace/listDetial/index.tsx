import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/listDetial: 待办详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to backlogListQry.
 */
export default function ListDetialScreen() {
  return <QueryScreen operation="backlogListQry" title="待办详情" />;
}
