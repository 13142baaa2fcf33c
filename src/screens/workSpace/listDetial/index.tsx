import { InstructionScreen } from '@/kit/InstructionScreen.tsx';

/**
 * /workSpace/listDetial: 待办详情. One instruction from 待办事项: what the operator signed, the approvals so
 * far, and 同意 / 拒绝 signed by this approver's key (instructionDetailQry, transAuthSubmit; issue 36).
 */
export default function ListDetialScreen() {
  return <InstructionScreen title="待办详情" back={{ label: '返回待办事项', to: '/workSpace/backlogList' }} />;
}
