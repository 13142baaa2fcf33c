// spec 000 §3, §4; spec 001 §2: menu tree, hidden/lazy rules, path lookup, fallback menu.
import { describe, expect, it } from 'vitest';
import {
  buildMenuIndex, FALLBACK_MENU, type MenuItem, type MenuNode, menuForPath, menuTrail, visibleMenus,
} from '@/routing/menus.ts';

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

// spec 000 §3 (menu node, hidden ids, lazy and non-expandable roots, special paths, fallback menu),
// spec 001 §3 (tree by PAR_MENU_ID, up to 5 levels, sorted by MENU_SORT; MENU_SHOW_FLAG N hides).
const item = (MENU_ID: string, PAR_MENU_ID = '0', extra: Partial<MenuItem> = {}): MenuItem => ({ MENU_ID, MENU_NAME: MENU_ID, PAR_MENU_ID, ...extra });
const ids = (nodes: readonly MenuNode[]): string[] => nodes.map((n) => n.item.MENU_ID);

describe('hidden menus (spec 000 §3: the hide flag, MENU_SHOW_FLAG N, ids 101e8 102e8 103e8 119e8)', () => {
  it('the hide flag Y hides a menu and what is under it; N and absent do not', () => {
    const index = buildMenuIndex([
      item('A', '0', { HIDE_FLAG: 'Y' }), item('A1', 'A'),
      item('B', '0', { HIDE_FLAG: 'N' }), item('C'),
    ]);
    expect(index.roots.find((n) => n.item.MENU_ID === 'A')?.hidden).toBe(true);
    expect(ids(visibleMenus(index.roots))).toEqual(['B', 'C']);
    expect(index.byId.has('A1')).toBe(true); // still found by id (the breadcrumb), only not shown
  });

  it('MENU_SHOW_FLAG N hides, Y does not', () => {
    const index = buildMenuIndex([item('A', '0', { MENU_SHOW_FLAG: 'N' }), item('B', '0', { MENU_SHOW_FLAG: 'Y' })]);
    expect(ids(visibleMenus(index.roots))).toEqual(['B']);
  });

  it('hides exactly 101e8, 102e8, 103e8 and 119e8 among the roots', () => {
    const roots = ['10000000000', '10100000000', '10200000000', '10300000000', '10400000000', '11800000000', '11900000000', '12000000000'];
    const index = buildMenuIndex(roots.map((id) => item(id)));
    expect(ids(visibleMenus(index.roots))).toEqual(['10000000000', '10400000000', '11800000000', '12000000000']);
  });

  it('hides nested hidden children too', () => {
    const index = buildMenuIndex([item('A'), item('A1', 'A', { MENU_SHOW_FLAG: 'N' }), item('A2', 'A'), item('A21', 'A2', { HIDE_FLAG: 'Y' })]);
    const visible = visibleMenus(index.roots);
    expect(ids(visible[0]?.children ?? [])).toEqual(['A2']);
    expect(visible[0]?.children[0]?.children).toEqual([]);
  });
});

