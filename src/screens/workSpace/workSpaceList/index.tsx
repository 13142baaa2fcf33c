import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/workSpaceList: 我的工作台. The transactions waiting for this approver (backlogListQry: kind, amount
 * range, submitter and date filters, paging); 处理 opens one in 待办详情 (issue 36).
 */
export default function WorkSpaceListScreen() {
  return <QueryScreen operation="backlogListQry" title="我的工作台" rowLink={{ label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' }} />;
}
