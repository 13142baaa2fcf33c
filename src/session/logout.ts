/**
 * Leaving (spec 000 §4): logout, the request layer's session signals (005/009, 0110), the idle lock,
 * and forgetting what the browser keeps of the last user.
 */
import { browserStorage } from '@/api/browser-storage.ts';
import { send } from '@/api/client.ts';
import { logOut } from '@/api/generated/areas/login/sdk.gen.ts';
import { onSessionSignal, sessionRestored } from '@/api/signals.ts';
import { clearLogin, loadMenus } from './load.ts';
import { CALLBACK_KEY, startLoginFlow } from './login-start.ts';
import { dispatchFlow, sessionStore, STORAGE_KEYS } from './store.ts';

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
