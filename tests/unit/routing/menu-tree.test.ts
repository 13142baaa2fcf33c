// spec 000 §3, spec 001 §3: the menu tree by PAR_MENU_ID at its edges (duplicate ids, self-parents,
// cycles, the 5-level cut, the id rules below the roots), and against a plain reference on random
// lists; issue 51 item 6 (the tree is built without an index of every id, with the same result).
import { describe, expect, it } from 'vitest';
import {
  buildMenuIndex, HIDDEN_MENU_IDS, LAZY_MENU_ID, MAX_MENU_DEPTH, type MenuItem, type MenuNode, NOT_EXPANDABLE_MENU_ID,
} from '@/routing/menus.ts';

const item = (MENU_ID: string, PAR_MENU_ID = '0', extra: Partial<MenuItem> = {}): MenuItem => ({ MENU_ID, MENU_NAME: MENU_ID, PAR_MENU_ID, ...extra });
const ids = (nodes: readonly MenuNode[]): string[] => nodes.map((n) => n.item.MENU_ID);
/** The tree as nested [id, name, depth, children] rows. */
type Shape = [string, string, number, Shape[]];
const shape = (nodes: readonly MenuNode[]): Shape[] =>
  nodes.map((n) => [n.item.MENU_ID, n.item.MENU_NAME, n.depth, shape(n.children)]);
const count = (nodes: readonly MenuNode[]): number => nodes.reduce((sum, n) => sum + 1 + count(n.children), 0);

describe('duplicate ids: the first in list order wins, later ones are dropped', () => {
  it('a duplicate root: one node, the first item, holding the children of that id once', () => {
    const index = buildMenuIndex([
      item('A', '0', { MENU_NAME: 'first', MENU_SORT: 1 }), item('A1', 'A', { MENU_SORT: 1 }),
      item('A', '0', { MENU_NAME: 'second', MENU_SORT: 0 }), item('A2', 'A', { MENU_SORT: 2 }), item('A21', 'A2'),
    ]);
    expect(shape(index.roots)).toEqual([['A', 'first', 1, [['A1', 'A1', 2, []], ['A2', 'A2', 2, [['A21', 'A21', 3, []]]]]]]);
    expect(index.byId.get('A')?.MENU_NAME).toBe('first');
    expect(index.byId.size).toBe(4);
  });

  it('a duplicate under another parent: only under the first one\'s parent, even when that parent sorts later', () => {
    const index = buildMenuIndex([
      item('P', '0', { MENU_SORT: 1 }), item('Q', '0', { MENU_SORT: 2 }),
      item('A', 'Q', { MENU_NAME: 'first' }), item('A', 'P', { MENU_NAME: 'second' }), item('A1', 'A'),
    ]);
    expect(shape(index.roots)).toEqual([['P', 'P', 1, []], ['Q', 'Q', 1, [['A', 'first', 2, [['A1', 'A1', 3, []]]]]]]);
    expect(index.byId.get('A')?.PAR_MENU_ID).toBe('Q');
  });

  it('a duplicate leaf: once, where the first is, whether its parent comes before or after it in the list', () => {
    const later = buildMenuIndex([item('L', 'Q', { MENU_NAME: 'first' }), item('L', 'P', { MENU_NAME: 'second' }), item('P', '0', { MENU_SORT: 1 }), item('Q', '0', { MENU_SORT: 2 })]);
    expect(shape(later.roots)).toEqual([['P', 'P', 1, []], ['Q', 'Q', 1, [['L', 'first', 2, []]]]]);
    const siblings = buildMenuIndex([item('P'), item('L', 'P', { MENU_NAME: 'first', MENU_SORT: 5 }), item('L', 'P', { MENU_NAME: 'second', MENU_SORT: 1 })]);
    expect(shape(siblings.roots)).toEqual([['P', 'P', 1, [['L', 'first', 2, []]]]]);
  });

  it('a later duplicate that would close a loop back to the root is dropped', () => {
    const index = buildMenuIndex([item('A'), item('B', 'A'), item('A', 'B', { MENU_NAME: 'again' })]);
    expect(shape(index.roots)).toEqual([['A', 'A', 1, [['B', 'B', 2, []]]]]);
  });

  it('a later root duplicate does not bring back a first that is in a cycle or deeper than 5 levels', () => {
    const cycle = buildMenuIndex([item('X', 'Y'), item('Y', 'X'), item('X', '0', { MENU_NAME: 'root again' })]);
    expect(cycle.roots).toEqual([]);
    expect(cycle.byId.get('X')?.PAR_MENU_ID).toBe('Y');
    const chain = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'].map((id, i, all) => item(id, i === 0 ? '0' : all[i - 1]));
    const deep = buildMenuIndex([...chain, item('L6', '0', { MENU_NAME: 'root again' }), item('L7', 'L6')]);
    expect(ids(deep.roots)).toEqual(['L1']);
    expect(count(deep.roots)).toBe(MAX_MENU_DEPTH);
  });

  it('a self-parented duplicate: one root, whichever of the two comes first', () => {
    const selfFirst = buildMenuIndex([item('S', 'S', { MENU_NAME: 'first' }), item('S', '0', { MENU_NAME: 'second' }), item('S1', 'S')]);
    expect(shape(selfFirst.roots)).toEqual([['S', 'first', 1, [['S1', 'S1', 2, []]]]]);
    const rootFirst = buildMenuIndex([item('S', '0', { MENU_NAME: 'first' }), item('S1', 'S'), item('S', 'S', { MENU_NAME: 'second' })]);
    expect(shape(rootFirst.roots)).toEqual([['S', 'first', 1, [['S1', 'S1', 2, []]]]]);
  });
});

