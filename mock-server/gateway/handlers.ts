/**
 * The calls whose answers depend on who is logged in: the gateway answers them from its state
 * after Prism has validated the request against the contract. Typed by the contract's path-keyed
 * types, so a handler that answers the wrong shape does not compile.
 */
import { randomBytes } from 'node:crypto';
import { decryptPassword } from '@/protocol/crypto/password.ts';
import type { paths } from '@/api/generated/paths';
import { menuListFor, searchMenus } from '../access/menus.ts';
import { handOffKey, issueHandOff } from './online-service.ts';
import { type Persona, personaByCert, personaByLogin, TEST_PASSWORD } from '../personas.ts';
import { signingEntry } from '@/protocol/signing/catalogue.ts';
import { domainOf, planForPath, textOf } from '@/protocol/signing/plan.ts';
import { actorOf } from '../bank/seed.ts';
import type { InstrStatus } from '../bank/types.ts';
import { backlogView, balanceView, batchLinesView, entriesView, haveDoneView, instructionView, ordersView, receiptsView, rulesView, statusView } from '../bank/views.ts';
import { messagesView, payeesView } from '../bank/roster-views.ts';
import { pageRows } from './query.ts';
import { Refusal } from '../refusal.ts';
import { bookingDate, verifySignature } from '../sessions/signing.ts';
import { CHALLENGE_SECONDS, type GatewayState, QR_SECONDS, type Session } from '../sessions/state.ts';

type Post<P extends keyof paths> = paths[P]['post'];
type RequestOf<P extends keyof paths> = Post<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type AnswerOf<P extends keyof paths> = Post<P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
type BodyOf<P extends keyof paths> = NonNullable<AnswerOf<P> extends { body?: infer B } ? B : never>;

export interface HandlerContext<P extends keyof paths> {
  request: RequestOf<P>;
  session: Session;
  state: GatewayState;
  sm2PrivateKey: string;
  /** The test U-key certificate's public key (test-keys/ukey-sm2-public.hex). */
  ukeyPublicKey: string;
  /** Replaces the session (login rotates its id) or ends it (undefined). */
  setSession: (session: Session | undefined) => void;
  /**
   * The client's address as the gateway sees it (gateway.ts clientAddress), never the body's CLIENT_IP:
   * the bank's risk controls read their own view (docs/security.md; issue 50 item 8).
   */
  clientIp: string;
}

export { Refusal };

type Handler<P extends keyof paths> = (ctx: HandlerContext<P>) => BodyOf<P>;
export type Handlers = { [P in keyof paths]?: Handler<P> };

export const MAX_LOGIN_ERRORS = 5;

const loggedIn = (session: Session): Persona => {
  if (!session.persona) throw new Refusal('005', '用户未登录，请先登录');
  return session.persona;
};
/** The logged-in user as the bank sees them: for the enterprise chosen in this session. */
export const actor = (session: Session) => {
  const persona = loggedIn(session);
  return actorOf(persona, session.enterprise ?? persona.enterprises[0]?.ORG_NO);
};
const nextStep = (persona: Persona, session: Session) =>
  persona.enterprises.length > 1 && !session.enterprise ? ('selectEnterprise' as const) : ('done' as const);

function logIn<P extends keyof paths>(ctx: HandlerContext<P>, persona: Persona) {
  const only = persona.enterprises.length === 1 ? persona.enterprises[0]?.ORG_NO : undefined;
  ctx.state.succeededLogin(persona.login);
  const session = ctx.state.rotate({ ...ctx.session, persona, enterprise: only });
  ctx.setSession(session);
  return { NEXT_STEP: nextStep(persona, session), LOGIN_ERROR_NUM: 0 };
}

