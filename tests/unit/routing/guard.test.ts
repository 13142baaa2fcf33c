// spec 000 §4, §5; spec 001 §4, §5: access check, guard decisions, safe return paths, departures, permission.
import { describe, expect, it } from 'vitest';
import { E_ORDER_EXCEPTION_IDS, localAccess } from '@/routing/access.ts';
import { afterServerCheck, awaitsEnterprise, cancelledNavigationTarget, decide, portalPath, serverCheckKey } from '@/routing/guard.ts';
import { buildMenuIndex, type MenuItem } from '@/routing/menus.ts';
import { isPermitted } from '@/routing/permission.ts';

const BLOCK = { IS_HAVE: 'Y', TYPE: '2' };
const menu = (MENU_ID: string, IS_NEED_LOGIN: 'Y' | 'N' = 'N') => ({ MENU_ID, IS_NEED_LOGIN });

describe('localAccess (spec 000 §5)', () => {
  it.each([
    ['short id, logged in', menu('1040000000'), { loggedIn: true }, 'allow'],
    ['11-digit id, logged out', menu('10501000000'), { loggedIn: false }, 'allow'],
    ['IS_NEED_LOGIN Y, logged out', menu('10501000000', 'Y'), { loggedIn: false }, 'needsLogin'],
    ['IS_NEED_LOGIN Y, short id, logged out', menu('105', 'Y'), { loggedIn: false }, 'needsLogin'],
    ['11-digit id, logged in', menu('10501000000'), { loggedIn: true }, 'askServer'],
    ['e-order TYPE 2 IS_HAVE Y', menu('10501000000'), { loggedIn: true, elecOrder: BLOCK }, 'eOrder'],
    ['e-order TYPE 1', menu('10501000000'), { loggedIn: true, elecOrder: { IS_HAVE: 'Y', TYPE: '1' } }, 'askServer'],
    ['e-order IS_HAVE N', menu('10501000000'), { loggedIn: true, elecOrder: { IS_HAVE: 'N', TYPE: '2' } }, 'askServer'],
    ['e-order, short id', menu('1050100000'), { loggedIn: true, elecOrder: BLOCK }, 'allow'],
  ] as const)('%s -> %s', (_name, m, session, result) => {
    expect(localAccess(m, session)).toBe(result);
  });

  it.each([...E_ORDER_EXCEPTION_IDS])('e-order exception %s goes to the server check', (id) => {
    expect(localAccess(menu(id), { loggedIn: true, elecOrder: BLOCK })).toBe('askServer');
  });
});

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

describe('isPermitted (spec 000 §6)', () => {
  it.each([
    ['A3S', 'A3S;A3SP', true],
    ['A3SP', 'A3S; A3SP', true],
    ['A3', 'A3S;A3SP', false],
    ['A3P', 'A3P;A3S;A3SP', true],
    [undefined, 'A3S', false],
    ['', '', false],
  ])('%s in %j -> %s', (value, allowed, ok) => {
    expect(isPermitted(value, allowed)).toBe(ok);
  });
});
