/**
 * The mock's menu list (spec 000 §3, §5; spec 001 §2): a flat MENU_LIST as the server sends it, built
 * from the route manifest so that every route has its menu, with a Chinese name (the route's title,
 * or a group name below), up to five levels. The spec's ids keep their meaning: hidden roots 101e8,
 * 102e8, 103e8, 119e8; 107e8 expanded lazily; 114e8 not expandable; 11500000000 /wealthTreasure;
 * 11406000000 /digitalEcology/iframe?type=1; the e-order exception ids (spec 000 §5) on account and
 * workspace menus. ACCESS_FLAG per persona; a visitor gets only the menus with IS_NEED_LOGIN N. A
 * record's page (the manifest's `detail`: …详情, opened from its list) has its menu with MENU_SHOW_FLAG N:
 * no item of the side menu or the search.
 */
import type { components } from '@/api/generated/paths';
import { AREAS, type AreaName } from '@/routing/manifest/index.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';
import type { Persona } from '../personas.ts';

type MenuItem = components['schemas']['MenuItem'];

interface AreaMenu {
  area: AreaName;
  /** The root's menu id, or the id of the menu the area hangs under (`under`). */
  id: string;
  name: string;
  sort: number;
  /** The root's own URL when the area has no route at its path. */
  url?: string;
  hiddenRoot?: boolean;
  /** The area sits under another area's menu of this id instead of being a root. */
  under?: string;
  /** Directories (relative to the area) with no route of their own that group their screens in the menu. */
  groups?: Record<string, string>;
  /** Fixed ids: a route path or a group directory -> id (its parent is the menu whose id it extends). */
  pin?: Record<string, string>;
  /** A menu URL that differs from the route path (a query the menu carries). */
  urls?: Record<string, string>;
  /** Routes with no menu of their own. */
  skip?: string[];
}

const AREA_MENUS: AreaMenu[] = [
  { area: 'shell', id: '101', name: '系统菜单', sort: 90, hiddenRoot: true, skip: ['/home/index'] },
  { area: 'workSpace', id: '102', name: '工作台', sort: 91, hiddenRoot: true, pin: { '/workSpace/backlogList': '10201000000' } },
  {
    area: 'eventProcessing', id: '102', under: '102', name: '事件处理', sort: 0,
    pin: { '/eventProcessing': '10202000000', '/eventProcessing/haveDone': '10202020000' },
  },
  { area: 'cover', id: '103', name: '对外页面', sort: 92, hiddenRoot: true },
  {
    area: 'account', id: '104', name: '账户管理', sort: 2,
    groups: { query: '账户查询' },
    pin: {
      '/account/myAccount': '10401000000',
      '/account/checkAccount/elec': '10402000000',
      'query': '10404000000',
      '/account/transaDetails': '10404020000',
      '/account/elecReceipt': '10404050000',
    },
  },
  { area: 'payTransfer', id: '105', name: '转账汇款', sort: 3, pin: { '/payTransfer/eBatch': '10501000000' } },
  {
    area: 'billTreasure', id: '106', name: '票据宝', sort: 4,
    groups: {
      'bankBills': '银行承兑汇票',
      'bankBills/signContract': '票据签约',
      'bankBills/failNotice': '失败通知',
      'bankBills/smsNotice': '短信通知服务',
      'bankBills/billsPayee': '收款人管理',
      'billsPool/bondManage': '票据池',
      'bondResult': '保证金结果',
      'commerialTicet/smsNotice': '商票短信通知服务',
      'commerialTicet/billsPayee': '商票收款人管理',
    },
  },
  {
    area: 'invesmentFinance', id: '107', name: '投资理财', sort: 5,
    groups: { managemoney: '理财产品', adminstration: '基金业务', saction: '基金签约', query: '持有产品', fundquery: '基金交易' },
  },
  { area: 'creditCenter', id: '108', name: '信贷中心', sort: 6 },
  {
    area: 'crossTreasure', id: '109', name: '跨境宝', sort: 7,
    groups: {
      'mypayee': '收汇管理', 'mypay': '汇款业务', 'myimport': '进口业务', 'myexit': '出口业务', 'mydeposit': '外币存款',
      'mydeposit/transformations': '外币存款转存', 'settle': '外汇登记', 'myupload': '单据上传', 'myloans': '外币融资',
      'mypayment': '对外付款', 'settlement': '结售汇', 'selfHelpBill': '自助挂单', 'sale': '远期结售汇', 'foregintrade': '外汇交易',
      'investfinancing': '投融资', 'storemanagement': '仓单管理',
    },
  },
  { area: 'governmentTreasure', id: '110', name: '政务宝', sort: 8 },
  { area: 'wealthTreasure', id: '115', name: '财富宝', sort: 9 },
  { area: 'businessAdmin', id: '111', name: '企业管理', sort: 10 },
  { area: 'mine', id: '112', name: '个人中心', sort: 11, groups: { equity: '权益中心' } },
  {
    area: 'digitalEcology', id: '114', name: '数字生态', sort: 12,
    pin: { '/digitalEcology/iframe': '11406000000' },
    urls: { '/digitalEcology/iframe': '/digitalEcology/iframe?type=1' },
  },
  { area: 'businessAssociation', id: '116', name: '商会协会', sort: 13 },
  { area: 'supplyChain', id: '113', name: '供应链金融', sort: 14 },
  {
    area: 'tradFinanceTreasure', id: '122', name: '贸易融资', sort: 15, url: '/tradFinanceTreasure/index',
    groups: {
      'pages/certificate': '电子凭证', 'pages/accUncForExchQry': '保函业务', 'pages/bondgold': '保证金业务',
      'pages/bondgold/ensuregold': '担保金', 'pages/bondgold/ensureDeposite': '保证金存入',
    },
  },
  { area: 'tradeTreasure', id: '120', name: '贸易宝', sort: 16 },
  { area: 'enterpriseEcological', id: '121', name: '企业生态', sort: 17 },
  { area: 'recePayTreasure', id: '123', name: '收付宝', sort: 18, groups: { advanceParts: '商户服务' } },
  { area: 'enterpriseView', id: '118', name: '企业360视图', sort: 19 },
  { area: 'realTimeInfo', id: '117', name: '实时资讯', sort: 20 },
  { area: 'digitalEcosystem', id: '124', name: '数字生态圈', sort: 21 },
  { area: 'homeNews', id: '119', name: '新闻公告', sort: 93, hiddenRoot: true },
];

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

