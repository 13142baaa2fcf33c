// The header's and menus' pure rules: search history (spec 000 §3, §4, §9), menu jump (spec 000 §5),
// quick links (spec 000 §5, §6, §9), top-menu scrolling (spec 000 §2, §9), the left-menu
// accordion (spec 000 §2), the legacy-browser check (spec 000 §4, §8, §9), the service window (§5, §9).
import { describe, expect, it } from 'vitest';
import { browserInfo, legacyIeVersion, shouldShowLegacyNotice } from '@/shell/rules/browser-check.ts';
import { checkMenuJump, currentAccess, searchHits } from '@/shell/rules/menu-jump.ts';
import { lastStart, MENU_VISIBLE_WIDTH, scrollMenu, visibleWindow } from '@/shell/rules/menu-scroll.ts';
import { quickLinkAction, quickLinksFor } from '@/shell/rules/quick-links.ts';
import {
  addToHistory,
  parseHistory,
  readHistory,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
  type SearchHistoryEntry,
  writeHistory,
} from '@/shell/rules/search-history.ts';
import { handOffFields, isWindowOpen, serviceUrl, serviceWindowFeatures } from '@/shell/rules/service-window.ts';
import { readCollapsed, toggleOpen, writeCollapsed } from '@/shell/rules/side-menu.ts';
import { buildMenuIndex, menuTrail } from '@/routing/menus.ts';
import { clientDownloads, FOOTER_LINKS, HOTLINES, platformOf } from '@/shell/rules/footer.ts';

const entry = (value: string): SearchHistoryEntry => ({ value, type: 'url', url: `/p/${value}`, FLAG: '1' });

describe('menu search history (spec 000 §4: newest first, no duplicate name, at most 8)', () => {
  it('puts the newest first', () => {
    expect(addToHistory([entry('a')], entry('b')).map((e) => e.value)).toEqual(['b', 'a']);
  });

  it('does not add a name already there, and keeps the order', () => {
    const list = [entry('b'), entry('a')];
    expect(addToHistory(list, { ...entry('a'), url: '/elsewhere' })).toEqual(list);
  });

  it('drops the oldest past 8', () => {
    let list: SearchHistoryEntry[] = [];
    for (let i = 1; i <= 10; i++) list = addToHistory(list, entry(`m${String(i)}`));
    expect(SEARCH_HISTORY_LIMIT).toBe(8);
    expect(list.map((e) => e.value)).toEqual(['m10', 'm9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3']);
  });

  it('reads back what it wrote, and survives malformed storage', () => {
    writeHistory(localStorage, [entry('x')]);
    expect(readHistory(localStorage)).toEqual([entry('x')]);
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readHistory(localStorage)).toEqual([]);
    expect(parseHistory(JSON.stringify([entry('ok'), { value: 1 }, null, { ...entry('no'), type: 'js' }]))).toEqual([entry('ok')]);
    expect(parseHistory(JSON.stringify({ value: 'x' }))).toEqual([]);
  });
});

describe('menu jump (spec 000 §5)', () => {
  it('needs ACCESS_FLAG 1', () => {
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/account/myAccount' }, undefined)).toEqual({ ok: true, url: '/account/myAccount' });
    expect(checkMenuJump({ ACCESS_FLAG: '0', MENU_URL: '/account/myAccount' }, '1')).toEqual({ ok: false, reason: 'noPermission' });
    expect(checkMenuJump({ MENU_URL: '/account/myAccount' }, '1')).toEqual({ ok: false, reason: 'noPermission' });
  });

  it('lets only a company administrator into /businessAdmin', () => {
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/businessAdmin/userManage' }, '0')).toEqual({ ok: false, reason: 'noPermission' });
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/businessAdmin' }, undefined)).toEqual({ ok: false, reason: 'noPermission' });
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/businessAdmin/userManage' }, '1').ok).toBe(true);
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/businessAdministration' }, '0').ok).toBe(true);
  });

  it('follows only a path of this portal (no open redirect from server text; routing/guard portalPath)', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 'account', '/a\nb', '/..//evil.example', '/%2e%2e//evil.example']) {
      expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: bad }, '1'), bad).toEqual({ ok: false, reason: 'badUrl' });
    }
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/digitalEcology/iframe?type=1' }, '1')).toEqual({ ok: true, url: '/digitalEcology/iframe?type=1' });
  });

  it('applies the /businessAdmin rule to the normalised path (issue 15 finding 11)', () => {
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/x/../businessAdmin/userManage' }, '0')).toEqual({ ok: false, reason: 'noPermission' });
    expect(checkMenuJump({ ACCESS_FLAG: '1', MENU_URL: '/x/../businessAdmin/userManage' }, '1')).toEqual({ ok: true, url: '/businessAdmin/userManage' });
  });
});

