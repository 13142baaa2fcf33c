/**
 * What the generators require of a contract beyond OpenAPI validity (Redocly and Spectral check
 * that): unique operationIds, well-formed x-eis-* extensions, service codes of 13 digits distinct
 * per operation and selector, selectors and confirmation/signed fields that exist. Pure: a
 * bundled document in, a list of problems (bundle pointers) out. The contract test runs it too.
 */
import { amountGrammar } from './amount.ts';
import { checkPolicy } from './policy.ts';
import {
  deref,
  escapePointer,
  isObject,
  type Json,
  type JsonObject,
  operations,
  propertyNames,
  propertySchema,
  requestSchema,
  responseBodySchema,
} from './schema-walk.ts';

/** The shape of x-eis-sign once checkContract found no problem in it. */
export interface SignExtension {
  serviceCode:
    | { default: string; by?: undefined; codes?: undefined }
    | { default?: undefined; by: string; codes: Record<string, string> };
  confirm: Array<{ label: string; field: string; raw?: true }>;
  signed: string[];
}

export interface Problem {
  pointer: string;
  message: string;
}

export const SELECTOR_FIELDS = ['AUTH_TYPE', 'AUTH_METHOD'] as const;
export const PROVISIONAL_WORDS = ['path', 'operation', 'requestBody', 'responseBody', 'serviceCode', 'confirm', 'signed', 'debit', 'access'];
const SERVICE_CODE = /^\d{13}$/;

export function checkContract(doc: JsonObject): Problem[] {
  const problems: Problem[] = [];
  const firstSeen = new Map<string, string>();
  const codeOwner = new Map<string, string>();

  for (const o of operations(doc)) {
    const at = (suffix: string) => `${o.pointer}${suffix}`;
    if (o.method !== 'post') problems.push({ pointer: o.pointer, message: `every call is POST (spec 000 §7), not ${o.method}` });
    problems.push(...checkNoEventStream(o.op, at('/responses')));
    if (o.operationId && !o.path.endsWith(`/${o.operationId}`)) {
      problems.push({ pointer: at('/operationId'), message: `the path must end in the operationId (/api/<area>/${o.operationId})` });
    }
    if (!o.operationId) {
      problems.push({ pointer: at('/operationId'), message: 'operationId is missing' });
    } else if (firstSeen.has(o.operationId)) {
      problems.push({
        pointer: at('/operationId'),
        message: `duplicate operationId "${o.operationId}" (also at ${firstSeen.get(o.operationId) ?? ''})`,
      });
    } else {
      firstSeen.set(o.operationId, at('/operationId'));
    }
    for (const flag of ['x-eis-silent', 'x-eis-encrypt', 'x-eis-login-check']) {
      if (o.op[flag] !== undefined && typeof o.op[flag] !== 'boolean') {
        problems.push({ pointer: at(`/${flag}`), message: `${flag} must be true or false` });
      }
    }
    const provisional = o.op['x-eis-provisional'];
    if (provisional !== undefined) {
      if (!Array.isArray(provisional)) {
        problems.push({ pointer: at('/x-eis-provisional'), message: 'x-eis-provisional must be a list' });
      } else {
        provisional.forEach((item, i) => {
          const problem = checkProvisionalItem(doc, o.op, item);
          if (problem) problems.push({ pointer: at(`/x-eis-provisional/${i}`), message: problem });
        });
      }
    }
    const sign = o.op['x-eis-sign'];
    if (sign !== undefined) problems.push(...checkSign(doc, o.op, sign, at('/x-eis-sign'), o.operationId, codeOwner));
    const batch = o.op['x-eis-batch'];
    if (batch !== undefined) problems.push(...checkBatch(doc, o.op, batch, at('/x-eis-batch')));
  }
  // who debits what, under which rule, and who may call (./policy.ts)
  problems.push(...checkPolicy(doc));
  const grammar = amountGrammar(doc);
  if ('problem' in grammar) problems.push({ pointer: '#/components/schemas/Amount', message: grammar.problem });
  return problems;
}

