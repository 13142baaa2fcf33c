/**
 * The vertical left menu (spec 000 §2, §9): up to 5 levels, one submenu open at a time, and a
 * collapse state kept for the browser session. Pure, apart from the storage helpers that take
 * their storage.
 */
export const SIDE_MENU_COLLAPSED_KEY = 'eis.sideMenuCollapsed';

/**
 * The open submenus as a path of ids from the top level down. Opening a node closes its open
 * sibling (and whatever was open below it); toggling an open node closes it and its descendants.
 */
export function toggleOpen(open: readonly string[], id: string, depth: number): string[] {
  const level = depth - 1;
  if (open[level] === id) return open.slice(0, level);
  return [...open.slice(0, level), id];
}

/** Narrower than this the left menu starts collapsed, so a screen keeps its width (issue 38: 1024 px). */
export const NARROW_QUERY = '(max-width: 1279.98px)';

/**
 * Whether the left menu is collapsed: as the user last set it in this session, else collapsed on a
 * narrow window (`narrow`) and open on a wide one.
 */
export function readCollapsed(storage: Storage | undefined, narrow = false): boolean {
  try {
    const stored = storage?.getItem(SIDE_MENU_COLLAPSED_KEY);
    return stored === '1' ? true : stored === '0' ? false : narrow;
  } catch {
    return narrow;
  }
}

export function writeCollapsed(storage: Storage | undefined, collapsed: boolean): void {
  try {
    storage?.setItem(SIDE_MENU_COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // refused: the state lasts for this page only
  }
}
