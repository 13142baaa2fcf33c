/**
 * The legacy-browser notice (spec 000 §4, §8, §9): Internet Explorer 9 or older, unless the user
 * ticked 'do not remind again' or localStorage browserSupportCheck is 'false'. And the browser's
 * name and version for the upgrade dialog. Pure: user-agent text in.
 */
export const BROWSER_SUPPORT_CHECK_KEY = 'browserSupportCheck';
export const LEGACY_IE_MAX = 9;

/** The IE version of an "MSIE n" user agent (IE 10 and older); undefined for every other browser. */
export function legacyIeVersion(userAgent: string): number | undefined {
  const match = /MSIE (\d+)(?:\.\d+)?;/.exec(userAgent);
  return match ? Number(match[1]) : undefined;
}

export function shouldShowLegacyNotice(userAgent: string, storedFlag: string | null | undefined): boolean {
  if (storedFlag === 'false') return false;
  const version = legacyIeVersion(userAgent);
  return version !== undefined && version <= LEGACY_IE_MAX;
}

/** Name and major version, best effort, for the upgrade dialog. */
export function browserInfo(userAgent: string): { name: string; version: string } {
  const ie = legacyIeVersion(userAgent);
  if (ie !== undefined) return { name: 'Internet Explorer', version: String(ie) };
  const rules: Array<[string, RegExp]> = [
    ['Internet Explorer', /Trident\/.*rv:(\d+)/],
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /(?:Chrome|Chromium|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ];
  for (const [name, re] of rules) {
    const m = re.exec(userAgent);
    if (m?.[1]) return { name, version: m[1] };
  }
  return { name: '', version: '' };
}