/** One area's menus under its root (or under the menu it hangs under); returns the root. */
function areaRoot(config: AreaMenu, byId: Map<string, Node>): Node {
  const routes = AREAS[config.area];
  const base = areaBase(config.area, routes);
  const rootId = `${config.id}00000000`;
  const pathOf = (dir: string) => `${base}/${dir}`;
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
  const area: Node = root;
  const routeNodes = new Map<string, Node>();
  const under = (path: string) => routes.filter((r) => r.path.startsWith(`${path}/`) && !r.path.includes(':'));
  const skip = new Set(config.skip ?? []);
  for (const route of routes) {
    if (route.path === (base || '/') && !config.under) continue; // the root itself
    if (route.path.includes(':') || skip.has(route.path)) continue; // a parameter route is reached from its list
    // an alias (a redirect with nothing under it, or the other spelling of a route) needs no menu
    if (route.redirect && (route.meta.alias || (under(route.path).length === 0 && !config.pin?.[route.path]))) continue;
    const pinned = config.pin?.[route.path];
    routeNodes.set(route.path, {
      key: route.path, name: route.title, url: config.urls?.[route.path] ?? route.path, needLogin: needs(route.meta),
      // a record's page (issue 49 item 3) keeps its menu, for the access check and the breadcrumb, hidden
      show: route.meta.hidden || route.meta.detail ? 'N' : 'Y', children: [], id: '', level: 0, root: area.root, ...(pinned ? { pinned } : {}),
    });
  }
  const groups = new Map<string, Node>();
  for (const [dir, name] of Object.entries(config.groups ?? {})) {
    const pinned = config.pin?.[dir];
    const inside = under(pathOf(dir));
    groups.set(dir, {
      key: pathOf(dir), name, needLogin: inside.every((r) => r.meta.requiresLogin === false) ? 'N' : 'Y', show: 'Y',
      children: [], id: '', level: 0, root: area.root, ...(pinned ? { pinned } : {}),
    });
  }
  const pinnedNode = (id: string) =>
    [...routeNodes.values(), ...groups.values()].find((n) => n.pinned === id) ?? byId.get(id);
  const relative = (path: string) =>
    base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path.replace(/^\//, '');
  // a pinned menu sits under the menu its id extends; any other under its nearest route or group
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
        const found = routeNodes.get(pathOf(dir)) ?? groups.get(dir);
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
  return area;
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

function buildTree(): MenuItem[] {
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

/** The whole list, built once. */
export const MENU_LIST: readonly MenuItem[] = buildTree();

const rootOf = (id: string): string => `${id.slice(0, 3)}00000000`;
/** The hidden roots that hold pages every user may open (the shell's routes, the cover pages, news). */
const OPEN_TO_ALL: ReadonlySet<string> = new Set(['10100000000', '10300000000', '11900000000']);

/** The menu list as the persona (or a visitor) sees it: ACCESS_FLAG '1' where they may open the menu. */
export function menuListFor(persona: Persona | undefined): MenuItem[] {
  if (!persona) return MENU_LIST.filter((m) => m.IS_NEED_LOGIN === 'N').map((m) => ({ ...m, ACCESS_FLAG: '1' }));
  return MENU_LIST.map((m) => {
    const root = m.MENU_ID.length < 11 ? m.MENU_ID : rootOf(m.MENU_ID);
    const allowed = m.MENU_ID.length < 11 || m.IS_NEED_LOGIN === 'N' || OPEN_TO_ALL.has(root)
      || ((persona.access === 'all' || persona.access.includes(root)) && (root !== '11100000000' || persona.user.COMP_USER_TYPE === '1'));
    return { ...m, ACCESS_FLAG: allowed ? '1' : '0' };
  });
}

export function searchMenus(persona: Persona | undefined, keyword: string): MenuItem[] {
  const word = keyword.trim();
  return word ? menuListFor(persona).filter((m) => m.MENU_NAME.includes(word) && m.MENU_SHOW_FLAG !== 'N') : [];
}

const menuPathOf = (url: string | undefined) => (url ?? '').split(/[?#]/)[0] ?? '';

/**
 * The menus behind each contract operation (issue 39): the menu of every route of the manifest that is
 * bound to it (its `operations`, its actions). A route without a menu of its own (a parameter route
 * reached from its list, an alias) counts as its nearest ancestor path's menu, else its area's root.
 * An operation no route is bound to (login, the session, common lookups) is behind no menu.
 */
function operationMenus(): ReadonlyMap<string, readonly string[]> {
  const byPath = new Map<string, string>();
  for (const m of MENU_LIST) {
    const path = menuPathOf(m.MENU_URL);
    if (path && !byPath.has(path)) byPath.set(path, m.MENU_ID);
  }
  const out = new Map<string, string[]>();
  for (const config of AREA_MENUS) {
    const rootId = `${config.under ?? config.id}00000000`;
    for (const route of AREAS[config.area]) {
      if (!route.operations?.length) continue;
      let menu: string | undefined;
      for (let path = route.path; path && !menu; path = path.slice(0, Math.max(0, path.lastIndexOf('/')))) {
        menu = byPath.get(path);
      }
      for (const operation of route.operations) {
        const menus = out.get(operation) ?? [];
        if (!menus.includes(menu ?? rootId)) menus.push(menu ?? rootId);
        out.set(operation, menus);
      }
    }
  }
  return out;
}

/**
 * The calls the portal makes outside any screen, for whatever menu is open: the session's load
 * (src/session/load.ts), the header, the home page's widgets, the signing flow. A menu closed to the
 * persona does not close them (the contract's access rules of ./access.ts still hold).
 */
export const SHELL_OPERATIONS: ReadonlySet<string> = new Set([
  'userInfoThree', 'menuListQry', 'enterpriseInforQry', 'accountListQry', 'isNotElecOrderCheck', 'enterpriseUserReserveQry',
  'searchMenuListQry', 'bankBranchQry', 'MD5Digest', 'menuAuthCheck', 'bankAnnouncementListQry', 'commonlyFunctionQry',
  'backlogListQry', 'transChallengeIssue', 'transStatusQry', 'getRandomCount', 'logOut', 'enterpriseListQry',
]);

/** operationId -> the menu ids whose screens use it (see operationMenus). */
export const OPERATION_MENUS: ReadonlyMap<string, readonly string[]> = operationMenus();

/** The menus each persona may open (ACCESS_FLAG '1'), computed once per persona. */
const openMenus = new WeakMap<Persona, ReadonlySet<string>>();

/**
 * The menus behind this operation, when the persona may open none of them (the call is refused);
 * undefined when it may open one, when the operation is behind no menu, or when it is a shell call.
 */
export function closedMenus(persona: Persona, operationId: string): readonly MenuItem[] | undefined {
  const menus = SHELL_OPERATIONS.has(operationId) ? undefined : OPERATION_MENUS.get(operationId);
  if (!menus) return undefined;
  let open = openMenus.get(persona);
  if (!open) {
    open = new Set(menuListFor(persona).filter((m) => m.ACCESS_FLAG === '1').map((m) => m.MENU_ID));
    openMenus.set(persona, open);
  }
  if (menus.some((id) => open.has(id))) return undefined;
  return menus.map((id) => MENU_LIST.find((m) => m.MENU_ID === id)).filter((m) => m !== undefined);
}
