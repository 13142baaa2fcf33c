/**
 * Menus (spec 000 §3, §4; spec 001 §2): MENU_LIST -> tree by PAR_MENU_ID, at most 5 levels,
 * sorted by MENU_SORT; hidden by MENU_SHOW_FLAG N and the hidden ids; lazily expanded and
 * non-expandable roots; path -> menu lookup; the static fallback menu. Pure.
 */
import type { MenuItem } from '@/api/generated/areas/menu/types.gen.ts';
import { ChunkedMap, MapView } from './chunked-map.ts';

export type { MenuItem };

export const MAX_MENU_DEPTH = 5;
/** 101e8, 102e8, 103e8, 119e8 are hidden (spec 000 §3). */
export const HIDDEN_MENU_IDS: ReadonlySet<string> = new Set(['10100000000', '10200000000', '10300000000', '11900000000']);
/** 107e8 expands lazily in the horizontal menu; 114e8 cannot be expanded. */
export const LAZY_MENU_ID = '10700000000';
export const NOT_EXPANDABLE_MENU_ID = '11400000000';
/** Paths whose menu is not found by URL (spec 000 §3). */
export const SPECIAL_PATH_MENUS: ReadonlyArray<{ path: string; query?: Record<string, string>; menuId: string }> = [
  { path: '/wealthTreasure', menuId: '11500000000' },
  { path: '/digitalEcology/iframe', query: { type: '1' }, menuId: '11406000000' },
];

export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
  /** 1 for a root. */
  depth: number;
  hidden: boolean;
  /** Children load when first opened (107e8). */
  lazy: boolean;
  expandable: boolean;
}

export interface MenuIndex {
  roots: MenuNode[];
  byId: ReadonlyMap<string, MenuItem>;
  /** MENU_URL path (no query) -> the menus with that path. */
  byPath: ReadonlyMap<string, MenuItem[]>;
}

const compare = (a: MenuNode, b: MenuNode): number => {
  const x = a.item.MENU_SORT ?? Number.MAX_SAFE_INTEGER;
  const y = b.item.MENU_SORT ?? Number.MAX_SAFE_INTEGER;
  if (x !== y) return x - y;
  const p = a.item.MENU_ID;
  const q = b.item.MENU_ID;
  return p < q ? -1 : p > q ? 1 : 0;
};

/** A node by the item's own flags; the rules by id (hidden, lazy, not expandable) are set by `byIdRules`. */
/**
 * Sorts siblings by `compare`, a total order (ids are unique), so any correct sort gives the same
 * result. A menu's siblings are few: insertion sort in place, without the per-call cost of
 * Array.prototype.sort; long lists (over 16) go to the built-in sort.
 */
function sortNodes(nodes: MenuNode[]): void {
  if (nodes.length > 16) {
    nodes.sort(compare);
    return;
  }
  for (let i = 1; i < nodes.length; i++) {
    const node = nodes[i];
    if (!node) continue;
    let j = i - 1;
    for (; j >= 0; j--) {
      const before = nodes[j];
      if (!before || compare(before, node) <= 0) break;
      nodes[j + 1] = before;
    }
    nodes[j + 1] = node;
  }
}

const newNode = (item: MenuItem): MenuNode => ({
  item,
  children: [],
  depth: 1,
  hidden: item.MENU_SHOW_FLAG === 'N' || item.HIDE_FLAG === 'Y',
  lazy: false,
  expandable: true,
});

/** The rules that name ids: a handful of lookups, not a test of every node. */
function byIdRules(nodes: ReadonlyMap<string, MenuNode>): void {
  for (const id of HIDDEN_MENU_IDS) {
    const node = nodes.get(id);
    if (node) node.hidden = true;
  }
  const lazy = nodes.get(LAZY_MENU_ID);
  if (lazy) lazy.lazy = true;
  const fixed = nodes.get(NOT_EXPANDABLE_MENU_ID);
  if (fixed) fixed.expandable = false;
}

/**
 * The nodes by id, in list order, the first of duplicate ids winning. Kept in chunks, never one
 * table of every id (see `ChunkedMap`: one table of 10,000 ids cost more than the whole tree).
 */
