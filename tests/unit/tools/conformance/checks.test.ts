// What every answer is checked for (tools/conformance/checks.ts, issue 53 item 1): HTTP 200, the
// envelope both ways, the answer's MAC, the head (spec 000 §8), the expected status, the generated
// schema, pagination, enum labels and the portal's client.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { OperationFields } from '@/api/generated/fields.ts';
import {
  answerChecks, clientCheck, headCheck, httpCheck, labelCheck, macCheck, pageCheck, pagesDisjoint, schemaCheck,
  sealCheck, statusCheck, SUCCESS,
} from '@tools/conformance/checks.ts';
import { exchange } from './fixtures.ts';

const FIELDS: OperationFields = {
  summary: '明细', kind: 'query', request: [],
  list: { field: 'LIST', total: 'TOTAL', columns: [{ name: 'DC_FLAG', title: '借贷', enum: ['D', 'C'], enumLabels: { D: '借', C: '贷' } }] },
  result: [{ name: 'STATE', title: '状态', enum: ['0'], enumLabels: { 0: '成功' } }],
};
const ok = (body: unknown) => ({ head: { STATUS: '000000', MSG: '交易成功' }, body });
const verdict = (c: { verdict: string; reason?: string } | undefined) => [c?.verdict, c?.reason];

describe('transport and envelope', () => {
  it('wants HTTP 200 for every answer', () => {
    expect(verdict(httpCheck(exchange()))).toEqual(['pass', undefined]);
    expect(verdict(httpCheck(exchange({ wireAnswer: { status: 500, headers: {}, body: '' } }))))
      .toEqual(['fail', 'HTTP 500: the contract answers every call with HTTP 200 and the outcome in STATUS']);
    expect(verdict(httpCheck(exchange({ wireAnswer: undefined, openError: 'no answer: ECONNREFUSED' })))).toEqual(['fail', 'no answer: no answer: ECONNREFUSED']);
  });

  it('wants a sealed answer to a sealed call, but for E0401 and E0402', () => {
    expect(sealCheck(exchange()).verdict).toBe('pass');
    const plain = (status: string) => exchange({ sealedAnswer: false, opened: { head: { STATUS: status, MSG: 'm' } } });
    expect(verdict(sealCheck(plain('000000')))).toEqual(['fail', 'a sealed call was answered in plain (STATUS 000000): only E0401 and E0402 may come outside the envelope']);
    expect(sealCheck(plain('E0401')).verdict).toBe('pass');
    expect(sealCheck(plain('E0402')).verdict).toBe('pass');
    expect(sealCheck(plain('SG0001')).verdict).toBe('fail');
    expect(sealCheck(exchange({ sealedAnswer: false, opened: undefined })).reason).toBe('a sealed call was answered in plain: only E0401 and E0402 may come outside the envelope');
    expect(sealCheck(exchange({ sealedCall: false, sealedAnswer: false })).verdict).toBe('pass');
    expect(sealCheck(exchange({ sealedCall: false, sealedAnswer: true })).verdict).toBe('fail');
    expect(sealCheck(exchange({ wireAnswer: undefined })).verdict).toBe('skip');
  });

  it('wants the sealed answer to open under the call\'s key and binding', () => {
    expect(macCheck(exchange()).verdict).toBe('pass');
    expect(verdict(macCheck(exchange({ openError: 'digest mismatch' })))).toEqual(['fail', 'the answer does not open under the call\'s key and binding: digest mismatch']);
    expect(macCheck(exchange({ sealedAnswer: false })).verdict).toBe('skip');
    expect(macCheck(exchange({ sealedCall: false, sealedAnswer: false })).reason).toMatch(/^a plain call/);
  });
});

