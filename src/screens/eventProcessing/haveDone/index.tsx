import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /eventProcessing/haveDone: 已办事项. What this user approved, rejected or withdrew, the latest first
 * (haveDoneListQry); 详情 shows the instruction as it stands now (issue 36).
 */
export default function HaveDoneScreen() {
  return <QueryScreen operation="haveDoneListQry" title="已办事项" rowLink={{ label: '详情', to: '/workSpace/eDetial', key: 'TRANS_SEQ' }} />;
}
