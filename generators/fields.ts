/**
 * The field table (src/api/generated/fields.ts): per operation, what a screen and the signing rules
 * need to know of each request field (label, required, bounds, format, enum and its Chinese labels,
 * the shared schema it is, where it comes from) and, for a query, the columns of its list. Read from
 * the bundled contract; typed against openapi-typescript's `paths`. Pure: same contract, same bytes.
 */
import { deref, isObject, type Json, type JsonObject, operations, requestSchema, responseBodySchema } from './schema-walk.ts';

/** Where a request field comes from: its own shape, or a shared part the request layer or the flow fills. */
export type FieldOrigin = 'own' | 'common' | 'signature' | 'paging';

/** Shared parts by their component name. */
const ORIGINS: Record<string, FieldOrigin> = {
  CommonRequest: 'common',
  SignatureFields: 'signature',
  TransactionSigning: 'signature',
  PagingRequest: 'paging',
};

export interface FieldRow {
  name: string;
  title: string;
  required: boolean;
  type: string;
  origin: FieldOrigin;
  ref?: string;
  format?: string;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
  enumLabels?: Record<string, string>;
}

const refName = (node: Json | undefined): string | undefined =>
  isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;

/** The label of a property: its title, else its description up to the first bracket or comma. */
export function fieldTitle(name: string, schema: JsonObject): string {
  if (typeof schema.title === 'string' && schema.title.trim()) return schema.title.trim();
  const description = typeof schema.description === 'string' ? schema.description : '';
  return description.split(/[（(，,：:；;。]/)[0]?.trim() || name;
}

function describe(doc: JsonObject, name: string, node: Json, required: boolean, origin: FieldOrigin): FieldRow {
  const ref = refName(node);
  const own = isObject(node) ? node : {};
  const target = deref(doc, node);
  // the property's own keywords (description, title beside a $ref) win over the shared schema's
  const beside = Object.fromEntries(Object.entries(own).filter(([k]) => k !== '$ref'));
  const s: JsonObject = { ...(isObject(target) ? target : {}), ...beside };
  const enumValues = Array.isArray(s.enum) ? s.enum.map(String) : typeof s.const === 'string' ? [s.const] : undefined;
  const rawLabels = s['x-eis-enum-labels'];
  const labels = isObject(rawLabels)
    ? Object.fromEntries(Object.entries(rawLabels).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;
  return {
    name,
    title: fieldTitle(name, s),
    required,
    type: typeof s.type === 'string' ? s.type : 'string',
    origin,
    ...(ref && !ORIGINS[ref] ? { ref } : {}),
    ...(typeof s.format === 'string' ? { format: s.format } : {}),
    ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}),
    ...(typeof s.pattern === 'string' ? { pattern: s.pattern } : {}),
    ...(enumValues ? { enum: enumValues } : {}),
    ...(labels ? { enumLabels: labels } : {}),
  };
}

/** The fields of an object schema, in declaration order, through $ref and allOf, each with its origin. */
export function schemaFields(doc: JsonObject, schema: Json | undefined, origin: FieldOrigin = 'own'): FieldRow[] {
  const out: FieldRow[] = [];
  const visit = (node: Json | undefined, from: FieldOrigin) => {
    const named = refName(node);
    const here = (named ? ORIGINS[named] : undefined) ?? from;
    const s = deref(doc, node);
    if (!isObject(s)) return;
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    if (isObject(s.properties)) {
      for (const [name, prop] of Object.entries(s.properties)) {
        const row = describe(doc, name, prop, required.has(name), here);
        const at = out.findIndex((f) => f.name === name);
        if (at < 0) out.push(row);
        else out[at] = { ...out[at], ...row, required: (out[at]?.required ?? false) || row.required };
      }
    }
    // a `required` naming a field declared in another part of the allOf
    for (const name of required) {
      const f = out.find((x) => x.name === name);
      if (f) f.required = true;
    }
    if (Array.isArray(s.allOf)) for (const part of s.allOf) visit(part, here);
  };
  visit(schema, origin);
  return out;
}

export type OperationKind = 'signed' | 'query' | 'form';

export interface OperationFields {
  operationId: string;
  summary: string;
  kind: OperationKind;
  request: FieldRow[];
  /** A query's list: the array field of its answer, the total field, the row columns. */
  list?: { field: string; total?: string; columns: FieldRow[] };
  /** The plain fields of a signed or form answer's body (what a result page shows). */
  result?: FieldRow[];
  /** x-eis-batch: the batch file the operation signs for, its upload's TRANS_TYPE and its row's columns. */
  batch?: { transType: string; columns: FieldRow[]; example?: Record<string, string> };
}

