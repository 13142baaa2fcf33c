import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/eTransfer: 转账待办. The transfers waiting for this approver (backlogListQry, its kind
 * filter starting at 单笔转账); 处理 opens one in 待办详情, where 同意 and 拒绝 are signed (issue 36).
 */
export default function ETransferScreen() {
  return (
    <QueryScreen
      operation="backlogListQry"
      title="转账待办"
      fields={{ TRANS_KIND: { default: 'transferSub' } }}
      rowLink={{ label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' }}
    />
  );
}
