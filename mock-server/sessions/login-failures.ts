/**
 * Failed password attempts by login name (issue 15 finding 13: the lockout is the user's, not the
 * cookie's). GatewayState (./state.ts) keeps the map; this counts a failure in it.
 */
import { LOCKOUT_MS, type LoginFailures, MAX_SESSIONS } from './types.ts';

/** Counts a wrong password for the login name; gives the attempts left (0: now locked). */
export function countFailedLogin(
  failures: Map<string, LoginFailures>, login: string, max: number, now: () => number,
): number {
  if (!failures.has(login) && failures.size >= MAX_SESSIONS) {
    const oldest = failures.keys().next().value; // bounded: names are the caller's choice
    if (oldest !== undefined) failures.delete(oldest);
  }
  const mine = failures.get(login) ?? { count: 0 };
  // the lock ran out: counting starts again
  if (mine.lockedUntil !== undefined && now() >= mine.lockedUntil) mine.count = 0;
  mine.count++;
  mine.lockedUntil = mine.count >= max ? now() + LOCKOUT_MS : undefined;
  failures.set(login, mine);
  return Math.max(0, max - mine.count);
}
