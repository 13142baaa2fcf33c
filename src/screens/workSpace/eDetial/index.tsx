import { InstructionScreen } from '@/kit/InstructionScreen.tsx';

/**
 * /workSpace/eDetial: 业务详情. One instruction from 转账指令查询 or 已办事项: its fields, status and
 * history; its operator may withdraw it (撤销, signed) until the first approval (issue 36).
 */
export default function EDetialScreen() {
  return <InstructionScreen title="业务详情" back={{ label: '返回转账指令查询', to: '/payTransfer/oderInquiry' }} />;
}
