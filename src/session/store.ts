/**
 * The session stores (spec 000 §3, §4). Persistence exactly as spec 000 says: the login flag, the
 * flow-break flag and the last login time in localStorage; the login error count per browser
 * session (sessionStorage). Nothing else (no user data, no key, no password) is stored.
 */
import { createStore } from 'zustand/vanilla';
import { browserStorage } from '@/api/browser-storage.ts';
import type { AccountItem } from '@/api/generated/areas/account/types.gen.ts';
import type { ElecOrderCheck } from '@/api/generated/areas/electronic/types.gen.ts';
import type { EnterpriseInfo } from '@/api/generated/areas/enterprise/types.gen.ts';
import type { UserInfo } from '@/api/generated/areas/login/types.gen.ts';
import { buildMenuIndex, FALLBACK_MENU, type MenuIndex } from '@/routing/menus.ts';
import { type FlowEvent, type FlowState, flowBreak, type LoginStep, resume, transition } from './login-flow.ts';

export const STORAGE_KEYS = {
  loginFlag: 'eis.loginFlag',
  flowBreak: 'eis.loginFlowBreak',
  lastLoginTime: 'eis.lastLoginTime',
  loginErrorNum: 'eis.loginErrorNum',
  /** The header's menu search history (src/shell/rules/search-history.ts), forgotten at logout. */
  menuSearchHistory: 'eis.menuSearchHistory',
} as const;

export interface SessionState {
  userInfo?: UserInfo;
  certInfo?: { CERT_SN: string };
  enterPriseInfo?: EnterpriseInfo;
  enterPriseUserInfo?: { OBLG_INF: string };
  accounts: AccountItem[];
  elecOrder?: ElecOrderCheck;
  grayFlag: boolean;
  /** Logged in (the persisted login flag). */
  loginFlag: boolean;
  /** The login flow (its status is the login-flow status; errorNum the login error count). */
  flow: FlowState;
  /** Transaction authentication status: 0, cleaned after its callback (spec 000 §4). */
  transAuthStatus: 0 | 1;
  deviceId: string;
  ip: string;
  voucherFlag: boolean;
  payrollFlag: boolean;
  menus: MenuIndex;
  /** The menu list came from the server (false: the static fallback menu). */
  menusFromServer: boolean;
  /** The refresh flag (spec 000 §4): set to reload the session and remount the view. */
  refreshFlag: boolean;
  /** Changes to remount the current view. */
  viewKey: number;
  lastLoginTime?: string;
  /** The idle lock is on: the content is blanked until the login flow ends (issue 15 finding 12). */
  locked: boolean;
}

const store = browserStorage;

function readFlowBreak(): { step: LoginStep; returnTo?: string } | undefined {
  try {
    const raw = store('local')?.getItem(STORAGE_KEYS.flowBreak);
    const value = raw ? (JSON.parse(raw) as { step?: unknown; returnTo?: unknown }) : undefined;
    const steps: LoginStep[] = ['password', 'qrCode', 'ukey', 'selectEnterprise', 'updateBaseInfo'];
    if (!value || !steps.includes(value.step as LoginStep)) return undefined;
    return { step: value.step as LoginStep, ...(typeof value.returnTo === 'string' ? { returnTo: value.returnTo } : {}) };
  } catch {
    return undefined;
  }
}

export function initialState(): SessionState {
  const errorNum = Number(store('session')?.getItem(STORAGE_KEYS.loginErrorNum) ?? 0) || 0;
  const last = store('local')?.getItem(STORAGE_KEYS.lastLoginTime) ?? undefined;
  return {
    accounts: [],
    grayFlag: false,
    loginFlag: store('local')?.getItem(STORAGE_KEYS.loginFlag) === '1',
    flow: resume(readFlowBreak(), errorNum),
    transAuthStatus: 0,
    deviceId: '',
    ip: '',
    voucherFlag: false,
    payrollFlag: false,
    menus: buildMenuIndex(FALLBACK_MENU),
    menusFromServer: false,
    refreshFlag: false,
    viewKey: 0,
    locked: false,
    ...(last ? { lastLoginTime: last } : {}),
  };
}

export const sessionStore = createStore<SessionState>(() => initialState());

/** Moves the login flow on. */
export function dispatchFlow(event: FlowEvent): void {
  sessionStore.setState((s) => ({ flow: transition(s.flow, event) }));
}

// persistence: only the three flags of spec 000, and the error count per session
sessionStore.subscribe((s, prev) => {
  const local = store('local');
  if (s.loginFlag !== prev.loginFlag) local?.setItem(STORAGE_KEYS.loginFlag, s.loginFlag ? '1' : '0');
  if (s.lastLoginTime !== prev.lastLoginTime && s.lastLoginTime) {
    local?.setItem(STORAGE_KEYS.lastLoginTime, s.lastLoginTime);
  }
  if (s.flow !== prev.flow) {
    const saved = flowBreak(s.flow);
    if (saved) local?.setItem(STORAGE_KEYS.flowBreak, JSON.stringify(saved));
    else local?.removeItem(STORAGE_KEYS.flowBreak);
    if (s.flow.errorNum !== prev.flow.errorNum) store('session')?.setItem(STORAGE_KEYS.loginErrorNum, String(s.flow.errorNum));
  }
});
