// spec 000 §4, §5; spec 001 §4, §5: guard decisions, one server check per visit, safe return paths.
import { describe, expect, it } from 'vitest';
import { toRouteObject } from '@/app/route-object.tsx';
import { afterServerCheck, awaitsEnterprise, cancelledNavigationTarget, decide, portalPath, serverCheckKey, type Target } from '@/routing/guard.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';
import { buildMenuIndex, type MenuItem } from '@/routing/menus.ts';
import type { RouteHandle } from '@/routing/meta.ts';

const BLOCK = { IS_HAVE: 'Y', TYPE: '2' };

const items: MenuItem[] = [
  { MENU_ID: '10501000000', MENU_NAME: '单笔转账', MENU_URL: '/transfer/single', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'Y' },
  { MENU_ID: '10401000000', MENU_NAME: '我的账户', MENU_URL: '/acct/my', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'Y' },
  { MENU_ID: '11601000000', MENU_NAME: '基本信息', MENU_URL: '/businessAssociation/basicInformation', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'N' },
];
const menus = buildMenuIndex(items);
const IN = { loggedIn: true };
const OUT = { loggedIn: false };

describe('decide (spec 000 §4 route guard)', () => {
  it('starts login for a login-only route when logged out, remembering the intended URL', () => {
    expect(decide({ path: '/mine/personalCenter/personalCenter', search: '?tab=2', meta: {} }, OUT, menus)).toEqual({
      kind: 'startLogin',
      returnTo: '/mine/personalCenter/personalCenter?tab=2',
      entry: 'login',
    });
  });
  it('starts key login for the gateway payment link (spec 000 §4)', () => {
    expect(decide({ path: '/gatewayPayment/gateway-pay/index', search: '?gatewayPay=GP1', meta: { loginEntry: 'ukey' } }, OUT, menus)).toEqual({
      kind: 'startLogin',
      returnTo: '/gatewayPayment/gateway-pay/index?gatewayPay=GP1',
      entry: 'ukey',
    });
    expect(decide({ path: '/gatewayPayment/gateway-pay/index', search: '?gatewayPay=GP1', meta: { loginEntry: 'ukey' } }, IN, menus)).toEqual({ kind: 'allow' });
  });
  it('lets a route that says so through when logged out', () => {
    expect(decide({ path: '/home/index', search: '', meta: { requiresLogin: false } }, OUT, menus)).toEqual({ kind: 'allow' });
  });
  it('asks the server for an 11-digit menu when logged in', () => {
    expect(decide({ path: '/transfer/single', search: '', meta: {} }, IN, menus)).toMatchObject({ kind: 'askServer' });
  });
  it('shows the order guide and cancels under an e-order block', () => {
    expect(decide({ path: '/transfer/single', search: '', meta: {} }, { loggedIn: true, elecOrder: BLOCK }, menus)).toMatchObject({
      kind: 'orderGuide',
    });
    expect(decide({ path: '/acct/my', search: '', meta: {} }, { loggedIn: true, elecOrder: BLOCK }, menus).kind).toBe('askServer');
  });
  it('starts login for a menu that needs it even on a public route', () => {
    expect(decide({ path: '/transfer/single', search: '', meta: { requiresLogin: false } }, OUT, menus).kind).toBe('startLogin');
    expect(decide({ path: '/businessAssociation/basicInformation', search: '', meta: { requiresLogin: false } }, OUT, menus).kind).toBe('allow');
  });
  it('follows a substitute target, or starts login first when logged out', () => {
    expect(decide({ path: '/account', search: '', meta: {}, redirect: '/account/myAccount' }, IN, menus)).toEqual({ kind: 'redirect', to: '/account/myAccount' });
    expect(decide({ path: '/account', search: '', meta: {}, redirect: '/account/myAccount' }, OUT, menus).kind).toBe('startLogin');
  });
  it('departs to a configured sibling application before anything else', () => {
    expect(decide({ path: '/billTreasure/setting', search: '?a=1', meta: {} }, OUT, menus, { bill: 'https://bill.example.cn/app' })).toEqual({
      kind: 'depart',
      url: 'https://bill.example.cn/app/billTreasure/setting?a=1',
    });
  });
  it('sends a denied menu to /error/401 with the layout and the server\'s message', () => {
    expect(afterServerCheck(false, '您没有该菜单的操作权限', 'cover')).toEqual({
      kind: 'redirect',
      to: '/error/401?layout=cover',
      state: { message: '您没有该菜单的操作权限' }, // never in the URL (issue 15 finding 10)
    });
    expect(afterServerCheck(true, '')).toEqual({ kind: 'allow' });
  });
});

