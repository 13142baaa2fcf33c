// The edges of the conformance kit's pure parts (issue 53), each check's exact words, and the
// summaries of a clean run: what a backend engineer reads must say exactly what happened.
import { describe, expect, it } from 'vitest';
import type { FieldInfo, OperationFields } from '@/api/generated/fields.ts';
import {
  answerChecks, clientCheck, headCheck, labelCheck, macCheck, pageCheck, pagesDisjoint, schemaCheck, sealCheck,
  statusCheck, SUCCESS,
} from '@tools/conformance/checks.ts';
import { caseVerdict, type RunSummary } from '@tools/conformance/model.ts';
import { htmlReport } from '@tools/conformance/report/html.ts';
import { junitXml, xmlSafe } from '@tools/conformance/report/junit.ts';
import { duration, progressPrinter, summaryText } from '@tools/conformance/report/terminal.ts';
import { formatDifferences, problemOf, shown, valueAt } from '@tools/conformance/schema-diff.ts';
import { resolvePointer, schemaPointer } from '@tools/conformance/schema-path.ts';
import { boundaryVariant, breaking, invalidVariant, isPaged, pageVariants, rangeEnd } from '@tools/conformance/variants.ts';
import { exchange, failedOperation, passed, skippedProbe } from './fixtures.ts';

const LIST: OperationFields = { summary: 'q', kind: 'query', request: [], list: { field: 'LIST', total: 'TOTAL', columns: [] } };
const ok = (body: unknown) => ({ head: { STATUS: '000000', MSG: '交易成功' }, body });

describe('each check says why it skipped', () => {
  it.each([
    [sealCheck(exchange({ wireAnswer: undefined })), { name: 'sealed answer', verdict: 'skip', reason: 'no answer' }],
    [macCheck(exchange({ sealedAnswer: false })), { name: 'answer MAC and binding', verdict: 'skip', reason: 'the answer came in plain' }],
    [macCheck(exchange({ sealedCall: false, sealedAnswer: false })),
      { name: 'answer MAC and binding', verdict: 'skip', reason: 'a plain call (multipart upload): no envelope either way' }],
    [headCheck(undefined), { name: 'head', verdict: 'skip', reason: 'no readable answer' }],
    [statusCheck({}, { kind: 'any' }), { name: 'status', verdict: 'skip', reason: 'no STATUS' }],
    [statusCheck({ head: { STATUS: 'X' } }, { kind: 'any' }), { name: 'status', verdict: 'pass' }],
    [schemaCheck(undefined, {}), { name: 'schema', verdict: 'skip', reason: 'no readable answer' }],
    [pageCheck(ok({}), { PAGE_NO: '1', PAGE_SIZE: '2' }, LIST), { name: 'pagination', verdict: 'skip', reason: 'no rows in the answer' }],
    [clientCheck(exchange(), { kind: 'any' }), { name: 'portal client', verdict: 'skip', reason: 'nothing expected of it' }],
    [sealCheck(exchange({ sealedCall: false, sealedAnswer: true })),
      { name: 'sealed answer', verdict: 'fail', reason: 'a plain call (multipart) was answered in the #10 envelope' }],
  ])('%#', (check, expected) => {
    expect(check).toEqual(expected);
  });

  it('reads MSG, else message, else nothing', () => {
    expect(statusCheck({ head: { STATUS: 'A1', message: '消息' } }, SUCCESS).reason).toBe('expected success (1 or 000000), got A1 消息');
    expect(statusCheck({ head: { STATUS: 'A1' } }, SUCCESS).reason).toBe('expected success (1 or 000000), got A1');
    expect(statusCheck({ head: null }, SUCCESS).reason).toBe('expected success (1 or 000000), got no STATUS');
    expect(statusCheck({ head: { STATUS: 7 } }, SUCCESS).reason).toBe('expected success (1 or 000000), got no STATUS');
  });

  it('schema: a failure without issues still fails', () => {
    expect(schemaCheck(ok({}), { schema: { safeParse: () => ({ success: false }) } })).toEqual({
      name: 'schema', verdict: 'fail', reason: 'the answer differs from the contract: ', differences: [],
    });
  });
});

