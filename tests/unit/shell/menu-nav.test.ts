// Where a top or left menu node leads: a portal path only, normalised (issue 15 finding 11).
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/routing/menus.ts';
import { menuTarget, samePlace, sideMenuTarget } from '@/shell/menu-nav.ts';

const node = (MENU_URL: string | undefined, children: MenuNode[] = []): MenuNode => ({
  item: { MENU_ID: '1', MENU_NAME: 'm', PAR_MENU_ID: '0', ...(MENU_URL === undefined ? {} : { MENU_URL }) },
  children,
  depth: 1,
  hidden: false,
  lazy: false,
  expandable: true,
});

describe('menuTarget', () => {
  it.each([
    ['/account/myAccount', '/account/myAccount'],
    ['/account/./myAccount', '/account/myAccount'],
    ['/..//evil.example', undefined],
    ['//evil.example', undefined],
    ['https://evil.example/', undefined],
    [undefined, undefined],
  ])('a leaf with MENU_URL %j leads to %j', (url, target) => {
    expect(menuTarget(node(url))).toBe(target);
  });

  it('passes over a child that is not a portal path', () => {
    expect(menuTarget(node('/root', [node('/..//evil.example'), node('/root/child')]))).toBe('/root/child');
    expect(menuTarget(node('/..//evil.example', [node('//evil.example')]))).toBeUndefined();
  });
});

describe('sideMenuTarget (spec 000 §2: the left menu leads to screens)', () => {
  it('opens a screen that has screens under it (交易明细查询 over its detail), not its first child', () => {
    expect(sideMenuTarget(node('/account/transaDetails', [node('/account/transaDetails/details')]))).toBe('/account/transaDetails');
  });

  it('leads nowhere for a group without a screen of its own: it only opens and closes', () => {
    expect(sideMenuTarget(node(undefined, [node('/account/transaDetails')]))).toBeUndefined();
    expect(sideMenuTarget(node('//evil.example', [node('/account/transaDetails')]))).toBeUndefined();
  });

  it('leads a leaf where menuTarget does', () => {
    expect(sideMenuTarget(node('/account/./myAccount'))).toBe('/account/myAccount');
    expect(sideMenuTarget(node('https://evil.example/'))).toBeUndefined();
  });
});

describe('samePlace (issue 38: Back leaves the screen a menu opened again)', () => {
  it('is the path and query shown already', () => {
    expect(samePlace('/payTransfer/eBatch', { pathname: '/payTransfer/eBatch', search: '' })).toBe(true);
    expect(samePlace('/digitalEcology/iframe?type=1', { pathname: '/digitalEcology/iframe', search: '?type=1' })).toBe(true);
    expect(samePlace('/payTransfer/eBatch', { pathname: '/payTransfer/eBatch', search: '?page=2' })).toBe(false);
    expect(samePlace('/payTransfer/appointAcc', { pathname: '/payTransfer/eBatch', search: '' })).toBe(false);
  });
});
