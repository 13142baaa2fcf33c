// spec 001 §5 (and spec 000 §5): the menu access check's local part, with the spec's own values.
import { describe, expect, it } from 'vitest';
import { isElecOrderBlocked, localAccess } from '@/routing/access.ts';

const BLOCK = { IS_HAVE: 'Y', TYPE: '2' };
const IN_BLOCKED = { loggedIn: true, elecOrder: BLOCK };

describe('the electronic-order exceptions are the spec\'s eight ids (spec 001 §5)', () => {
  // spec 001 §5, verbatim
  const SPEC_IDS = ['10400000000', '10401000000', '10402000000', '10404000000', '10404020000', '10404050000', '10201000000', '10202020000'];

  it.each(SPEC_IDS)('%s is not blocked by an order (the server decides)', (id) => {
    expect(localAccess({ MENU_ID: id }, IN_BLOCKED)).toBe('askServer');
  });

  it.each(['10403000000', '10404010000', '10202000000', '10200000000', '10500000000', '104000000001'])('%s is blocked by an order', (id) => {
    expect(localAccess({ MENU_ID: id }, IN_BLOCKED)).toBe('eOrder');
  });
});

describe('the 11-character threshold (spec 001 §5, §9)', () => {
  it('ids of 10 characters are allowed, of 11 go to the server', () => {
    expect(localAccess({ MENU_ID: '1050100000' }, IN_BLOCKED)).toBe('allow');
    expect(localAccess({ MENU_ID: '10501000000' }, { loggedIn: true })).toBe('askServer');
  });
  it('logged out, any menu that does not need login is allowed; IS_NEED_LOGIN Y is blocked', () => {
    expect(localAccess({ MENU_ID: '10501000000', IS_NEED_LOGIN: 'N' }, { loggedIn: false, elecOrder: BLOCK })).toBe('allow');
    expect(localAccess({ MENU_ID: '10501000000' }, { loggedIn: false })).toBe('allow');
    expect(localAccess({ MENU_ID: '1', IS_NEED_LOGIN: 'Y' }, { loggedIn: false })).toBe('needsLogin');
    expect(localAccess({ MENU_ID: '1', IS_NEED_LOGIN: 'Y' }, { loggedIn: true })).toBe('allow');
  });
});

describe('an order blocks only at TYPE 2 with IS_HAVE Y (spec 001 §5)', () => {
  it.each([
    [{ IS_HAVE: 'Y', TYPE: '2' }, true],
    [{ IS_HAVE: 'N', TYPE: '2' }, false],
    [{ IS_HAVE: 'Y', TYPE: '1' }, false],
    [{ IS_HAVE: 'y', TYPE: '2' }, false],
    [undefined, false],
  ])('%o → %s', (elecOrder, blocked) => {
    expect(isElecOrderBlocked({ loggedIn: true, elecOrder })).toBe(blocked);
  });
});