describe('quick links (spec 000 §5, §6, §9)', () => {
  it('orders them 1,2,3,4,8 with 2 shown when logged in, 7,5,6,2,3 with 3 shown when not', () => {
    expect(quickLinksFor({ loggedIn: true, level: 'A3SP', compUserType: '1' })).toEqual({ shown: [1, 2], more: [3, 4, 8] });
    expect(quickLinksFor({ loggedIn: false })).toEqual({ shown: [7, 5, 6], more: [2, 3] });
  });

  it('switches enterprise only for A3P, A3S, A3SP', () => {
    for (const level of ['A3P', 'A3S', 'A3SP']) expect(quickLinkAction(1, { loggedIn: true, level })).toBe('go');
    for (const level of ['A2', 'A3', undefined]) expect(quickLinkAction(1, { loggedIn: true, level })).toBe('noPermission');
  });

  it('opens enterprise management for A3S/A3SP company administrators, and asks a visitor to log in', () => {
    expect(quickLinkAction(2, { loggedIn: true, level: 'A3SP', compUserType: '1' })).toBe('go');
    expect(quickLinkAction(2, { loggedIn: true, level: 'A3S', compUserType: '1' })).toBe('go');
    expect(quickLinkAction(2, { loggedIn: true, level: 'A3SP', compUserType: '2' })).toBe('noPermission');
    expect(quickLinkAction(2, { loggedIn: true, level: 'A3P', compUserType: '1' })).toBe('noPermission');
    expect(quickLinkAction(2, { loggedIn: false })).toBe('login');
  });

  it('runs the service links for everyone', () => {
    for (const id of [3, 4, 5, 6, 7] as const) expect(quickLinkAction(id, { loggedIn: false })).toBe('go');
  });
});

describe('top-menu scrolling (spec 000 §9: step 3 items, 1276 px)', () => {
  const widths = Array.from({ length: 14 }, () => 120); // 10 fit in 1276 px
  it('shows what fits from the first shown item', () => {
    expect(visibleWindow(widths, 0)).toEqual({ start: 0, end: 10 });
    expect(visibleWindow(widths, 3)).toEqual({ start: 3, end: 13 });
    expect(visibleWindow([2000, 100], 0)).toEqual({ start: 0, end: 1 }); // one item always shows
  });

  it('moves by 3 items and stops where the last item shows', () => {
    expect(scrollMenu(widths, 0, 1)).toBe(3);
    expect(scrollMenu(widths, 3, 1)).toBe(4);
    expect(visibleWindow(widths, 4).end).toBe(14);
    expect(scrollMenu(widths, 4, -1)).toBe(1);
    expect(scrollMenu(widths, 1, -1)).toBe(0);
  });

  it('does not scroll when everything fits', () => {
    expect(lastStart([100, 100, 100])).toBe(0);
    expect(scrollMenu([100, 100, 100], 0, 1)).toBe(0);
    expect(MENU_VISIBLE_WIDTH).toBe(1276);
  });
});

describe('left-menu accordion (spec 000 §2: one submenu open at a time)', () => {
  it('opening a node closes its open sibling and what was open below it', () => {
    let open = toggleOpen([], 'A', 1);
    open = toggleOpen(open, 'A1', 2);
    expect(open).toEqual(['A', 'A1']);
    expect(toggleOpen(open, 'B', 1)).toEqual(['B']);
    expect(toggleOpen(open, 'A2', 2)).toEqual(['A', 'A2']);
  });

  it('toggling an open node closes it and its descendants', () => {
    expect(toggleOpen(['A', 'A1', 'A11'], 'A1', 2)).toEqual(['A']);
    expect(toggleOpen(['A'], 'A', 1)).toEqual([]);
  });

  it('keeps the collapse state for the session', () => {
    expect(readCollapsed(sessionStorage)).toBe(false);
    writeCollapsed(sessionStorage, true);
    expect(readCollapsed(sessionStorage)).toBe(true);
    expect(readCollapsed(undefined)).toBe(false);
  });

  it('finds the trail from the root to a menu (breadcrumb)', () => {
    const index = buildMenuIndex([
      { MENU_ID: '1', MENU_NAME: '账户', PAR_MENU_ID: '0' },
      { MENU_ID: '11', MENU_NAME: '查询', PAR_MENU_ID: '1' },
      { MENU_ID: '111', MENU_NAME: '明细', PAR_MENU_ID: '11' },
      { MENU_ID: 'x', MENU_NAME: 'loop', PAR_MENU_ID: 'y' },
      { MENU_ID: 'y', MENU_NAME: 'loop', PAR_MENU_ID: 'x' },
    ]);
    expect(menuTrail(index, '111').map((m) => m.MENU_NAME)).toEqual(['账户', '查询', '明细']);
    expect(menuTrail(index, 'missing')).toEqual([]);
    expect(menuTrail(index, 'x').length).toBe(2); // a cycle ends, never loops
  });
});

