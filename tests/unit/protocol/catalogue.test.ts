// The signing catalogue lookups (src/protocol/signing/catalogue.ts) over the generated tables. spec 001 §3, §7.
import { describe, expect, it } from 'vitest';
import { fields } from '@/api/generated/fields.ts';
import { operationPaths } from '@/api/generated/operations.ts';
import { signing } from '@/api/generated/signing.ts';
import { pathOf, requestFields, signedCalls, signingEntry, signingEntryByPath } from '@/protocol/signing/catalogue.ts';

describe('signingEntry (spec 001 §7: every signed call has an entry)', () => {
  it.each(Object.entries(signing).map(([path, entry]) => [entry.operationId, path, entry] as const))(
    '%s is found by its operationId and its path',
    (operationId, path, entry) => {
      expect(signingEntry(operationId)).toBe(entry);
      expect(signingEntryByPath(path)).toBe(entry);
      expect(pathOf(operationId)).toBe(path);
    },
  );

  it.each([
    ['a call that needs no signature', 'menuListQry'],
    ['an unknown operation', 'noSuchOperation'],
    ['an inherited key', 'constructor'],
    ['__proto__', '__proto__'],
  ])('has no entry for %s', (_name, operationId) => {
    expect(signingEntry(operationId)).toBeUndefined();
  });

  it.each(['/api/menu/menuListQry', '/api/nothing', 'toString', ''])('has no entry for the path %j', (path) => {
    expect(signingEntryByPath(path)).toBeUndefined();
  });

  it('lists every signed call once, in the catalogue\'s order', () => {
    const calls = signedCalls();
    expect(calls.map((c) => c.path)).toEqual(Object.keys(signing));
    expect(new Set(calls.map((c) => c.entry.operationId)).size).toBe(calls.length);
  });
});

describe('requestFields', () => {
  it('gives the generated request fields of a signed operation, the field table\'s own', () => {
    expect(requestFields('transferSub')).toEqual(fields.transferSub.request);
    for (const { entry } of signedCalls()) {
      const table: Readonly<Record<string, { request: unknown } | undefined>> = fields;
      expect(requestFields(entry.operationId), entry.operationId).toEqual(table[entry.operationId]?.request);
    }
    expect(requestFields('transferSub').find((f) => f.name === 'TRAN_AMT')?.ref).toBe('Amount');
  });

  it.each(['noSuchOperation', 'constructor', 'accountListQry'])('gives no fields for %s (unknown, or not signed)', (operationId) => {
    expect(requestFields(operationId)).toEqual([]);
  });

  it('knows the path of every operation', () => {
    for (const [operationId, path] of Object.entries(operationPaths)) expect(pathOf(operationId)).toBe(path);
  });
});
