// The header's quick links (spec 000 §5 "Switch enterprise needs USER_INDVATTELVL A3P, A3S or A3SP";
// "Enterprise admin link ... If not logged in it starts login", §6 the logged-in and logged-out
// links): a visitor who reaches a link that needs a user is asked to log in.
import { describe, expect, it } from 'vitest';
import { quickLinkAction, quickLinksFor } from '@/shell/rules/quick-links.ts';

describe('quickLinkAction for a visitor (spec 000 §5, §6)', () => {
  it('starts the login for switch enterprise and create/join enterprise, whatever level is left over', () => {
    expect(quickLinkAction(1, { loggedIn: false })).toBe('login');
    expect(quickLinkAction(1, { loggedIn: false, level: 'A3SP' })).toBe('login');
    expect(quickLinkAction(8, { loggedIn: false })).toBe('login');
    expect(quickLinkAction(2, { loggedIn: false, level: 'A3SP', compUserType: '1' })).toBe('login');
  });

  it('opens create/join enterprise for any logged-in user', () => {
    expect(quickLinkAction(8, { loggedIn: true })).toBe('go');
    expect(quickLinkAction(8, { loggedIn: true, level: 'A2' })).toBe('go');
  });
});

// issue 49 item 6: the header shows only what the user may open (spec 000 §6: an element the
// permission rule refuses is removed); the rest keep the spec's order and split (spec 000 §9)
describe('quickLinksFor: only the links the user may open (spec 000 §5, §6, §9; issue 49 item 6)', () => {
  it.each([
    ['a3sp, no company administrator: no 企业管理', { loggedIn: true, level: 'A3SP', compUserType: '0' }, { shown: [1, 3], more: [4, 8] }],
    ['an A3SP company administrator: every link', { loggedIn: true, level: 'A3SP', compUserType: '1' }, { shown: [1, 2], more: [3, 4, 8] }],
    ['an A3S company administrator: every link', { loggedIn: true, level: 'A3S', compUserType: '1' }, { shown: [1, 2], more: [3, 4, 8] }],
    ['an A3P administrator: switch enterprise, no 企业管理', { loggedIn: true, level: 'A3P', compUserType: '1' }, { shown: [1, 3], more: [4, 8] }],
    ['an A3 user: neither switch enterprise nor 企业管理', { loggedIn: true, level: 'A3', compUserType: '1' }, { shown: [3, 4], more: [8] }],
    ['an A2 user', { loggedIn: true, level: 'A2', compUserType: '0' }, { shown: [3, 4], more: [8] }],
    ['a user whose level did not load', { loggedIn: true }, { shown: [3, 4], more: [8] }],
    ['a visitor: the login starts behind 企业管理', { loggedIn: false }, { shown: [7, 5, 6], more: [2, 3] }],
    ['a visitor with a level left over from a session', { loggedIn: false, level: 'A2', compUserType: '0' }, { shown: [7, 5, 6], more: [2, 3] }],
  ] as const)('%s', (_name, user, expected) => {
    expect(quickLinksFor(user)).toEqual(expected);
  });

  it('never shows a link whose click would say 无操作权限', () => {
    for (const level of ['A2', 'A3', 'A3P', 'A3S', 'A3SP', undefined]) {
      for (const compUserType of ['0', '1', undefined]) {
        const user = { loggedIn: true, level, compUserType };
        const { shown, more } = quickLinksFor(user);
        for (const id of [...shown, ...more]) expect(quickLinkAction(id, user), `${String(level)} ${String(compUserType)} ${String(id)}`).not.toBe('noPermission');
      }
    }
  });
});
