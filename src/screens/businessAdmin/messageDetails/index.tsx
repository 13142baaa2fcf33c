import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /businessAdmin/messageDetails: 消息详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to messageListQry.
 */
export default function MessageDetailsScreen() {
  return <QueryScreen operation="messageListQry" title="消息详情" />;
}