describe('counts and pages at their edges', () => {
  const page = (total: unknown, rows = 1) =>
    ok({ TOTAL: total, LIST: Array.from({ length: rows }, (_, i) => ({ i })) });
  const sent = { PAGE_NO: '1', PAGE_SIZE: '10' };

  it.each([['1234567890'], ['-1'], [-1], [1.5], ['1.0'], [' 1'], [null], [true]])('TOTAL %j is not a count', (total) => {
    expect(pageCheck(page(total), sent, LIST)?.reason).toBe(`TOTAL is ${shown(total)}, not a count`);
  });

  it.each([[0, 0], ['0', 0], [1, 1], ['999999999', 10]])('TOTAL %j is a count', (total, rows) => {
    expect(pageCheck(page(total, rows), sent, LIST)?.verdict).toBe('pass');
  });

  it('needs a whole page number and size, and a list', () => {
    expect(pageCheck(page(1), { PAGE_NO: 'x', PAGE_SIZE: '10' }, LIST)).toBeUndefined();
    expect(pageCheck(page(1), { PAGE_NO: '1', PAGE_SIZE: '0.5' }, LIST)).toBeUndefined();
    expect(pageCheck(page(1), sent, undefined)).toBeUndefined();
    expect(pageCheck({ head: {} }, sent, LIST)?.verdict).toBe('skip');
  });

  it('pages with no rows share none', () => {
    expect(pagesDisjoint({}, ok({ LIST: [{ a: 1 }] }), 'LIST').verdict).toBe('pass');
    expect(pagesDisjoint(ok({ LIST: [{ a: 1 }] }), ok({ LIST: 'x' }), 'LIST').verdict).toBe('pass');
    expect(pagesDisjoint(ok({ LIST: [{ a: 1 }, { a: 2 }] }), ok({ LIST: [{ a: 2 }, { a: 1 }] }), 'LIST').reason)
      .toBe('page 2 repeats 2 row(s) of page 1: "{\\"a\\":2}"');
  });

  it('labels: only text values of labelled fields, only in objects', () => {
    const fields: OperationFields = {
      summary: '', kind: 'query', request: [],
      list: { field: 'LIST', columns: [{ name: 'S', title: '', enumLabels: { 1: '是' } }, { name: 'T', title: '' }] },
    };
    expect(labelCheck(ok({ LIST: [{ S: 2, T: 'x' }, 'row', { S: '1' }] }), fields)).toEqual({ name: 'enum labels', verdict: 'pass' });
    expect(labelCheck(ok({ LIST: 'none' }), fields)).toEqual({ name: 'enum labels', verdict: 'pass' });
    expect(labelCheck(ok({ LIST: [{ S: '3' }, { S: '4' }, { S: '5' }, { S: '6' }] }), fields)?.reason)
      .toBe('no label in the contract for body.LIST[0].S "3", body.LIST[1].S "4", body.LIST[2].S "5"');
    expect(labelCheck(ok({ S: '9' }), { summary: '', kind: 'form', request: [], result: [{ name: 'S', title: '', enumLabels: { 1: '是' } }] })?.reason)
      .toBe('no label in the contract for body.S "9"');
    expect(labelCheck(ok({ LIST: [] }), undefined)).toBeUndefined();
  });

  it('a refusal is not paged or labelled; a success is', () => {
    const fields: OperationFields = { ...LIST, result: [{ name: 'S', title: '', enumLabels: { 1: '是' } }] };
    const sent = { PAGE_NO: '1', PAGE_SIZE: '2' };
    const names = (opened: unknown) => answerChecks(exchange({ sent, opened }), { fields }, SUCCESS).map((c) => c.name);
    expect(names({ head: { STATUS: '1' }, body: { TOTAL: 0, LIST: [], S: '1' } })).toContain('enum labels');
    expect(names({ head: { STATUS: '1' }, body: { TOTAL: 0, LIST: [], S: '1' } })).toContain('pagination');
    expect(names({ head: { STATUS: 'X1', MSG: 'm' }, body: { TOTAL: 0, LIST: [], S: '1' } })).not.toContain('pagination');
    expect(names({ head: {} })).not.toContain('enum labels');
  });
});

