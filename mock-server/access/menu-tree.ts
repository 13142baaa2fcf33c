/**
 * The menu tree built from the route manifest and the menu table (./menu-areas.ts): each area's menus
 * under its root, ids by position among siblings (pinned ones keep theirs), at most five levels, then
 * flattened into MENU_LIST's items (./menus.ts).
 */
import type { components } from '@/api/generated/paths';
import { AREAS, type AreaName } from '@/routing/manifest/index.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';
import { AREA_MENUS, type AreaMenu } from './menu-areas.ts';

type MenuItem = components['schemas']['MenuItem'];

const MAX_LEVEL = 5;

interface Node {
  key: string;
  name: string;
  url?: string;
  needLogin: 'Y' | 'N';
  show: 'Y' | 'N';
  parent?: Node;
  children: Node[];
  pinned?: string;
  id: string;
  level: number;
  /** The root menu id whose access applies (the area's root). */
  root: string;
}

const idAt = (parentId: string, level: number, position: number) =>
  `${parentId.slice(0, 3 + (level - 2) * 2)}${String(position).padStart(2, '0')}`.padEnd(11, '0');

/** The id a pinned id extends: its last non-zero pair of digits set to 00. */
function parentIdOf(id: string): string {
  for (let i = 9; i >= 3; i -= 2) if (id.slice(i, i + 2) !== '00') return id.slice(0, i).padEnd(11, '0');
  return '0';
}

function areaBase(area: AreaName, routes: readonly ManifestRoute[]): string {
  // the area's own path: its shortest route path ('' for the shell and the cover pages)
  if (area === 'shell' || area === 'cover') return '';
  return routes.reduce((a, r) => (r.path.length < a.length ? r.path : a), routes[0]?.path ?? '').replace(/\/index$/, '');
}

const needs = (meta: { requiresLogin?: boolean }): 'Y' | 'N' => (meta.requiresLogin === false ? 'N' : 'Y');

/** The area's root menu: the menu it hangs under (`under`), or its own, registered in byId. */
function rootNode(config: AreaMenu, routes: readonly ManifestRoute[], base: string, byId: Map<string, Node>): Node {
  const rootId = `${config.id}00000000`;
  let root = config.under ? byId.get(`${config.under}00000000`) : undefined;
  if (config.under && !root) throw new Error(`menu ${config.area}: no menu ${config.under} to hang under`);
  if (!root) {
    const own = routes.find((r) => r.path === (base || '/'));
    root = {
      key: base, name: config.name, ...(own ?? config.url ? { url: own?.path ?? config.url } : {}),
      needLogin: own ? needs(own.meta) : routes.every((r) => r.meta.requiresLogin === false) ? 'N' : 'Y',
      show: config.hiddenRoot ? 'N' : 'Y', children: [], id: rootId, level: 1, root: rootId,
    };
    byId.set(rootId, root);
  }
  return root;
}

/** One area as the steps below see it: its table entry, routes, own path and root menu. */
interface AreaContext {
  config: AreaMenu;
  routes: readonly ManifestRoute[];
  base: string;
  area: Node;
}

/** The routes below a path (parameter routes aside). */
const routesUnder = (ctx: AreaContext, path: string) =>
  ctx.routes.filter((r) => r.path.startsWith(`${path}/`) && !r.path.includes(':'));

/** A menu for each route of the area that has one, by route path (not yet attached). */
function routeNodesOf(ctx: AreaContext): Map<string, Node> {
  const { config, base, area } = ctx;
  const routeNodes = new Map<string, Node>();
  const skip = new Set(config.skip ?? []);
  for (const route of ctx.routes) {
    if (route.path === (base || '/') && !config.under) continue; // the root itself
    if (route.path.includes(':') || skip.has(route.path)) continue; // a parameter route is reached from its list
    // an alias (a redirect with nothing under it, or the other spelling of a route) needs no menu
    const alias = route.meta.alias || (routesUnder(ctx, route.path).length === 0 && !config.pin?.[route.path]);
    if (route.redirect && alias) continue;
    const pinned = config.pin?.[route.path];
    routeNodes.set(route.path, {
      key: route.path, name: route.title, url: config.urls?.[route.path] ?? route.path, needLogin: needs(route.meta),
      // a record's page (issue 49 item 3) keeps its menu, for the access check and the breadcrumb, hidden
      show: route.meta.hidden || route.meta.detail ? 'N' : 'Y', children: [], id: '', level: 0, root: area.root, ...(pinned ? { pinned } : {}),
    });
  }
  return routeNodes;
}

