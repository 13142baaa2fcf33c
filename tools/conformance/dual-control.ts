/**
 * Dual control as the kit drives it (docs/dual-control.md): the operator signs a transfer between
 * their two test accounts, which waits for approval; the approver approves it (transAuthSubmit
 * AUTH_TYPE 1, which books it), rejects another (2, with a reason) and the operator withdraws a third
 * (0): every service code of transAuthSubmit, each instruction the kit's own.
 */
import { SUCCESS } from './checks.ts';
import type { Operation } from './contract.ts';
import { type CaseRecorder, type Kit, sessionWith } from './kit.ts';
import type { Recipe } from './kinds.ts';
import { answerBody, signAndSend, transferValues } from './money.ts';
import type { Session } from './session.ts';
import type { Body } from './wire.ts';

/** The amount of the kit's dual-control transfers: small, below any approval threshold a test enterprise sets. */
export const DUAL_CONTROL_AMOUNT = '100.00';

export interface Submitted {
  readonly values: Body;
  /** The instruction's serial number (TRANS_SEQ of the submission). */
  readonly seq: string;
  /** TRANS_STATUS: 1 waits for approval, 0 was booked at once. */
  readonly status: string;
}

/** The operator's transfer between their test accounts, checked as a success. */
export async function submitTransfer(
  kit: Kit, rec: CaseRecorder, operator: Session, label: string,
): Promise<Submitted | undefined> {
  const accounts = operator.persona.accounts;
  if (!accounts) {
    rec.skip(label, `${operator.persona.name} has no test accounts (accounts.payer, accounts.payee) in the configuration`);
    return undefined;
  }
  const values = transferValues(kit, accounts.payer, accounts.payee, DUAL_CONTROL_AMOUNT);
  const sent = await signAndSend(kit, rec, operator, 'transferSub', values, label);
  if (!sent) return undefined;
  await rec.expect(sent.ex, SUCCESS);
  const body = answerBody(sent.ex);
  if (typeof body?.TRANS_SEQ !== 'string' || typeof body.TRANS_STATUS !== 'string') return undefined;
  return { values, seq: body.TRANS_SEQ, status: body.TRANS_STATUS };
}

/** transAuthSubmit's values for a decision on a submitted transfer. */
export function decision(submitted: Submitted, authType: '0' | '1' | '2'): Body {
  const v = submitted.values;
  return {
    AUTH_TYPE: authType,
    TRANS_NAME: v.TRANS_NAME,
    ORIG_TRANS_SEQ: submitted.seq,
    ACCT_NO: v.ACCT_NO,
    PAYEE_ACCT_NO: v.PAYEE_ACCT_NO,
    PAYEE_ACCT_NAME: v.PAYEE_ACCT_NAME,
    TRAN_AMT: v.TRAN_AMT,
    ...(authType === '2' ? { REJECT_REASON: '一致性测试：拒绝' } : {}),
  };
}

const LABELS = { 1: 'approve', 2: 'reject', 0: 'withdraw' } as const;

async function decide(kit: Kit, rec: CaseRecorder, who: Session, submitted: Submitted, authType: '0' | '1' | '2', op: Operation) {
  const sent = await signAndSend(kit, rec, who, op.operationId, decision(submitted, authType), `AUTH_TYPE ${authType} (${LABELS[authType]})`);
  if (sent) await rec.expect(sent.ex, SUCCESS);
}

/** transAuthSubmit in the sweep: approve, reject and withdraw instructions the kit submitted. */
export const dualControl: Recipe = async (kit, rec, op, session) => {
  const operator = sessionWith(kit, 'operator');
  if ('problem' in operator) {
    rec.skip('dual control', operator.problem);
    return;
  }
  const approver = session.persona.roles.includes('approver') ? session : sessionWith(kit, 'approver');
  if ('problem' in approver) {
    rec.skip('dual control', approver.problem);
    return;
  }
  for (const authType of ['1', '2', '0'] as const) {
    const submitted = await submitTransfer(kit, rec, operator, `transfer to ${LABELS[authType]}`);
    if (!submitted) continue;
    if (submitted.status !== '1') {
      rec.skip(LABELS[authType], `the operator's transfer was booked at once (TRANS_STATUS ${submitted.status}): nothing waits for approval`);
      continue;
    }
    await decide(kit, rec, authType === '0' ? operator : approver, submitted, authType, op);
  }
};