describe('serverCheckKey: one authority check per visit and menu (spec 000 §5)', () => {
  const menu = { MENU_ID: '11201000000', MENU_NAME: '境外汇款' } as MenuItem;
  const other = { ...menu, MENU_ID: '11202000000' };

  it('is the same for the same visit and menu, whatever else the decision was computed from', () => {
    expect(serverCheckKey({ kind: 'askServer', menu }, 'k1:/a', false)).toBe(serverCheckKey({ kind: 'askServer', menu: { ...menu } }, 'k1:/a', false));
  });

  it('differs for another visit or another menu', () => {
    const key = serverCheckKey({ kind: 'askServer', menu }, 'k1:/a', false);
    expect(serverCheckKey({ kind: 'askServer', menu }, 'k2:/a', false)).not.toBe(key);
    expect(serverCheckKey({ kind: 'askServer', menu: other }, 'k1:/a', false)).not.toBe(key);
  });

  it('asks nothing while a login flow runs, or when the decision is not to ask', () => {
    expect(serverCheckKey({ kind: 'askServer', menu }, 'k1:/a', true)).toBeUndefined();
    expect(serverCheckKey({ kind: 'allow', menu }, 'k1:/a', false)).toBeUndefined();
    expect(serverCheckKey({ kind: 'orderGuide', menu }, 'k1:/a', false)).toBeUndefined();
  });

  it('asks nothing on a visit whose enterprise choice the user closed (its 0110 would reopen the choice, spec 000 §4)', () => {
    expect(serverCheckKey({ kind: 'askServer', menu }, 'k1:/a', false, true)).toBeUndefined();
    expect(serverCheckKey({ kind: 'askServer', menu }, 'k1:/a', false, false)).toBe(serverCheckKey({ kind: 'askServer', menu }, 'k1:/a', false));
  });
});

describe('awaitsEnterprise: a closed enterprise choice is asked for again by the user, not by the check (spec 000 §4)', () => {
  const menu = { MENU_ID: '11201000000', MENU_NAME: '境外汇款' } as MenuItem;

  it('holds on the visit the choice was closed on, for a screen the server is asked about', () => {
    expect(awaitsEnterprise({ kind: 'askServer', menu }, 'k1:/a', 'k1:/a')).toBe(true);
  });

  it('does not hold on another visit, with no closed choice, or for a screen the server is not asked about', () => {
    expect(awaitsEnterprise({ kind: 'askServer', menu }, 'k2:/a', 'k1:/a')).toBe(false);
    expect(awaitsEnterprise({ kind: 'askServer', menu }, 'k1:/a', undefined)).toBe(false);
    expect(awaitsEnterprise({ kind: 'allow', menu }, 'k1:/a', 'k1:/a')).toBe(false);
  });
});

describe('cancelledNavigationTarget (spec 000 §4: order guide, navigation cancelled)', () => {
  it('goes back where the user was, else home', () => {
    expect(cancelledNavigationTarget('/mine/personalCenter/personalCenter', '/transfer/single')).toBe('/mine/personalCenter/personalCenter');
    expect(cancelledNavigationTarget(undefined, '/transfer/single')).toBe('/home/index');
    expect(cancelledNavigationTarget('/transfer/single', '/transfer/single')).toBe('/home/index');
  });
});

