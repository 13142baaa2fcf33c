// The header's quick links (spec 000 §5 "Switch enterprise needs USER_INDVATTELVL A3P, A3S or A3SP";
// "Enterprise admin link ... If not logged in it starts login", §6 the logged-in and logged-out
// links): a visitor who reaches a link that needs a user is asked to log in.
import { describe, expect, it } from 'vitest';
import { quickLinkAction } from '@/shell/rules/quick-links.ts';

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