describe('reports at their edges', () => {
  const clean: RunSummary = {
    target: 'https://gw.example', startedAt: 'T', ms: 59_999, seed: 1, cases: [passed],
    operations: { total: 1, exercised: 1, notExercised: [] },
  };

  it('sums up a clean run in seven lines', () => {
    expect(summaryText(clean)).toBe([
      'Conformance of https://gw.example (seed 1)',
      '  operations exercised  1 of 1 (100.0%)',
      '  checks                1: 1 passed, 0 failed, 0 skipped',
      '  operation cases       1: 1 passed, 0 failed, 0 skipped',
      '  probes                0: 0 passed, 0 failed, 0 skipped',
      '  calls                 1',
      '  wall time             60.0 s',
      '',
    ].join('\n'));
    expect(summaryText({ ...clean, operations: { total: 0, exercised: 0, notExercised: [] } })).toContain('0 of 0 (0%)');
    expect(duration(60_000)).toBe('1 min 0 s');
  });

  it('lists only operations left out by the selection as a count, and a skipped probe without reason as skipped', () => {
    const text = summaryText({
      ...clean, cases: [passed, { ...skippedProbe, checks: [{ name: 'x', verdict: 'skip' }] }, failedOperation],
      operations: { total: 3, exercised: 1, notExercised: [{ operationId: 'a', reason: 'not selected (--only, --skip)' }, { operationId: 'b', reason: 'not selected (--only, --skip)' }] },
    });
    expect(text).toContain('Not exercised (2):\n  2 operations not selected (--only, --skip)\n');
    expect(text).toContain('Probes skipped:\n  probe:expired-challenge: skipped\n');
    expect(text).toContain('  probes                1: 0 passed, 0 failed, 1 skipped');
    expect(text).not.toContain('Reports:');
  });

  it('prints one plain line per tenth, also for an empty run, and each failure with its persona', () => {
    let out = '';
    const print = progressPrinter({ write: (t) => (out += t) }, false);
    print(0, 0);
    print(1, 0, { ...failedOperation, persona: undefined });
    expect(out).toBe('[##############################] 0/0  no failures\nFAIL operation:accountTransDetailQry\n');
  });

  it('redraws the bar in place, padded to one width, and ends the line at the end', () => {
    let out = '';
    const print = progressPrinter({ write: (t) => (out += t) }, true);
    print(0, 2);
    print(1, 2, passed);
    print(2, 2, failedOperation);
    const draws = out.split('\r').slice(1);
    expect(draws.map((d) => d.trimEnd())).toEqual([
      '[..............................] 0/2  no failures',
      '[###############...............] 1/2  no failures  operation:accountListQry',
      '[##############################] 2/2  1 failed  operation:accountTransDetailQry',
    ]);
    expect(draws.slice(0, 2).map((d) => d.length)).toEqual([117, 117]);
    expect(draws[2]).toBe(`${'[##############################] 2/2  1 failed  operation:accountTransDetailQry'.padEnd(117)}\n`);
  });

  it('writes a skipped case\'s first reason, or "skipped"; a failure\'s every check', () => {
    const xml = junitXml({ ...clean, cases: [{ ...skippedProbe, checks: [{ name: 'a', verdict: 'skip' }] }, { ...failedOperation, checks: [{ name: 'c', verdict: 'fail' }] }] });
    expect(xml).toContain('<skipped message="skipped"/>');
    expect(xml).toContain('<failure message="c: failed" type="c">c: fail</failure>');
  });

  it('keeps what XML allows around the surrogates and the last characters', () => {
    expect(xmlSafe('\ud7ff\ue000\ufffd')).toBe('\ud7ff\ue000\ufffd');
    expect(xmlSafe('\udbff\udfff')).toBe('\udbff\udfff');
    expect(xmlSafe('\udc00\ud800')).toBe('\\uDC00\\uD800');
    expect(xmlSafe('\ufffe')).toBe('\\uFFFE');
  });

  it('shows an answer that did not open, a call not through the client, and a run with no failure', () => {
    const html = htmlReport({ ...clean, cases: [{ ...passed, exchanges: [exchange({ client: undefined, openError: 'bad digest', sealedCall: false, sealedAnswer: false, wireRequest: undefined, opened: undefined })] }] });
    expect(html).toContain('<p class="fail">bad digest</p>');
    expect(html).toContain('portal client: not through the client (a request made by hand)');
    expect(html).toContain('<p class="muted">request on the wire: none</p>');
    expect(html).toContain('<h5>request fields</h5>');
    expect(html).toContain('<h5>answer</h5>');
    expect(html).toContain('<p class="pass">Every check passed.</p>');
    expect(html).not.toContain('Not exercised');
    expect(caseVerdict(passed)).toBe('pass');
  });
});

describe('schema differences and paths at their edges', () => {
  it('words what zod leaves out', () => {
    expect(problemOf({ code: 'invalid_type', path: [], message: '' }, 5)).toBe('expected another type, got integer 5');
    expect(problemOf({ code: 'invalid_value', path: [], message: '' }, 'x')).toBe('"x" is not one of ');
    expect(problemOf({ code: 'invalid_format', path: [], message: '' }, 'x')).toBe('"x" is not a valid value');
    expect(problemOf({ code: 'invalid_format', path: [], message: '', format: 'regex' }, 'x')).toBe('"x" is not a valid regex');
    expect(problemOf({ code: 'unrecognized_keys', path: [], message: '' }, {})).toBe('fields the contract does not have: ');
    expect(shown('x'.repeat(78))).toBe(`"${'x'.repeat(78)}"`);
    expect(shown('x'.repeat(79))).toBe(`"${'x'.repeat(76)}...`);
    expect(valueAt({ a: 'text' }, ['a', 'length'])).toBeUndefined();
    expect(formatDifferences([{ path: 'a', problem: 'p' }, { path: 'b', problem: 'q' }], 2)).toBe('a: p\nb: q');
  });

  it('follows a $ref chain but not a loop, and skips branches that are not schemas', () => {
    const doc = {
      paths: { '/p': { post: { responses: { 200: { content: { 'application/json': { schema: { $ref: '#/a' } } } } } } } },
      a: { $ref: '#/b' }, b: { allOf: ['text', { properties: { X: { type: 'string' } } }] },
      loop: { $ref: '#/loop' }, broken: { $ref: '#/missing' },
    };
    expect(schemaPointer(doc, '/p', ['X'])).toBe('#/b/allOf/1/properties/X');
    expect(schemaPointer(doc, '/p', ['Y'])).toBe('#/b');
    expect(schemaPointer({ ...doc, a: { $ref: '#/loop' } }, '/p', ['X'])).toBe('#/loop');
    expect(schemaPointer({ ...doc, a: { $ref: '#/broken' } }, '/p', ['X'])).toBe('#/broken');
    expect(resolvePointer(doc, '/a')).toBeUndefined();
    expect(resolvePointer({ list: [{ v: 1 }] }, '#/list/0/v')).toBe(1);
  });
});