function nodesOf(list: readonly MenuItem[]): { nodes: ChunkedMap<string, MenuNode>; order: MenuNode[] } {
  const nodes = new ChunkedMap<string, MenuNode>();
  const order: MenuNode[] = [];
  for (const item of list) {
    const node = newNode(item);
    if (nodes.add(item.MENU_ID, node) === undefined) order.push(node);
  }
  return { nodes, order };
}

/** MENU_URL without its query -> the menus with that path, in list order. */
function pathsOf(order: readonly MenuNode[]): ChunkedMap<string, MenuItem[]> {
  const byPath = new ChunkedMap<string, MenuItem[]>();
  for (const { item } of order) {
    const url = item.MENU_URL;
    if (!url) continue;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!path) continue;
    byPath.add(path, [item])?.push(item);
  }
  return byPath;
}

/** Numbers the depth below a node, cuts what is deeper than 5 levels and sorts each node's children. */
function visit(node: MenuNode, depth: number): void {
  node.depth = depth;
  const { children } = node;
  if (children.length === 0) return;
  if (depth >= MAX_MENU_DEPTH) {
    node.children = [];
    return;
  }
  for (const child of children) visit(child, depth + 1);
  if (children.length > 1) sortNodes(children);
}

/**
 * Builds the tree and the lookups. A node whose parent is missing is a root; deeper than 5 levels is
 * dropped. The tree is built at once; `byId` and `byPath` on their first use (then kept): a menu of
 * 10,000 nodes is in the tree after two map operations per node, its lookups cost when first read.
 */
