/**
 * The pure part of the instruction screen (InstructionScreen.tsx; issue 36): the link's serial number
 * checked, the approver's reason checked, transAuthSubmit's values built from the instruction as shown,
 * and the result's heading.
 */
import { fields } from '@/api/generated/fields.ts';
import type { Instruction } from '@/api/generated/sdk/types.gen.ts';
import type { Values } from '@/protocol/signing/rules.ts';

export type InstructionDetail = Instruction & Record<string, unknown>;
/** 1 同意, 2 拒绝, 0 撤销 (transAuthSubmit's AUTH_TYPE). */
export type Decision = '0' | '1' | '2';

/** The query parameter of the link from a list row (QueryScreen's rowLink key). */
export const SEQ_PARAM = 'TRANS_SEQ';

/** What the instruction screen calls: the instruction's detail, and the signed decision on it. */
export const INSTRUCTION_OPERATIONS = { read: 'instructionDetailQry', decide: 'transAuthSubmit' } as const;

/** Why the link's serial number cannot be an instruction's, or undefined. */
export function seqProblem(seq: string): string | undefined {
  if (seq === '') return '链接中没有交易流水号，请从待办事项或转账指令查询中打开交易';
  if (!/^[A-Z0-9]{8,32}$/.test(seq)) return '链接中的交易流水号格式不正确（8–32 位大写字母或数字），请从列表中重新打开交易';
  return undefined;
}

/** Why a rejection reason cannot be sent (2 to 100 characters after trimming), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length < 2) return '请填写拒绝理由（至少 2 个字），经办人将看到它';
  if (trimmed.length > 100) return '拒绝理由最多 100 个字';
  return undefined;
}

/**
 * transAuthSubmit's values: the decision, and the instruction's name, serial number, payer, payee and
 * amount exactly as the detail shows them (the dialog shows and the key signs these; the bank refuses
 * values that are not the instruction's). The reason goes with a rejection only.
 */
export function decisionValues(detail: InstructionDetail, decision: Decision, reason: string): Values {
  return {
    AUTH_TYPE: decision,
    TRANS_NAME: detail.TRANS_NAME,
    ORIG_TRANS_SEQ: detail.TRANS_SEQ,
    ACCT_NO: detail.ACCT_NO,
    ...(detail.PAYEE_ACCT_NO ? { PAYEE_ACCT_NO: detail.PAYEE_ACCT_NO } : {}),
    PAYEE_ACCT_NAME: detail.PAYEE_ACCT_NAME,
    TRAN_AMT: detail.TRAN_AMT,
    ...(decision === '2' ? { REJECT_REASON: reason.trim() } : {}),
  };
}

const HEADINGS: Readonly<Record<string, string>> = {
  0: '交易已记账',
  1: '已提交，等待授权',
  4: '指令已撤销',
  5: '已拒绝',
};

/** The heading of a signed transaction's result: by the instruction's status when the answer has one. */
export function resultHeading(answer: Record<string, unknown> | undefined): string {
  const status = answer?.INSTR_STATUS;
  if (typeof status === 'string' && HEADINGS[status]) return HEADINGS[status];
  return answer?.TRANS_STATUS === '1' ? '已提交，等待授权' : '交易已提交';
}

/** The transfer kinds the authorization rules govern (the contract's TransKind, read from authRuleQry's rows). */
export const GOVERNED_KINDS: readonly string[] = fields.authRuleQry.list.columns.find((c) => c.name === 'TRANS_KIND')?.enum ?? [];

/**
 * Why this user may not submit this operation (an approver-only user, AUTH_ROLE 2, and a transfer the
 * rules govern: the bank would refuse it, AU2001), or undefined. The page says so before the form is
 * filled and signed.
 */
export function submitRefusal(
  operation: string,
  role: string | undefined,
  governed: readonly string[] = GOVERNED_KINDS,
): string | undefined {
  return role === '2' && governed.includes(operation) ? '您是授权人员，不能经办（提交）此类交易，请由经办人员提交' : undefined;
}
