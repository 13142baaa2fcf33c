import { InfoScreen } from '../../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/bankAgentQuery/res: 代理行查询结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResScreen() {
  return <InfoScreen title="代理行查询结果" />;
}
