/**
 * The session's actions (spec 000 §4, §6): the login-status check and what loads after it, the
 * menus, the login flow's calls, logout, and the request layer's session signals.
 */
import { browserStorage } from '@/api/browser-storage.ts';
import { send } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import {
  accountListQry,
  enterpriseInforQry,
  enterpriseListQry,
  getRandomCount,
  imageCode,
  isNotElecOrderCheck,
  logOut,
  menuListQry,
  passwordLogin,
  qrCodeIssue,
  qrCodePoll,
  selectEnterprise,
  tokenLogin,
  ukeyChallenge,
  ukeyLogin,
  userInfoThree,
} from '@/api/generated/sdk/sdk.gen.ts';
import { onSessionSignal, sessionRestored } from '@/api/notify.ts';
import { buildMenuIndex, FALLBACK_MENU } from '@/routing/menus.ts';
import type { KeyPlugin } from '@/signing/key.ts';
import { isPermitted } from '@/routing/permission.ts';
import { type FlowEntry, type NextStep, qrOutcome } from './login-flow.ts';
import { expiringStore } from './storage.ts';
import { dispatchFlow, sessionStore, STORAGE_KEYS } from './store.ts';

/** Levels whose enterprise info loads; levels whose accounts and e-order check load (spec 000 §6). */
export const ENTERPRISE_LEVELS = 'A3P;A3S;A3SP';
export const ACCOUNT_LEVELS = 'A3S;A3SP';

/** Clears the login (005 on userInfoThree, logout, a lost session). */
export function clearLogin(): void {
  sessionStore.setState({
    loginFlag: false,
    accounts: [],
    userInfo: undefined,
    enterPriseInfo: undefined,
    enterPriseUserInfo: undefined,
    elecOrder: undefined,
    certInfo: undefined,
  });
}

/**
 * Checks the login status, then loads enterprise info, accounts and the e-order check in parallel,
 * each as the level allows.
 */
export async function loadSession(options: { elecOrder?: boolean } = {}): Promise<boolean> {
  let user;
  try {
    user = await send(userInfoThree, {}, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.sessionLost) clearLogin();
    else if (!(error instanceof ApiError)) throw error;
    else clearLogin();
    return false;
  }
  if (!user) {
    clearLogin();
    return false;
  }
  const last = user.LAST_LOGIN_TIME ? { lastLoginTime: user.LAST_LOGIN_TIME } : {};
  sessionStore.setState({ userInfo: user, loginFlag: true, ...last });
  const level = user.USER_INDVATTELVL;
  const withElecOrder = options.elecOrder !== false;
  const quiet = <T>(p: Promise<T>) => p.catch(() => undefined);
  const [enterprise, accounts, elecOrder] = await Promise.all([
    isPermitted(level, ENTERPRISE_LEVELS) ? quiet(send(enterpriseInforQry, {})) : undefined,
    isPermitted(level, ACCOUNT_LEVELS) ? quiet(send(accountListQry, {})) : undefined,
    withElecOrder && isPermitted(level, ACCOUNT_LEVELS) ? quiet(send(isNotElecOrderCheck, {})) : undefined,
  ]);
  sessionStore.setState({
    enterPriseInfo: enterprise,
    accounts: accounts?.LIST ?? [],
    ...(withElecOrder ? { elecOrder } : {}),
  });
  return true;
}

/** Sets the refresh flag (e.g. after the enterprise changed). */
export function requestRefresh(): void {
  sessionStore.setState({ refreshFlag: true });
}

/**
 * The refresh flag's work (spec 000 §4): reload user, enterprise, accounts and menus, remount the
 * view, then run the electronic-order check.
 */
export async function refreshSession(): Promise<void> {
  const [loggedIn] = await Promise.all([loadSession({ elecOrder: false }), loadMenus()]);
  sessionStore.setState((s) => ({ viewKey: s.viewKey + 1, refreshFlag: false }));
  const level = sessionStore.getState().userInfo?.USER_INDVATTELVL;
  const elecOrder = loggedIn && isPermitted(level, ACCOUNT_LEVELS)
    ? await send(isNotElecOrderCheck, {}, { silent: true }).catch(() => undefined)
    : undefined;
  sessionStore.setState({ elecOrder });
}

/** Loads the menu list; on failure logs a warning and uses the static fallback menu (spec 000 §4). */
export async function loadMenus(): Promise<void> {
  try {
    const body = await send(menuListQry, {}, { silent: true });
    sessionStore.setState({ menus: buildMenuIndex(body?.MENU_LIST ?? []), menusFromServer: true });
  } catch (error) {
    console.warn('menu list unavailable, using the static fallback menu', error);
    sessionStore.setState({ menus: buildMenuIndex(FALLBACK_MENU), menusFromServer: false });
  }
}

