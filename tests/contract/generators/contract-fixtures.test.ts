// issue 51 item 5: the fixture contracts are valid.yaml plus a patch (tests/support/contract-fixtures.ts);
// a patch that no longer applies to valid.yaml is refused by name, never turned into another contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyFixturePatch, contractFixture, VALID_CONTRACT } from '@tests/support/contract-fixtures.ts';

const valid = readFileSync(VALID_CONTRACT, 'utf8');

describe('contract fixtures as valid.yaml plus a patch', () => {
  it('applies each replacement to valid.yaml once, the rest of the text kept', () => {
    const patched = readFileSync(contractFixture('bad-service-code.yaml'), 'utf8');
    expect(patched).toContain('\'2\': \'70100102\'');
    expect(patched).not.toContain('\'2\': \'7010010200000\'');
    expect(patched.replace('\'2\': \'70100102\'', '\'2\': \'7010010200000\'')).toBe(valid);
  });

  it('refuses a replacement whose text valid.yaml no longer holds, naming the fixture and the step', () => {
    const steps = [{ replace: 'x-eis-silent: true', with: 'x-eis-silent: false' }, { replace: 'MENU_SORT: { type: number }', with: 'x' }];
    expect(() => applyFixturePatch(valid, steps, 'stale.yaml')).toThrow(
      'contract fixture stale.yaml: step 2 no longer applies to valid.yaml: "MENU_SORT: { type: number }" occurs 0 times, not once; update the patch',
    );
  });

  it('refuses a replacement that matches more than once, and a malformed patch', () => {
    expect(() => applyFixturePatch(valid, [{ replace: 'type: string', with: 'type: integer' }], 'ambiguous.yaml'))
      .toThrow(/contract fixture ambiguous\.yaml: step 1 no longer applies to valid\.yaml: "type: string" occurs \d+/);
    expect(() => applyFixturePatch(valid, [], 'empty.yaml')).toThrow('contract fixture empty.yaml: the patch must be a non-empty list');
    expect(() => applyFixturePatch(valid, [{ replace: 'x-eis-silent: true' }], 'half.yaml'))
      .toThrow('contract fixture half.yaml: step 1 needs a non-empty "replace" and a "with" text');
  });

  it('refuses a fixture that has no patch file', () => {
    expect(() => contractFixture('missing.yaml')).toThrow(/ENOENT.*missing\.patch\.yaml/);
  });
});
