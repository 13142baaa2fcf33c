/** Helpers shared by the top and left menus: where a menu node leads. Pure. */
import type { MenuNode } from '@/routing/menus.ts';
import { portalPath } from '@/routing/guard.ts';

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
