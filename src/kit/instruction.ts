/**
 * The pure part of the instruction screen (InstructionScreen.tsx; issue 36): the link's serial number
 * checked, the approver's reason checked, transAuthSubmit's values built from the instruction as shown,
 * and the result's heading, in the current language (i18n.t at call time).
 */
// authRuleQry's own area (issue 41: never the whole contract's field table)
import { fields } from '@/api/generated/areas/enterprise/fields.ts';
import type { Instruction } from '@/api/generated/areas/workbench/types.gen.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { i18n } from '@/i18n/index.ts';

export type InstructionDetail = Instruction & Record<string, unknown>;
/** 1 同意, 2 拒绝, 0 撤销 (transAuthSubmit's AUTH_TYPE). */
export type Decision = '0' | '1' | '2';

/** The query parameter of the link from a list row (QueryScreen's rowLink key). */
export const SEQ_PARAM = 'TRANS_SEQ';

/** What the instruction screen calls: the instruction's detail, and the signed decision on it. */
export const INSTRUCTION_OPERATIONS = { read: 'instructionDetailQry', decide: 'transAuthSubmit' } as const;

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

/** The headings' catalogue keys, by the instruction's status. */
const HEADINGS: Readonly<Record<string, string>> = {
  0: 'kit.instruction.booked',
  1: 'kit.instruction.awaiting',
  4: 'kit.instruction.withdrawn',
  5: 'kit.instruction.rejected',
};

/** The heading of a signed transaction's result: by the instruction's status when the answer has one. */
export function resultHeading(answer: Record<string, unknown> | undefined): string {
  const status = answer?.INSTR_STATUS;
  const heading = typeof status === 'string' ? HEADINGS[status] : undefined;
  if (heading) return i18n.t(heading);
  return i18n.t(answer?.TRANS_STATUS === '1' ? 'kit.instruction.awaiting' : 'kit.instruction.submitted');
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
  return role === '2' && governed.includes(operation) ? i18n.t('kit.instruction.approverOnly') : undefined;
}
