/**
 * The horizontal top menu's scrolling (spec 000 §2, §9): the root menus that fit in 1276 px are
 * shown; the arrows move the first shown item by 3. Pure: widths in, indexes out.
 */
export const MENU_SCROLL_STEP = 3;
export const MENU_VISIBLE_WIDTH = 1276;
/** Hover submenu: shows after 200 ms, hides after 300 ms, fades in 200 ms. */
export const SUBMENU_SHOW_MS = 200;
export const SUBMENU_HIDE_MS = 300;
export const SUBMENU_FADE_MS = 200;

/** The first start index from which every remaining item fits. */
export function lastStart(widths: readonly number[], limit = MENU_VISIBLE_WIDTH): number {
  let sum = 0;
  for (let i = widths.length - 1; i >= 0; i--) {
    sum += widths[i] ?? 0;
    if (sum > limit) return Math.min(i + 1, widths.length - 1);
  }
  return 0;
}

/** The shown items [start, end): from start, as many as fit (always at least one). */
export function visibleWindow(
  widths: readonly number[],
  start: number,
  limit = MENU_VISIBLE_WIDTH,
): { start: number; end: number } {
  const from = Math.max(0, Math.min(start, Math.max(0, widths.length - 1)));
  let sum = 0;
  let end = from;
  while (end < widths.length && (end === from || sum + (widths[end] ?? 0) <= limit)) {
    sum += widths[end] ?? 0;
    end++;
  }
  return { start: from, end };
}

/** The start after one step left (-1) or right (+1): 3 items, never past either end. */
export function scrollMenu(
  widths: readonly number[],
  start: number,
  direction: -1 | 1,
  limit = MENU_VISIBLE_WIDTH,
): number {
  if (direction < 0) return Math.max(0, start - MENU_SCROLL_STEP);
  return Math.min(start + MENU_SCROLL_STEP, lastStart(widths, limit));
}
