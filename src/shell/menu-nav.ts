/** Helpers shared by the top and left menus: where a menu node leads. Pure. */
import type { MenuNode } from '../routing/menus.ts';
import { isPortalPath } from './rules/menu-jump.ts';

/** The node's own URL when it is a portal path, else its first descendant's that is. */
export function menuTarget(node: MenuNode): string | undefined {
  const own = node.item.MENU_URL;
  if (node.children.length === 0) return own && isPortalPath(own) ? own : undefined;
  for (const child of node.children) {
    const target = menuTarget(child);
    if (target) return target;
  }
  return own && isPortalPath(own) ? own : undefined;
}
