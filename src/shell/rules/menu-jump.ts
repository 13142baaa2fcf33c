/**
 * Jumping to a menu found by the search box (spec 000 §5): the menu needs ACCESS_FLAG '1', and a
 * /businessAdmin target also needs a company administrator (COMP_USER_TYPE '1'). The URL comes from
 * the server, so only a path of this portal (routing/guard portalPath) is followed, normalised (no open
 * redirect). Pure.
 */
import type { MenuItem } from '@/api/generated/areas/menu/types.gen.ts';
import { portalPath } from '@/routing/guard.ts';

export type JumpCheck = { ok: true; url: string } | { ok: false; reason: 'noPermission' | 'badUrl' };

/** The search hits the box lists: hidden menus (MENU_SHOW_FLAG N) are left out. */
export function searchHits(list: readonly MenuItem[] | undefined): MenuItem[] {
  return (list ?? []).filter((m) => m.MENU_SHOW_FLAG !== 'N');
}

/**
 * A history entry's access as the current menu list has it (the history may predate this login);
 * its stored FLAG when the path is not in the list.
 */
export function currentAccess(
  url: string,
  storedFlag: string,
  byPath: ReadonlyMap<string, readonly MenuItem[]>,
): string {
  const menu = byPath.get(url.split(/[?#]/)[0] ?? '')?.[0];
  return menu ? (menu.ACCESS_FLAG ?? '') : storedFlag;
}

export function checkMenuJump(menu: Pick<MenuItem, 'ACCESS_FLAG' | 'MENU_URL'>, compUserType: string | undefined): JumpCheck {
  if (menu.ACCESS_FLAG !== '1') return { ok: false, reason: 'noPermission' };
  // the permission rule below reads the normalised path: /x/../businessAdmin is /businessAdmin
  const url = portalPath(menu.MENU_URL);
  if (!url) return { ok: false, reason: 'badUrl' };
  const path = url.split(/[?#]/)[0] ?? '';
  if ((path === '/businessAdmin' || path.startsWith('/businessAdmin/')) && compUserType !== '1') {
    return { ok: false, reason: 'noPermission' };
  }
  return { ok: true, url };
}
