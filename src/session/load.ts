/**
 * What the session loads (spec 000 §4, §6): the login-status check and, as the level allows, the
 * enterprise, the accounts and the e-order check; the menus; the refresh flag's reload.
 */
import { send } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { forgetCalls } from '@/api/queries.ts';
import { accountListQry } from '@/api/generated/areas/account/sdk.gen.ts';
import { isNotElecOrderCheck } from '@/api/generated/areas/electronic/sdk.gen.ts';
import { enterpriseInforQry } from '@/api/generated/areas/enterprise/sdk.gen.ts';
import { userInfoThree } from '@/api/generated/areas/login/sdk.gen.ts';
import { menuListQry } from '@/api/generated/areas/menu/sdk.gen.ts';
import { OPERATION_LEVELS } from '@/api/generated/levels.ts';
import { buildMenuIndex, FALLBACK_MENU } from '@/routing/menus.ts';
import { isPermitted } from '@/routing/permission.ts';
import { sessionStore } from './store.ts';

/**
 * Levels whose enterprise info loads, and whose accounts and e-order check load (spec 000 §6): the
 * contract's x-eis-access of those calls (issue 48 item 1), the levels the gateway refuses the others.
 */
const LEVELS = OPERATION_LEVELS;

/** Clears the login (005 on userInfoThree, logout, a lost session), and the answers kept for it. */
export function clearLogin(): void {
  void forgetCalls();
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
    isPermitted(level, LEVELS.enterpriseInforQry) ? quiet(send(enterpriseInforQry, {})) : undefined,
    isPermitted(level, LEVELS.accountListQry) ? quiet(send(accountListQry, {})) : undefined,
    withElecOrder && isPermitted(level, LEVELS.isNotElecOrderCheck) ? quiet(send(isNotElecOrderCheck, {})) : undefined,
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
  await forgetCalls(); // another enterprise: no answer of the last one stays
  const [loggedIn] = await Promise.all([loadSession({ elecOrder: false }), loadMenus()]);
  sessionStore.setState((s) => ({ viewKey: s.viewKey + 1, refreshFlag: false }));
  const level = sessionStore.getState().userInfo?.USER_INDVATTELVL;
  const elecOrder = loggedIn && isPermitted(level, LEVELS.isNotElecOrderCheck)
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
