import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/selectOperationLog: 操作日志查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to operationLogQry.
 */
export default function SelectOperationLogScreen() {
  return <QueryScreen operation="operationLogQry" title="操作日志查询" />;
}