describe('head and status', () => {
  it.each([
    [ok({}), 'pass', undefined],
    [{ head: { STATUS: '1' } }, 'pass', undefined],
    [{ body: {} }, 'fail', 'the answer has no head object'],
    [{ head: { MSG: '失败' } }, 'fail', 'the head has no STATUS: every outcome carries one (spec 000 §8)'],
    [{ head: { STATUS: 0 } }, 'fail', 'STATUS is 0, not a text'],
    [{ head: { STATUS: '' } }, 'fail', 'STATUS is "", not a text'],
    [{ head: { STATUS: 'TR0001', MSG: 5 } }, 'fail', 'MSG is 5, not a text'],
    [{ head: { STATUS: 'TR0001', message: null } }, 'fail', 'message is null, not a text'],
    [{ head: { STATUS: 'TR0001' } }, 'fail', 'STATUS TR0001 without MSG: the portal could only say 服务异常'],
    [{ head: { STATUS: 'TR0001', message: '余额不足' } }, 'pass', undefined],
  ])('%j: %s', (answer, v, reason) => {
    expect(verdict(headCheck(answer))).toEqual([v, reason]);
  });

  it('skips a head it could not read', () => {
    expect(headCheck(undefined).verdict).toBe('skip');
  });

  it('compares the status with what the case expects', () => {
    expect(verdict(statusCheck(ok({}), SUCCESS))).toEqual(['pass', undefined]);
    expect(verdict(statusCheck({ head: { STATUS: 'TR0001', MSG: '余额不足' } }, SUCCESS))).toEqual(['fail', 'expected success (1 or 000000), got TR0001 余额不足']);
    expect(statusCheck({ head: { STATUS: 'SG0012', MSG: 'x' } }, { kind: 'refusal', status: 'SG0012' })).toEqual({ name: 'SG0012 refusal', verdict: 'pass' });
    expect(statusCheck(ok({}), { kind: 'refusal', status: 'SG0012' }).reason).toBe('expected the refusal SG0012, got 000000 交易成功');
    expect(statusCheck({}, { kind: 'refusal', status: 'E0400' }).reason).toBe('expected the refusal E0400, got no STATUS');
    expect(statusCheck({ head: { STATUS: 'X' } }, { kind: 'any' }).verdict).toBe('pass');
    expect(statusCheck({}, { kind: 'any' }).verdict).toBe('skip');
  });
});

describe('schema', () => {
  const schema = z.object({ head: z.object({ STATUS: z.string() }), body: z.object({ TOTAL: z.int() }).optional() });

  it('passes an answer of the contract, fails another with its differences and paths', () => {
    expect(schemaCheck(ok({ TOTAL: 1 }), { schema }).verdict).toBe('pass');
    const c = schemaCheck(ok({ TOTAL: '1' }), { schema, schemaPath: () => '#/s' });
    expect(c.verdict).toBe('fail');
    expect(c.reason).toBe('the answer differs from the contract: body.TOTAL: expected number, got string "1" (#/s)');
    expect(c.differences).toEqual([{ path: 'body.TOTAL', problem: 'expected number, got string "1"', schema: '#/s' }]);
  });

  it('skips what it cannot check', () => {
    expect(schemaCheck(undefined, { schema }).verdict).toBe('skip');
    expect(schemaCheck(ok({}), {}).reason).toBe('the contract has no answer schema for this call');
  });
});

