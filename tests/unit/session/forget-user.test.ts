// Logout and a lost session forget the last user (issue 15 finding 12): the menu search history,
// the last login time and the login flow's keys leave storage; the idle lock falls due a minute
// before the server's session would expire and blanks the content behind the login flow.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionRestored, signalSession } from '@/api/signals.ts';
import { DEFAULT_SESSION_TIMEOUT_SECONDS, isGatewayCall, LOCK_LEAD_MS, lockDueAt } from '@/session/idle-lock.ts';
import { CALLBACK_KEY, rememberCallback } from '@/session/login-start.ts';
import { listenToSessionSignals, lockForIdle, logout } from '@/session/logout.ts';
import { initialState, sessionStore, STORAGE_KEYS } from '@/session/store.ts';
import { readHistory, writeHistory } from '@/shell/rules/search-history.ts';

let stop: () => void = () => undefined;

function leaveTraces() {
  writeHistory(localStorage, [{ value: '转账汇款', type: 'url', url: '/transfer', FLAG: '1' }]);
  localStorage.setItem(STORAGE_KEYS.lastLoginTime, '2026-11-20 09:00:00');
  localStorage.setItem(STORAGE_KEYS.flowBreak, JSON.stringify({ step: 'password' }));
  rememberCallback('/pay/gateway?order=1');
  sessionStore.setState({ loginFlag: true, lastLoginTime: '2026-11-20 09:00:00' });
}

const traces = () => ({
  history: readHistory(localStorage).length,
  lastLoginTime: localStorage.getItem(STORAGE_KEYS.lastLoginTime),
  callback: localStorage.getItem(CALLBACK_KEY),
});

beforeEach(() => {
  localStorage.clear();
  sessionRestored();
  sessionStore.setState({ ...initialState() });
  stop = listenToSessionSignals(() => '/account/detail');
});
afterEach(() => {
  stop();
});

describe('forgetting the last user (issue 15 finding 12)', () => {
  it('logout removes the menu search history, the last login time and the login flow\'s keys', async () => {
    leaveTraces();
    expect(traces().history).toBe(1);
    await logout();
    expect(traces()).toEqual({ history: 0, lastLoginTime: null, callback: null });
    expect(localStorage.getItem(STORAGE_KEYS.flowBreak)).toBeNull();
    expect(sessionStore.getState().lastLoginTime).toBeUndefined();
  });

  it('a lost session (005) removes them too', () => {
    leaveTraces();
    signalSession({ type: 'sessionLost', status: '005', message: '会话已失效', operation: 'accountListQry' });
    expect(traces()).toEqual({ history: 0, lastLoginTime: null, callback: null });
    expect(sessionStore.getState().lastLoginTime).toBeUndefined();
  });

  it('the idle lock blanks the content and starts the login flow, and lifts when the flow ends', () => {
    leaveTraces();
    lockForIdle('/account/detail');
    expect(sessionStore.getState()).toMatchObject({ locked: true, loginFlag: false, flow: { status: 1, step: 'password' } });
    expect(traces().history).toBe(0);
    sessionStore.setState((s) => ({ flow: { ...s.flow, status: 0 } }));
    expect(sessionStore.getState().locked).toBe(false);
  });
});

describe('when the idle lock falls due (issue 15 finding 12)', () => {
  it('a minute before the server\'s idle timeout after the last call; the default when UserInfo does not say', () => {
    expect(lockDueAt(1_000_000, 600)).toBe(1_000_000 + 600_000 - LOCK_LEAD_MS);
    expect(LOCK_LEAD_MS).toBe(60_000);
    expect(lockDueAt(0, undefined)).toBe(DEFAULT_SESSION_TIMEOUT_SECONDS * 1000 - 60_000);
    expect(lockDueAt(5, 30)).toBe(5);
  });
  it('counts calls to /api only', () => {
    expect(isGatewayCall('http://127.0.0.1:5173/api/login/userInfoThree')).toBe(true);
    expect(isGatewayCall('http://127.0.0.1:5173/eis-demo/assets/index.js')).toBe(false);
  });
});