/** Starts the login flow if it is idle. */
export function startLoginFlow(entry: FlowEntry, returnTo?: string, token?: string): void {
  dispatchFlow({ type: 'start', entry, ...(returnTo ? { returnTo } : {}), ...(token ? { token } : {}) });
}

/** What the password step needs: the control's random factor and an image code. */
export async function preparePasswordLogin(): Promise<{ mcryptKey: string; imageCodeId: string; imageData: string }> {
  const [random, code] = await Promise.all([send(getRandomCount, {}), send(imageCode, {})]);
  return { mcryptKey: random?.MCRYPT_KEY ?? '', imageCodeId: code?.IMAGE_CODE_ID ?? '', imageData: code?.IMAGE_DATA ?? '' };
}

function afterLogin(next: NextStep | undefined): void {
  dispatchFlow({ type: 'loggedIn', next: next ?? 'done' });
}

function loginFailed(error: unknown): void {
  dispatchFlow({ type: 'failed', message: error instanceof ApiError ? error.message : '登录失败，请重试' });
}

/** The password method: the password leaves the browser as the control's SM2 ciphertext only. */
export async function submitPassword(input: {
  login: string;
  password: string;
  imageCode: string;
  prepared: { mcryptKey: string; imageCodeId: string };
  gatewayPublicKey: string;
}): Promise<void> {
  try {
    // the SM2 code loads on first use, not with the first paint
    const { encryptPassword } = await import('@/api/crypto/password.ts');
    const result = await send(passwordLogin, {
      LOGIN_NAME: input.login,
      PASSWORD: encryptPassword(input.password, input.prepared.mcryptKey, input.gatewayPublicKey),
      IMAGE_CODE: input.imageCode,
      IMAGE_CODE_ID: input.prepared.imageCodeId,
    }, { silent: true });
    afterLogin(result?.NEXT_STEP);
  } catch (error) {
    loginFailed(error);
  }
}

/**
 * Key login (spec 000 §4): the server's one-time challenge, signed by the key. The key signs the
 * LOGIN-domain text over the challenge (src/signing/login.ts; provisional, like the plug-in's API),
 * never the server's text itself, so a login can never be turned into a transaction signature.
 */
export async function submitKeyLogin(plugin: KeyPlugin): Promise<void> {
  try {
    const certSn = await plugin.certSn();
    const challenge = await send(ukeyChallenge, { CERT_SN: certSn }, { silent: true });
    if (!challenge) throw new Error('no challenge');
    const values = { CERT_SN: certSn, CHALLENGE_ID: challenge.CHALLENGE_ID, CHALLENGE: challenge.CHALLENGE };
    // the signing rules load on first use, not with the first paint
    const { keyLoginSignature } = await import('@/signing/login.ts');
    const signature = await keyLoginSignature(plugin, values);
    const result = await send(ukeyLogin, { ...values, SIGN_DATA: signature }, { silent: true });
    sessionStore.setState({ certInfo: { CERT_SN: certSn } });
    afterLogin(result?.NEXT_STEP);
  } catch (error) {
    loginFailed(error instanceof ApiError ? error : new ApiError('UKEY', 'U盾签名失败，请检查U盾后重试', 'ukeyLogin'));
  }
}

/** Single sign-on with a token from the URL (spec 000 §4). */
export async function submitToken(token: string): Promise<void> {
  try {
    afterLogin((await send(tokenLogin, { TOKEN: token }, { silent: true }))?.NEXT_STEP);
  } catch (error) {
    loginFailed(error);
  }
}

/** The QR method: a one-time code to scan with the mobile bank app. */
export async function issueQrCode(): Promise<{ id: string; content: string; expiresInSeconds: number }> {
  const body = await send(qrCodeIssue, {}, { silent: true });
  if (!body) throw new Error('no QR code');
  return { id: body.QR_CODE_ID, content: body.QR_CONTENT, expiresInSeconds: body.EXPIRE_SECONDS };
}

