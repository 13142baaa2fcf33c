/**
 * What an approver's or the submitter's decision writes on an instruction (issue 48): an approval, a
 * refusal with its reason, a withdrawal, each in its history and decisions. Bank (./bank.ts) checks who
 * may decide (./duties.ts) and books; these only record.
 */
import { bankTime } from '../clock.ts';
import { Refusal } from '../refusal.ts';
import { whyNotWithdraw } from './duties.ts';
import type { Actor, Instruction, Outcome } from './types.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** An approval, before the bank's BOOK entry when the instruction was just booked. */
export function approve(instruction: Instruction, actor: Actor, now: number): void {
  const { stamp } = bankTime(now);
  instruction.approvals.push({ login: actor.login, name: actor.name });
  instruction.history.splice(instruction.history.length - (instruction.status === '0' ? 1 : 0), 0,
    { action: 'APPROVE', actor: actor.name, time: stamp });
  instruction.decisions.push({ login: actor.login, decision: '1', time: stamp });
}

/** A refusal (AUTH_TYPE 2): its reason, at least 2 characters, goes back to the submitter. */
export function reject(instruction: Instruction, actor: Actor, request: Record<string, unknown>, now: number): Outcome {
  const reason = text(request.REJECT_REASON)?.trim();
  if (!reason || reason.length < 2) throw new Refusal('AU2013', '拒绝时须填写拒绝理由（至少 2 个字）');
  const { stamp } = bankTime(now);
  instruction.status = '5';
  instruction.rejectReason = reason;
  instruction.history.push({ action: 'REJECT', actor: actor.name, time: stamp, note: reason });
  instruction.decisions.push({ login: actor.login, decision: '2', time: stamp });
  const what = instruction.type === 'rule' ? '规则不变' : '交易不会记账';
  return { transStatus: '0', instrStatus: '5', hint: `已拒绝，${what}；理由已告知提交人${instruction.submitter.name}` };
}

/** The submitter's withdrawal (AUTH_TYPE 0), while it may still be withdrawn. */
export function withdraw(instruction: Instruction, actor: Actor, now: number): Outcome {
  const why = whyNotWithdraw(instruction, actor);
  if (why) throw new Refusal(why.status, why.message);
  const { stamp } = bankTime(now);
  instruction.status = '4';
  instruction.history.push({ action: 'WITHDRAW', actor: actor.name, time: stamp });
  instruction.decisions.push({ login: actor.login, decision: '0', time: stamp });
  return { transStatus: '0', instrStatus: '4', hint: '指令已撤销，不会记账' };
}