describe('portalPath: the one "is this a portal path" check (no open redirect)', () => {
  it.each([
    ['/mine/personalCenter/personalCenter?tab=2', '/mine/personalCenter/personalCenter?tab=2'],
    ['/home/index#x', '/home/index#x'],
    ['/digitalEcology/iframe?type=1', '/digitalEcology/iframe?type=1'],
    // normalised as a browser resolves it, and the normalised form is returned
    ['/a/./b/../c', '/a/c'],
    ['/..', '/'],
    ['/../home/index', '/home/index'],
  ])('keeps %s as %s', (value, kept) => {
    expect(portalPath(value)).toBe(kept);
  });
  it.each([
    'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'home', '', null, undefined, '/a\u0000b',
    '/a\nb', '/a\tb', '/a\u007fb', ' /home/index',
    // issue 15 finding 11: each of these normalises to a protocol-relative URL
    '/..//evil.example',
    '/../..//evil.example/x',
    '/a/../..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/./\\/evil.example',
    // normalises to '//' alone, which is not even a URL against the origin: refused, not thrown
    '/.//',
    '/..//',
    // a protocol-relative value that does not parse (an unclosed IPv6 host, a bad port)
    '//[',
    '//evil.example:99999',
    // an empty query or hash: the normalised form drops it and reads differently when resolved again
    '/home/index?',
    '/home/index#',
  ])('refuses %j', (value) => {
    expect(portalPath(value)).toBeUndefined();
  });
  it('keeps an encoded line break encoded (a path, not a header)', () => {
    expect(portalPath('/%0d%0aSet-Cookie')).toBe('/%0d%0aSet-Cookie');
  });
  it('keeps a doubled slash after the first segment: only a leading // leaves the origin', () => {
    expect(portalPath('/home/index//')).toBe('/home/index//');
    expect(portalPath('/a//b')).toBe('/a//b');
  });
  it('keeps encoded slashes encoded: the router reads them as one segment, not as a host', () => {
    expect(portalPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

// spec 000 §4, spec 001 §4: the route guard's decisions as the app reaches them. A menu match keeps
// its menu (the current menu is H_MENU_ID, spec 000 §7, and the breadcrumb); the intended URL,
// query included, is remembered during login; a route with a substitute target ("to", spec 001 §2)
// redirects to it, or starts login when logged out.
const specItems: MenuItem[] = [
  { MENU_ID: '10501000000', MENU_NAME: '单笔转账', MENU_URL: '/transfer/single', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'Y' },
  { MENU_ID: '105', MENU_NAME: '转账', MENU_URL: '/transfer', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'N' },
  { MENU_ID: '11601000000', MENU_NAME: '基本信息', MENU_URL: '/businessAssociation/basicInformation', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'N' },
];
const specMenus = buildMenuIndex(specItems);
const byId = (id: string) => specItems.find((m) => m.MENU_ID === id);

describe('an allow decision carries its menu (spec 000 §4, §7 H_MENU_ID)', () => {
  it('a short id, logged in', () => {
    expect(decide({ path: '/transfer', search: '', meta: {} }, IN, specMenus)).toEqual({ kind: 'allow', menu: byId('105') });
  });
  it('any menu that does not need login, logged out, on a public route', () => {
    expect(decide({ path: '/businessAssociation/basicInformation', search: '?x=1', meta: { requiresLogin: false } }, OUT, specMenus))
      .toEqual({ kind: 'allow', menu: byId('11601000000') });
  });
  it('a path without a menu is allowed without one', () => {
    expect(decide({ path: '/mine/personalCenter/personalCenter', search: '', meta: {} }, IN, specMenus)).toEqual({ kind: 'allow' });
  });
  it('the server check is asked with the menu, and the order guide names it', () => {
    expect(decide({ path: '/transfer/single', search: '', meta: {} }, IN, specMenus)).toEqual({ kind: 'askServer', menu: byId('10501000000') });
    expect(decide({ path: '/transfer/single', search: '', meta: {} }, { loggedIn: true, elecOrder: { IS_HAVE: 'Y', TYPE: '2' } }, specMenus))
      .toEqual({ kind: 'orderGuide', menu: byId('10501000000') });
  });
});

describe('the intended URL is remembered with its query (spec 000 §4, spec 001 §4)', () => {
  it('when a menu needs login on a public route', () => {
    expect(decide({ path: '/transfer/single', search: '?payee=1&amt=2', meta: { requiresLogin: false } }, OUT, specMenus)).toEqual({
      kind: 'startLogin',
      returnTo: '/transfer/single?payee=1&amt=2',
      entry: 'login',
    });
    expect(decide({ path: '/transfer/single', search: '?a=1', meta: { requiresLogin: false, loginEntry: 'ukey' } }, OUT, specMenus))
      .toEqual({ kind: 'startLogin', returnTo: '/transfer/single?a=1', entry: 'ukey' });
  });
  it('when a route needs login', () => {
    expect(decide({ path: '/transfer', search: '?q=1', meta: { loginEntry: 'ukey' } }, OUT, specMenus))
      .toEqual({ kind: 'startLogin', returnTo: '/transfer?q=1', entry: 'ukey' });
  });
});

describe('the 401 page after the server check (spec 001 §4: the cover layout and the check\'s message)', () => {
  it('defaults to the cover layout', () => {
    // the message in the router state, not the URL (issue 15 finding 10)
    expect(afterServerCheck(false, '无权限')).toEqual({ kind: 'redirect', to: '/error/401?layout=cover', state: { message: '无权限' } });
    expect(afterServerCheck(true, 'x', 'default')).toEqual({ kind: 'allow' });
  });
});

/** The guard's target for a path, built as GuardedOutlet builds it: from the matched route object's handle. */
function targetOf(path: string, search: string): Target {
  const route = MANIFEST.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const handle = toRouteObject(route, undefined).handle as RouteHandle;
  return { path, search, meta: handle.meta, redirect: handle.redirect };
}

describe('substitute targets as the app reaches them: manifest → route object → guard (spec 001 §2, §4)', () => {
  const redirects = MANIFEST.filter((r) => r.redirect);

  it('the route table has substitute targets, and each route object carries its own in its handle', () => {
    expect(redirects.length).toBeGreaterThan(20);
    for (const route of redirects) {
      expect((toRouteObject(route, undefined).handle as RouteHandle).redirect, route.path).toBe(route.redirect);
    }
  });

  it('/account goes to /account/myAccount and /payTransfer to /payTransfer/eBatch, keeping the query, when logged in', () => {
    expect(decide(targetOf('/account', '?from=menu'), IN, specMenus)).toEqual({ kind: 'redirect', to: '/account/myAccount?from=menu' });
    expect(decide(targetOf('/payTransfer', ''), IN, specMenus)).toEqual({ kind: 'redirect', to: '/payTransfer/eBatch' });
    expect(decide(targetOf('/homeNews', ''), IN, specMenus)).toEqual({ kind: 'redirect', to: '/homeNews/newsList' });
  });

  it('starts login first when logged out, remembering the substitute\'s own path and query', () => {
    expect(decide(targetOf('/account', '?from=menu'), OUT, specMenus)).toEqual({ kind: 'startLogin', returnTo: '/account?from=menu', entry: 'login' });
  });

  it('a route open to visitors redirects a visitor straight away (/businessAssociation → index)', () => {
    expect(decide(targetOf('/businessAssociation', '?a=b'), OUT, specMenus)).toEqual({ kind: 'redirect', to: '/businessAssociation/index?a=b' });
  });

  it('a departure to a configured sibling application comes before the substitute', () => {
    expect(decide(targetOf('/account', '?x=1'), IN, specMenus, { pay: 'https://pay.example.cn' }))
      .toEqual({ kind: 'depart', url: 'https://pay.example.cn/account?x=1' });
  });
});

// The guard without route meta (spec 000 §4: routes require login unless they say otherwise), and
// portalPath's treatment of a space.
describe('the guard without route meta (spec 000 §4: routes require login unless they say otherwise)', () => {
  const noMenus = buildMenuIndex([]);
  it('a path no route describes needs login, with its query remembered', () => {
    expect(decide({ path: '/x/y', search: '?a=1', meta: undefined }, { loggedIn: false }, noMenus))
      .toEqual({ kind: 'startLogin', returnTo: '/x/y?a=1', entry: 'login' });
    expect(decide({ path: '/x/y', search: '', meta: undefined }, { loggedIn: true }, noMenus)).toEqual({ kind: 'allow' });
  });
  it('a substitute without meta needs login too', () => {
    expect(decide({ path: '/a', search: '', meta: undefined, redirect: '/a/b' }, { loggedIn: false }, noMenus))
      .toEqual({ kind: 'startLogin', returnTo: '/a', entry: 'login' });
    expect(decide({ path: '/a', search: '?q', meta: undefined, redirect: '/a/b' }, { loggedIn: true }, noMenus))
      .toEqual({ kind: 'redirect', to: '/a/b?q' });
  });
});

describe('portalPath keeps a space, encoded (the control-character check stops below it)', () => {
  it.each([['/a b', '/a%20b'], ['/home/index?q=a b', '/home/index?q=a%20b']])('%j → %j', (value, kept) => {
    expect(portalPath(value)).toBe(kept);
  });
});
