/**
 * How the request layer reaches the rest of the app without importing UI or session code: the
 * shell registers an error notifier, the session module a session listener (spec 000 §4, §8).
 */

/** At most one call per `intervalMs`; the rest are dropped (spec 000 §8: one toast per 800 ms). */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (run: () => void): boolean => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    run();
    return true;
  };
}

export const TOAST_INTERVAL_MS = 800;

type Notifier = (message: string) => void;
let notifier: Notifier | undefined;
let throttle = createThrottle(TOAST_INTERVAL_MS);

/** The shell's error toast. */
export function setErrorNotifier(next: Notifier | undefined): void {
  notifier = next;
}

/** Shows an error toast, throttled; says whether it was shown. */
export function notifyError(message: string): boolean {
  const show = notifier;
  if (!show) return false;
  return throttle(() => {
    show(message);
  });
}

/** For tests: a fresh throttle (fake timers drive Date.now). */
export function resetNotifyThrottle(): void {
  throttle = createThrottle(TOAST_INTERVAL_MS);
}

export type SessionSignal =
  | { type: 'sessionLost'; status: string; message: string; operation: string }
  | { type: 'selectEnterprise'; status: string; message: string; operation: string };

type SessionListener = (signal: SessionSignal) => void;
const sessionListeners = new Set<SessionListener>();

/** The session module subscribes; returns the unsubscribe. */
export function onSessionSignal(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

/**
 * Several calls losing the session at once are one episode: the first signal goes out (and its
 * message is shown once); the rest are swallowed until the episode ends: the user is logged in
 * again, or the login flow is closed (sessionRestored). A lost session (005/009) outranks a pending
 * enterprise choice (0110): it goes out during a 0110 episode, which it replaces (issue 15 finding 8).
 */
let episode: SessionSignal['type'] | undefined;
export function signalSession(signal: SessionSignal): boolean {
  if (episode === 'sessionLost' || episode === signal.type) return false;
  episode = signal.type;
  for (const listener of sessionListeners) listener(signal);
  return true;
}

/** The session module calls this once the user is logged in again or the login flow was closed. */
export function sessionRestored(): void {
  episode = undefined;
}
