// spec 000 §6, spec 001 §6: the permission rule (a click without permission goes to the 401 page) and
// the semicolon-separated list it compares against.
import { describe, expect, it } from 'vitest';
import { isPermitted, NO_PERMISSION_PATH } from '@/routing/permission.ts';

describe('isPermitted (spec 000 §6)', () => {
  it.each([
    ['A3S', 'A3S;A3SP', true],
    ['A3SP', 'A3S; A3SP', true],
    ['A3', 'A3S;A3SP', false],
    ['A3P', 'A3P;A3S;A3SP', true],
    [undefined, 'A3S', false],
    ['', '', false],
  ])('%s in %j -> %s', (value, allowed, ok) => {
    expect(isPermitted(value, allowed)).toBe(ok);
  });
});

describe('the permission rule (spec 000 §6, spec 001 §6)', () => {
  it('a click without permission goes to /error/401 with the cover layout', () => {
    expect(NO_PERMISSION_PATH).toBe('/error/401?layout=cover');
  });
  it('compares against the semicolon-separated list, never matching an empty level', () => {
    expect(isPermitted('A3S', ';A3S;')).toBe(true);
    expect(isPermitted('', 'A3S;;A3SP')).toBe(false);
    expect(isPermitted('A3', 'A3S')).toBe(false);
  });
});
