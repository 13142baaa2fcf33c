/**
 * The traffic log (issue 40): every /api call the gateway answered since it started (or was reset),
 * with what the browser's developer tools cannot show, since every body on the wire is a `#10`
 * envelope: the decrypted request and answer fields, which cipher suite opened the call, the signing
 * verdict and the canonical text that was verified, and the fault applied. Secrets are masked when a
 * call is recorded (passwords, keys, tokens, cookies, a hand-off's DIGEST, a challenge not yet used:
 * `***`; SIGN_DATA shortened), so neither the log nor a HAR file exported from it, attached to a
 * ticket, holds them.
 *
 * Kept and bounded by ./traffic-log.ts (signed calls and failures longer than routine calls, pins);
 * read by the control plane (GET /__mock/traffic, /__mock/traffic/<id>, /__mock/traffic.har; gateway.ts).
 */
import { fields } from '@/api/generated/fields.ts';
import { type Fault, faultText } from '../faults/table.ts';

export const MASK = '***';
/** A string field longer than this is kept shortened (a 360 KB search term is not a log's business). */
const LONG_TEXT = 4096;

/** Which suite opened the call's envelope; `plain` without one; `unopened` when it did not open. */
export type EnvelopeSuite = 'SM' | 'WC' | 'plain' | 'unopened';

/**
 * A signed call's verdict: `accepted` (its signature verified: the call went on, the bank may still
 * refuse it: see the head), `replayed` (the same request again, answered from its first answer),
 * `refused` (a signing rule refused it: `status` and `rule`), `unchecked` (answered before the check:
 * a fault, a lost session, an envelope that did not open).
 */
export interface SigningVerdict {
  verdict: 'accepted' | 'replayed' | 'refused' | 'unchecked';
  status?: string;
  rule?: string;
}

/** The fault a call got, as its text (`delay=3000`), and from where: the queue or the X-Mock-Fault header. */
export interface AppliedFault {
  fault: string;
  from: 'queue' | 'header';
}

/** A fault a call got, as the log keeps it: its text by the fault table (./faults/table.ts). */
export function appliedFault(fault: Fault, from: AppliedFault['from']): AppliedFault {
  return { fault: faultText(fault), from };
}

/** One call as the list shows it. */
export interface TrafficSummary {
  id: number;
  /** When it arrived (ISO). */
  time: string;
  /** The persona's login (after a login: the one who logged in); null without one. */
  persona: string | null;
  /** The contract's operationId; null for a path the contract does not have. */
  operation: string | null;
  /** The operation's Chinese summary (src/api/generated/fields.ts). */
  summary: string | null;
  method: string;
  path: string;
  httpStatus: number;
  /** The answer's head. */
  status: string | null;
  message: string | null;
  latencyMs: number;
  suite: EnvelopeSuite;
  /** Signed calls only. */
  signing: SigningVerdict | null;
  fault: AppliedFault | null;
  /** Kept whatever the bounds, until unpinned or the log is emptied (a tester pinned it: ./traffic-log.ts). */
  pinned: boolean;
}

export interface RecordedBody {
  headers: Record<string, string>;
  /** Bytes on the wire (the envelope's, for a sealed call). */
  bytes: number;
  /** The decrypted JSON with secrets masked, or a note saying why there is none. */
  fields: unknown;
}

/** One call in full (GET /__mock/traffic/<id>). */
export interface TrafficEntry extends TrafficSummary {
  host: string;
  /**
   * The client as the gateway saw it (the peer, or the proxy's X-Forwarded-For): what the bank's risk
   * controls read, never the body's CLIENT_IP or CLIENT_MAC (issue 50 item 8).
   */
  client: string;
  request: RecordedBody;
  answer: RecordedBody & { cookies: string[] };
  /** The canonical text the gateway verified the signature over (signed calls that got that far). */
  signingText: string | null;
}

/**
 * What the gateway knows of a call while it answers it (gateway.ts fills it in): recorded, with the
 * answer, once the answer is written.
 */
export interface CallDraft {
  /** The gateway's clock when the call arrived (ms). */
  startedAt: number;
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The client's address as the gateway sees it (gateway.ts clientAddress). */
  client: string;
  operation?: string;
  persona?: string;
  requestBytes: number;
  /** The plain request: the opened envelope's JSON, or the plain body. */
  requestText?: string;
  /** What the request was when there is no text: a multipart upload, an envelope that did not open. */
  requestNote?: string;
  suite: EnvelopeSuite;
  fault?: AppliedFault;
  /** Signed calls: what the signing check said (gateway.ts) and the text it rebuilt (signing.ts). */
  signed?: boolean;
  check?: 'pass' | 'refuse' | 'replay' | 'book';
  signingText?: string;
}

