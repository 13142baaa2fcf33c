/**
 * What every answer is checked for (issue 53), as pure functions of one exchange: HTTP 200 (the
 * outcome travels in STATUS, spec 000 §8), the #10 envelope both ways (a sealed call's plain answer
 * only as E0401/E0402), the answer's MAC under the call's key and binding, the head, the expected
 * status, the generated zod schema (with data and schema paths), pagination, enum labels, and what
 * the portal's own client made of it.
 */
import type { FieldInfo, OperationFields } from '@/api/generated/fields.ts';
import { PLAIN_REFUSALS, SUCCESS_STATUSES } from '@/protocol/wire-format.ts';
import type { Check, Exchange } from './model.ts';
import { differences, formatDifferences, type SchemaIssue, shown } from './schema-diff.ts';

export type Expectation =
  | { readonly kind: 'success' }
  | { readonly kind: 'refusal'; readonly status: string }
  | { readonly kind: 'any' };

export const SUCCESS: Expectation = { kind: 'success' };

/** What the checks need of a zod schema. */
export interface AnswerSchema {
  safeParse(data: unknown): { success: boolean; error?: unknown };
}

export interface AnswerContext {
  readonly fields?: OperationFields;
  readonly schema?: AnswerSchema;
  /** The contract's schema path of a data path in this operation's answer. */
  readonly schemaPath?: (path: readonly PropertyKey[]) => string | undefined;
}

const pass = (name: string): Check => ({ name, verdict: 'pass' });
const fail = (name: string, reason: string, extra: Partial<Check> = {}): Check => ({ name, verdict: 'fail', reason, ...extra });
const skip = (name: string, reason: string): Check => ({ name, verdict: 'skip', reason });

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const headOf = (answer: unknown): Obj | undefined => (isObj(answer) && isObj(answer.head) ? answer.head : undefined);
export const bodyOf = (answer: unknown): Obj | undefined =>
  (isObj(answer) && isObj(answer.body) ? answer.body : undefined);
const statusOf = (answer: unknown): string | undefined => {
  const status = headOf(answer)?.STATUS;
  return typeof status === 'string' ? status : undefined;
};
const messageOf = (answer: unknown): string => {
  const head = headOf(answer);
  const text = typeof head?.MSG === 'string' ? head.MSG : typeof head?.message === 'string' ? head.message : '';
  return text;
};

/** HTTP 200 for every answer: the outcome is the head's STATUS, never the HTTP status (spec 000 §8). */
export function httpCheck(ex: Exchange): Check {
  const status = ex.wireAnswer?.status;
  if (status === undefined) return fail('HTTP 200', `no answer: ${ex.openError ?? 'the connection failed'}`);
  return status === 200 ? pass('HTTP 200') : fail('HTTP 200', `HTTP ${String(status)}: the contract answers every call with HTTP 200 and the outcome in STATUS`);
}

/** A sealed call's answer comes sealed (but the gateway's E0401/E0402), a plain call's in plain JSON. */
export function sealCheck(ex: Exchange): Check {
  const name = 'sealed answer';
  if (ex.wireAnswer === undefined) return skip(name, 'no answer');
  if (!ex.sealedCall) return ex.sealedAnswer ? fail(name, 'a plain call (multipart) was answered in the #10 envelope') : pass(name);
  if (ex.sealedAnswer) return pass(name);
  const status = statusOf(ex.opened);
  if (status !== undefined && PLAIN_REFUSALS.has(status)) return pass(name);
  return fail(name, `a sealed call was answered in plain${status ? ` (STATUS ${status})` : ''}: only E0401 and E0402 may come outside the envelope`);
}

/** The sealed answer opens under the call's key, nonce, suite and operation (its MAC or tag verifies). */
export function macCheck(ex: Exchange): Check {
  const name = 'answer MAC and binding';
  if (!ex.sealedCall) return skip(name, 'a plain call (multipart upload): no envelope either way');
  if (!ex.sealedAnswer) return skip(name, 'the answer came in plain');
  return ex.openError === undefined
    ? pass(name)
    : fail(name, `the answer does not open under the call's key and binding: ${ex.openError}`);
}

/** The head: an object with a STATUS text; a failure carries a message for the user (spec 000 §8). */
export function headCheck(answer: unknown): Check {
  const name = 'head';
  if (answer === undefined) return skip(name, 'no readable answer');
  const head = headOf(answer);
  if (!head) return fail(name, 'the answer has no head object');
  if (!Object.hasOwn(head, 'STATUS')) return fail(name, 'the head has no STATUS: every outcome carries one (spec 000 §8)');
  if (typeof head.STATUS !== 'string' || head.STATUS === '') return fail(name, `STATUS is ${shown(head.STATUS)}, not a text`);
  for (const field of ['MSG', 'message']) {
    if (head[field] !== undefined && typeof head[field] !== 'string') return fail(name, `${field} is ${shown(head[field])}, not a text`);
  }
  if (!SUCCESS_STATUSES.includes(head.STATUS) && messageOf(answer).trim() === '') {
    return fail(name, `STATUS ${head.STATUS} without MSG: the portal could only say 服务异常`);
  }
  return pass(name);
}

/** The outcome the case expects: success, or one refusal code. */
export function statusCheck(answer: unknown, expect: Expectation): Check {
  const status = statusOf(answer);
  const got = status === undefined ? 'no STATUS' : `${status} ${messageOf(answer)}`.trim();
  if (expect.kind === 'any') return status === undefined ? skip('status', 'no STATUS') : pass('status');
  if (expect.kind === 'success') {
    return status !== undefined && SUCCESS_STATUSES.includes(status) ? pass('status') : fail('status', `expected success (1 or 000000), got ${got}`);
  }
  const name = `${expect.status} refusal`;
  return status === expect.status ? pass(name) : fail(name, `expected the refusal ${expect.status}, got ${got}`);
}

