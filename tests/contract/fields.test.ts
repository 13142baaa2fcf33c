// What the screens read from the contract (issue 13): every field a user fills has a Chinese label,
// and every query's rows are labelled and have example rows to page through. The generator's field
// table (generators/fields.ts) says which operation is a query and where its rows are; the labels are
// checked on the contract itself, because the table falls back to a description when a title is missing.
import { beforeAll, describe, expect, it } from 'vitest';
import { operationFields, type OperationFields } from '../../generators/fields.ts';
import {
  deref,
  isObject,
  type Json,
  type JsonObject,
  type Operation,
  operations,
  requestSchema,
  responseBodySchema,
} from '../../generators/schema-walk.ts';
import { loadBundle } from './load.ts';

/** Shared request parts the request layer (CommonRequest) or the signing flow (the signature) fills. */
const FILLED_FOR_THE_USER = new Set(['CommonRequest', 'SignatureFields', 'TransactionSigning']);
const HAN = /[\u4e00-\u9fff]/;

const refName = (node: Json | undefined) =>
  isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;

/**
 * The properties of an object schema, through $ref and allOf, skipping the parts filled for the user:
 * each with its label, the `title` beside it or on the schema it refers to.
 */
function labelledProperties(doc: JsonObject, schema: Json | undefined): Array<{ name: string; title?: string }> {
  const out: Array<{ name: string; title?: string }> = [];
  const visit = (node: Json | undefined) => {
    const named = refName(node);
    if (named && FILLED_FOR_THE_USER.has(named)) return;
    const s = deref(doc, node);
    if (!isObject(s)) return;
    if (isObject(s.properties)) {
      for (const [name, prop] of Object.entries(s.properties)) {
        const target = deref(doc, prop);
        const own = isObject(prop) && typeof prop.title === 'string' ? prop.title : undefined;
        const shared = isObject(target) && typeof target.title === 'string' ? target.title : undefined;
        const title = own ?? shared;
        out.push(title === undefined ? { name } : { name, title });
      }
    }
    if (Array.isArray(s.allOf)) for (const part of s.allOf) visit(part);
  };
  visit(schema);
  return out;
}

const untitled = (fields: Array<{ name: string; title?: string }>) =>
  fields.filter((f) => !f.title || !HAN.test(f.title)).map((f) => f.name);

/** A query that pages (its request takes PagingRequest): a query screen pages and sorts its rows. */
function pages(doc: JsonObject, o: Operation): boolean {
  let found = false;
  const visit = (node: Json | undefined) => {
    if (refName(node) === 'PagingRequest') found = true;
    const s = deref(doc, node);
    if (isObject(s) && Array.isArray(s.allOf)) for (const part of s.allOf) visit(part);
  };
  visit(requestSchema(o.op));
  return found;
}

function successRows(doc: JsonObject, o: Operation, field: string): unknown[] | undefined {
  const ok = deref(doc, (o.op.responses as JsonObject)['200']) as JsonObject;
  const examples = ((ok.content as JsonObject)['application/json'] as JsonObject).examples as JsonObject;
  const value = (deref(doc, examples.success) as JsonObject).value as JsonObject;
  const rows = (value.body as JsonObject | undefined)?.[field];
  return Array.isArray(rows) ? rows : undefined;
}

let doc: JsonObject;
let ops: Operation[];
let table: Map<string, OperationFields>;

beforeAll(() => {
  doc = loadBundle();
  ops = operations(doc);
  table = new Map(operationFields(doc).map((f) => [f.operationId, f]));
});

describe('labels of what the user fills', () => {
  it('gives every request field the user fills a Chinese title (the form\'s label)', () => {
    const missing: string[] = [];
    for (const o of ops) {
      for (const name of untitled(labelledProperties(doc, requestSchema(o.op)))) missing.push(`${o.operationId}.${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every enum of a field the user fills a Chinese label per value (x-eis-enum-labels)', () => {
    const missing: string[] = [];
    for (const f of table.values()) {
      for (const field of f.request) {
        if (field.origin === 'common' || field.origin === 'signature' || !field.enum || field.enum.length < 2) continue;
        const labels = field.enumLabels ?? {};
        for (const value of field.enum) if (!HAN.test(labels[value] ?? '')) missing.push(`${field.name}=${value}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('leaves the common and signature fields to the request layer and the signing flow', () => {
    const transfer = labelledProperties(doc, requestSchema(ops.find((o) => o.operationId === 'transferSub')?.op ?? {}));
    const names = transfer.map((f) => f.name);
    expect(names).toContain('PAYEE_ACCT_NO');
    for (const filled of ['H_MENU_ID', 'H_CHNL_ID', 'SIGN_DATA', 'CERT_SN', 'SERVICE_CODE', 'IDEMPOTENCY_KEY']) {
      expect(names).not.toContain(filled);
    }
  });
});

describe('queries (an answer with a LIST)', () => {
  it('labels every column of a query\'s rows', () => {
    const missing: string[] = [];
    for (const o of ops) {
      if (table.get(o.operationId)?.kind !== 'query') continue;
      const body = deref(doc, responseBodySchema(doc, o.op)) as JsonObject;
      const list = deref(doc, (body.properties as JsonObject).LIST) as JsonObject;
      for (const name of untitled(labelledProperties(doc, list.items))) missing.push(`${o.operationId}.${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives a paged query a TOTAL and at least 3 example rows to page and sort', () => {
    const short: string[] = [];
    const paged = ops.filter((o) => table.get(o.operationId)?.kind === 'query' && pages(doc, o));
    expect(paged.length).toBeGreaterThan(0);
    for (const o of paged) {
      const list = table.get(o.operationId)?.list;
      if (list?.total !== 'TOTAL') short.push(`${o.operationId}: no TOTAL`);
      const rows = successRows(doc, o, list?.field ?? 'LIST') ?? [];
      if (rows.length < 3) short.push(`${o.operationId}: ${String(rows.length)} rows`);
    }
    expect(short).toEqual([]);
  });

  it('gives the account transaction details enough rows for two pages of 10', () => {
    const o = ops.find((x) => x.operationId === 'accountTransDetailQry');
    expect(o).toBeDefined();
    expect((successRows(doc, o as Operation, 'LIST') ?? []).length).toBeGreaterThanOrEqual(12);
  });
});
