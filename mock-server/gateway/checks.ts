/**
 * The session and signing stages of the /api pipeline (./pipeline.ts): the session (005), the
 * enterprise (0110), who may call what (./access.ts), the characters a signed call may hold (SG0016)
 * and the signature itself (../sessions/signing.ts).
 */
import { refusedField } from '@/protocol/characters.ts';
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import { SESSION_COOKIE } from '../sessions/state.ts';
import { checkSignedCall } from '../sessions/signing.ts';
import { denial } from '../access/access.ts';
import type { Stage } from './call.ts';
import { cookie, head, json } from './http.ts';

/** Calls a persona with several enterprises may make before choosing one (spec 000 §4, §8: 0110). */
const BEFORE_ENTERPRISE = new Set([
  'userInfoThree', 'logOut', 'enterpriseListQry', 'selectEnterprise', 'menuListQry', 'getServerTime', 'getRandomCount',
  'getClientIp', 'clientMacParse', 'bankAnnouncementListQry', 'imageCode', 'qrCodeIssue', 'qrCodePoll', 'ukeyChallenge',
  'ukeyLogin',
]);

/** A request's JSON object, or an empty one (the access check reads its selector fields; Prism judges the rest). */
function jsonObject(plain: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(plain.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

/** The first field of a JSON body that holds a character the policy refuses; undefined for none (or no JSON). */
function refusedIn(plain: Buffer): ReturnType<typeof refusedField> {
  try {
    return refusedField(JSON.parse(plain.toString('utf8')));
  } catch {
    return undefined;
  }
}

/** The cookie's session; a call that needs one without it: 005 (lost, or timed out). */
export const checkSession: Stage = (call, env) => {
  call.found = env.state.session(cookie(call.req, SESSION_COOKIE));
  call.session = typeof call.found === 'object' ? call.found : undefined;
  if (env.options.publicOperations.has(call.operation) || call.session?.persona) return undefined;
  return json(head('005', call.found === 'expired' ? '会话已超时，请重新登录' : '会话已失效，请重新登录'));
};

/** A persona with several enterprises: 0110 until one is chosen, but for the calls that choose it. */
export const checkEnterprise: Stage = ({ session, operation }) => {
  const needsEnterprise = (session?.persona?.enterprises.length ?? 0) > 1 && !session?.enterprise;
  return needsEnterprise && !BEFORE_ENTERPRISE.has(operation) ? json(head('0110', '请先选择要办理业务的企业')) : undefined;
};

/** Who may call what: the contract's levels, administrator flag and role (./access.ts). */
export const authorise: Stage = ({ session, operation, plain, path }) => {
  const signedCall = signingEntryByPath(path) !== undefined;
  const denied = session?.persona ? denial(operation, session.persona, jsonObject(plain), signedCall) : undefined;
  return denied ? json(head(denied.status, denied.message)) : undefined;
};

/**
 * A signed call holding a character the portal's policy refuses is refused before it is verified:
 * what a bank books is what the confirmation showed (src/protocol/characters.ts; issue 50 item 1).
 */
export const refuseHidden: Stage = (call) => {
  const hidden = signingEntryByPath(call.path) === undefined ? undefined : refusedIn(call.plain);
  if (!hidden) return undefined;
  if (call.draft) call.draft.check = 'refuse';
  return json(head('SG0016', `${hidden.field} 含有不可见、改变显示顺序或特殊空白的字符（${hidden.found}），交易未受理`));
};

/** A signed call: verified here, booked once after Prism validated it (../sessions/signing.ts). */
export const verifySignature: Stage = async (call, env) => {
  const trace: { text?: string } = {};
  const { path, session } = call;
  const signed = checkSignedCall({ path, body: call.plain.toString('utf8'), session, state: env.state, ukeyPublicKey: env.options.ukeyPublicKey, trace });
  if (call.draft?.signed) {
    call.draft.check = signed.kind;
    if (trace.text !== undefined) call.draft.signingText = trace.text;
  }
  if (signed.kind === 'refuse') return json(head(signed.status, signed.message));
  if (signed.kind === 'replay') return json(await signed.reply);
  if (signed.kind === 'book') call.booking = signed.booking;
  return undefined;
};
