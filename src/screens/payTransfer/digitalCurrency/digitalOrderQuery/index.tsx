import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/digitalOrderQuery: 数字人民币订单查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DigitalOrderQueryScreen() {
  return <InfoScreen title="数字人民币订单查询" />;
}
