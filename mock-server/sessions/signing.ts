/**
 * The gateway's check of signed calls (spec 001 §5, §7: every call of the signing catalogue needs a
 * digital-key signature). For a path in the catalogue it rebuilds the canonical text from the whole
 * request (the catalogue's rows, then every other field the request carries) with the portal's
 * functions (src/protocol/signing/plan.ts), refuses a request carrying a field that is not the call's own,
 * and verifies the SM2 signature with the persona's certificate (all test personas share
 * keys/ukey-sm2-public.hex). Refusals are error heads with Chinese messages (mock-server/README.md).
 *
 * Transactions (the TX domain) are signed once and booked once: the text carries a challenge the
 * gateway issued to this session for this operation and idempotency key (transChallengeIssue, 120 s),
 * and the key. The first call with an unused, unexpired challenge of its own session is booked (the
 * ledger, GET /__mock/ledger) and answered with a fresh TRANS_SEQ, which uses the challenge up; the
 * same request again gets the first answer and books nothing; the signature with another key, in
 * another session, after logout or after the challenge expired or was voided, is refused. Key login
 * (ukeyLogin) is verified by its handler, with its challenge; loginUkeyCheck here, against the
 * challenge issued to the session.
 */
import { sm2 } from 'sm-crypto-v2';
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import { CONTRACT_TERMS_EN_US } from '@/api/generated/terms.en-US.ts';
import { type EnglishTerm, freshnessOf, planForPath, type SigningPlan, textOf } from '@/protocol/signing/plan.ts';
import { actorOf } from '../bank/seed.ts';
import { bankDate } from '../clock.ts';
import type { Persona } from '../personas.ts';
import { Refusal } from '../refusal.ts';
import { type Booking, booking } from './booking.ts';
import type { GatewayState, IdempotentCall, Reply, Session, TxChallenge } from './state.ts';
import { batchCheck, linesOf } from '../gateway/uploads.ts';

export type SignedCheck =
  | { kind: 'pass' }
  | { kind: 'refuse'; status: string; message: string }
  | { kind: 'replay'; reply: Promise<Reply> }
  | { kind: 'book'; booking: Booking };

const refuse = (status: string, message: string): SignedCheck => ({ kind: 'refuse', status, message });
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Public keys as points with their multiplication tables (a verification then takes about a quarter of the time). */
const points = new Map<string, ReturnType<typeof sm2.precomputePublicKey>>();

/** Whether a base64 signature (r‖s) is the key's SM2 signature (SM3, default user id) of the text's UTF-8 bytes. */
export function verifySignature(signed: string, signatureBase64: string, publicKey: string): boolean {
  const signature = Buffer.from(signatureBase64, 'base64');
  if (signature.length !== 64) return false;
  try {
    let point = points.get(publicKey);
    if (!point) {
      point = sm2.precomputePublicKey(publicKey);
      points.set(publicKey, point);
    }
    return sm2.doVerifySignature(new TextEncoder().encode(signed), signature.toString('hex'), point, { hash: true });
  } catch {
    return false;
  }
}

function verified(
  signedText: string,
  request: Record<string, unknown>,
  persona: Persona,
  publicKey: string,
): SignedCheck | undefined {
  const signature = text(request.SIGN_DATA);
  if (!signature) return refuse('SG0001', '交易缺少数字签名（SIGN_DATA），请使用U盾签名后提交');
  if (request.CERT_SN !== persona.certSn) return refuse('SG0004', '签名证书（CERT_SN）与当前用户绑定的数字证书不符');
  if (!verifySignature(signedText, signature, publicKey)) {
    return refuse('SG0007', '交易签名验证失败：签名与确认信息不符，或不是本人U盾所签');
  }
  return undefined;
}

/** TRANS_DATE of a booking at `t` (ms, or an ISO time): the bank's business date (./clock.ts). */
export const bookingDate = (t: number | string) => bankDate(typeof t === 'string' ? Date.parse(t) : t);

