import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/bankAgentQuery: 代理行查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BankAgentQueryScreen() {
  return <InfoScreen title="代理行查询" />;
}
