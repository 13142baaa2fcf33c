import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/oderInquiry: 转账指令查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to transferOrderQry.
 */
export default function OderInquiryScreen() {
  return <QueryScreen operation="transferOrderQry" title="转账指令查询" />;
}
