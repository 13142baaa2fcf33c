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
 * The service URL: the configured base with the user id and its digest (MD5DigestStr) as query
 * parameters; a visitor opens the base alone. Undefined when no http(s) or same-origin base is set.
 */
export function serviceUrl(
  base: string | undefined,
  origin: string,
  user?: { USER_ID: string; digest: string },
): string | undefined {
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (user) {
    url.searchParams.set('USER_ID', user.USER_ID);
    url.searchParams.set('MD5DigestStr', user.digest);
  }
  return url.toString();
}
