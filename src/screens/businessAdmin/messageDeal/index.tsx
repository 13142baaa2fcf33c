import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /businessAdmin/messageDeal: 消息处理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to messageListQry.
 */
export default function MessageDealScreen() {
  return <QueryScreen operation="messageListQry" title="消息处理" />;
}
