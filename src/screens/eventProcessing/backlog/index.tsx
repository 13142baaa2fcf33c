import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /eventProcessing/backlog: 待处理事项. The transactions waiting for this approver (backlogListQry: kind, amount
 * range, submitter and date filters, paging); 处理 opens one in 待办详情 (issue 36).
 */
export default function BacklogScreen() {
  return <QueryScreen operation="backlogListQry" title="待处理事项" rowLink={{ label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' }} />;
}