/** The answer against the operation's generated zod schema, each difference with its paths. */
export function schemaCheck(answer: unknown, ctx: AnswerContext): Check {
  if (answer === undefined) return skip('schema', 'no readable answer');
  if (!ctx.schema) return skip('schema', 'the contract has no answer schema for this call');
  const checked = ctx.schema.safeParse(answer);
  if (checked.success) return pass('schema');
  const issues = (checked.error as { issues?: SchemaIssue[] } | undefined)?.issues ?? [];
  const found = differences(issues, answer, ctx.schemaPath);
  return fail('schema', `the answer differs from the contract: ${formatDifferences(found, 3).split('\n').join('; ')}`, { differences: found });
}

const whole = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^[0-9]{1,9}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** A page's rows agree with PAGE_NO, PAGE_SIZE and TOTAL (issue 53: pagination). */
export function pageCheck(
  answer: unknown, sent: Readonly<Record<string, unknown>>, fields?: OperationFields,
): Check | undefined {
  const page = whole(sent.PAGE_NO);
  const size = whole(sent.PAGE_SIZE);
  const list = fields?.list;
  if (page === undefined || size === undefined || !list) return undefined;
  const body = bodyOf(answer);
  const rows = body?.[list.field];
  if (!Array.isArray(rows)) return skip('pagination', 'no rows in the answer');
  if (rows.length > size) return fail('pagination', `${String(rows.length)} rows on a page of ${String(size)}`);
  if (!list.total) return pass('pagination');
  const total = whole(body?.[list.total]);
  if (total === undefined) return fail('pagination', `${list.total} is ${shown(body?.[list.total])}, not a count`);
  const before = (page - 1) * size;
  const expected = Math.max(0, Math.min(size, total - before));
  if (rows.length === expected) return pass('pagination');
  const where = `page ${String(page)} of ${String(size)} with ${list.total} ${String(total)}`;
  return fail('pagination', `${where} should hold ${String(expected)} rows, holds ${String(rows.length)}`);
}

/** Two pages of the same query share no row. */
export function pagesDisjoint(first: unknown, second: unknown, field: string): Check {
  const rows = (answer: unknown) => {
    const list = bodyOf(answer)?.[field];
    return Array.isArray(list) ? list.map((r) => JSON.stringify(r)) : [];
  };
  const seen = new Set(rows(first));
  const repeated = rows(second).filter((r) => seen.has(r));
  return repeated.length === 0 ? pass('pages disjoint') : fail('pages disjoint', `page 2 repeats ${String(repeated.length)} row(s) of page 1: ${shown(repeated[0])}`);
}

function unlabelled(rows: readonly unknown[], columns: readonly FieldInfo[], at: (i: number) => string): string[] {
  const found: string[] = [];
  rows.forEach((row, i) => {
    for (const c of columns) {
      const value = isObj(row) ? row[c.name] : undefined;
      if (c.enumLabels && typeof value === 'string' && !Object.hasOwn(c.enumLabels, value)) found.push(`${at(i)}.${c.name} ${shown(value)}`);
    }
  });
  return found;
}

/** Every enum value of the answer has its label (x-eis-enum-labels): the portal shows labels, not codes. */
export function labelCheck(answer: unknown, fields?: OperationFields): Check | undefined {
  const body = bodyOf(answer);
  const list = fields?.list;
  const labelled = (columns: readonly FieldInfo[] | undefined) => (columns ?? []).filter((c) => c.enumLabels);
  const [columns, result] = [labelled(list?.columns), labelled(fields?.result)];
  // an answer without enum fields has nothing to show by label: no check
  if (!body || (columns.length === 0 && result.length === 0)) return undefined;
  const rows = list ? body[list.field] : undefined;
  const found = [
    ...(list && Array.isArray(rows) ? unlabelled(rows, columns, (i) => `body.${list.field}[${String(i)}]`) : []),
    ...unlabelled([body], result, () => 'body'),
  ];
  return found.length === 0 ? pass('enum labels') : fail('enum labels', `no label in the contract for ${found.slice(0, 3).join(', ')}`);
}

/** What the portal's own client made of the answer agrees with the expectation. */
export function clientCheck(ex: Exchange, expect: Expectation): Check {
  const name = 'portal client';
  const client = ex.client;
  if (!client || expect.kind === 'any') return skip(name, 'nothing expected of it');
  if (expect.kind === 'success') return client.ok ? pass(name) : fail(name, `the portal's client refused the answer: ${client.status} ${client.message}`);
  if (client.ok) return fail(name, `the portal's client took the answer as a success, expected ${expect.status}`);
  return client.status === expect.status ? pass(name) : fail(name, `the portal's client read ${client.status}, expected ${expect.status}`);
}

/** Every check of one answer. */
export function answerChecks(ex: Exchange, ctx: AnswerContext, expect: Expectation): Check[] {
  const answer = ex.opened;
  const success = SUCCESS_STATUSES.includes(statusOf(answer) ?? '');
  const optional = success ? [pageCheck(answer, ex.sent, ctx.fields), labelCheck(answer, ctx.fields)] : [];
  return [
    httpCheck(ex), sealCheck(ex), macCheck(ex), headCheck(answer), statusCheck(answer, expect),
    schemaCheck(answer, ctx),
    ...optional.filter((c): c is Check => c !== undefined), clientCheck(ex, expect),
  ];
}
