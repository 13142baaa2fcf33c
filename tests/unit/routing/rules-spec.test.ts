// The routing layer's small rules with the spec's values: departures to sibling applications
// (spec 000 §2), the layout parameter (spec 000 §2), the permission rule and its 401 target (spec 000 §6,
// spec 001 §6), and what the guard does without route meta (spec 000 §4: routes require login unless
// they say otherwise).
import { describe, expect, it } from 'vitest';
import { configuredTargets, departureFor, validTarget } from '@/routing/departures.ts';
import { decide, portalPath } from '@/routing/guard.ts';
import { buildMenuIndex } from '@/routing/menus.ts';
import { LAYOUTS, resolveLayout } from '@/routing/meta.ts';
import { isPermitted, NO_PERMISSION_PATH } from '@/routing/permission.ts';

describe('the targets of a build (spec 000 §2: bill, payment and equity applications)', () => {
  it('has exactly the configured apps, each from its own variable, no key for an unset one', () => {
    expect(configuredTargets({ VITE_PAY_APP_URL: 'https://pay.example.cn' })).toStrictEqual({ pay: 'https://pay.example.cn' });
    expect(configuredTargets({ VITE_BILL_APP_URL: 'https://bill.example.cn' })).toStrictEqual({ bill: 'https://bill.example.cn' });
    expect(configuredTargets({ VITE_EQUITY_APP_URL: 'http://equity.example.cn/' })).toStrictEqual({ equity: 'http://equity.example.cn' });
    expect(Object.keys(configuredTargets({ VITE_BILL_APP_URL: 'x', VITE_PAY_APP_URL: '', VITE_EQUITY_APP_URL: 'ftp://e.cn' }))).toEqual([]);
  });

  it('takes http and https only, without trailing slashes', () => {
    expect(validTarget('http://bill.example.cn')).toBe('http://bill.example.cn');
    expect(validTarget('https://bill.example.cn/app//')).toBe('https://bill.example.cn/app');
    expect(validTarget('')).toBeUndefined();
    expect(validTarget('data:text/html,x')).toBeUndefined();
  });

  it('reads a path with trailing slashes as the path itself', () => {
    const equity = { equity: 'https://equity.example.cn' };
    expect(departureFor('/productList//', '?a=1', equity)).toBe('https://equity.example.cn/productList//?a=1');
    expect(departureFor('/mine/equity/history/', '', equity)).toBe('https://equity.example.cn/mine/equity/history/');
    expect(departureFor('/', '', { bill: 'https://b.cn', pay: 'https://p.cn', equity: 'https://e.cn' })).toBeUndefined();
  });
});

describe('the layout parameter (spec 000 §2: iframe, cover or default)', () => {
  it('is one of the three, and each of them wins over the route\'s meta (iframe: see issue 15 finding 5)', () => {
    expect(LAYOUTS).toEqual(['default', 'cover', 'iframe']);
    expect(resolveLayout({ layout: 'cover' }, 'default')).toBe('default');
    const framed = { framed: true, parentOrigin: 'https://bill.bank.cn', allowedOrigins: ['https://bill.bank.cn'] };
    expect(resolveLayout({ layout: 'iframe' }, 'iframe', framed)).toBe('iframe');
    expect(resolveLayout({ layout: 'default' }, 'iframe')).toBe('default');
    expect(resolveLayout({ layout: 'iframe' }, 'cover')).toBe('cover');
    expect(resolveLayout({ layout: 'iframe' }, '')).toBe('iframe');
  });
});

describe('the permission rule (spec 000 §6, spec 001 §6)', () => {
  it('a click without permission goes to /error/401 with the cover layout', () => {
    expect(NO_PERMISSION_PATH).toBe('/error/401?layout=cover');
  });
  it('compares against the semicolon-separated list, never matching an empty level', () => {
    expect(isPermitted('A3S', ';A3S;')).toBe(true);
    expect(isPermitted('', 'A3S;;A3SP')).toBe(false);
    expect(isPermitted('A3', 'A3S')).toBe(false);
  });
});

describe('the guard without route meta (spec 000 §4: routes require login unless they say otherwise)', () => {
  const menus = buildMenuIndex([]);
  it('a path no route describes needs login, with its query remembered', () => {
    expect(decide({ path: '/x/y', search: '?a=1', meta: undefined }, { loggedIn: false }, menus))
      .toEqual({ kind: 'startLogin', returnTo: '/x/y?a=1', entry: 'login' });
    expect(decide({ path: '/x/y', search: '', meta: undefined }, { loggedIn: true }, menus)).toEqual({ kind: 'allow' });
  });
  it('a substitute without meta needs login too', () => {
    expect(decide({ path: '/a', search: '', meta: undefined, redirect: '/a/b' }, { loggedIn: false }, menus))
      .toEqual({ kind: 'startLogin', returnTo: '/a', entry: 'login' });
    expect(decide({ path: '/a', search: '?q', meta: undefined, redirect: '/a/b' }, { loggedIn: true }, menus))
      .toEqual({ kind: 'redirect', to: '/a/b?q' });
  });
});

describe('portalPath keeps a space, encoded (the control-character check stops below it)', () => {
  it.each([['/a b', '/a%20b'], ['/home/index?q=a b', '/home/index?q=a%20b']])('%j → %j', (value, kept) => {
    expect(portalPath(value)).toBe(kept);
  });
});