describe('variants at their edges', () => {
  const f = (over: Partial<FieldInfo>): FieldInfo => ({ name: 'F', title: '', ...over });

  it('varies free text only: no pattern, enum, shared schema, format or other type', () => {
    for (const other of [{ pattern: '^x$' }, { ref: 'AccountNo' }, { format: 'email' }, { type: 'integer' }]) {
      expect(boundaryVariant([f(other)], {}, 1, '2026-01-01')).toBeUndefined();
      expect(breaking(f({ ...other, maxLength: 3 }))).toBeUndefined();
    }
    expect(breaking(f({ maxLength: 4096 }))).toBeUndefined();
    expect(breaking(f({ maxLength: 4095 }))?.value).toHaveLength(4096);
    expect(breaking(f({ enum: ['ZZ', 'ZZZ', '99'] }))?.value).toBe('');
    expect(breaking(f({ enum: [] }))).toBeUndefined();
    expect(boundaryVariant([f({ enum: [] })], {}, 1, '2026-01-01')).toBeUndefined();
  });

  it('a lone amount is a small one on an even seed, either end on an odd one', () => {
    const amounts = (parity: number) => new Set(Array.from({ length: 30 }, (_, i) => boundaryVariant([f({ ref: 'Amount' })], {}, 2 * i + parity, 'x')?.body.F));
    expect(amounts(0)).toEqual(new Set(['0.00', '0.01']));
    expect(amounts(1)).toEqual(new Set(['0.01', '999999999999999.99']));
  });

  it('a range\'s end set with its start is not drawn again, and whichever comes first, start <= end', () => {
    const fields = [f({ name: 'END_DATE', format: 'date' }), f({ name: 'START_DATE', format: 'date' }), f({ name: 'PAGE_NO', origin: 'paging' })];
    for (let seed = 0; seed < 30; seed += 1) {
      const v = boundaryVariant(fields, { PAGE_NO: '1' }, seed, '2026-03-15');
      expect(v?.changed).toEqual(['END_DATE', 'START_DATE']);
      expect((v?.body.START_DATE as string) <= (v?.body.END_DATE as string)).toBe(true);
      expect(v?.body.PAGE_NO).toBe('1');
    }
    expect(rangeEnd('MIN_X', new Set(['MAX_X']))).toBe('MAX_X');
    expect(rangeEnd('XSTART_DATE', new Set(['XEND_DATE', 'END_DATE']))).toBeUndefined();
    expect(rangeEnd('START_DATE', new Set(['END_DATE_X']))).toBeUndefined();
  });

  it('draws dates only up to today, also early in a year', () => {
    for (let seed = 0; seed < 40; seed += 1) {
      const d = boundaryVariant([f({ format: 'date' })], {}, seed, '2024-01-10')?.body.F as string;
      expect(d <= '2024-01-10' && ['2024-01-10', '2024-01-01'].includes(d)).toBe(true);
    }
  });

  it('pages: two exact requests; the invalid variant keeps the other fields', () => {
    const paging = [f({ name: 'PAGE_NO' }), f({ name: 'PAGE_SIZE' })];
    expect(pageVariants(paging, { A: 1 })?.[1]).toEqual({
      label: 'page 2 of 2 rows', body: { A: 1, PAGE_NO: '2', PAGE_SIZE: '2' }, changed: ['PAGE_NO', 'PAGE_SIZE'], expect: { kind: 'success' },
    });
    expect(isPaged([f({ name: 'PAGE_NO' }), f({ name: 'PAGE_NO' })])).toBe(false);
    expect(invalidVariant([f({ name: 'PAGE_SIZE' })], { A: 1, PAGE_SIZE: '10' }, 3)?.body).toEqual({ A: 1, PAGE_SIZE: '0' });
    expect(boundaryVariant([f({ enum: ['A'] })], {}, 1, 'x')?.label).toBe('boundary values');
  });
});
