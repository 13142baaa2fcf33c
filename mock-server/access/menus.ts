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
import { AREAS } from '@/routing/manifest/index.ts';
import type { Persona } from '../personas.ts';
import { AREA_MENUS } from './menu-areas.ts';
import { buildMenuList } from './menu-tree.ts';

type MenuItem = components['schemas']['MenuItem'];

/** The whole list, built once. */
export const MENU_LIST: readonly MenuItem[] = buildMenuList();

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
