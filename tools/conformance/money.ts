/**
 * Money-moving calls the kit makes of its own (probes, dual control): a single transfer between a
 * persona's two test accounts, signed and submitted through the full flow; an account's balance;
 * a signed call's outcome by its idempotency key. Every account a signed call names must be a test
 * account of the configuration (issue 53: "it never moves money in a workspace it did not create").
 */
import { SUCCESS_STATUSES } from '@/protocol/wire-format.ts';
import { operation } from './contract.ts';
import type { CaseRecorder, Kit } from './kit.ts';
import type { Exchange } from './model.ts';
import { keyProblem, type Session } from './session.ts';
import { outsideTestAccounts, signTransaction, type Signing } from './signing.ts';
import { type Body, call } from './wire.ts';

export type { Signing };

/** The request fields of an operation that are account numbers (AccountNo in the contract). */
export const accountFields = (operationId: string): string[] =>
  operation(operationId).fields.request.filter((f) => f.ref === 'AccountNo').map((f) => f.name);

/** Why a signed call with these values may not be sent: an account outside the test accounts. */
export function moneyGuard(kit: Kit, operationId: string, values: Body): string | undefined {
  const outside = outsideTestAccounts(values, accountFields(operationId), kit.config.testAccounts);
  return outside.length === 0
    ? undefined
    : `not sent: ${outside.map((f) => `${f} ${String(values[f])}`).join(', ')} is not a test account of the configuration`;
}

/** A single transfer's values (transferSub's example) between two accounts, of this amount. */
export function transferValues(kit: Kit, from: string, to: string, amount: string, remark = '一致性测试'): Body {
  return { ...kit.contract.example('transferSub'), ACCT_NO: from, PAYEE_ACCT_NO: to, TRAN_AMT: amount, REMARK: remark };
}

/** Signs a transaction in the session (not sent), after the money guard. */
export async function signedNotSent(kit: Kit, session: Session, operationId: string, values: Body): Promise<Signing> {
  const refused = moneyGuard(kit, operationId, values);
  if (refused) return { problem: refused, exchanges: [] };
  return signTransaction(session, kit.signer, operationId, values);
}

export const succeeded = (ex: Exchange | undefined): boolean => ex?.client?.ok === true;

/** The answer's head STATUS and MSG, as the kit read it off the wire. */
export function headOf(ex: Exchange | undefined): { status?: string; msg?: string } {
  const head = (ex?.opened as { head?: { STATUS?: unknown; MSG?: unknown } } | undefined)?.head;
  return {
    ...(typeof head?.STATUS === 'string' ? { status: head.STATUS } : {}),
    ...(typeof head?.MSG === 'string' ? { msg: head.MSG } : {}),
  };
}

export const isSuccess = (ex: Exchange | undefined): boolean => SUCCESS_STATUSES.includes(headOf(ex).status ?? '');

/** The body of an answer the client accepted. */
export function answerBody(ex: Exchange | undefined): Body | undefined {
  const client = ex?.client;
  return client?.ok && typeof client.body === 'object' && client.body !== null ? (client.body as Body) : undefined;
}

/** The balance of an account as accountListQry shows it to the session, in fen; undefined when not listed. */
export async function balanceOf(session: Session, acctNo: string): Promise<{ ex: Exchange; fen?: bigint }> {
  const ex = await call(session.browser, 'accountListQry', {}, `balance of ${acctNo}`);
  const list = answerBody(ex)?.LIST;
  const row = Array.isArray(list) ? (list as Body[]).find((r) => r.ACCT_NO === acctNo) : undefined;
  const balance = typeof row?.BALANCE === 'string' && /^[0-9]+\.[0-9]{2}$/.test(row.BALANCE) ? BigInt(row.BALANCE.replace('.', '')) : undefined;
  return balance === undefined ? { ex } : { ex, fen: balance };
}

/** Fen as an Amount: 1250000n -> '12500.00'. */
export function yuan(fen: bigint): string {
  const text = fen.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** transStatusQry: what the gateway says became of an idempotency key. */
export async function outcomeOf(session: Session, key: string, label = 'outcome query'): Promise<{ ex: Exchange; state?: string; seq?: string }> {
  const ex = await call(session.browser, 'transStatusQry', { IDEMPOTENCY_KEY: key }, label);
  const body = answerBody(ex);
  return {
    ex,
    ...(typeof body?.TRANS_STATE === 'string' ? { state: body.TRANS_STATE } : {}),
    ...(typeof body?.TRANS_SEQ === 'string' ? { seq: body.TRANS_SEQ } : {}),
  };
}

/** Signs and sends a transaction; undefined (with a failed or skipped check) when it could not be. */
export async function signAndSend(
  kit: Kit, rec: CaseRecorder, session: Session, operationId: string, values: Body, label: string,
) {
  const refused = moneyGuard(kit, operationId, values) ?? keyProblem(session, kit.signer);
  if (refused) {
    rec.skip(label, refused);
    return undefined;
  }
  const signing = await signTransaction(session, kit.signer, operationId, values);
  rec.add(...signing.exchanges);
  if ('problem' in signing) {
    rec.fail(`${label}: signing`, signing.problem);
    return undefined;
  }
  return { signing, ex: await call(session.browser, operationId, signing.body, label) };
}