describe('legacy-browser check (spec 000 §4, §9)', () => {
  const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
  const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
  const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('shows the notice for IE 9 or older only', () => {
    expect(legacyIeVersion('Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)')).toBe(6);
    expect(shouldShowLegacyNotice(IE9, null)).toBe(true);
    expect(shouldShowLegacyNotice(IE10, null)).toBe(false);
    expect(shouldShowLegacyNotice(IE11, null)).toBe(false);
    expect(shouldShowLegacyNotice(CHROME, null)).toBe(false);
  });

  it('is suppressed by browserSupportCheck=false', () => {
    expect(shouldShowLegacyNotice(IE9, 'false')).toBe(false);
    expect(shouldShowLegacyNotice(IE9, 'true')).toBe(true);
  });

  it('names the browser and version for the upgrade dialog', () => {
    expect(browserInfo(IE9)).toEqual({ name: 'Internet Explorer', version: '9' });
    expect(browserInfo(IE11)).toEqual({ name: 'Internet Explorer', version: '11' });
    expect(browserInfo(CHROME)).toEqual({ name: 'Chrome', version: '131' });
    expect(browserInfo('curl/8')).toEqual({ name: '', version: '' });
  });
});

describe('customer-service window (spec 000 §5, §9)', () => {
  it('is 1100x600', () => {
    expect(serviceWindowFeatures(1366, 768)).toBe('width=1100,height=600,left=133,top=84');
    expect(serviceWindowFeatures(800, 500)).toBe('width=1100,height=600,left=0,top=0');
  });

  it('counts a window as open until it is closed', () => {
    expect(isWindowOpen(null)).toBe(false);
    expect(isWindowOpen({ closed: false })).toBe(true);
    expect(isWindowOpen({ closed: true })).toBe(false);
  });

  it('carries nothing of the user in the URL, refuses a non-http base, and http in a production build (issue 15 finding 1)', () => {
    expect(serviceUrl('/kf', 'http://bank.example')).toBe('http://bank.example/kf');
    expect(serviceUrl('/kf', 'http://bank.example', true)).toBeUndefined();
    expect(serviceUrl('https://kf.example/chat', 'http://bank.example', true)).toBe('https://kf.example/chat');
    const answer = { USER_ID: 'U1', TIME_STAMP: '1795430000000', NONCE: 'n', DIGEST: 'd', DIGEST_ALG: 'HMAC-SHA256' };
    expect(handOffFields(answer).map(([name]) => name)).toEqual(['USER_ID', 'TIME_STAMP', 'NONCE', 'DIGEST', 'DIGEST_ALG']);
    expect(serviceUrl('https://kf.example/chat?x=1', 'http://bank.example')).toBe('https://kf.example/chat?x=1');
    expect(serviceUrl('javascript:alert(1)', 'http://bank.example')).toBeUndefined();
    expect(serviceUrl(undefined, 'http://bank.example')).toBeUndefined();
  });
});

describe('footer (spec 000 §2, §9)', () => {
  it('links the five disclosure pages and shows both hotlines', () => {
    expect(FOOTER_LINKS.map((l) => l.path)).toEqual(['/privacyDisclosure', '/useDisclosure', '/aboutUs', '/contactUs', '/introduction']);
    expect(HOTLINES).toEqual(['96596', '400-8896596']);
  });

  it('offers exe, pkg and deb installers under an http(s) folder only', () => {
    expect(clientDownloads('https://dl.example/c').map((d) => d.href)).toEqual([
      'https://dl.example/c/eis-client-windows.exe',
      'https://dl.example/c/eis-client-mac.pkg',
      'https://dl.example/c/eis-client-linux.deb',
    ]);
    expect(clientDownloads('javascript:alert(1)')).toEqual([]);
    expect(clientDownloads(undefined)).toEqual([]);
  });

  it('knows the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('mac');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14)')).toBeUndefined();
  });
});

describe('menu search hits and history access (spec 000 §3, §5)', () => {
  it('leaves hidden menus out of the hits', () => {
    const hits = searchHits([
      { MENU_ID: '1', MENU_NAME: 'a', PAR_MENU_ID: '0', MENU_SHOW_FLAG: 'Y' },
      { MENU_ID: '2', MENU_NAME: 'b', PAR_MENU_ID: '0', MENU_SHOW_FLAG: 'N' },
      { MENU_ID: '3', MENU_NAME: 'c', PAR_MENU_ID: '0' },
    ]);
    expect(hits.map((m) => m.MENU_ID)).toEqual(['1', '3']);
    expect(searchHits(undefined)).toEqual([]);
  });

  it('judges a history entry by the current menu list, else by what was stored', () => {
    const index = buildMenuIndex([
      { MENU_ID: '1', MENU_NAME: 'a', PAR_MENU_ID: '0', MENU_URL: '/a', ACCESS_FLAG: '0' },
      { MENU_ID: '2', MENU_NAME: 'b', PAR_MENU_ID: '0', MENU_URL: '/b', ACCESS_FLAG: '1' },
    ]);
    expect(currentAccess('/a?x=1', '1', index.byPath)).toBe('0');
    expect(currentAccess('/b', '0', index.byPath)).toBe('1');
    expect(currentAccess('/elsewhere', '1', index.byPath)).toBe('1');
  });
});
