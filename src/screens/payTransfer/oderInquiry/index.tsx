import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/oderInquiry: 转账指令查询. The enterprise's transfer instructions and their status
 * (transferOrderQry); 详情 opens one with its history in 业务详情 (issue 36).
 */
export default function OderInquiryScreen() {
  return <QueryScreen operation="transferOrderQry" title="转账指令查询" rowLink={{ label: '详情', to: '/workSpace/eDetial', key: 'TRANS_SEQ' }} />;
}
