import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/groupManage: 收款人分组管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function GroupManageScreen() {
  return <InfoScreen title="收款人分组管理" />;
}
