import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/digitalCurrency/digitalOrderQuery: 数字人民币订单查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to digitalOrderQry.
 */
export default function DigitalOrderQueryScreen() {
  return <QueryScreen operation="digitalOrderQry" title="数字人民币订单查询" />;
}
