import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/transferSubmitPageQry: 转账提交查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to transferOrderQry.
 */
export default function TransferSubmitPageQryScreen() {
  return <QueryScreen operation="transferOrderQry" title="转账提交查询" />;
}