describe('roots, cycles and the depth cut', () => {
  it('a child listed before its parent is still under it; orphans of one missing parent are all roots', () => {
    const index = buildMenuIndex([item('A1', 'A'), item('O2', 'gone', { MENU_SORT: 2 }), item('A', '0', { MENU_SORT: 0 }), item('O1', 'gone', { MENU_SORT: 1 })]);
    expect(shape(index.roots)).toEqual([['A', 'A', 1, [['A1', 'A1', 2, []]]], ['O1', 'O1', 1, []], ['O2', 'O2', 1, []]]);
  });

  it('a menu whose id is 0 and its own parent is a root that holds the menus of parent 0', () => {
    const index = buildMenuIndex([item('A', '0'), item('0', '0'), item('B', '0')]);
    expect(shape(index.roots)).toEqual([['0', '0', 1, [['A', 'A', 2, []], ['B', 'B', 2, []]]]]);
  });

  it('a cycle and what hangs under it are left out of the tree but found by id', () => {
    const index = buildMenuIndex([item('C1', 'C2'), item('C2', 'C1'), item('T', 'C1'), item('R')]);
    expect(shape(index.roots)).toEqual([['R', 'R', 1, []]]);
    expect([...index.byId.keys()]).toEqual(['C1', 'C2', 'T', 'R']);
  });

  it('a self-parented menu starts its own 5 levels; below them nothing is kept, on any branch', () => {
    const chain = ['S', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'].map((id, i, all) => item(id, i === 0 ? 'S' : all[i - 1]));
    const index = buildMenuIndex([...chain, item('S5b', 'S4'), item('S6b', 'S5b'), item('S3b', 'S2')]);
    expect(ids(index.roots)).toEqual(['S']);
    expect(count(index.roots)).toBe(7); // S S2 S3 S4 S5 S5b S3b
    const fifth = index.roots[0]?.children[0]?.children[0]?.children[0]?.children ?? [];
    expect(fifth.map((n) => [n.item.MENU_ID, n.depth, n.children.length])).toEqual([['S5', 5, 0], ['S5b', 5, 0]]);
    expect(index.byId.has('S7')).toBe(true);
  });

  it('the rules by id hold below the roots too', () => {
    const [hidden] = [...HIDDEN_MENU_IDS];
    const index = buildMenuIndex([item('P'), item(hidden ?? '', 'P', { MENU_SORT: 1 }), item(LAZY_MENU_ID, 'P', { MENU_SORT: 2 }), item(NOT_EXPANDABLE_MENU_ID, 'P', { MENU_SORT: 3 }), item('K', 'P', { MENU_SORT: 4 })]);
    const flags = index.roots[0]?.children.map((n) => [n.item.MENU_ID, n.hidden, n.lazy, n.expandable]);
    expect(flags).toEqual([[hidden, true, false, true], [LAZY_MENU_ID, false, true, true], [NOT_EXPANDABLE_MENU_ID, false, false, false], ['K', false, false, true]]);
  });
});

describe('a menu of more ids than one chunk of the index holds (4,096)', () => {
  it('links a child listed long before its parent, drops late duplicates, finds every id and path', () => {
    const fillers = Array.from({ length: 5000 }, (_, i) => item(`f${String(i)}`, 'R', { MENU_SORT: i, MENU_URL: `/f/${String(i)}` }));
    const index = buildMenuIndex([
      item('C', 'P', { MENU_URL: '/c' }), ...fillers, item('P', 'R', { MENU_SORT: -1 }), item('R'),
      item('f1', '0', { MENU_NAME: 'again', MENU_URL: '/again' }), item('C', 'R', { MENU_NAME: 'again' }),
    ]);
    expect(ids(index.roots)).toEqual(['R']);
    const under = index.roots[0]?.children ?? [];
    expect(under).toHaveLength(5001);
    expect(shape(under.slice(0, 2))).toEqual([['P', 'P', 2, [['C', 'C', 3, []]]], ['f0', 'f0', 2, []]]);
    expect(index.byId.size).toBe(5003);
    expect(index.byId.get('f1')?.MENU_NAME).toBe('f1');
    expect(index.byId.get('C')?.PAR_MENU_ID).toBe('P');
    expect(index.byId.get('f4999')?.MENU_URL).toBe('/f/4999');
    expect([...index.byId.keys()].slice(0, 3)).toEqual(['C', 'f0', 'f1']);
    expect(index.byPath.size).toBe(5001);
    expect(index.byPath.has('/again')).toBe(false);
    expect(index.byPath.get('/f/4999')?.map((m) => m.MENU_ID)).toEqual(['f4999']);
  });
});

/** The rules read plainly: the first item of each id, its parent by id, depth from the roots, cut below 5. */
function reference(list: readonly MenuItem[]): Shape[] {
  const first = new Map<string, MenuItem>();
  for (const m of list) if (!first.has(m.MENU_ID)) first.set(m.MENU_ID, m);
  const items = [...first.values()];
  const sortKey = (m: MenuItem) => m.MENU_SORT ?? Number.MAX_SAFE_INTEGER;
  const sorted = (ms: MenuItem[]) =>
    [...ms].sort((a, b) => sortKey(a) - sortKey(b) || (a.MENU_ID < b.MENU_ID ? -1 : 1));
  const isRoot = (m: MenuItem) => m.PAR_MENU_ID === m.MENU_ID || !first.has(m.PAR_MENU_ID);
  const childrenOf = (m: MenuItem) => sorted(items.filter((c) => c.PAR_MENU_ID === m.MENU_ID && !isRoot(c)));
  const under = (m: MenuItem, depth: number): Shape =>
    [m.MENU_ID, m.MENU_NAME, depth, depth >= MAX_MENU_DEPTH ? [] : childrenOf(m).map((c) => under(c, depth + 1))];
  return sorted(items.filter(isRoot)).map((m) => under(m, 1));
}

describe('against the plain reference', () => {
  it('gives the same tree on 300 random lists with duplicates, self-parents, cycles and deep chains', () => {
    let seed = 51;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 300; run++) {
      const pool = 4 + random(20);
      const list = Array.from({ length: 1 + random(40) }, (_, i) => {
        const id = `m${String(random(pool))}`;
        const parent = random(5) === 0 ? '0' : random(12) === 0 ? 'gone' : `m${String(random(pool))}`;
        return item(id, parent, { MENU_NAME: `#${String(i)}`, ...(random(4) === 0 ? {} : { MENU_SORT: random(6) }) });
      });
      expect(shape(buildMenuIndex(list).roots), JSON.stringify(list)).toEqual(reference(list));
    }
  });
});