/** The answer as written: its plain body when it was sealed. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  plain?: string;
}

/** The signing rules by their refusal code (mock-server/README.md, "Signed calls and the ledger"). */
export const SIGNING_RULES: Readonly<Record<string, string>> = {
  SG0001: '缺少数字签名（SIGN_DATA）',
  SG0002: '缺少幂等键（IDEMPOTENCY_KEY）',
  SG0003: '认证级别不能办理需U盾签名的交易（A2、A3）',
  SG0004: '签名证书（CERT_SN）不是当前用户的',
  SG0005: '无法按签名目录重建签名原文',
  SG0006: '服务码（SERVICE_CODE）与签名目录选定的不符',
  SG0007: '签名不能在重建的签名原文上验证通过（字段被改动，或非本人U盾所签）',
  SG0008: '幂等键已用于另一笔交易的签名原文',
  SG0009: '请求含有签名未覆盖的字段',
  SG0010: '缺少挑战码，或挑战码不属于当前会话',
  SG0011: '挑战码已过期（120 秒）',
  SG0012: '挑战码属于另一笔交易（签名重放）',
  SG0013: '挑战码已在结果查询后作废（迟到的副本）',
  SG0015: '交易已记账，幂等记录已不保留',
  SG0016: '请求字段含有字符规则拒绝的字符（不可见、改变显示顺序或特殊空白）',
  UK0002: '登录域挑战码已失效或已使用',
  UK0003: 'U盾登录签名验证失败',
};

/**
 * Whether a field or header holds a secret: *PASSWORD*, *PWD*, *KEY* (but IDEMPOTENCY_KEY), *TOKEN*,
 * *SECRET*, a PIN, cookies, and a hand-off's DIGEST (MD5Digest's HMAC: with its USER_ID, TIME_STAMP
 * and NONCE it opens the customer-service window as the user for 60 s; issue 50 item 7). FILE_DIGEST,
 * a file's SM3, is not one.
 */
export function isSecretName(name: string): boolean {
  const n = name.toUpperCase().replace(/-/g, '_');
  if (n === 'IDEMPOTENCY_KEY') return false;
  if (/PASSWORD|PASSWD|PWD|SECRET|TOKEN|KEY/.test(n)) return true;
  if (n === 'DIGEST' || n === 'MD5DIGESTSTR') return true;
  return n.split('_').includes('PIN') || n === 'COOKIE' || n === 'SET_COOKIE' || n === 'AUTHORIZATION';
}

/**
 * A one-time challenge (transChallengeIssue, ukeyChallenge): a secret while it can still be used, so
 * masked wherever it is recorded unused (the answer that issued it, a call refused before using it,
 * the text such a call was checked over); kept in a call that used it up (accepted or replayed), where
 * it ties the request to its text and is worth nothing any more (issue 50 item 7).
 */
export const ONE_TIME = 'CHALLENGE';

/** SIGN_DATA as the log keeps it: its first characters and its length, enough to tell two apart. */
export const shortSignature = (value: string): string => (value.length <= 16 ? value : `${value.slice(0, 12)}…（${String(value.length)} 字符）`);

const shorten = (value: string): string =>
  (value.length > LONG_TEXT ? `${value.slice(0, 256)}…（共 ${String(value.length)} 字符，已截断）` : value);

/**
 * A copy of a decoded JSON value with its secrets masked (at any depth), SIGN_DATA shortened, long texts
 * cut; a challenge masked too unless `usedChallenge` (ONE_TIME).
 */
export function mask(value: unknown, usedChallenge = false): unknown {
  if (typeof value === 'string') return shorten(value);
  if (Array.isArray(value)) return value.map((v) => mask(v, usedChallenge));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const empty = v === '' || v === null || v === undefined;
    const secret = isSecretName(key) || (key.toUpperCase() === ONE_TIME && !usedChallenge);
    if (key.toUpperCase() === 'SIGN_DATA' && typeof v === 'string') out[key] = shortSignature(v);
    else out[key] = secret && !empty ? MASK : mask(v, usedChallenge);
  }
  return out;
}

