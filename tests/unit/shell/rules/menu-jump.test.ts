// A menu search history entry's access (spec 000 §3 "ACCESS_FLAG ('1' allowed)", §5 "the target menu
// must have ACCESS_FLAG '1'"): the current menu list decides, also when its menu carries no flag.
import { describe, expect, it } from 'vitest';
import { buildMenuIndex } from '@/routing/menus.ts';
import { checkMenuJump, currentAccess } from '@/shell/rules/menu-jump.ts';

describe('currentAccess (spec 000 §5)', () => {
  it('reads a menu of the current list without ACCESS_FLAG as no access, not as the stored flag', () => {
    const index = buildMenuIndex([{ MENU_ID: '1', MENU_NAME: 'a', PAR_MENU_ID: '0', MENU_URL: '/a' }]);
    const access = currentAccess('/a#top', '1', index.byPath);
    expect(access).toBe('');
    expect(checkMenuJump({ ACCESS_FLAG: access, MENU_URL: '/a' }, '1')).toEqual({ ok: false, reason: 'noPermission' });
  });
});
