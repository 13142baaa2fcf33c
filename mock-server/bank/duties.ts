/**
 * Separation of duties (issue 36, 48; spec 000 §1 operators and approvers): who may approve, reject,
 * withdraw or review an instruction now, and why not, with the gateway's refusal code. Whether a role
 * approves is the contract's (transAuthSubmit's and authRuleReview's x-eis-access, ../access.ts).
 * Pure: an instruction, the actor and the enterprise's people in, a reason out.
 */
import { hasRole } from '../access/access.ts';
import type { Actor, DebitInstruction, InstrStatus, Instruction, RuleInstruction } from './types.ts';

export interface Why {
  status: string;
  message: string;
}

export const STATUS_WORDS: Readonly<Record<InstrStatus, string>> = {
  0: '已记账', 1: '待授权', 2: '处理中', 3: '已失败', 4: '已撤销', 5: '已拒绝',
};

const why = (status: string, message: string): Why => ({ status, message });

/** Whether the actor may review a relaxed rule: an administrator, or an approver of level 2 (docs/dual-control.md). */
export const reviews = (a: Actor): boolean => hasRole(a.role, 'approver') && (a.admin === true || a.level === '2');

function common(instruction: Instruction, actor: Actor): Why | undefined {
  if (instruction.orgNo !== actor.orgNo) return why('AU2010', '原交易不存在或不属于当前企业');
  if (instruction.status !== '1') return why('AU2005', `该笔交易${STATUS_WORDS[instruction.status]}，不能再授权`);
  return undefined;
}

/**
 * The level-2 approvers who could give a two-level instruction its 终审 once `first` has given the
 * first approval: not its submitter, not `first`. None: `first` would leave it stuck for good.
 */
export function finalApprovers(instruction: Instruction, first: string, actors: readonly Actor[]): Actor[] {
  return actors.filter((a) => a.orgNo === instruction.orgNo && hasRole(a.role, 'approver') && a.level === '2' &&
    a.login !== first && a.login !== instruction.submitter.login);
}

function whyNotDebit(instruction: DebitInstruction, actor: Actor, actors: readonly Actor[]): Why | undefined {
  if (!hasRole(actor.role, 'approver')) return why('AU2006', '您不是授权人员，不能授权交易');
  if (instruction.submitter.login === actor.login) return why('AU2002', '不能授权本人提交的交易');
  if (instruction.approvals.some((a) => a.login === actor.login)) return why('AU2003', '您已授权过该笔交易，不能重复授权');
  const last = instruction.approvals.length === instruction.required - 1;
  if (instruction.required === 2 && last && actor.level !== '2') {
    return why('AU2004', '该笔交易超过多级授权金额界限，终审须由二级授权人授权，您的授权级别不足');
  }
  if (!last && finalApprovers(instruction, actor.login, actors).length === 0) { // not the last: the first of two
    return why('AU2004', '该笔交易需两级授权，您是唯一能终审的二级授权人，请由其他授权人初审');
  }
  return undefined;
}

function whyNotReview(instruction: RuleInstruction, actor: Actor): Why | undefined {
  if (instruction.submitter.login === actor.login) return why('AU2002', '不能复核本人提交的授权规则修改');
  if (!reviews(actor)) return why('AU2020', '授权规则的放宽须由另一名企业管理员或二级授权人复核');
  return undefined;
}

/** Why this actor may not decide (approve, reject or review) this instruction now, or undefined when they may. */
export function whyNot(instruction: Instruction, actor: Actor, actors: readonly Actor[]): Why | undefined {
  return common(instruction, actor) ??
    (instruction.type === 'debit' ? whyNotDebit(instruction, actor, actors) : whyNotReview(instruction, actor));
}

/** Why this actor may not withdraw this instruction (its submitter, before any approval), or undefined. */
export function whyNotWithdraw(instruction: Instruction, actor: Actor): Why | undefined {
  if (instruction.orgNo !== actor.orgNo) return why('AU2011', '原交易不存在或不属于当前企业');
  if (instruction.type === 'rule') return why('AU2011', '授权规则的修改不能撤销，复核人可以拒绝');
  if (instruction.submitter.login !== actor.login) return why('AU2011', '只能撤销本人提交的交易');
  if (instruction.status !== '1') return why('AU2011', `该笔交易${STATUS_WORDS[instruction.status]}，不能撤销`);
  if (instruction.approvals.length > 0) return why('AU2011', '该笔交易已有授权人授权，不能撤销');
  return undefined;
}

/** The people who may take the instruction's next step. */
export function waitingFor(instruction: Instruction, actors: readonly Actor[]): Actor[] {
  return actors.filter((a) => a.orgNo === instruction.orgNo && whyNot(instruction, a, actors) === undefined);
}

/** What the instruction waits for, in words: who, and which step. */
export function hintOf(instruction: Instruction, actors: readonly Actor[]): string {
  const names = waitingFor(instruction, actors).map((a) => a.name).join('、');
  if (instruction.type === 'rule') return `待复核：授权规则的放宽须由另一名企业管理员或二级授权人复核后生效；待 ${names} 复核`;
  const step = instruction.required === 2 ? (instruction.approvals.length === 0 ? '初审（共两级）' : '终审（二级）') : '授权';
  return `待授权：需 ${String(instruction.required)} 级授权，已授权 ${String(instruction.approvals.length)} 级；待 ${names} ${step}`;
}
