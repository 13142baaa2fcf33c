/**
 * The footer's fixed content (spec 000 §2, §9): the links, the hotlines, the client installers.
 * Pure.
 */
export const FOOTER_LINKS = [
  { path: '/privacyDisclosure', key: 'privacy' },
  { path: '/useDisclosure', key: 'terms' },
  { path: '/aboutUs', key: 'about' },
  { path: '/contactUs', key: 'contact' },
  { path: '/introduction', key: 'introduction' },
] as const;

export const HOTLINES = ['96596', '400-8896596'] as const;

/** The installers: windows .exe, mac .pkg, linux .deb. The file names are provisional. */
export const CLIENT_INSTALLERS = [
  { os: 'windows', ext: 'exe' },
  { os: 'mac', ext: 'pkg' },
  { os: 'linux', ext: 'deb' },
] as const;

/** Each installer's link under the configured folder; none when the folder is not an http(s) URL. */
export function clientDownloads(base: string | undefined): Array<{ os: 'windows' | 'mac' | 'linux'; href: string }> {
  if (!base || !/^https?:\/\//i.test(base)) return [];
  const folder = base.endsWith('/') ? base : `${base}/`;
  return CLIENT_INSTALLERS.map(({ os, ext }) => ({ os, href: `${folder}eis-client-${os}.${ext}` }));
}

/** The installer for this machine first (by user agent), so the footer can offer it. */
export function platformOf(userAgent: string): 'windows' | 'mac' | 'linux' | undefined {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'mac';
  if (/Linux|X11/i.test(userAgent) && !/Android/i.test(userAgent)) return 'linux';
  return undefined;
}