describe('the tree by parent id (spec 001 §3)', () => {
  it('a self-parented menu is a root, not dropped', () => {
    const index = buildMenuIndex([item('S', 'S', { MENU_URL: '/self' }), item('S1', 'S'), item('R')]);
    expect(ids(index.roots)).toEqual(['R', 'S']);
    const self = index.roots.find((n) => n.item.MENU_ID === 'S');
    expect(self?.depth).toBe(1);
    expect(ids(self?.children ?? [])).toEqual(['S1']);
    expect(ids(visibleMenus(index.roots))).toEqual(['R', 'S']);
    expect(menuTrail(index, 'S1').map((i) => i.MENU_ID)).toEqual(['S', 'S1']);
  });

  it('sorts by MENU_SORT at every level, unsorted last, ties by id', () => {
    const index = buildMenuIndex([
      item('B', '0', { MENU_SORT: 2 }), item('A', '0', { MENU_SORT: 2 }), item('Z', '0', { MENU_SORT: 1 }), item('N'),
      item('Z2', 'Z', { MENU_SORT: 9 }), item('Z1', 'Z', { MENU_SORT: 3 }), item('Z0', 'Z'),
    ]);
    expect(ids(index.roots)).toEqual(['Z', 'A', 'B', 'N']);
    expect(ids(index.roots[0]?.children ?? [])).toEqual(['Z1', 'Z2', 'Z0']);
  });

  it('sorts a long sibling list (over 16) the same way: by MENU_SORT, unsorted last, ties by id', () => {
    const list = Array.from({ length: 20 }, (_, i) => {
      const id = `S${String(19 - i).padStart(2, '0')}`; // ids given in descending order
      return item(id, '0', i % 5 === 4 ? {} : { MENU_SORT: i % 3 });
    });
    const sortOf = (item: MenuItem) => item.MENU_SORT ?? Number.MAX_SAFE_INTEGER;
    const reference = (a: MenuItem, b: MenuItem) => sortOf(a) - sortOf(b) || (a.MENU_ID < b.MENU_ID ? -1 : 1);
    const expected = [...list].sort(reference).map((i) => i.MENU_ID);
    expect(expected.slice(0, 3)).toEqual(['S01', 'S04', 'S07']); // the reference order itself: sort 0, ids ascending
    expect(ids(buildMenuIndex(list).roots)).toEqual(expected);
    const parent = buildMenuIndex([item('P'), ...list.map((item) => ({ ...item, PAR_MENU_ID: 'P' }))]);
    expect(ids(parent.roots[0]?.children ?? [])).toEqual(expected);
  });

  it('numbers depth from 1 and drops what is deeper than 5 levels', () => {
    const chain = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'].map((id, i, all) => item(id, i === 0 ? '0' : all[i - 1]));
    const index = buildMenuIndex(chain);
    let node = index.roots[0];
    const depths: number[] = [];
    while (node) {
      depths.push(node.depth);
      node = node.children[0];
    }
    expect(depths).toEqual([1, 2, 3, 4, 5]);
  });

  it('107e8 is lazy and 114e8 not expandable; other menus are expandable and not lazy', () => {
    const index = buildMenuIndex([item('10700000000'), item('11400000000'), item('10800000000')]);
    const flags = Object.fromEntries(index.roots.map((n) => [n.item.MENU_ID, [n.lazy, n.expandable]]));
    expect(flags).toEqual({ 10700000000: [true, true], 11400000000: [false, false], 10800000000: [false, true] });
  });

  it('the first of duplicate ids wins', () => {
    const index = buildMenuIndex([item('A', '0', { MENU_NAME: 'first', MENU_URL: '/a' }), item('A', '0', { MENU_NAME: 'second', MENU_URL: '/b' })]);
    expect(index.byId.get('A')?.MENU_NAME).toBe('first');
    expect(index.byPath.has('/b')).toBe(false);
    expect(index.roots).toHaveLength(1);
  });
});

