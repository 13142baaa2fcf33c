/**
 * The dispatch stage of the /api pipeline (./pipeline.ts): the plain JSON goes to Prism, which
 * validates it against the contract (a violation comes back as an error head naming the field); a
 * stateful call is answered from the workspace's state (./handlers.ts), an upload kept (./uploads.ts),
 * another with Prism's example (a query's rows paged: ./query.ts); a signed call is booked once.
 */
import { type Reply, type Session, SESSION_COOKIE } from '../sessions/state.ts';
import type { Call, Env } from './call.ts';
import { seal } from './envelope.ts';
import { handlerFor, Refusal } from './handlers.ts';
import { type Answer, clientAddress, cookie, head, json } from './http.ts';
import { pageQuery } from './query.ts';
import { acceptUpload, formForPrism, type StoredUpload } from './uploads.ts';

/**
 * The calls that start a session: the login flow's first steps keep state for the login that follows
 * (the password control's random factor, the QR code, the key challenge). The image code is kept by its
 * id instead (../sessions/state.ts), since the portal asks it beside the random factor, before either
 * has a cookie. Login itself makes the logged-in session. Any other call without a session gets none,
 * and no cookie (issue 15 finding 13).
 */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set(['getRandomCount', 'qrCodeIssue', 'ukeyChallenge']);

/** Prism's sl-violations header as one readable message naming the field(s). */
export function violationMessage(header: string | null): string {
  let list: Array<{ path?: unknown[]; message?: string }> = [];
  try {
    list = JSON.parse(header ?? '[]') as typeof list;
  } catch {
    list = [];
  }
  const parts = list.map((v) => {
    const path = (v.path ?? []).filter((p) => p !== 'body').join('.');
    return path ? `${path}：${v.message ?? '不合法'}` : (v.message ?? '不合法');
  });
  return `请求参数不合法${parts.length ? `（${parts.join('；')}）` : ''}`;
}

/** Prism's answer to the call (an upload rebuilt, the file under its safe name), or a refusal of the form. */
async function askPrism(call: Call, env: Env, session: Session): Promise<Response | Answer> {
  const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${session.id}` };
  const multipart = !call.opened && call.contentType.startsWith('multipart/form-data');
  if (call.opened || call.contentType.includes('application/json')) headers['content-type'] = 'application/json';
  else if (call.contentType && !multipart) headers['content-type'] = call.contentType;
  let body: BodyInit;
  try {
    // ./uploads.ts: fetch writes its own boundary
    body = multipart ? await formForPrism(call.plain, call.contentType) : new Uint8Array(call.plain);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return json(head(error.status, error.message));
  }
  return fetch(`${env.options.prismUrl}${call.path}`, { method: 'POST', headers, body });
}

/** An upload kept for the session (./uploads.ts), under the BATCH_NO it answers. */
async function keepUpload(call: Call, env: Env, session: Session): Promise<Answer> {
  try {
    session.uploads ??= new Map<string, StoredUpload>();
    const body = await acceptUpload(call.plain, call.contentType, session.uploads, env.state.now());
    return json({ head: { STATUS: '000000', MSG: '上传成功' }, body });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return json(head(error.status, error.message));
  }
}

/** The answer of a call Prism accepted: the handler's body, the booked signed call, or Prism's example. */
function answerOf(call: Call, env: Env, session: Session, prismText: string, replace: (s?: Session) => void): Answer {
  const { plain, booking } = call;
  const handler = handlerFor(call.path);
  if (!handler) {
    // a query's example rows, sorted and cut to the asked page
    if (booking) return json(booking.accept(prismText));
    return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: pageQuery(plain.toString('utf8'), prismText) };
  }
  if (booking) booking.accept(prismText);
  try {
    const body = handler({
      request: JSON.parse(plain.toString('utf8')) as never, session, state: env.state,
      sm2PrivateKey: env.options.sm2PrivateKey, ukeyPublicKey: env.options.ukeyPublicKey,
      clientIp: clientAddress(call.req.socket.remoteAddress, call.headers['x-forwarded-for']),
      setSession: replace,
    });
    return json({ head: { STATUS: '000000', MSG: '交易成功' }, body });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return json(head(error.status, error.message));
  }
}

/** Prism, then the call's answer, its session cookie set or cleared when a handler changed it; sealed. */
export async function dispatch(call: Call, env: Env): Promise<Answer> {
  const { state } = env;
  // a session only where the login flow needs one; another call without one passes without
  const loginFlow = SESSION_OPERATIONS.has(call.operation);
  const session = call.session ?? (loginFlow ? state.newSession() : state.passingSession());
  /** The reply of a call that was not booked; duplicates of a signed call waiting for it get it too. */
  const unbooked = (reply: Reply) => call.booking?.settle(reply) ?? reply;
  // a handler may replace (login) or end (logout) the session
  const kept = state.sessions.get(session.id);
  let cookieSession = kept;
  const prism = await askPrism(call, env, session);
  if (!(prism instanceof Response)) return prism;
  const prismText = await prism.text();
  if (prism.status === 400 || prism.status === 422) {
    return seal(env, call.opened, json(unbooked(head('E0400', violationMessage(prism.headers.get('sl-violations'))))));
  }
  if (!prism.ok) return seal(env, call.opened, json(unbooked(head('E0500', `模拟服务异常（Prism ${prism.status}）`))));
  if (call.operation === 'uploadFile' && session.persona) return keepUpload(call, env, session);
  const answer = answerOf(call, env, session, prismText, (next) => {
    cookieSession = next;
  });
  // the log names who logged in (a login's caller had no persona yet)
  if (call.draft && cookieSession?.persona) call.draft.persona = cookieSession.persona.login;
  // the cookie changes only with the session (a new one for the login flow, login, logout): a call
  // that names a session the login has since replaced, sent before the login's answer came (a home
  // widget's), must not clear the cookie the browser has just been given for the new one
  if (cookieSession !== kept || (kept !== undefined && kept.id !== cookie(call.req, SESSION_COOKIE))) {
    call.setCookie(cookieSession
      ? `${SESSION_COOKIE}=${cookieSession.id}; Path=/; HttpOnly; SameSite=Strict`
      : `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
  }
  return seal(env, call.opened, answer);
}
