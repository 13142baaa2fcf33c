/** Helpers shared by the top and left menus: where a menu node leads. Pure. */
import type { MenuNode } from '@/routing/menus.ts';
import { portalPath } from '@/routing/guard.ts';

/**
 * Where a click on a left-menu node leads: a screen of its own (its MENU_URL is a portal path; a
 * node with children may be one, e.g. 交易明细查询 over its detail screen) or, for a leaf, its target;
 * undefined for a group without a screen, which only opens and closes.
 */
export function sideMenuTarget(node: MenuNode): string | undefined {
  return node.children.length === 0 ? menuTarget(node) : portalPath(node.item.MENU_URL);
}

/** The node's own URL when it is a portal path, else its first descendant's that is. */
export function menuTarget(node: MenuNode): string | undefined {
  const own = portalPath(node.item.MENU_URL);
  if (node.children.length === 0) return own;
  for (const child of node.children) {
    const target = menuTarget(child);
    if (target) return target;
  }
  return own;
}

/**
 * Whether a menu's target is the place shown already (path and query): the menu then replaces the
 * history entry instead of adding a second one, so Back leaves the screen (issue 38).
 */
export function samePlace(to: string, here: { pathname: string; search: string }): boolean {
  return to === `${here.pathname}${here.search}`;
}