/** An operation's x-eis-batch (`row` names a schema of #/components/schemas), once checkContract passed it. */
function batchOf(doc: JsonObject, op: JsonObject): OperationFields['batch'] {
  const batch = op['x-eis-batch'];
  if (!isObject(batch) || typeof batch.transType !== 'string') return undefined;
  if (typeof batch.row !== 'string') return undefined;
  const ref = { $ref: `#/components/schemas/${batch.row}` };
  const schema = deref(doc, ref);
  const example = isObject(schema) && isObject(schema.example)
    ? Object.fromEntries(Object.entries(schema.example).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;
  return { transType: batch.transType, columns: schemaFields(doc, ref), ...(example ? { example } : {}) };
}

export function operationFields(doc: JsonObject): OperationFields[] {
  return operations(doc)
    .map((o) => {
      const request = schemaFields(doc, requestSchema(o.op));
      const body = deref(doc, responseBodySchema(doc, o.op));
      let list: OperationFields['list'];
      if (isObject(body) && isObject(body.properties)) {
        for (const [name, prop] of Object.entries(body.properties)) {
          const s = deref(doc, prop);
          if (name === 'LIST' && isObject(s) && s.type === 'array') {
            const total = Object.keys(body.properties).find((k) => k === 'TOTAL');
            list = { field: name, ...(total ? { total } : {}), columns: schemaFields(doc, s.items) };
          }
        }
      }
      const kind: OperationKind = o.op['x-eis-sign'] !== undefined ? 'signed' : list ? 'query' : 'form';
      const result = list ? [] : schemaFields(doc, body).filter((f) => f.type !== 'array' && f.type !== 'object');
      const batch = batchOf(doc, o.op);
      return {
        operationId: o.operationId,
        summary: typeof o.op.summary === 'string' ? o.op.summary : o.operationId,
        kind,
        request,
        ...(list ? { list } : {}),
        ...(result.length ? { result } : {}),
        ...(batch ? { batch } : {}),
      };
    })
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
}

const HEADER = '// Generated by `npm run generate` from openapi/. Do not edit: change the contract and regenerate.\n';

/** A row without its defaults (origin own, optional, string), to keep the table small. */
const row = (f: FieldRow) => {
  const { origin, required, type, ...rest } = f;
  const kept = { ...rest, ...(required ? { required } : {}), ...(type !== 'string' ? { type } : {}), ...(origin !== 'own' ? { origin } : {}) };
  return `    ${JSON.stringify(kept)},`;
};
/** The request layer fills the common fields and the signing flow the signature: the table leaves them out. */
const shown = (f: FieldRow) => f.origin === 'own' || f.origin === 'paging';

/**
 * Each operation's request rows as the field table writes them (the signing catalogue carries the
 * signed calls' own: generators/tables.ts), by operationId.
 */
export function requestRows(doc: JsonObject): Map<string, string[]> {
  return new Map(operationFields(doc).map((o) => [o.operationId, o.request.filter(shown).map(row)]));
}

/** An area's field table (areas/<area>/fields.ts); the types are the shared table's (fieldsModule). */
export function areaFieldsModule(doc: JsonObject): string {
  return `${HEADER}import type { OperationFields } from '../../fields.ts';

export const fields = {
${fieldEntries(doc).join('\n')}
} as const satisfies { readonly [id: string]: OperationFields };
`;
}

function fieldEntries(doc: JsonObject): string[] {
  return operationFields(doc).map((o) => [
    `  ${o.operationId}: {`,
    `    summary: ${JSON.stringify(o.summary)},`,
    `    kind: '${o.kind}',`,
    '    request: [',
    ...o.request.filter(shown).map(row).map((l) => `  ${l}`),
    '    ],',
    ...(o.list
      ? [
          `    list: { field: ${JSON.stringify(o.list.field)}, ${o.list.total ? `total: ${JSON.stringify(o.list.total)}, ` : ''}columns: [`,
          ...o.list.columns.map(row).map((l) => `    ${l}`),
          '    ] },',
        ]
      : []),
    ...(o.result ? ['    result: [', ...o.result.map(row).map((l) => `  ${l}`), '    ],'] : []),
    ...(o.batch
      ? [
          `    batch: { transType: ${JSON.stringify(o.batch.transType)}, ${o.batch.example ? `example: ${JSON.stringify(o.batch.example)}, ` : ''}columns: [`,
          ...o.batch.columns.map(row).map((l) => `    ${l}`),
          '    ] },',
        ]
      : []),
    '  },',
  ].join('\n'));
}

/** The shared fields.ts: the types, and every area's table under one name (`index`: generators/areas.ts). */
export function fieldsModule(index: string): string {
  return `${HEADER}import type { OperationId } from './operations';

/** Where a request field comes from: its own shape, or a shared part the request layer or the flow fills. */
export type FieldOrigin = 'own' | 'common' | 'signature' | 'paging';

/**
 * One field of a request or of a query's rows, as the contract describes it. A request's common
 * fields (the request layer adds them) and signature fields (the signing flow fills them) are left out.
 */
export interface FieldInfo {
  readonly name: string;
  /** The Chinese label (the schema's title, else its description's first words). */
  readonly title: string;
  /** Absent: optional. */
  readonly required?: boolean;
  /** Absent: string. */
  readonly type?: string;
  /** Absent: the operation's own field. */
  readonly origin?: FieldOrigin;
  /** The shared schema the field is (Amount, AccountNo...). */
  readonly ref?: string;
  readonly format?: string;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly string[];
  /** x-eis-enum-labels: the Chinese label of each enum value. */
  readonly enumLabels?: Readonly<Record<string, string>>;
}

export type OperationKind = 'signed' | 'query' | 'form';

export interface OperationFields {
  readonly summary: string;
  /** signed: x-eis-sign; query: its answer has a LIST; form: anything else. */
  readonly kind: OperationKind;
  readonly request: readonly FieldInfo[];
  readonly list?: { readonly field: string; readonly total?: string; readonly columns: readonly FieldInfo[] };
  /** The plain fields of the answer's body (a result page). */
  readonly result?: readonly FieldInfo[];
  /** x-eis-batch: the batch file the operation signs for (its upload's TRANS_TYPE) and its row's columns. */
  readonly batch?: {
    readonly transType: string;
    /** The row schema's example: the template's sample line. */
    readonly example?: Readonly<Record<string, string>>;
    readonly columns: readonly FieldInfo[];
  };
}

${index}`;
}
