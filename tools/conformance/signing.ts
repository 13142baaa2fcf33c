/**
 * A transaction signed as the portal signs it (docs/signing.md "The flow"): the plan and canonical
 * text of src/protocol/signing (the same functions the portal and the mock gateway use), a one-time
 * challenge from the gateway (transChallengeIssue, bound to the session, the operation and a fresh
 * idempotency key), the key's signature over exactly that text, and the request with SIGN_DATA,
 * CERT_SN, SERVICE_CODE, IDEMPOTENCY_KEY, CHALLENGE_ID and CHALLENGE. Key checks (loginUkeyCheck,
 * ukeyLogin) sign the LOGIN-domain text over ukeyChallenge's challenge.
 */
import { randomBytes } from 'node:crypto';
import { planFor, textOf } from '@/protocol/signing/plan.ts';
import type { Exchange } from './model.ts';
import type { Session, Signer } from './session.ts';
import { type Body, call } from './wire.ts';

export interface SignedRequest {
  readonly body: Body;
  readonly idempotencyKey: string;
  readonly text: string;
  readonly exchanges: Exchange[];
}

export type Signing = SignedRequest | { readonly problem: string; readonly exchanges: Exchange[] };

/** A fresh idempotency key as the portal makes one: 128 random bits. */
export const newIdempotencyKey = (): string => `EIS-${randomBytes(16).toString('hex')}`;

const answerBody = (ex: Exchange): Body | undefined =>
  (ex.client?.ok && typeof ex.client.body === 'object' && ex.client.body !== null ? (ex.client.body as Body) : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The gateway's challenge for this operation and key, in this session. */
export async function challengeFor(session: Session, operationId: string, key: string, label = 'challenge') {
  const ex = await call(session.browser, 'transChallengeIssue', { TRANS_OPERATION: operationId, IDEMPOTENCY_KEY: key }, label);
  const body = answerBody(ex);
  const challenge = body ? { challengeId: text(body.CHALLENGE_ID), challenge: text(body.CHALLENGE) } : undefined;
  return { ex, challenge };
}

/**
 * Signs a transaction: plan, challenge, text, signature. `key` reuses an idempotency key (a probe's
 * replay); the body is the request to send, not yet sent.
 */
export async function signTransaction(
  session: Session, signer: Signer, operationId: string, values: Body, key = newIdempotencyKey(),
): Promise<Signing> {
  const outcome = planFor(operationId, values);
  if ('problem' in outcome) return { problem: `the portal cannot sign it: ${outcome.message}`, exchanges: [] };
  const { ex, challenge } = await challengeFor(session, operationId, key);
  if (!challenge?.challengeId || !challenge.challenge) {
    const why = ex.client && !ex.client.ok ? `${ex.client.status} ${ex.client.message}` : 'no challenge in the answer';
    return { problem: `transChallengeIssue: ${why}`, exchanges: [ex] };
  }
  const signed = textOf(outcome.plan, { ...challenge, idempotencyKey: key });
  const body: Body = {
    ...values,
    SIGN_DATA: signer.sign(signed),
    CERT_SN: session.user.CERT_SN ?? '',
    SERVICE_CODE: outcome.plan.serviceCode,
    IDEMPOTENCY_KEY: key,
    CHALLENGE_ID: challenge.challengeId,
    CHALLENGE: challenge.challenge,
  };
  return { body, idempotencyKey: key, text: signed, exchanges: [ex] };
}

/** Signs a key check (LOGIN domain) over the values (CERT_SN and ukeyChallenge's challenge). */
export function signKeyCheck(signer: Signer, operationId: string, values: Body): { body: Body } | { problem: string } {
  const outcome = planFor(operationId, values);
  if ('problem' in outcome) return { problem: `the portal cannot sign it: ${outcome.message}` };
  return { body: { ...values, SIGN_DATA: signer.sign(textOf(outcome.plan)) } };
}

/** ukeyChallenge in this session for the user's certificate: the values a key check signs. */
export async function keyChallenge(session: Session): Promise<{ ex: Exchange; values?: Body }> {
  const certSn = session.user.CERT_SN ?? '';
  const ex = await call(session.browser, 'ukeyChallenge', { CERT_SN: certSn }, 'key challenge');
  const body = answerBody(ex);
  if (!body) return { ex };
  return { ex, values: { CERT_SN: certSn, CHALLENGE_ID: text(body.CHALLENGE_ID), CHALLENGE: text(body.CHALLENGE) } };
}

/** Whether every account a request names is a test account of the configuration: a money-moving call may go. */
export function outsideTestAccounts(
  values: Body, accountFields: readonly string[], testAccounts: readonly string[],
): string[] {
  return accountFields.filter((f) => typeof values[f] === 'string' && values[f] !== '' && !testAccounts.includes(values[f]));
}