/** One poll; moves the flow on when the code was confirmed or expired. Returns the outcome. */
export async function pollQrCode(id: string, secondsLeft: number): Promise<'wait' | 'expired' | 'confirmed'> {
  let body: Awaited<ReturnType<typeof send<typeof qrCodePoll>>>;
  try {
    body = await send(qrCodePoll, { QR_CODE_ID: id }, { silent: true });
  } catch (error) {
    loginFailed(error);
    return 'expired';
  }
  const outcome = qrOutcome(body?.QR_STATUS ?? 'WAITING', secondsLeft);
  if (outcome === 'confirmed') afterLogin(body?.NEXT_STEP);
  if (outcome === 'expired') dispatchFlow({ type: 'qrExpired' });
  return outcome;
}

export async function enterpriseChoices(): Promise<Array<{ ORG_NO: string; CUSTOMER_NAME: string }>> {
  return (await send(enterpriseListQry, {}))?.ENTERPRISE_LIST ?? [];
}

export async function chooseEnterprise(orgNo: string): Promise<void> {
  const result = await send(selectEnterprise, { ORG_NO: orgNo });
  dispatchFlow({ type: 'enterpriseChosen', next: result?.NEXT_STEP ?? 'done' });
}

const callbacks = () => expiringStore(browserStorage('local'));
export const CALLBACK_KEY = 'eis.loginCallback';
/** How long a stored callback (the gateway payment link) waits for its login, in minutes. */
export const CALLBACK_MINUTES = 10;

/** Stores where to continue after a login the user may take a while over (spec 000 §4 gateway payment link). */
export function rememberCallback(path: string): void {
  callbacks().set(CALLBACK_KEY, path, CALLBACK_MINUTES);
}

/** The flow's callback: reload the session and menus, end the flow (status 0), and say where to go. */
export async function finishLoginFlow(): Promise<string | undefined> {
  const stored = callbacks().get(CALLBACK_KEY);
  callbacks().remove(CALLBACK_KEY);
  const returnTo = sessionStore.getState().flow.returnTo ?? (typeof stored === 'string' ? stored : undefined);
  await Promise.all([loadSession(), loadMenus()]);
  dispatchFlow({ type: 'callbackRan' });
  sessionRestored();
  return returnTo;
}

/**
 * What the browser keeps of the last user beyond the login state: the menu search history, the last
 * login time, and the login flow's keys (the flow-break flag, a stored callback). Logout and a lost
 * session remove them, so the next person at the desk sees none of it (issue 15 finding 12).
 */
export function forgetUser(): void {
  const local = browserStorage('local');
  const keys = [STORAGE_KEYS.menuSearchHistory, STORAGE_KEYS.lastLoginTime, STORAGE_KEYS.flowBreak, CALLBACK_KEY];
  for (const key of keys) local?.removeItem(key);
  sessionStore.setState({ lastLoginTime: undefined });
}

/** Logout clears the login state even when the server call fails (spec 000 §4, §7). */
export async function logout(): Promise<void> {
  try {
    await send(logOut, {}, { silent: true });
  } catch {
    // cleared all the same
  } finally {
    clearLogin();
    forgetUser();
    try {
      sessionStorage.clear();
    } catch {
      // storage disabled
    }
    await loadMenus();
  }
}

/**
 * The request layer's signals: 005/009 mark logged out and take the flow to its login step (from
 * idle, or from a pending enterprise choice); 0110 starts it at selectEnterprise. The episode ends
 * when the flow ends, by its callback or by the user closing it, so the next loss is not silent
 * (issue 15 finding 8).
 */
export function listenToSessionSignals(currentPath: () => string): () => void {
  const stopSignals = onSessionSignal((signal) => {
    if (signal.type === 'sessionLost') {
      clearLogin();
      forgetUser();
      dispatchFlow({ type: 'sessionLost', returnTo: currentPath() });
    } else {
      startLoginFlow('selectEnterprise', currentPath());
    }
  });
  const stopFlow = sessionStore.subscribe((s, prev) => {
    if (prev.flow.status !== 1 || s.flow.status !== 0) return;
    sessionRestored();
    if (s.locked) sessionStore.setState({ locked: false });
  });
  return () => {
    stopSignals();
    stopFlow();
  };
}

/**
 * The idle lock falls due (src/session/idle-lock.ts): the content is blanked, the server's session
 * ended, the user's traces forgotten, and the login flow started where the user was; the content
 * comes back when the flow ends (issue 15 finding 12).
 */
export function lockForIdle(currentPath: string): void {
  if (!sessionStore.getState().loginFlag) return;
  sessionStore.setState({ locked: true });
  void send(logOut, {}, { silent: true }).catch(() => undefined);
  clearLogin();
  forgetUser();
  dispatchFlow({ type: 'sessionLost', returnTo: currentPath });
}
