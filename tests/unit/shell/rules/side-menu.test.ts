// The vertical left menu's collapse state (spec 000 §2 "collapsible. The collapse state is kept per
// session"): what is stored for each state, and a storage that refuses.
import { describe, expect, it } from 'vitest';
import { refusingStorage } from '@tests/support/storage.ts';
import { readCollapsed, SIDE_MENU_COLLAPSED_KEY, writeCollapsed } from '@/shell/rules/side-menu.ts';

const refusing = refusingStorage;

describe('the left menu\'s collapse state (spec 000 §2)', () => {
  it('is stored as 1 when collapsed and 0 when open, and read back', () => {
    writeCollapsed(sessionStorage, true);
    expect(sessionStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('1');
    expect(readCollapsed(sessionStorage)).toBe(true);
    writeCollapsed(sessionStorage, false);
    expect(sessionStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('0');
    expect(readCollapsed(sessionStorage)).toBe(false);
  });

  it('follows the window until the user sets it: collapsed when narrow, open when wide (issue 38)', () => {
    sessionStorage.removeItem(SIDE_MENU_COLLAPSED_KEY);
    expect(readCollapsed(sessionStorage, true)).toBe(true);
    expect(readCollapsed(sessionStorage, false)).toBe(false);
    expect(readCollapsed(refusing, true)).toBe(true);
    writeCollapsed(sessionStorage, false);
    expect(readCollapsed(sessionStorage, true)).toBe(false);
    writeCollapsed(sessionStorage, true);
    expect(readCollapsed(sessionStorage, false)).toBe(true);
    sessionStorage.removeItem(SIDE_MENU_COLLAPSED_KEY);
  });

  it('is open, and nothing is thrown, when the storage refuses or is missing', () => {
    expect(readCollapsed(refusing)).toBe(false);
    expect(readCollapsed(undefined)).toBe(false);
    expect(() => {
      writeCollapsed(refusing, true);
      writeCollapsed(undefined, true);
    }).not.toThrow();
  });
});
