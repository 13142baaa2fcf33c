// spec 000 §4, spec 001 §4: the route guard's decisions as the app reaches them. A menu match keeps
// its menu (the current menu is H_MENU_ID, spec 000 §7, and the breadcrumb); the intended URL,
// query included, is remembered during login; a route with a substitute target ("to", spec 001 §2)
// redirects to it, or starts login when logged out.
import { describe, expect, it } from 'vitest';
import { toRouteObject } from '@/app/route-object.tsx';
import { afterServerCheck, decide, type Target } from '@/routing/guard.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';
import { buildMenuIndex, type MenuItem } from '@/routing/menus.ts';
import type { RouteHandle } from '@/routing/meta.ts';

const items: MenuItem[] = [
  { MENU_ID: '10501000000', MENU_NAME: '单笔转账', MENU_URL: '/transfer/single', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'Y' },
  { MENU_ID: '105', MENU_NAME: '转账', MENU_URL: '/transfer', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'N' },
  { MENU_ID: '11601000000', MENU_NAME: '基本信息', MENU_URL: '/businessAssociation/basicInformation', PAR_MENU_ID: '0', IS_NEED_LOGIN: 'N' },
];
const menus = buildMenuIndex(items);
const IN = { loggedIn: true };
const OUT = { loggedIn: false };
const byId = (id: string) => items.find((m) => m.MENU_ID === id);

describe('an allow decision carries its menu (spec 000 §4, §7 H_MENU_ID)', () => {
  it('a short id, logged in', () => {
    expect(decide({ path: '/transfer', search: '', meta: {} }, IN, menus)).toEqual({ kind: 'allow', menu: byId('105') });
  });
  it('any menu that does not need login, logged out, on a public route', () => {
    expect(decide({ path: '/businessAssociation/basicInformation', search: '?x=1', meta: { requiresLogin: false } }, OUT, menus))
      .toEqual({ kind: 'allow', menu: byId('11601000000') });
  });
  it('a path without a menu is allowed without one', () => {
    expect(decide({ path: '/mine/personalCenter/personalCenter', search: '', meta: {} }, IN, menus)).toEqual({ kind: 'allow' });
  });
  it('the server check is asked with the menu, and the order guide names it', () => {
    expect(decide({ path: '/transfer/single', search: '', meta: {} }, IN, menus)).toEqual({ kind: 'askServer', menu: byId('10501000000') });
    expect(decide({ path: '/transfer/single', search: '', meta: {} }, { loggedIn: true, elecOrder: { IS_HAVE: 'Y', TYPE: '2' } }, menus))
      .toEqual({ kind: 'orderGuide', menu: byId('10501000000') });
  });
});

describe('the intended URL is remembered with its query (spec 000 §4, spec 001 §4)', () => {
  it('when a menu needs login on a public route', () => {
    expect(decide({ path: '/transfer/single', search: '?payee=1&amt=2', meta: { requiresLogin: false } }, OUT, menus)).toEqual({
      kind: 'startLogin',
      returnTo: '/transfer/single?payee=1&amt=2',
      entry: 'login',
    });
    expect(decide({ path: '/transfer/single', search: '?a=1', meta: { requiresLogin: false, loginEntry: 'ukey' } }, OUT, menus))
      .toEqual({ kind: 'startLogin', returnTo: '/transfer/single?a=1', entry: 'ukey' });
  });
  it('when a route needs login', () => {
    expect(decide({ path: '/transfer', search: '?q=1', meta: { loginEntry: 'ukey' } }, OUT, menus))
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
    expect(decide(targetOf('/account', '?from=menu'), IN, menus)).toEqual({ kind: 'redirect', to: '/account/myAccount?from=menu' });
    expect(decide(targetOf('/payTransfer', ''), IN, menus)).toEqual({ kind: 'redirect', to: '/payTransfer/eBatch' });
    expect(decide(targetOf('/homeNews', ''), IN, menus)).toEqual({ kind: 'redirect', to: '/homeNews/newsList' });
  });

  it('starts login first when logged out, remembering the substitute\'s own path and query', () => {
    expect(decide(targetOf('/account', '?from=menu'), OUT, menus)).toEqual({ kind: 'startLogin', returnTo: '/account?from=menu', entry: 'login' });
  });

  it('a route open to visitors redirects a visitor straight away (/businessAssociation → index)', () => {
    expect(decide(targetOf('/businessAssociation', '?a=b'), OUT, menus)).toEqual({ kind: 'redirect', to: '/businessAssociation/index?a=b' });
  });

  it('a departure to a configured sibling application comes before the substitute', () => {
    expect(decide(targetOf('/account', '?x=1'), IN, menus, { pay: 'https://pay.example.cn' }))
      .toEqual({ kind: 'depart', url: 'https://pay.example.cn/account?x=1' });
  });
});
