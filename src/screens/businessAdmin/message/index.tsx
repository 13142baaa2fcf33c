import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /businessAdmin/message: 消息管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to messageListQry.
 */
export default function MessageScreen() {
  return <QueryScreen operation="messageListQry" title="消息管理" />;
}