/** The request fields a batch operation signs for its file (issue 37). */
/**
 * A call answers one envelope (spec 000 §7): no answer is a stream of server-sent events. The client is
 * generated without Hey API's event-stream code (ADR 0023), so such an answer is refused here, by name,
 * rather than as a type error in the generated SDK.
 */
function checkNoEventStream(op: JsonObject, base: string): Problem[] {
  const responses = op.responses;
  if (!isObject(responses)) return [];
  return Object.entries(responses).flatMap(([status, response]) =>
    isObject(response) && isObject(response.content) && 'text/event-stream' in response.content
      ? [{ pointer: `${base}/${status}/content/text~1event-stream`, message: `a call answers one envelope (spec 000 §7), not a text/event-stream (status ${status})` }]
      : [],
  );
}

export const BATCH_FIELDS = ['ACCT_NO', 'BATCH_NO', 'TOTAL_COUNT', 'TRAN_AMT', 'FILE_DIGEST'];

/**
 * x-eis-batch: `{ transType, row }` (`row` a schema of #/components/schemas), on a signed operation
 * whose request carries and signs the file's batch number, count, total and digest; its row an object
 * with an amount and an account column.
 */
function checkBatch(doc: JsonObject, op: JsonObject, batch: Json, base: string): Problem[] {
  if (!isObject(batch)) return [{ pointer: base, message: 'x-eis-batch must be an object { transType, row }' }];
  const problems: Problem[] = [];
  if (typeof batch.transType !== 'string' || !/^[A-Z][A-Z_]{0,31}$/.test(batch.transType)) {
    const message = 'x-eis-batch transType must be an upper-case TRANS_TYPE of at most 32 characters';
    problems.push({ pointer: `${base}/transType`, message });
  }
  const row = typeof batch.row === 'string' ? deref(doc, { $ref: `#/components/schemas/${batch.row}` }) : undefined;
  const columns = isObject(row) && isObject(row.properties) ? Object.values(row.properties) : [];
  const refs = columns.map((c) => (isObject(c) && typeof c.$ref === 'string' ? c.$ref.split('/').pop() : undefined));
  if (!refs.includes('Amount') || !refs.includes('AccountNo')) {
    problems.push({ pointer: `${base}/row`, message: 'x-eis-batch row must be an object schema with an Amount and an AccountNo column' });
  }
  const sign = op['x-eis-sign'];
  const signed = isObject(sign) && Array.isArray(sign.signed) ? sign.signed : [];
  const request = propertyNames(doc, requestSchema(op));
  const missing = BATCH_FIELDS.filter((f) => !request.has(f) || !signed.includes(f));
  if (missing.length > 0) {
    problems.push({ pointer: base, message: `a batch operation must carry and sign ${missing.join(', ')} (x-eis-sign signed)` });
  }
  return problems;
}

/**
 * A provisional item is a word, or requestBody.FIELD / responseBody.FIELD, where FIELD may be a
 * path through objects and array items (responseBody.LIST.PUBLISH_DATE). Returns the problem.
 */
function checkProvisionalItem(doc: JsonObject, op: JsonObject, item: Json): string | undefined {
  const [word = '', ...fieldPath] = typeof item === 'string' ? item.split('.') : [];
  if (!PROVISIONAL_WORDS.includes(word) || (fieldPath.length > 0 && word !== 'requestBody' && word !== 'responseBody')) {
    return `unknown provisional item ${JSON.stringify(item)}; use ${PROVISIONAL_WORDS.join(', ')} or requestBody.FIELD / responseBody.FIELD`;
  }
  let schema: Json | undefined = word === 'requestBody' ? requestSchema(op) : responseBodySchema(doc, op);
  for (const field of fieldPath) {
    let current = deref(doc, schema);
    if (isObject(current) && current.type === 'array') current = deref(doc, current.items);
    if (!propertyNames(doc, current).has(field)) return `provisional item ${fieldPath.join('.')} of ${word} names no field of the call`;
    schema = propertySchema(doc, current, field);
  }
  return undefined;
}