/** A Set-Cookie value with the cookie's value masked (`EIS_SESSION=***; Path=/; HttpOnly`). */
const maskCookie = (cookie: string): string => cookie.replace(/^([^=;]*)=[^;]*/, `$1=${MASK}`);

/** Headers with the secret ones masked; a Cookie header keeps its cookies' names (`EIS_SESSION=***`). */
export function maskHeaders(headers: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    out[lower] = lower === 'cookie' ? value.split(';').map((c) => maskCookie(c.trim())).join('; ') : isSecretName(name) ? MASK : value;
  }
  return out;
}

/** The decoded, masked fields of a plain body; the text itself when it is not JSON. */
function fieldsOf(text: string, usedChallenge = false): unknown {
  try {
    return mask(JSON.parse(text), usedChallenge);
  } catch {
    return shorten(text);
  }
}

/** The request's challenge, when it carried one (to mask it in the text a refused call was checked over). */
function challengeOf(text: string | undefined): string | undefined {
  try {
    const value = (JSON.parse(text ?? '') as Record<string, unknown> | null)?.[ONE_TIME];
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}

const summaryOf = (operation: string | undefined): string | null =>
  (operation !== undefined && Object.hasOwn(fields, operation)
    ? fields[operation as keyof typeof fields].summary
    : null);

function verdictOf(draft: CallDraft, status: string | null): SigningVerdict | null {
  if (!draft.signed) return null;
  if (draft.check === 'refuse' || (draft.check === undefined && status?.startsWith('SG'))) {
    return { verdict: 'refused', ...(status ? { status } : {}), ...(status && SIGNING_RULES[status] ? { rule: SIGNING_RULES[status] } : {}) };
  }
  if (draft.check === 'replay') return { verdict: 'replayed' };
  // ukeyLogin passes to its handler, which verifies it: its answer is the verdict
  if (draft.check === 'pass' && status !== null && status !== '000000' && SIGNING_RULES[status]) {
    return { verdict: 'refused', status, rule: SIGNING_RULES[status] };
  }
  return draft.check === undefined ? { verdict: 'unchecked' } : { verdict: 'accepted' };
}

/** A call as the log keeps it, once its answer was written: decrypted, masked; `latencyMs` from its arrival. */
export function entryOf(
  id: number,
  draft: CallDraft,
  answer: RecordedAnswer,
  cookies: readonly string[],
  latencyMs: number,
): TrafficEntry {
  // a sealed answer's plain JSON; else the body as written (a fault's broken JSON or junk envelope as it is)
  const answerFields = fieldsOf(answer.plain ?? answer.body);
  const head = typeof answerFields === 'object' && answerFields !== null
    ? (answerFields as { head?: { STATUS?: unknown; MSG?: unknown } }).head
    : undefined;
  const status = typeof head?.STATUS === 'string' ? head.STATUS : null;
  const signing = verdictOf(draft, status);
  // a challenge is kept where the call used it up, masked everywhere else (ONE_TIME)
  const used = signing?.verdict === 'accepted' || signing?.verdict === 'replayed';
  const challenge = used ? undefined : challengeOf(draft.requestText);
  const signingText = draft.signingText === undefined ? null
    : challenge === undefined ? draft.signingText : draft.signingText.split(challenge).join(MASK);
  const entry: TrafficEntry = {
    id,
    time: new Date(draft.startedAt).toISOString(),
    persona: draft.persona ?? null,
    operation: draft.operation ?? null,
    summary: summaryOf(draft.operation),
    method: draft.method,
    path: draft.path,
    httpStatus: answer.status,
    status,
    message: typeof head?.MSG === 'string' ? head.MSG : null,
    latencyMs: Math.round(latencyMs * 10) / 10,
    suite: draft.suite,
    signing,
    fault: draft.fault ?? null,
    host: draft.headers.host ?? '127.0.0.1',
    client: draft.client,
    request: {
      headers: maskHeaders(draft.headers),
      bytes: draft.requestBytes,
      fields: draft.requestText !== undefined ? fieldsOf(draft.requestText, used) : (draft.requestNote ?? null),
    },
    answer: {
      headers: maskHeaders(answer.headers),
      cookies: cookies.map(maskCookie),
      bytes: Buffer.byteLength(answer.body),
      fields: answerFields,
    },
    signingText,
    pinned: false,
  };
  return entry;
}
