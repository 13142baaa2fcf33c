// spec 001 §5 (and spec 000 §5): the menu access check's local part, with the spec's own values.
import { describe, expect, it } from 'vitest';
import { E_ORDER_EXCEPTION_IDS, isElecOrderBlocked, localAccess } from '@/routing/access.ts';

const BLOCK = { IS_HAVE: 'Y', TYPE: '2' };
const IN_BLOCKED = { loggedIn: true, elecOrder: BLOCK };
const menu = (MENU_ID: string, IS_NEED_LOGIN: 'Y' | 'N' = 'N') => ({ MENU_ID, IS_NEED_LOGIN });

describe('localAccess (spec 000 §5)', () => {
  it.each([
    ['short id, logged in', menu('1040000000'), { loggedIn: true }, 'allow'],
    ['11-digit id, logged out', menu('10501000000'), { loggedIn: false }, 'allow'],
    ['IS_NEED_LOGIN Y, logged out', menu('10501000000', 'Y'), { loggedIn: false }, 'needsLogin'],
    ['IS_NEED_LOGIN Y, short id, logged out', menu('105', 'Y'), { loggedIn: false }, 'needsLogin'],
    ['11-digit id, logged in', menu('10501000000'), { loggedIn: true }, 'askServer'],
    ['e-order TYPE 2 IS_HAVE Y', menu('10501000000'), { loggedIn: true, elecOrder: BLOCK }, 'eOrder'],
    ['e-order TYPE 1', menu('10501000000'), { loggedIn: true, elecOrder: { IS_HAVE: 'Y', TYPE: '1' } }, 'askServer'],
    ['e-order IS_HAVE N', menu('10501000000'), { loggedIn: true, elecOrder: { IS_HAVE: 'N', TYPE: '2' } }, 'askServer'],
    ['e-order, short id', menu('1050100000'), { loggedIn: true, elecOrder: BLOCK }, 'allow'],
  ] as const)('%s -> %s', (_name, m, session, result) => {
    expect(localAccess(m, session)).toBe(result);
  });

  it.each([...E_ORDER_EXCEPTION_IDS])('e-order exception %s goes to the server check', (id) => {
    expect(localAccess(menu(id), { loggedIn: true, elecOrder: BLOCK })).toBe('askServer');
  });
});

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