export function buildMenuIndex(list: readonly MenuItem[]): MenuIndex {
  const { nodes, order } = nodesOf(list);
  byIdRules(nodes);
  const roots: MenuNode[] = [];
  for (const node of order) {
    const parentId = node.item.PAR_MENU_ID;
    const parent = parentId === node.item.MENU_ID ? undefined : nodes.get(parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // depth by walking from the roots: a cycle never reaches a root, so its nodes are left out
  for (const root of roots) visit(root, 1);
  sortNodes(roots);
  return new LazyIndex(roots, nodes, order);
}

/**
 * The index, its lookups built on first use and then kept. A class, with the getters on its
 * prototype: an object literal with getters closing over the build's locals cost 5-6 ms more per
 * build of 10,000 nodes (measured, issue 51 item 6).
 */
class LazyIndex implements MenuIndex {
  private ids: ReadonlyMap<string, MenuItem> | undefined;
  private paths: ReadonlyMap<string, MenuItem[]> | undefined;

  constructor(
    readonly roots: MenuNode[],
    private readonly nodes: ReadonlyMap<string, MenuNode>,
    private readonly order: readonly MenuNode[],
  ) {}

  /** The nodes' map read as items: no second table of every id. */
  get byId(): ReadonlyMap<string, MenuItem> {
    this.ids ??= new MapView(this.nodes, (node) => node.item);
    return this.ids;
  }

  get byPath(): ReadonlyMap<string, MenuItem[]> {
    this.paths ??= pathsOf(this.order);
    return this.paths;
  }
}

/** The visible tree: hidden nodes (and what is under them) removed. */
export function visibleMenus(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter((n) => !n.hidden).map((n) => ({ ...n, children: visibleMenus(n.children) }));
}

/** The menu of a route: the special paths, then an exact MENU_URL (a menu with a query must match it too). */
export function menuForPath(index: MenuIndex, path: string, search = ''): MenuItem | undefined {
  const query = new URLSearchParams(search);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const special of SPECIAL_PATH_MENUS) {
    if (special.path === clean && Object.entries(special.query ?? {}).every(([k, v]) => query.get(k) === v)) {
      return index.byId.get(special.menuId) ?? { MENU_ID: special.menuId, MENU_NAME: '', PAR_MENU_ID: '0', MENU_URL: clean };
    }
  }
  const candidates = index.byPath.get(clean) ?? [];
  // a menu whose URL carries a query matches only that query; a plain one matches any
  return (
    candidates.find((m) => {
      const wanted = new URLSearchParams((m.MENU_URL ?? '').split('?')[1] ?? '');
      return [...wanted].length > 0 && [...wanted].every(([k, v]) => query.get(k) === v);
    }) ?? candidates.find((m) => !(m.MENU_URL ?? '').includes('?'))
  );
}

/** The static fallback menu (spec 001 §2), used when the menu load fails. */
export const FALLBACK_MENU: readonly MenuItem[] = [
  { MENU_ID: 'F0', MENU_NAME: '首页', MENU_URL: '/', PAR_MENU_ID: '0', MENU_LVL: 1, IS_NEED_LOGIN: 'N', MENU_SHOW_FLAG: 'N', MENU_SORT: 0 },
  { MENU_ID: 'F1', MENU_NAME: '首页', MENU_URL: '/home/index', PAR_MENU_ID: '0', MENU_LVL: 1, IS_NEED_LOGIN: 'N', MENU_SHOW_FLAG: 'Y', MENU_SORT: 1 },
  { MENU_ID: 'F2', MENU_NAME: '快捷指引', MENU_URL: '/billTreasure/setting', PAR_MENU_ID: '0', MENU_LVL: 1, IS_NEED_LOGIN: 'N', MENU_SHOW_FLAG: 'Y', MENU_SORT: 2 },
  ...['oneKeyAccess', 'quicklySignFor', 'overviewBills', 'billPool'].map((anchor, i) => ({
    MENU_ID: `F2${String(i + 1)}`, MENU_NAME: anchor, MENU_URL: `/billTreasure/setting#${anchor}`, PAR_MENU_ID: 'F2', MENU_LVL: 2,
    IS_NEED_LOGIN: 'N' as const, MENU_SHOW_FLAG: 'Y' as const, MENU_SORT: i + 1,
  })),
  { MENU_ID: 'F3', MENU_NAME: '企业360视图', MENU_URL: '/enterpriseView/valueInfo', PAR_MENU_ID: '0', MENU_LVL: 1, IS_NEED_LOGIN: 'Y', MENU_SHOW_FLAG: 'Y', MENU_SORT: 3 },
  ...['valueInfo', 'assetReport', 'debtReport', 'financingReport'].map((anchor, i) => ({
    MENU_ID: `F3${String(i + 1)}`, MENU_NAME: anchor, MENU_URL: `/enterpriseView/valueInfo#${anchor}`, PAR_MENU_ID: 'F3', MENU_LVL: 2,
    IS_NEED_LOGIN: 'Y' as const, MENU_SHOW_FLAG: 'Y' as const, MENU_SORT: i + 1,
  })),
  { MENU_ID: 'F4', MENU_NAME: '商会协会', MENU_URL: '/businessAssociation/index', PAR_MENU_ID: '0', MENU_LVL: 1, IS_NEED_LOGIN: 'N', MENU_SHOW_FLAG: 'Y', MENU_SORT: 4 },
  ...['basicInformation', 'memberManagement', 'contentDelivery', 'activityManagement'].map((child, i) => ({
    MENU_ID: `F4${String(i + 1)}`, MENU_NAME: child, MENU_URL: `/businessAssociation/${child}`, PAR_MENU_ID: 'F4', MENU_LVL: 2,
    IS_NEED_LOGIN: 'N' as const, MENU_SHOW_FLAG: 'Y' as const, MENU_SORT: i + 1,
  })),
];

/** The menus from the root down to the given one (the breadcrumb, the open left-menu path); [] when unknown. */
export function menuTrail(index: MenuIndex, menuId: string): MenuItem[] {
  const trail: MenuItem[] = [];
  const seen = new Set<string>();
  let item = index.byId.get(menuId);
  while (item && !seen.has(item.MENU_ID) && trail.length < MAX_MENU_DEPTH) {
    seen.add(item.MENU_ID);
    trail.unshift(item);
    item = index.byId.get(item.PAR_MENU_ID);
  }
  return trail;
}
