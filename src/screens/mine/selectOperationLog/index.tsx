import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /mine/selectOperationLog: 操作日志查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SelectOperationLogScreen() {
  return <InfoScreen title="操作日志查询" />;
}
