import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/eTransfer: the transfers waiting for this approver, its kind filter starting at 单笔转账;
 * 处理 opens one in 待办详情, where 同意 and 拒绝 are signed (issue 36). Title, operation and row link
 * are the route's (src/routing/manifest/workSpace.ts).
 */
export default function ETransferScreen() {
  return <QueryScreen fields={{ TRANS_KIND: { default: 'transferSub' } }} />;
}