describe('pagination and labels', () => {
  const page = (rows: number, total: unknown) => ok({ TOTAL: total, LIST: Array.from({ length: rows }, (_, i) => ({ DC_FLAG: 'D', N: i })) });

  it.each([
    [{ PAGE_NO: '1', PAGE_SIZE: '10' }, page(10, 12), 'pass', undefined],
    [{ PAGE_NO: '2', PAGE_SIZE: '10' }, page(2, 12), 'pass', undefined],
    [{ PAGE_NO: '3', PAGE_SIZE: '10' }, page(0, 12), 'pass', undefined],
    [{ PAGE_NO: '1', PAGE_SIZE: '2' }, page(3, 12), 'fail', '3 rows on a page of 2'],
    [{ PAGE_NO: '1', PAGE_SIZE: '10' }, page(3, 12), 'fail', 'page 1 of 10 with TOTAL 12 should hold 10 rows, holds 3'],
    [{ PAGE_NO: '2', PAGE_SIZE: '10' }, page(1, 12), 'fail', 'page 2 of 10 with TOTAL 12 should hold 2 rows, holds 1'],
    [{ PAGE_NO: '1', PAGE_SIZE: '10' }, page(1, 'x'), 'fail', 'TOTAL is "x", not a count'],
    [{ PAGE_NO: '1', PAGE_SIZE: '10' }, page(1, '1'), 'pass', undefined],
    [{ PAGE_NO: '1', PAGE_SIZE: '10' }, ok({}), 'skip', 'no rows in the answer'],
  ])('%j: %s', (sent, answer, v, reason) => {
    expect(verdict(pageCheck(answer, sent, FIELDS))).toEqual([v, reason]);
  });

  it('checks no page of a call that does not page', () => {
    expect(pageCheck(page(1, 1), {}, FIELDS)).toBeUndefined();
    expect(pageCheck(page(1, 1), { PAGE_NO: '1', PAGE_SIZE: '10' }, { ...FIELDS, list: undefined })).toBeUndefined();
    expect(pageCheck(page(1, 1), { PAGE_NO: '1', PAGE_SIZE: '10' }, { ...FIELDS, list: { field: 'LIST', columns: [] } })?.verdict).toBe('pass');
  });

  it('wants two pages to share no row', () => {
    expect(pagesDisjoint(ok({ LIST: [{ a: 1 }] }), ok({ LIST: [{ a: 2 }] }), 'LIST').verdict).toBe('pass');
    expect(pagesDisjoint(ok({ LIST: [{ a: 1 }] }), ok({ LIST: [{ a: 1 }] }), 'LIST').reason).toBe('page 2 repeats 1 row(s) of page 1: "{\\"a\\":1}"');
  });

  it('wants every enum value of the answer to have its label', () => {
    expect(labelCheck(ok({ STATE: '0', LIST: [{ DC_FLAG: 'D' }, { DC_FLAG: 'C' }] }), FIELDS)?.verdict).toBe('pass');
    expect(labelCheck(ok({ STATE: '9', LIST: [{ DC_FLAG: 'D' }, { DC_FLAG: 'X' }] }), FIELDS)?.reason)
      .toBe('no label in the contract for body.LIST[1].DC_FLAG "X", body.STATE "9"');
    expect(labelCheck(ok({ LIST: [] }), { summary: '', kind: 'form', request: [], result: [{ name: 'A', title: '' }] })).toBeUndefined();
    expect(labelCheck({ head: { STATUS: '1' } }, FIELDS)).toBeUndefined();
  });
});

describe('the portal\'s client, and all together', () => {
  it('agrees with the expectation', () => {
    expect(clientCheck(exchange(), SUCCESS).verdict).toBe('pass');
    expect(clientCheck(exchange({ client: { ok: false, status: 'BAD_RESPONSE', message: '服务异常' } }), SUCCESS).reason)
      .toBe('the portal\'s client refused the answer: BAD_RESPONSE 服务异常');
    expect(clientCheck(exchange(), { kind: 'refusal', status: 'E0400' }).reason).toBe('the portal\'s client took the answer as a success, expected E0400');
    expect(clientCheck(exchange({ client: { ok: false, status: 'E0400', message: 'x' } }), { kind: 'refusal', status: 'E0400' }).verdict).toBe('pass');
    expect(clientCheck(exchange({ client: { ok: false, status: 'E0401', message: 'x' } }), { kind: 'refusal', status: 'E0400' }).reason)
      .toBe('the portal\'s client read E0401, expected E0400');
    expect(clientCheck(exchange({ client: undefined }), SUCCESS).verdict).toBe('skip');
  });

  it('runs every check of an answer, pagination and labels on a success only', () => {
    const names = (ex = exchange()) => answerChecks(ex, { fields: FIELDS }, SUCCESS).map((c) => c.name);
    expect(names(exchange({ sent: { PAGE_NO: '1', PAGE_SIZE: '10' }, opened: ok({ TOTAL: 1, LIST: [{ DC_FLAG: 'D' }] }) }))).toEqual([
      'HTTP 200', 'sealed answer', 'answer MAC and binding', 'head', 'status', 'schema', 'pagination', 'enum labels', 'portal client',
    ]);
    expect(names(exchange({ opened: { head: { STATUS: 'TR0001', MSG: 'x' } } }))).toEqual([
      'HTTP 200', 'sealed answer', 'answer MAC and binding', 'head', 'status', 'schema', 'portal client',
    ]);
  });
});
