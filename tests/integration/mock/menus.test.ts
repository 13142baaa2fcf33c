// The mock's menu tree (mock-server/access/menus.ts) against the manifest and spec 000 §3, §5, §6: every route
// has its menu with a Chinese name, five levels at most, the spec's special ids, visitors' menus.
import { describe, expect, it } from 'vitest';
import { MENU_LIST, menuListFor, searchMenus } from '@mock/access/menus.ts';
import { personaByLogin } from '@mock/personas.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';

const pathOf = (url: string | undefined) => (url ?? '').split(/[?#]/)[0] ?? '';
const byId = new Map(MENU_LIST.map((m) => [m.MENU_ID, m]));
const routes = new Map(MANIFEST.map((r) => [r.path, r]));

describe('the menu tree covers the route table (spec 001 §2)', () => {
  it('gives every screen of the manifest a menu, but a parameter route (reached from its list)', () => {
    const urls = new Set(MENU_LIST.map((m) => pathOf(m.MENU_URL)));
    const missing = MANIFEST.filter((r) => !r.redirect && !r.path.includes(':') && !urls.has(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('points every menu with a URL at a route of the manifest', () => {
    for (const m of MENU_LIST) if (m.MENU_URL) expect(routes.has(pathOf(m.MENU_URL)), m.MENU_URL).toBe(true);
  });

  it('names every menu in Chinese, each id once, five levels at most, each parent present', () => {
    expect(new Set(MENU_LIST.map((m) => m.MENU_ID)).size).toBe(MENU_LIST.length);
    for (const m of MENU_LIST) {
      expect(m.MENU_NAME, m.MENU_ID).toMatch(/[\u4e00-\u9fff]/);
      expect(m.MENU_LVL ?? 0).toBeGreaterThanOrEqual(1);
      expect(m.MENU_LVL ?? 0).toBeLessThanOrEqual(5);
      if (m.PAR_MENU_ID !== '0') expect(byId.get(m.PAR_MENU_ID)?.MENU_LVL, m.MENU_ID).toBe((m.MENU_LVL ?? 0) - 1);
    }
  });

  it('keeps the spec\'s special ids (spec 000 §3)', () => {
    for (const id of ['10100000000', '10200000000', '10300000000', '11900000000']) expect(byId.get(id)?.MENU_SHOW_FLAG).toBe('N');
    expect(byId.get('11500000000')?.MENU_URL).toBe('/wealthTreasure');
    expect(byId.get('11406000000')?.MENU_URL).toBe('/digitalEcology/iframe?type=1');
    expect(byId.get('10700000000')?.IS_HAS_CHILD).toBe('Y'); // expanded lazily by the top menu
    expect(byId.get('11400000000')?.MENU_URL).toBe('/digitalEcology');
  });

  it('has a menu for each e-order exception id (spec 000 §5)', () => {
    for (const id of ['10400000000', '10401000000', '10402000000', '10404000000', '10404020000', '10404050000', '10201000000', '10202020000']) {
      expect(byId.has(id), id).toBe(true);
    }
    expect(byId.get('10402000000')?.MENU_URL).toBe('/account/checkAccount/elec');
    expect(byId.get('10501000000')?.MENU_URL).toBe('/payTransfer/eBatch');
  });

  it('hides the hidden routes\' menus (spec 001 §2 contentAdd, activityAdd)', () => {
    for (const path of ['/businessAssociation/contentAdd', '/businessAssociation/activityAdd']) {
      expect(MENU_LIST.find((m) => m.MENU_URL === path)?.MENU_SHOW_FLAG).toBe('N');
    }
  });
});

describe('record pages are no menu items (issue 49 item 3)', () => {
  it('keeps a detail page\'s menu, for the access check and the breadcrumb, hidden from the side menu and the search', () => {
    const details = MANIFEST.filter((r) => r.meta.detail === true);
    expect(details.length).toBeGreaterThan(10);
    for (const route of details) {
      const menu = MENU_LIST.find((m) => pathOf(m.MENU_URL) === route.path);
      expect(menu?.MENU_SHOW_FLAG, route.path).toBe('N');
    }
    const a3sp = personaByLogin('a3sp');
    expect(searchMenus(a3sp, '详情').map((m) => m.MENU_NAME)).toEqual([]);
    expect(searchMenus(a3sp, '交易明细').map((m) => m.MENU_NAME).sort()).toEqual(['交易明细查询', '钱包交易明细']);
  });

  it('shows every other screen of a root as an item', () => {
    const shown = MENU_LIST.filter((m) => m.MENU_SHOW_FLAG === 'Y').map((m) => pathOf(m.MENU_URL));
    expect(shown).toContain('/account/myAccount');
    expect(shown).toContain('/account/transaDetails');
    expect(shown).toContain('/workSpace/workSpaceList');
  });
});

describe('who sees which menus (spec 000 §3, §6)', () => {
  it('gives a visitor only menus with IS_NEED_LOGIN N, whole branches', () => {
    const visitor = menuListFor(undefined);
    const ids = new Set(visitor.map((m) => m.MENU_ID));
    for (const m of visitor) {
      expect(m.IS_NEED_LOGIN).toBe('N');
      if (m.PAR_MENU_ID !== '0') expect(ids.has(m.PAR_MENU_ID), m.MENU_ID).toBe(true);
    }
    const shownRoots = visitor.filter((m) => m.PAR_MENU_ID === '0' && m.MENU_SHOW_FLAG !== 'N').map((m) => m.MENU_NAME);
    expect(shownRoots).toEqual(['首页', '商会协会']);
    expect(visitor.filter((m) => m.PAR_MENU_ID === '11600000000').map((m) => m.MENU_URL)).toEqual([
      '/businessAssociation/index', '/businessAssociation/basicInformation', '/businessAssociation/memberManagement',
      '/businessAssociation/contentDelivery', '/businessAssociation/activityManagement',
    ]);
  });

  it('opens enterprise management to company administrators only', () => {
    const admin = menuListFor(personaByLogin('admin')).find((m) => m.MENU_ID === '11101000000');
    const user = menuListFor(personaByLogin('a3sp')).find((m) => m.MENU_ID === '11101000000');
    expect([admin?.ACCESS_FLAG, user?.ACCESS_FLAG]).toEqual(['1', '0']);
  });

  it('opens an A2 user only the roots of its persona', () => {
    const a2 = menuListFor(personaByLogin('a2'));
    expect(a2.find((m) => m.MENU_URL === '/mine/changeLoginPass')?.ACCESS_FLAG).toBe('1');
    expect(a2.find((m) => m.MENU_URL === '/crossTreasure/mypay/abroadremit')?.ACCESS_FLAG).toBe('0');
  });
});
