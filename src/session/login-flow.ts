/**
 * The login flow as an explicit state machine (spec 000 §4): status 0 idle / 1 running; entered by
 * a default method (single sign-on token, key login) or at a named step (login, selectEnterprise,
 * updateBaseInfo); ends when its callback runs. Pure: (state, event) -> state.
 */
export type LoginMethod = 'password' | 'qrCode' | 'ukey';
export type LoginStep = LoginMethod | 'sso' | 'selectEnterprise' | 'updateBaseInfo' | 'done';
export type FlowEntry = 'login' | 'sso' | 'ukey' | 'selectEnterprise' | 'updateBaseInfo';
export type NextStep = 'done' | 'selectEnterprise' | 'updateBaseInfo';

export interface FlowState {
  status: 0 | 1;
  step?: LoginStep;
  /** Where to go once the flow ends (an internal path, checked by routing/guard portalPath). */
  returnTo?: string;
  /** The single sign-on token of an sso entry. */
  token?: string;
  /** Failed logins in this browser session (spec 000 §4: kept per session). */
  errorNum: number;
  message?: string;
  /** The user name a password login was made with: the password step shows it again if the login must be retried. */
  login?: string;
  /** The step the user closed the flow at (an idle flow; until the next flow starts). */
  closedAt?: LoginStep;
}

export type FlowEvent =
  | { type: 'start'; entry: FlowEntry; returnTo?: string; token?: string }
  | { type: 'method'; method: LoginMethod }
  | { type: 'loggedIn'; next: NextStep; login?: string }
  | { type: 'failed'; message: string }
  | { type: 'qrExpired' }
  | { type: 'enterpriseChosen'; next: NextStep }
  | { type: 'baseInfoDone' }
  | { type: 'sessionLost'; returnTo?: string; message?: string }
  | { type: 'cancel' }
  | { type: 'callbackRan' };

export const IDLE: FlowState = { status: 0, errorNum: 0 };
export const QR_EXPIRED_MESSAGE = '二维码已过期，请刷新二维码';
/** A login the gateway accepted whose user could not then be read: the dialog stays and says so. */
export const LOGIN_UNFINISHED_MESSAGE = '登录未完成：未能读取用户信息，请重新登录';

const ENTRY_STEP: Record<FlowEntry, LoginStep> = {
  login: 'password',
  sso: 'sso',
  ukey: 'ukey',
  selectEnterprise: 'selectEnterprise',
  updateBaseInfo: 'updateBaseInfo',
};
const METHODS: ReadonlySet<LoginStep> = new Set(['password', 'qrCode', 'ukey', 'sso']);

export function transition(state: FlowState, event: FlowEvent): FlowState {
  const { errorNum } = state;
  switch (event.type) {
    case 'start':
      // one flow at a time (spec 000 §4: starts "if idle"); it goes on to the URL asked for last ("the
      // intended URL is remembered"): a flow resumed after the session was lost on one page, with
      // another page's URL typed, lands there
      if (state.status === 1) {
        return event.returnTo && event.returnTo !== state.returnTo ? { ...state, returnTo: event.returnTo } : state;
      }
      return {
        status: 1,
        step: ENTRY_STEP[event.entry],
        errorNum,
        ...(event.returnTo ? { returnTo: event.returnTo } : {}),
        ...(event.token ? { token: event.token } : {}),
      };
    case 'method':
      if (state.status !== 1 || !state.step || !METHODS.has(state.step)) return state;
      return { ...withoutMessage(state), step: event.method };
    case 'loggedIn':
      if (state.status !== 1) return state;
      return {
        ...withoutMessage(state),
        step: event.next,
        errorNum: 0,
        ...(event.login ? { login: event.login } : {}),
      };
    case 'failed':
      if (state.status !== 1) return state;
      // a failed single sign-on falls back to the password step
      return { ...state, errorNum: errorNum + 1, message: event.message, ...(state.step === 'sso' ? { step: 'password' as const } : {}) };
    case 'qrExpired':
      return state.status === 1 && state.step === 'qrCode' ? { ...state, message: QR_EXPIRED_MESSAGE } : state;
    case 'enterpriseChosen':
      return state.status === 1 && state.step === 'selectEnterprise' ? { ...withoutMessage(state), step: event.next } : state;
    case 'baseInfoDone':
      return state.status === 1 && state.step === 'updateBaseInfo' ? { ...withoutMessage(state), step: 'done' } : state;
    case 'sessionLost': {
      // 005/009: back to the login step, also from the steps after it (a pending 0110 choice); a flow
      // already at a login method stays where it is (issue 15 finding 8)
      if (state.status === 1 && state.step && METHODS.has(state.step)) return state;
      const returnTo = state.returnTo ?? event.returnTo;
      const kept = { ...(returnTo ? { returnTo } : {}), ...(state.login ? { login: state.login } : {}) };
      return { status: 1, step: 'password', errorNum, ...kept, ...(event.message ? { message: event.message } : {}) };
    }
    case 'cancel':
      return state.status === 1 && state.step ? { status: 0, errorNum, closedAt: state.step } : { status: 0, errorNum };
    case 'callbackRan':
      return { status: 0, errorNum };
  }
}

function withoutMessage(state: FlowState): FlowState {
  const rest = { ...state };
  delete rest.message;
  return rest;
}

/** QR polling interval (ms). */
export const QR_POLL_MS = 2000;

/** What a QR poll answer means for the flow: keep waiting, expired (also when the countdown ran out), or logged in. */
export function qrOutcome(status: string, secondsLeft: number): 'wait' | 'expired' | 'confirmed' {
  if (status === 'CONFIRMED') return 'confirmed';
  if (status === 'EXPIRED' || secondsLeft <= 0) return 'expired';
  return 'wait';
}

/** What is kept across a reload while a flow runs (the flow-break flag): enough to resume it. */
export function flowBreak(state: FlowState): { step: LoginStep; returnTo?: string } | undefined {
  if (state.status !== 1 || !state.step || state.step === 'done' || state.step === 'sso') return undefined;
  return { step: state.step, ...(state.returnTo ? { returnTo: state.returnTo } : {}) };
}

/** Resumes an interrupted flow from its flow-break flag. */
export function resume(saved: { step: LoginStep; returnTo?: string } | undefined, errorNum: number): FlowState {
  if (!saved) return { ...IDLE, errorNum };
  const step: LoginStep = saved.step === 'qrCode' || saved.step === 'ukey' ? saved.step : saved.step === 'done' ? 'password' : saved.step;
  return { status: 1, step, errorNum, ...(saved.returnTo ? { returnTo: saved.returnTo } : {}) };
}
