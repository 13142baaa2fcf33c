// The horizontal top menu's scrolling (spec 000 §2 "root menus scroll left and right in steps of 3
// items", §9 "Menu scroll step 3 items; visible width limit 1276 px"): the edges of "fits", an item
// wider than the bar, and a start past the end.
import { describe, expect, it } from 'vitest';
import { lastStart, scrollMenu, visibleWindow } from '@/shell/rules/menu-scroll.ts';

describe('lastStart (spec 000 §9: 1276 px)', () => {
  it('counts items that fill the bar exactly as fitting', () => {
    expect(lastStart([638, 638])).toBe(0);
    expect(lastStart([100, 638, 638])).toBe(1);
  });

  it('scrolls when only the first item does not fit any more', () => {
    expect(lastStart([1000, 1000])).toBe(1);
    expect(scrollMenu([1000, 1000], 0, 1)).toBe(1);
  });

  it('ends on the last item when it alone is wider than the bar', () => {
    expect(lastStart([100, 2000])).toBe(1);
    expect(lastStart([100, 100, 2000])).toBe(2);
    expect(scrollMenu([100, 100, 2000], 0, 1)).toBe(2);
  });

  it('takes the bar\'s width', () => {
    expect(lastStart([100, 100, 100], 250)).toBe(1);
    expect(lastStart([100, 100, 100], 200)).toBe(1);
    expect(lastStart([100, 100, 100], 199)).toBe(2);
  });
});

describe('visibleWindow (spec 000 §2, §9)', () => {
  it('shows an item that fills the bar exactly', () => {
    expect(visibleWindow([638, 638], 0)).toEqual({ start: 0, end: 2 });
    expect(visibleWindow([100, 100, 100], 0, 200)).toEqual({ start: 0, end: 2 });
  });

  it('shows the last item when asked to start past the end', () => {
    expect(visibleWindow([100, 100, 100], 3)).toEqual({ start: 2, end: 3 });
    expect(visibleWindow([100, 100, 100], 9)).toEqual({ start: 2, end: 3 });
    expect(visibleWindow([100, 100, 100], -2)).toEqual({ start: 0, end: 3 });
    expect(visibleWindow([], 0)).toEqual({ start: 0, end: 0 });
  });
});
