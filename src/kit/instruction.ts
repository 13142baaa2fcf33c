/**
 * The pure part of the instruction screen (InstructionScreen.tsx; issue 36): the link's serial number
 * checked, the approver's reason checked, transAuthSubmit's values built from the instruction as shown,
 * and the result's heading, in the current language (i18n.t at call time).
 */
import type { Instruction } from '@/api/generated/areas/workbench/types.gen.ts';
import { type Access, access } from '@/api/generated/policy.ts';
import { hasRole, roleFor } from '@/protocol/roles.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { i18n } from '@/i18n/index.ts';

export type InstructionDetail = Instruction & Record<string, unknown>;
/** 1 同意, 2 拒绝, 0 撤销 (transAuthSubmit's AUTH_TYPE). */
export type Decision = '0' | '1' | '2';

/** The query parameter of the link from a list row (QueryScreen's rowLink key). */
export const SEQ_PARAM = 'TRANS_SEQ';

/**
 * What the instruction screen calls: the instruction's detail, and the signed decision on it: an
 * authorization of a debit (transAuthSubmit), or the review of a relaxed authorization rule
 * (authRuleReview; issue 48 item 2).
 */
export const INSTRUCTION_OPERATIONS = { read: 'instructionDetailQry', decide: 'transAuthSubmit', review: 'authRuleReview' } as const;

/** The signed call that decides this instruction. */
export const decidingOperation = (detail: Pick<InstructionDetail, 'TRANS_KIND'>): 'transAuthSubmit' | 'authRuleReview' =>
  (detail.TRANS_KIND === 'authRule' ? INSTRUCTION_OPERATIONS.review : INSTRUCTION_OPERATIONS.decide);

/** Why the link's serial number cannot be an instruction's, or undefined. */
export function seqProblem(seq: string): string | undefined {
  if (seq === '') return i18n.t('kit.instruction.seqMissing');
  if (!/^[A-Z0-9]{8,32}$/.test(seq)) return i18n.t('kit.instruction.seqBad');
  return undefined;
}

/** Why a rejection reason cannot be sent (2 to 100 characters after trimming), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length < 2) return i18n.t('kit.instruction.reasonShort');
  if (trimmed.length > 100) return i18n.t('kit.instruction.reasonLong');
  return undefined;
}

/**
 * The deciding call's values: the decision, and the instruction's name and serial number with, for a
 * debit, its payer, payee, amount (and currency, when not CNY), for a rule change its kind and the
 * rule before and after, exactly as the detail shows them (the dialog shows and the key signs these;
 * the bank refuses values that are not the instruction's). The reason goes with a rejection only.
 */
export function decisionValues(detail: InstructionDetail, decision: Decision, reason: string): Values {
  const rejected = decision === '2' ? { REJECT_REASON: reason.trim() } : {};
  const head = { AUTH_TYPE: decision, TRANS_NAME: detail.TRANS_NAME, ORIG_TRANS_SEQ: detail.TRANS_SEQ };
  if (decidingOperation(detail) === INSTRUCTION_OPERATIONS.review) {
    return { ...head, RULE_KIND: detail.RULE_KIND, OLD_RULE: detail.OLD_RULE, NEW_RULE: detail.NEW_RULE, ...rejected };
  }
  return {
    ...head,
    ACCT_NO: detail.ACCT_NO,
    ...(detail.PAYEE_ACCT_NO ? { PAYEE_ACCT_NO: detail.PAYEE_ACCT_NO } : {}),
    PAYEE_ACCT_NAME: detail.PAYEE_ACCT_NAME,
    TRAN_AMT: detail.TRAN_AMT,
    ...(detail.CURRENCY && detail.CURRENCY !== 'CNY' ? { CURRENCY: detail.CURRENCY } : {}),
    ...rejected,
  };
}

/** The headings' catalogue keys, by the instruction's status. */
const HEADINGS: Readonly<Record<string, string>> = {
  0: 'kit.instruction.booked',
  1: 'kit.instruction.awaiting',
  4: 'kit.instruction.withdrawn',
  5: 'kit.instruction.rejected',
};

/** The headings of a rule change's and a rule review's result (issue 48 item 2), by the instruction's status. */
const RULE_HEADINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  autoModeUpdate: { 0: 'kit.instruction.ruleApplied', 1: 'kit.instruction.ruleAwaiting' },
  autoModeAdd: { 0: 'kit.instruction.ruleApplied', 1: 'kit.instruction.ruleAwaiting' },
  autoModeDelete: { 0: 'kit.instruction.ruleApplied', 1: 'kit.instruction.ruleAwaiting' },
  authRuleReview: { 0: 'kit.instruction.ruleApplied', 5: 'kit.instruction.ruleRejected' },
};

/**
 * The heading of a signed transaction's result: by the instruction's status when the answer has one
 * (in a rule change's or review's own words when `operation` is one).
 */
export function resultHeading(answer: Record<string, unknown> | undefined, operation?: string): string {
  const status = answer?.INSTR_STATUS;
  const own = operation !== undefined && Object.hasOwn(RULE_HEADINGS, operation);
  const headings = own ? RULE_HEADINGS[operation] : HEADINGS;
  const heading = typeof status === 'string' && headings && Object.hasOwn(headings, status) ? headings[status] : undefined;
  if (heading) return i18n.t(heading);
  return i18n.t(answer?.TRANS_STATUS === '1' ? 'kit.instruction.awaiting' : 'kit.instruction.submitted');
}

/**
 * Why this user may not submit this operation (the contract says an operator submits it and the user's
 * AUTH_ROLE is approver only: the bank would refuse it, AU2001), or undefined (also while the user's
 * role is not known yet). The page says so before the form is filled and signed.
 */
export function submitRefusal(
  operation: string,
  authRole: string | undefined,
  table: Readonly<Record<string, Access>> = access,
): string | undefined {
  if (authRole === undefined || roleFor(table[operation], {}) !== 'operator') return undefined;
  return hasRole(authRole, 'operator') ? undefined : i18n.t('kit.instruction.approverOnly');
}
