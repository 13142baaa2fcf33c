// spec 000 §3, §4; spec 001 §2: menu tree, hidden/lazy rules, path lookup, fallback menu.
import { describe, expect, it } from 'vitest';
import { buildMenuIndex, FALLBACK_MENU, type MenuItem, menuForPath, visibleMenus } from '@/routing/menus.ts';

const m = (id: string, parent: string, sort: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  MENU_ID: id, MENU_NAME: `m${id}`, PAR_MENU_ID: parent, MENU_SORT: sort, MENU_URL: `/p/${id}`, ...extra,
});

describe('buildMenuIndex', () => {
  it('builds the tree by PAR_MENU_ID, sorted by MENU_SORT', () => {
    const { roots } = buildMenuIndex([m('2', '0', 2), m('1', '0', 1), m('12', '1', 2), m('11', '1', 1)]);
    expect(roots.map((r) => r.item.MENU_ID)).toEqual(['1', '2']);
    expect(roots[0]?.children.map((c) => c.item.MENU_ID)).toEqual(['11', '12']);
  });

  it('keeps at most 5 levels', () => {
    const chain = [m('1', '0', 1), m('2', '1', 1), m('3', '2', 1), m('4', '3', 1), m('5', '4', 1), m('6', '5', 1)];
    let node = buildMenuIndex(chain).roots[0];
    const depths: number[] = [];
    while (node) {
      depths.push(node.depth);
      node = node.children[0];
    }
    expect(depths).toEqual([1, 2, 3, 4, 5]);
  });

  it('hides MENU_SHOW_FLAG N and the ids 101e8, 102e8, 103e8, 119e8', () => {
    const list = ['10100000000', '10200000000', '10300000000', '11900000000', '10400000000'].map((id, i) => m(id, '0', i));
    list.push(m('10500000000', '0', 9, { MENU_SHOW_FLAG: 'N' }));
    expect(visibleMenus(buildMenuIndex(list).roots).map((r) => r.item.MENU_ID)).toEqual(['10400000000']);
  });

  it('expands 107e8 lazily and never expands 114e8', () => {
    const { roots } = buildMenuIndex([m('10700000000', '0', 1), m('11400000000', '0', 2), m('10400000000', '0', 3)]);
    expect(roots.map((r) => [r.item.MENU_ID, r.lazy, r.expandable])).toEqual([
      ['10700000000', true, true],
      ['11400000000', false, false],
      ['10400000000', false, true],
    ]);
  });

  it('survives an orphan, a duplicate id and a cycle', () => {
    const { roots, byId } = buildMenuIndex([m('1', '0', 1), m('1', '0', 9), m('9', 'missing', 2), m('a', 'b', 1), m('b', 'a', 1)]);
    expect(roots.map((r) => r.item.MENU_ID)).toEqual(['1', '9']);
    expect(byId.get('1')?.MENU_SORT).toBe(1);
  });
});

describe('menuForPath', () => {
  const index = buildMenuIndex([
    m('10401000000', '0', 1, { MENU_URL: '/account/myAccount' }),
    m('11500000000', '0', 2, { MENU_URL: '/wealth' }),
    m('11406000000', '0', 3, { MENU_URL: '/digital' }),
    m('11407000000', '0', 4, { MENU_URL: '/digitalEcology/iframe?type=2' }),
  ]);
  it.each([
    ['/account/myAccount', '', '10401000000'],
    ['/account/myAccount/', '', '10401000000'],
    ['/wealthTreasure', '', '11500000000'],
    ['/digitalEcology/iframe', '?type=1', '11406000000'],
    ['/digitalEcology/iframe', '?type=2', '11407000000'],
    ['/digitalEcology/iframe', '?type=3', undefined],
    ['/nowhere', '', undefined],
  ])('%s%s -> %s', (path, search, id) => {
    expect(menuForPath(index, path, search)?.MENU_ID).toBe(id);
  });
});

describe('the static fallback menu (spec 001 §2)', () => {
  it('has home, the quick guide with its anchors, the 360 view (login) and the association (no login); / hidden', () => {
    const { roots } = buildMenuIndex(FALLBACK_MENU);
    const visible = visibleMenus(roots);
    expect(visible.map((r) => r.item.MENU_URL)).toEqual([
      '/home/index', '/billTreasure/setting', '/enterpriseView/valueInfo', '/businessAssociation/index', // read as the route of spec 001 §2
    ]);
    expect(visible[1]?.children.map((c) => c.item.MENU_URL?.split('#')[1])).toEqual(['oneKeyAccess', 'quicklySignFor', 'overviewBills', 'billPool']);
    expect(visible[2]?.item.IS_NEED_LOGIN).toBe('Y');
    expect(visible[3]?.children.map((c) => c.item.MENU_URL)).toEqual([
      '/businessAssociation/basicInformation', '/businessAssociation/memberManagement',
      '/businessAssociation/contentDelivery', '/businessAssociation/activityManagement',
    ]);
    expect(visible[3]?.children.every((c) => c.item.IS_NEED_LOGIN === 'N')).toBe(true);
  });
});