/** A menu for each group directory of the table, by directory (not yet attached). */
function groupNodesOf(ctx: AreaContext): Map<string, Node> {
  const { config, base, area } = ctx;
  const groups = new Map<string, Node>();
  for (const [dir, name] of Object.entries(config.groups ?? {})) {
    const pinned = config.pin?.[dir];
    const inside = routesUnder(ctx, `${base}/${dir}`);
    groups.set(dir, {
      key: `${base}/${dir}`, name, needLogin: inside.every((r) => r.meta.requiresLogin === false) ? 'N' : 'Y', show: 'Y',
      children: [], id: '', level: 0, root: area.root, ...(pinned ? { pinned } : {}),
    });
  }
  return groups;
}

/** Hangs each route's menu: a pinned menu under the menu its id extends; any other under its nearest route or group. */
function attachAll(
  ctx: AreaContext, routeNodes: Map<string, Node>, groups: Map<string, Node>, byId: Map<string, Node>,
): void {
  const { base, area } = ctx;
  const pinnedNode = (id: string) =>
    [...routeNodes.values(), ...groups.values()].find((n) => n.pinned === id) ?? byId.get(id);
  const relative = (path: string) =>
    base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path.replace(/^\//, '');
  const attach = (node: Node): void => {
    if (node.parent) return;
    let parent: Node = area;
    if (node.pinned) {
      const found = pinnedNode(parentIdOf(node.pinned));
      if (!found) throw new Error(`menu ${node.pinned}: no menu ${parentIdOf(node.pinned)} above it`);
      parent = found;
    } else {
      const segments = relative(node.key).split('/');
      for (let i = segments.length - 1; i > 0; i--) {
        const dir = segments.slice(0, i).join('/');
        const found = routeNodes.get(`${base}/${dir}`) ?? groups.get(dir);
        if (found) {
          parent = found;
          break;
        }
      }
    }
    if (parent !== area) attach(parent);
    node.parent = parent;
    parent.children.push(node);
  };
  for (const node of routeNodes.values()) attach(node);
}

/** One area's menus under its root (or under the menu it hangs under); returns the root. */
function areaRoot(config: AreaMenu, byId: Map<string, Node>): Node {
  const routes = AREAS[config.area];
  const base = areaBase(config.area, routes);
  const ctx: AreaContext = { config, routes, base, area: rootNode(config, routes, base, byId) };
  attachAll(ctx, routeNodesOf(ctx), groupNodesOf(ctx), byId);
  return ctx.area;
}

/** Ids by position among siblings (pinned ones keep theirs), at most five levels; login needs flow down. */
function assignIds(node: Node): void {
  const taken = new Set(node.children.map((c) => c.pinned).filter(Boolean));
  let position = 0;
  for (const child of node.children) {
    child.level = node.level + 1;
    if (child.level === MAX_LEVEL && child.children.length > 0) {
      node.children.push(...child.children.splice(0)); // a sixth level goes up to the fifth
    }
    if (child.pinned) child.id = child.pinned;
    else {
      do position += 1; while (taken.has(idAt(node.id, child.level, position)));
      child.id = idAt(node.id, child.level, position);
    }
    if (node.needLogin === 'Y') child.needLogin = 'Y';
    assignIds(child);
  }
}

/** The flat list as the server sends it: home, then each root's menus depth first; every id once. */
export function buildMenuList(): MenuItem[] {
  const byId = new Map<string, Node>();
  const roots: Node[] = [];
  for (const config of AREA_MENUS) {
    const root = areaRoot(config, byId);
    if (!config.under) roots.push(root);
  }
  const items: MenuItem[] = [
    // home has a short id: the access check always allows it (spec 000 §5), under an e-order block too
    { MENU_ID: '100', MENU_NAME: '首页', MENU_URL: '/home/index', PAR_MENU_ID: '0', MENU_LVL: 1, menuVLevel: 1, IS_NEED_LOGIN: 'N', IS_HAS_CHILD: 'N', MENU_SHOW_FLAG: 'Y', MENU_SORT: 0, ACCESS_FLAG: '1' },
  ];
  const walk = (node: Node, parentId: string, sort: number) => {
    items.push({
      MENU_ID: node.id, MENU_NAME: node.name, ...(node.url ? { MENU_URL: node.url } : {}), PAR_MENU_ID: parentId,
      MENU_LVL: node.level, menuVLevel: node.level, IS_NEED_LOGIN: node.needLogin, IS_HAS_CHILD: node.children.length ? 'Y' : 'N',
      MENU_SHOW_FLAG: node.show, MENU_SORT: sort, ACCESS_FLAG: '0',
    });
    node.children.forEach((c, i) => {
      walk(c, node.id, i + 1);
    });
  };
  for (const root of roots) {
    assignIds(root);
    walk(root, '0', AREA_MENUS.find((a) => `${a.id}00000000` === root.id)?.sort ?? 99);
  }
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.MENU_ID)) throw new Error(`menu id ${item.MENU_ID} given twice (${item.MENU_NAME})`);
    ids.add(item.MENU_ID);
  }
  return items;
}