describe('menuForPath (spec 000 §3: special paths)', () => {
  it('/wealthTreasure is 11500000000 and /digitalEcology/iframe?type=1 is 11406000000, loaded or not', () => {
    const empty = buildMenuIndex([]);
    expect(menuForPath(empty, '/wealthTreasure')?.MENU_ID).toBe('11500000000');
    expect(menuForPath(empty, '/wealthTreasure/')?.MENU_ID).toBe('11500000000');
    expect(menuForPath(empty, '/digitalEcology/iframe', '?type=1')?.MENU_ID).toBe('11406000000');
    expect(menuForPath(empty, '/digitalEcology/iframe', '?type=2')).toBeUndefined();
    expect(menuForPath(empty, '/digitalEcology/iframe')).toBeUndefined();
    const loaded = buildMenuIndex([item('11500000000', '0', { MENU_NAME: '财富宝' })]);
    expect(menuForPath(loaded, '/wealthTreasure')?.MENU_NAME).toBe('财富宝');
  });

  it('stands in for a special path\'s menu that is not loaded: its id, no name, a root, the path', () => {
    expect(menuForPath(buildMenuIndex([]), '/wealthTreasure/')).toEqual({ MENU_ID: '11500000000', MENU_NAME: '', PAR_MENU_ID: '0', MENU_URL: '/wealthTreasure' });
  });

  it('a menu with a query matches only that query; a plain one any; a trailing slash is ignored', () => {
    const index = buildMenuIndex([
      item('P', '0', { MENU_URL: '/x/list' }), item('Q', '0', { MENU_URL: '/x/list?tab=2' }), item('R', '0', { MENU_URL: '/' }),
    ]);
    expect(menuForPath(index, '/x/list', '?tab=2')?.MENU_ID).toBe('Q');
    expect(menuForPath(index, '/x/list', '?tab=3')?.MENU_ID).toBe('P');
    expect(menuForPath(index, '/x/list/')?.MENU_ID).toBe('P');
    expect(menuForPath(index, '/')?.MENU_ID).toBe('R');
    expect(menuForPath(index, '/y')).toBeUndefined();
  });

  it('a menu with a query of two parameters needs both; trailing slashes are ignored however many', () => {
    const index = buildMenuIndex([item('P', '0', { MENU_URL: '/x/list' }), item('Q', '0', { MENU_URL: '/x/list?tab=2&mode=edit' })]);
    expect(menuForPath(index, '/x/list', '?mode=edit&tab=2')?.MENU_ID).toBe('Q');
    expect(menuForPath(index, '/x/list', '?tab=2')?.MENU_ID).toBe('P');
    expect(menuForPath(index, '/x/list//', '?tab=2&mode=edit')?.MENU_ID).toBe('Q');
  });

  it('looks paths up only from menus that have one: no MENU_URL, an empty one or a query alone give none', () => {
    const index = buildMenuIndex([
      item('A', '0', { MENU_URL: '/a' }), item('N'), item('E', '0', { MENU_URL: '' }), item('Q', '0', { MENU_URL: '?tab=1' }), item('Z', '0', { MENU_URL: '/a?tab=1' }),
    ]);
    expect([...index.byPath]).toEqual([['/a', [index.byId.get('A'), index.byId.get('Z')]]]);
    expect(menuForPath(index, '/a')?.MENU_ID).toBe('A');
  });
});

describe('the static fallback menu (spec 000 §3)', () => {
  it('has the spec\'s entries, paths and login flags', () => {
    const byUrl = new Map(FALLBACK_MENU.map((i) => [i.MENU_URL, i]));
    expect(byUrl.get('/')?.MENU_SHOW_FLAG).toBe('N');
    expect(byUrl.get('/home/index')?.IS_NEED_LOGIN).toBe('N');
    expect(byUrl.get('/enterpriseView/valueInfo')?.IS_NEED_LOGIN).toBe('Y');
    expect(byUrl.get('/businessAssociation/index')?.IS_NEED_LOGIN).toBe('N');
    for (const anchor of ['valueInfo', 'assetReport', 'debtReport', 'financingReport']) {
      expect(byUrl.get(`/enterpriseView/valueInfo#${anchor}`)?.IS_NEED_LOGIN, anchor).toBe('Y');
    }
    for (const child of ['basicInformation', 'memberManagement', 'contentDelivery', 'activityManagement']) {
      expect(byUrl.get(`/businessAssociation/${child}`)?.IS_NEED_LOGIN, child).toBe('N');
    }
  });
});

describe('menuTrail', () => {
  it('is root-first, stops at a cycle and at 5 levels, and is empty for an unknown id', () => {
    const index = buildMenuIndex([item('A'), item('B', 'A'), item('C', 'B')]);
    expect(menuTrail(index, 'C').map((i) => i.MENU_ID)).toEqual(['A', 'B', 'C']);
    expect(menuTrail(index, 'nope')).toEqual([]);
    const cycle = buildMenuIndex([item('X', 'Y'), item('Y', 'X')]);
    expect(menuTrail(cycle, 'X').map((i) => i.MENU_ID)).toEqual(['Y', 'X']);
    const deep = buildMenuIndex(['1', '2', '3', '4', '5', '6', '7'].map((id, i) => item(id, i === 0 ? '0' : String(i))));
    expect(menuTrail(deep, '7').map((i) => i.MENU_ID)).toEqual(['3', '4', '5', '6', '7']);
  });
});