function checkSign(
  doc: JsonObject,
  op: JsonObject,
  sign: Json,
  base: string,
  operationId: string,
  codeOwner: Map<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(sign)) return [{ pointer: base, message: 'x-eis-sign must be an object' }];
  const request = requestSchema(op);
  const requestFields = propertyNames(doc, request);
  const responseFields = propertyNames(doc, responseBodySchema(doc, op));

  const code = (value: Json | undefined, pointer: string) => {
    if (typeof value !== 'string' || !SERVICE_CODE.test(value)) {
      problems.push({ pointer, message: `service code ${JSON.stringify(value)} is not a string of 13 digits` });
      return;
    }
    const owner = codeOwner.get(value);
    if (owner) problems.push({ pointer, message: `service code ${value} is already used by ${owner}` });
    else codeOwner.set(value, operationId);
  };

  const serviceCode = sign.serviceCode;
  if (!isObject(serviceCode)) {
    problems.push({ pointer: `${base}/serviceCode`, message: 'serviceCode is missing (default, or by + codes)' });
  } else if (serviceCode.default !== undefined) {
    if (serviceCode.by !== undefined || serviceCode.codes !== undefined) {
      problems.push({ pointer: `${base}/serviceCode`, message: 'give either default or by + codes, not both' });
    }
    code(serviceCode.default, `${base}/serviceCode/default`);
  } else {
    const by = serviceCode.by;
    if (typeof by !== 'string' || !(SELECTOR_FIELDS as readonly string[]).includes(by)) {
      problems.push({ pointer: `${base}/serviceCode/by`, message: `by must be one of ${SELECTOR_FIELDS.join(', ')}` });
    } else {
      const field = propertySchema(doc, request, by);
      const keys = isObject(serviceCode.codes) ? Object.keys(serviceCode.codes) : [];
      if (!field) {
        problems.push({ pointer: `${base}/serviceCode/by`, message: `selector ${by} is not a field of the request` });
      } else if (!Array.isArray(field.enum) || [...field.enum].map(String).sort().join() !== [...keys].sort().join()) {
        problems.push({
          pointer: `${base}/serviceCode/codes`,
          message: `the codes' keys (${keys.join(', ')}) must be exactly the enum of the request field ${by}`,
        });
      }
    }
    if (!isObject(serviceCode.codes) || Object.keys(serviceCode.codes).length === 0) {
      problems.push({ pointer: `${base}/serviceCode/codes`, message: 'codes must map each selector value to a code' });
    } else {
      for (const [key, value] of Object.entries(serviceCode.codes)) code(value, `${base}/serviceCode/codes/${escapePointer(key)}`);
    }
  }

  const confirm = sign.confirm;
  if (!Array.isArray(confirm) || confirm.length === 0) {
    problems.push({ pointer: `${base}/confirm`, message: 'confirm must list the confirmation rows, in order' });
  } else {
    const labels = new Set<string>();
    confirm.forEach((row, i) => {
      const pointer = `${base}/confirm/${i}`;
      if (!isObject(row) || typeof row.label !== 'string' || typeof row.field !== 'string' || !row.label.trim()) {
        problems.push({ pointer, message: 'a confirmation row is { label, field } with an optional raw: true' });
        return;
      }
      if (labels.has(row.label)) problems.push({ pointer: `${pointer}/label`, message: `label ${row.label} appears twice` });
      labels.add(row.label);
      if (!requestFields.has(row.field) && !responseFields.has(row.field)) {
        problems.push({
          pointer: `${pointer}/field`,
          message: `confirmation field ${row.field} is not a field of the request or of the response body`,
        });
      }
      if (row.raw !== undefined && row.raw !== true) problems.push({ pointer: `${pointer}/raw`, message: 'raw is true or absent' });
    });
  }

  const signed = sign.signed;
  if (!Array.isArray(signed)) {
    problems.push({ pointer: `${base}/signed`, message: 'signed must list the request fields the signed data covers' });
  } else {
    signed.forEach((field, i) => {
      if (typeof field !== 'string' || !requestFields.has(field)) {
        problems.push({ pointer: `${base}/signed/${i}`, message: `signed field ${JSON.stringify(field)} is not a field of the request` });
      }
    });
  }
  if (!requestFields.has('SIGN_DATA')) {
    problems.push({ pointer: base, message: 'a signed call carries its signature: the request needs SIGN_DATA' });
  }
  return problems;
}
