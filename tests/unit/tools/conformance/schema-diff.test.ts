// What differed from the contract, in words, with the answer's data path and the contract's schema path
// (tools/conformance/schema-diff.ts, schema-path.ts; issue 53 item 3). The issues are the real ones zod
// gives for the generated schemas' shapes.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  dataPath, differences, formatDifferences, jsonType, problemOf, type SchemaIssue, shown, valueAt,
} from '@tools/conformance/schema-diff.ts';
import { answerPointer, pointerToken, resolvePointer, schemaPointer } from '@tools/conformance/schema-path.ts';

const account = z.object({
  ACCT_NO: z.string().regex(/^[0-9]{10,32}$/), ACCT_NAME: z.string().max(4), DC_FLAG: z.enum(['D', 'C']),
});
const answer = z.object({
  head: z.object({ STATUS: z.string() }), body: z.object({ TOTAL: z.int(), LIST: z.array(account).max(2) }),
});

function issuesOf(data: unknown): SchemaIssue[] {
  const checked = answer.safeParse(data);
  return checked.success ? [] : checked.error.issues;
}

describe('differences', () => {
  it('says what is wrong where, with the value that came', () => {
    const data = { head: {}, body: { TOTAL: '3', LIST: [{ ACCT_NO: '12ab', ACCT_NAME: '浙江绿谷农业', DC_FLAG: 'X' }] } };
    expect(differences(issuesOf(data), data)).toEqual([
      { path: 'head.STATUS', problem: 'missing: the contract requires it (string)' },
      { path: 'body.TOTAL', problem: 'expected number, got string "3"' },
      { path: 'body.LIST[0].ACCT_NO', problem: '"12ab" does not match /^[0-9]{10,32}$/' },
      { path: 'body.LIST[0].ACCT_NAME', problem: 'more than 4 characters (6)' },
      { path: 'body.LIST[0].DC_FLAG', problem: '"X" is not one of "D", "C"' },
    ]);
  });

  it('names the contract\'s schema path when it can', () => {
    const data = { head: { STATUS: '000000' }, body: { TOTAL: 1, LIST: [{ ACCT_NO: '6230910000012345678', DC_FLAG: 'D' }] } };
    expect(differences(issuesOf(data), data, (path) => `#/x/${path.join('/')}`)).toEqual([
      { path: 'body.LIST[0].ACCT_NAME', problem: 'missing: the contract requires it (string)', schema: '#/x/body/LIST/0/ACCT_NAME' },
    ]);
  });

  it('words sizes, formats and the rest', () => {
    expect(problemOf({ code: 'too_big', path: [], message: '', origin: 'array', maximum: 2 }, [1, 2, 3])).toBe('more than 2 items (3)');
    expect(problemOf({ code: 'too_small', path: [], message: '', origin: 'string', minimum: 2 }, 'a')).toBe('fewer than 2 characters (1)');
    expect(problemOf({ code: 'too_big', path: [], message: '', origin: 'number', maximum: 10 }, 11)).toBe('above 10 (11)');
    expect(problemOf({ code: 'too_small', path: [], message: '', origin: 'int', minimum: 0 }, -1)).toBe('below 0 (-1)');
    expect(problemOf({ code: 'invalid_format', path: [], message: '', format: 'date' }, '2026-02-30')).toBe('"2026-02-30" is not a valid date');
    expect(problemOf({ code: 'unrecognized_keys', path: [], message: '', keys: ['A', 'B'] }, {})).toBe('fields the contract does not have: A, B');
    expect(problemOf({ code: 'invalid_union', path: [], message: '' }, 5)).toBe('5 matches none of the contract\'s alternatives');
    expect(problemOf({ code: 'custom', path: [], message: 'Bad' }, 'v')).toBe('Bad (got "v")');
    expect(problemOf({ code: 'invalid_type', path: [], message: '' }, undefined)).toBe('missing: the contract requires it (a value)');
  });

  it('formats at most a few lines', () => {
    const list = [1, 2, 3].map((n) => ({ path: `a${String(n)}`, problem: 'p', ...(n === 1 ? { schema: '#/s' } : {}) }));
    expect(formatDifferences(list, 2)).toBe('a1: p (#/s)\na2: p\n… and 1 more');
    expect(formatDifferences(list)).toBe('a1: p (#/s)\na2: p\na3: p');
  });
});