export interface SignedCallInput {
  path: string;
  /** The request's plain JSON text. */
  body: string;
  session: Session | undefined;
  state: GatewayState;
  ukeyPublicKey: string;
  /** A recording hook (the traffic log): gets the canonical text the signature is verified over, once rebuilt. */
  trace?: { text?: string };
}

/** A contract text in English, as the portal's en-US terms give it; the Chinese when the glossary has none. */
const englishTerm: EnglishTerm = (text) =>
  (Object.hasOwn(CONTRACT_TERMS_EN_US, text) ? CONTRACT_TERMS_EN_US[text] ?? text : text);

const NO_SIGNATURE = '交易缺少数字签名（SIGN_DATA），请使用U盾签名后提交';

/** The request's JSON object, or undefined when the body is not one. */
function parsedRequest(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** What the gateway does with a call before Prism sees it: pass it on, refuse it, answer a repeat, or book it. */
export function checkSignedCall(input: SignedCallInput): SignedCheck {
  const { path, session } = input;
  const entry = signingEntryByPath(path);
  if (!entry) return { kind: 'pass' };
  if (entry.operationId === 'ukeyLogin') return { kind: 'pass' }; // its handler verifies it, with its challenge
  const persona = session?.persona;
  if (!session || !persona) return { kind: 'pass' }; // the gateway has answered 005 already
  const request = parsedRequest(input.body);
  if (!request) return refuse('SG0001', NO_SIGNATURE);

  // an en-US confirmation signs English values: the gateway writes them from the same glossary (issue 38)
  const outcome = planForPath(path, request, englishTerm);
  const plan = 'plan' in outcome ? outcome.plan : undefined;
  if (!text(request.SIGN_DATA)) return refuse('SG0001', NO_SIGNATURE);
  if ('problem' in outcome && outcome.problem.problem === 'foreignField') {
    return refuse('SG0009', `请求含有签名未覆盖的字段（${outcome.problem.fields.join('、')}），交易未受理`);
  }
  if (!plan) return refuse('SG0005', `无法按签名目录重建签名原文：${'message' in outcome ? outcome.message : ''}`);
  const call: SignedRequest = { input, plan, request, session, persona };
  return plan.domain === 'LOGIN' ? checkKeyCheck(call) : checkTransaction(call);
}

/** A signed call's parts once its canonical text could be rebuilt. */
interface SignedRequest {
  input: SignedCallInput;
  plan: SigningPlan;
  request: Record<string, unknown>;
  session: Session;
  persona: Persona;
}

/** loginUkeyCheck: signed over the challenge issued to the session, which it uses up. */
function checkKeyCheck({ input, plan, request, session, persona }: SignedRequest): SignedCheck {
  if (input.trace) input.trace.text = textOf(plan);
  const refused = verified(textOf(plan), request, persona, input.ukeyPublicKey);
  if (refused) return refused;
  const issued = session.challenge;
  session.challenge = undefined; // one use
  const fresh = issued !== undefined && issued.id === request.CHALLENGE_ID && issued.value === request.CHALLENGE &&
    issued.certSn === request.CERT_SN;
  return fresh ? { kind: 'pass' } : refuse('UK0002', '挑战码已失效，请重新获取');
}

/** A transaction: its key, service code, challenge and signature, then a repeat answered or a booking. */
function checkTransaction({ input, plan, request, session, persona }: SignedRequest): SignedCheck {
  const { state } = input;
  const key = text(request.IDEMPOTENCY_KEY);
  if (!key) return refuse('SG0002', '交易缺少幂等键（IDEMPOTENCY_KEY），请重新发起交易');
  if (request.SERVICE_CODE !== plan.serviceCode) {
    return refuse('SG0006', `服务码不符：本交易应为 ${plan.serviceCode}，请求为 ${typeof request.SERVICE_CODE === 'string' ? request.SERVICE_CODE : '空'}`);
  }
  const freshness = freshnessOf(request);
  if (!freshness) return refuse('SG0010', '交易缺少挑战码（CHALLENGE_ID、CHALLENGE），交易未受理，请重新发起交易');
  const challenge = state.challenges.get(freshness.challengeId);
  const stale = challengeRefusal(challenge, freshness.challenge, session, plan.operationId, key, state.now());
  if (stale || !challenge) return stale ?? refuse('SG0010', NOT_THIS_SESSION);
  const signedText = textOf(plan, freshness);
  if (input.trace) input.trace.text = signedText;
  const refused = verified(signedText, request, persona, input.ukeyPublicKey);
  if (refused) return refused;
  return bookOnce({ input, plan, request, session, persona }, key, signedText, challenge);
}

/** The first call under its key is booked once (a batch's file too); the same call again gets its first answer. */
function bookOnce(
  { input, plan, request, session, persona }: SignedRequest, key: string, signedText: string, challenge: TxChallenge,
): SignedCheck {
  const { state } = input;
  const slot = `${persona.login}\n${key}`;
  const first = state.idempotent.get(slot);
  if (first) {
    if (first.text !== signedText) return refuse('SG0008', '幂等键已用于另一笔交易，请重新发起');
    return { kind: 'replay', reply: first.reply };
  }
  // booked, and its entry no longer kept (the map's bound, state.ts): never booked a second time
  if (challenge.state === 'used') return refuse('SG0015', '该笔交易已提交，请查询交易结果');
  // a batch books the file its signature names, as uploaded, once (../gateway/uploads.ts)
  const file = batchCheck(session.uploads, plan.operationId, request);
  if (file instanceof Refusal) return refuse(file.status, file.message);
  if (file) file.booking = true; // until its outcome: a second signature for the file arriving meanwhile is refused
  let resolve: (reply: Reply) => void = () => undefined;
  const call: IdempotentCall = { sessionId: session.id, text: signedText, reply: new Promise((r) => (resolve = r)) };
  state.rememberCall(slot, call);
  challenge.state = 'used';
  const actor = actorOf(persona, session.enterprise ?? persona.enterprises[0]?.ORG_NO);
  const lines = file ? linesOf(file, plan.operationId) : undefined;
  return { kind: 'book', booking: booking({ plan, request, actor, key, lines }, state, (reply) => {
    call.outcome = reply;
    if (file) {
      file.booking = false;
      if (reply.head.STATUS === '000000') file.used = true;
    }
    resolve(reply);
  }) };
}

const NOT_THIS_SESSION = '交易挑战码无效或不属于当前会话，该签名不能再用，交易未受理，请重新发起交易';

/**
 * Why a transaction's challenge does not let it through: unknown, of another session (another login,
 * after logout) or with another value; issued for another operation or key (the signature replayed
 * with a new idempotency key); voided by an outcome query; unused and past its time. A used one
 * passes: the same request again, answered from its idempotency key.
 */
export function challengeRefusal(
  challenge: TxChallenge | undefined,
  value: string,
  session: Session,
  operationId: string,
  key: string,
  now: number,
): SignedCheck | undefined {
  if (!challenge || challenge.value !== value || challenge.sessionId !== session.id) return refuse('SG0010', NOT_THIS_SESSION);
  if (challenge.operationId !== operationId || challenge.idempotencyKey !== key) {
    return refuse('SG0012', '该签名的挑战码属于另一笔交易（签名已使用），交易未受理，请重新发起交易');
  }
  if (challenge.state === 'void') return refuse('SG0013', '该笔交易已在结果查询后作废，交易未受理，请重新发起交易');
  if (challenge.state === 'issued' && now > challenge.expiresAt) {
    return refuse('SG0011', '交易挑战码已过期（有效期 120 秒），交易未受理，请重新发起交易');
  }
  return undefined;
}
