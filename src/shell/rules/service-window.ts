/**
 * The customer-service window (spec 000 §5, §9): a 1100x600 popup. When the one opened before is
 * still open, the user is warned instead of a second one being opened. Pure.
 */
export const SERVICE_WINDOW = { width: 1100, height: 600 } as const;
export const SERVICE_WINDOW_NAME = 'eisOnlineService';

export function serviceWindowFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SERVICE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - SERVICE_WINDOW.height) / 2));
  return `width=${String(SERVICE_WINDOW.width)},height=${String(SERVICE_WINDOW.height)},left=${String(left)},top=${String(top)}`;
}

export function isWindowOpen(win: { closed: boolean } | null | undefined): boolean {
  return win != null && !win.closed;
}

/**
 * The service URL: the configured base, with nothing of the user in it (the hand-off travels as a
 * POST form, issue 15 finding 1). Undefined when no http(s) or same-origin base is set, or when
 * `httpsOnly` (a production build) and the URL is not https.
 */
export function serviceUrl(base: string | undefined, origin: string, httpsOnly = false): string | undefined {
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return undefined;
  return url.toString();
}

/** The answer of MD5Digest the portal hands to the service (the contract's provisional shape). */
export interface ServiceHandOff {
  USER_ID: string;
  TIME_STAMP: string;
  NONCE: string;
  DIGEST: string;
  DIGEST_ALG: string;
}

/** The form fields of the hand-off, in order: the user, the time, the nonce and their MAC. */
export function handOffFields(answer: ServiceHandOff): Array<[string, string]> {
  return (['USER_ID', 'TIME_STAMP', 'NONCE', 'DIGEST', 'DIGEST_ALG'] as const).map((name) => [name, answer[name]]);
}