describe('paths, values, types', () => {
  it('writes data paths', () => {
    expect(dataPath(['body', 'LIST', 0, 'ACCT_NAME'])).toBe('body.LIST[0].ACCT_NAME');
    expect(dataPath([0, 'A'])).toBe('[0].A');
    expect(dataPath([])).toBe('(answer)');
  });

  it('reads the value at a path, undefined past the data', () => {
    expect(valueAt({ a: [{ b: 7 }] }, ['a', 0, 'b'])).toBe(7);
    expect(valueAt({ a: 1 }, ['a', 'b'])).toBeUndefined();
    expect(valueAt(null, ['a'])).toBeUndefined();
  });

  it('shows values briefly and names JSON types', () => {
    expect(shown(undefined)).toBe('nothing');
    expect(shown('x'.repeat(100))).toBe(`"${'x'.repeat(76)}...`);
    expect(shown(10n)).toBe('10');
    expect([null, [], 1, 1.5, 'a', true, {}].map(jsonType)).toEqual(['null', 'array', 'integer', 'number', 'string', 'boolean', 'object']);
  });
});

describe('schemaPointer', () => {
  const doc = {
    paths: {
      '/api/account/accountListQry': { post: { responses: { 200: { content: { 'application/json': { schema: {
        type: 'object', properties: { head: { $ref: '#/components/schemas/ResponseHead' }, body: { allOf: [{ type: 'object' }, { properties: { LIST: { type: 'array', items: { $ref: '#/components/schemas/AccountItem' } } } }] } },
      } } } } } } },
    },
    components: { schemas: { ResponseHead: { properties: { STATUS: { type: 'string' } } }, AccountItem: { properties: { 'ACCT_NAME': { type: 'string' }, 'a/b~c': {} } } } },
  };
  const path = '/api/account/accountListQry';

  it('follows $ref, allOf and items to the field\'s schema', () => {
    expect(schemaPointer(doc, path, ['body', 'LIST', 0, 'ACCT_NAME'])).toBe('#/components/schemas/AccountItem/properties/ACCT_NAME');
    expect(schemaPointer(doc, path, ['head', 'STATUS'])).toBe('#/components/schemas/ResponseHead/properties/STATUS');
    expect(schemaPointer(doc, path, ['body', 'LIST'])).toBe(`${answerPointer(path)}/properties/body/allOf/1/properties/LIST`);
  });

  it('stops at the deepest schema the contract has', () => {
    expect(schemaPointer(doc, path, ['body', 'LIST', 0, 'EXTRA'])).toBe('#/components/schemas/AccountItem');
    expect(schemaPointer(doc, path, ['head', 0])).toBe('#/components/schemas/ResponseHead');
    expect(schemaPointer(doc, '/api/none', ['body'])).toBeUndefined();
  });

  it('escapes pointer tokens and resolves them back', () => {
    expect(pointerToken('a/b~c')).toBe('a~1b~0c');
    expect(resolvePointer(doc, '#/components/schemas/AccountItem/properties/a~1b~0c')).toEqual({});
    expect(resolvePointer(doc, '#')).toBe(doc);
    expect(resolvePointer(doc, 'other.yaml#/x')).toBeUndefined();
    expect(resolvePointer(doc, '#/paths/nothing/deeper')).toBeUndefined();
    expect(answerPointer(path)).toBe('#/paths/~1api~1account~1accountListQry/post/responses/200/content/application~1json/schema');
  });
});
