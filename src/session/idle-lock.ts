/**
 * The idle lock (issue 15 finding 12): a minute before the server's session would expire for lack
 * of calls, the content is blanked and the login flow started, so a screen left open shows nothing
 * to the next person at the desk. The server's idle timeout is UserInfo.SESSION_TIMEOUT (seconds,
 * provisional); every call to /api refreshes it. Pure.
 */

/** How long before the server's expiry the portal locks. */
export const LOCK_LEAD_MS = 60_000;
/** The gateway's idle timeout when UserInfo does not say (the mock's default). */
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;

/** When the lock falls due: the last call plus the server's timeout, less the lead (never before the call). */
export function lockDueAt(lastCallAt: number, timeoutSeconds: number | undefined): number {
  const timeoutMs = (timeoutSeconds && timeoutSeconds > 0 ? timeoutSeconds : DEFAULT_SESSION_TIMEOUT_SECONDS) * 1000;
  return lastCallAt + Math.max(0, timeoutMs - LOCK_LEAD_MS);
}

/** Whether a resource the browser fetched is a call to the gateway (it refreshes the session). */
export function isGatewayCall(url: string): boolean {
  try {
    return new URL(url, 'http://portal.invalid').pathname.startsWith('/api/');
  } catch {
    return false;
  }
}