export const handlers: Handlers = {
  '/api/login/userInfoThree': ({ session }) => loggedIn(session).user,
  '/api/login/logOut': ({ session, state, setSession }) => {
    state.end(session.id);
    setSession(undefined);
    return {};
  },
  // the gateway's own clock (the contract's example is a fixed instant): the portal's timestamps follow it
  '/api/common/getServerTime': ({ state }) => ({ timestamp: state.now() }),
  // the address the gateway sees, which is the one its risk controls read (issue 50 item 8)
  '/api/common/getClientIp': ({ clientIp }) => ({ clientIp }),
  // the device as the security control's context would give it (the mock cannot open MAC_CTX: the
  // contract's example), the address as the gateway sees it
  '/api/common/clientMacParse': ({ clientIp }) => ({ CLIENT_MAC: '00-1C-42-2E-60-4A', CLIENT_IP: clientIp }),
  '/api/common/getRandomCount': ({ session }) => {
    session.mcryptKey = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24);
    session.mcryptKeyUsed = false;
    return { MCRYPT_KEY: session.mcryptKey };
  },
  '/api/login/imageCode': ({ state }) => {
    const id = state.issueImageCode(); // kept by its id, not in a session (issue 15 finding 13)
    return {
      IMAGE_CODE_ID: id,
      IMAGE_DATA: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    };
  },
  '/api/login/passwordLogin': (ctx) => {
    const { request, session, state } = ctx;
    // the lockout belongs to the user: a new cookie (another browser, cleared cookies) does not reset it
    if (state.locked(request.LOGIN_NAME)) throw new Refusal('LG1002', '密码错误次数过多，账户已锁定，请联系企业管理员');
    // the random factor serves one attempt, whatever its outcome (issue 39): a captured ciphertext cannot
    // be tried again in this session, and the next attempt encrypts under a new factor
    const mcryptKey = session.mcryptKey;
    if (!mcryptKey) {
      throw session.mcryptKeyUsed
        ? new Refusal('LG1005', '密码控件的随机因子已使用，请刷新页面后重新输入密码')
        : new Refusal('LG1003', '密码控件未初始化，请刷新页面后重试');
    }
    session.mcryptKey = undefined;
    session.mcryptKeyUsed = true;
    if (!state.takeImageCode(request.IMAGE_CODE_ID)) throw new Refusal('LG1004', '图形验证码已失效，请刷新');
    const persona = personaByLogin(request.LOGIN_NAME);
    const password = decryptPassword(request.PASSWORD, mcryptKey, ctx.sm2PrivateKey);
    if (!persona || password !== TEST_PASSWORD) {
      // unknown names count the same way, so the answer does not tell which names exist
      const left = state.failedLogin(request.LOGIN_NAME, MAX_LOGIN_ERRORS);
      throw left > 0
        ? new Refusal('LG1001', `用户名或密码错误，您还可以尝试 ${left} 次`)
        : new Refusal('LG1002', '密码错误次数过多，账户已锁定，请联系企业管理员');
    }
    return logIn(ctx, persona);
  },
  '/api/login/tokenLogin': (ctx) => {
    const login = /^test-token-([a-z0-9]+)$/.exec(ctx.request.TOKEN)?.[1];
    const persona = login ? personaByLogin(login) : undefined;
    if (!persona) throw new Refusal('LG2001', '登录令牌无效或已过期');
    return logIn(ctx, persona);
  },
  '/api/login/qrCodeIssue': ({ session, state }) => {
    const id = `QR${randomBytes(10).toString('hex')}`;
    state.qrCodes.set(id, { sessionId: session.id, expiresAt: state.now() + QR_SECONDS * 1000 });
    return { QR_CODE_ID: id, QR_CONTENT: `eisqr://login?id=${id}`, EXPIRE_SECONDS: QR_SECONDS };
  },
  '/api/login/qrCodePoll': (ctx) => {
    const qr = ctx.state.qrCodes.get(ctx.request.QR_CODE_ID);
    if (!qr || qr.sessionId !== ctx.session.id) throw new Refusal('LG3001', '二维码无效，请刷新二维码');
    if (ctx.state.now() > qr.expiresAt) return { QR_STATUS: 'EXPIRED' as const };
    const persona = qr.confirmedBy ? personaByLogin(qr.confirmedBy) : undefined;
    if (!persona) return { QR_STATUS: 'WAITING' as const };
    ctx.state.qrCodes.delete(ctx.request.QR_CODE_ID);
    return { QR_STATUS: 'CONFIRMED' as const, NEXT_STEP: logIn(ctx, persona).NEXT_STEP };
  },
  '/api/login/ukeyChallenge': ({ request, session }) => {
    if (!personaByCert(request.CERT_SN)) throw new Refusal('UK0001', '该U盾证书未在本行登记');
    session.challenge = {
      id: `CH${randomBytes(10).toString('hex')}`,
      value: randomBytes(18).toString('base64url').replace(/[-_]/g, 'x'),
      certSn: request.CERT_SN,
    };
    return { CHALLENGE_ID: session.challenge.id, CHALLENGE: session.challenge.value };
  },
  '/api/login/ukeyLogin': (ctx) => {
    const { request, session } = ctx;
    const issued = session.challenge;
    session.challenge = undefined; // one use
    const matches =
      issued?.id === request.CHALLENGE_ID && issued.value === request.CHALLENGE && issued.certSn === request.CERT_SN;
    if (!matches) {
      throw new Refusal('UK0002', '挑战码已失效，请重新登录');
    }
    const persona = personaByCert(request.CERT_SN);
    // the key signs the LOGIN-domain text over the challenge (protocol/signing/text.ts), rebuilt as the portal does
    const plan = planForPath('/api/login/ukeyLogin', request);
    if (!persona || !('plan' in plan) || !verifySignature(textOf(plan.plan), request.SIGN_DATA, ctx.ukeyPublicKey)) {
      throw new Refusal('UK0003', 'U盾签名验证失败');
    }
    return logIn(ctx, persona);
  },
  '/api/login/enterpriseListQry': ({ session }) => ({
    ENTERPRISE_LIST: loggedIn(session).enterprises.map(({ ORG_NO, CUSTOMER_NAME }) => ({ ORG_NO, CUSTOMER_NAME })),
  }),
  '/api/login/selectEnterprise': ({ request, session }) => {
    const persona = loggedIn(session);
    if (!persona.enterprises.some((e) => e.ORG_NO === request.ORG_NO)) throw new Refusal('EN0404', '所选企业不存在或您无权访问');
    session.enterprise = request.ORG_NO;
    return { NEXT_STEP: 'done', LOGIN_ERROR_NUM: 0 };
  },
  '/api/enterprise/enterpriseInforQry': ({ session }) => {
    const persona = loggedIn(session);
    const enterprise = persona.enterprises.find((e) => e.ORG_NO === session.enterprise) ?? persona.enterprises[0];
    if (!enterprise) throw new Refusal('EN0001', '当前用户未关联企业');
    return enterprise;
  },
  '/api/enterprise/enterpriseUserReserveQry': ({ session }) => ({ OBLG_INF: loggedIn(session).reserved }),
  // balances from the mock bank (./bank.ts): a booked transfer lowers them
  '/api/account/accountListQry': ({ session, state }) => ({
    LIST: loggedIn(session).accounts.map((a) => ({ ...a, BALANCE: balanceView(state.bank, a.ACCT_NO) ?? a.BALANCE })),
  }),
  '/api/account/accountTransDetailQry': ({ request, session, state }) =>
    pageRows(request, entriesView(state.bank, actor(session), request)),
  '/api/account/elecReceiptQry': ({ request, session, state }) => pageRows(request, receiptsView(state.bank, actor(session), request)),
  '/api/transfer/transferOrderQry': ({ request, session, state }) => pageRows(request, ordersView(state.bank, actor(session), request)),
  '/api/transfer/batchDetailQry': ({ request, session, state }) => pageRows(request, batchLinesView(state.bank, actor(session), request)),
  // the enterprise's payees and messages as they stand now (issue 49 item 4)
  '/api/transfer/payeeListQry': ({ request, session, state }) => pageRows(request, payeesView(state.bank.roster, actor(session), request)),
  '/api/message/messageListQry': ({ request, session, state }) => pageRows(request, messagesView(state.bank.roster, actor(session), request)),
  '/api/workbench/backlogListQry': ({ request, session, state }) => pageRows(request, backlogView(state.bank, actor(session), request)),
  '/api/workbench/haveDoneListQry': ({ request, session, state }) => pageRows(request, haveDoneView(state.bank, actor(session))),
  '/api/workbench/instructionDetailQry': ({ request, session, state }) => instructionView(state.bank, actor(session), request.TRANS_SEQ),
  '/api/enterprise/authRuleQry': ({ session, state }) => ({ LIST: rulesView(state.bank, actor(session).orgNo) }),
  '/api/electronic/isNotElecOrderCheck': ({ session }) => loggedIn(session).elecOrder,
  '/api/menu/menuListQry': ({ session }) => ({ MENU_LIST: menuListFor(session.persona) }),
  '/api/search/searchMenuListQry': ({ request, session }) => ({ MENU_LIST: searchMenus(session.persona, request.MENU_MNAME) }),
  // the user comes from the session, never the body; a keyed MAC, not MD5 (issue 15 finding 1)
  '/api/onlineService/MD5Digest': ({ session, state }) => issueHandOff(handOffKey(), loggedIn(session).user.USER_ID, state.now()),
  // a transaction's one-time challenge (mock-server/README.md "Signed calls and the ledger")
  '/api/auth/transChallengeIssue': ({ request, session, state }) => {
    const persona = loggedIn(session);
    const entry = signingEntry(request.TRANS_OPERATION);
    if (!entry || domainOf(entry) !== 'TX') throw new Refusal('SG0014', `${request.TRANS_OPERATION} 不是需要U盾签名的交易`);
    if (state.idempotent.has(`${persona.login}\n${request.IDEMPOTENCY_KEY}`) || state.booked(persona.login, request.IDEMPOTENCY_KEY)) {
      throw new Refusal('SG0015', '该笔交易已提交，请查询交易结果');
    }
    const challenge = state.issueChallenge(session, persona.login, entry.operationId, request.IDEMPOTENCY_KEY);
    return { CHALLENGE_ID: challenge.id, CHALLENGE: challenge.value, EXPIRE_SECONDS: CHALLENGE_SECONDS };
  },
  // the outcome of a signed transaction by its idempotency key; nothing under it: its challenges are voided
  '/api/auth/transStatusQry': ({ request, session, state }) => {
    const persona = loggedIn(session);
    const call = state.idempotent.get(`${persona.login}\n${request.IDEMPOTENCY_KEY}`);
    if (call && !call.outcome) return { TRANS_STATE: 'PROCESSING' as const };
    type Booked = { TRANS_SEQ?: string; TRANS_DATE?: string; TRANS_STATUS?: '0' | '1' | '2'; INSTR_STATUS?: InstrStatus; AUTH_HINT?: string };
    const booked = call?.outcome?.body as Booked | undefined;
    if (call && booked?.TRANS_SEQ) {
      const { TRANS_SEQ, TRANS_DATE, TRANS_STATUS, INSTR_STATUS, AUTH_HINT } = booked;
      return {
        TRANS_STATE: 'SUCCESS' as const, TRANS_SEQ, TRANS_DATE, TRANS_STATUS,
        ...(INSTR_STATUS ? { INSTR_STATUS, AUTH_HINT } : {}),
      };
    }
    // booked in a session that has ended since (its entry went with it): the ledger and the bank know it
    const entry = state.booked(persona.login, request.IDEMPOTENCY_KEY);
    if (entry) {
      const instruction = statusView(state.bank, entry.transSeq);
      const hint = instruction?.hint ? { AUTH_HINT: instruction.hint } : {};
      return {
        TRANS_STATE: 'SUCCESS' as const, TRANS_SEQ: entry.transSeq, TRANS_DATE: bookingDate(entry.time),
        TRANS_STATUS: instruction?.instrStatus === '1' ? '1' as const : '0' as const,
        ...(instruction ? { INSTR_STATUS: instruction.instrStatus, ...hint } : {}),
      };
    }
    // refused after its signature was verified: final, with the bank's words (issue 48 item 3)
    if (call?.outcome) return { TRANS_STATE: 'FAILED' as const, FAIL_MSG: `${call.outcome.head.MSG}（${call.outcome.head.STATUS}），不会记账` };
    state.voidChallenges(persona.login, request.IDEMPOTENCY_KEY);
    return { TRANS_STATE: 'FAILED' as const, FAIL_MSG: '银行未受理该笔交易（未收到或已拒绝），已作废，不会记账' };
  },
  '/api/menu/menuAuthCheck': ({ request, session }) => {
    const menu = menuListFor(session.persona).find((m) => m.MENU_ID === request.MENU_ID);
    if (!menu || menu.ACCESS_FLAG !== '1') throw new Refusal('MN0403', '您没有该菜单的操作权限，请联系企业管理员');
    return {};
  },
};

export function handlerFor(path: string): ((ctx: HandlerContext<keyof paths>) => unknown) | undefined {
  return (handlers as Record<string, ((ctx: HandlerContext<keyof paths>) => unknown) | undefined>)[path];
}
