import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/oderInquiry: 转账指令查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OderInquiryScreen() {
  return <InfoScreen title="转账指令查询" />;
}
