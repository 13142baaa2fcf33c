/**
 * Breaking changes between two bundled contracts, for backend teams before they merge: removed
 * operations, new required request fields, removed response fields, changed field types, and the
 * changes only this portal treats as breaking: a changed service code or selector, a removed or
 * reordered confirmation row, a changed x-eis-encrypt. Pure: two documents in, a list out.
 */
import type { SignExtension } from './check.ts';
import { deref, isObject, type Json, type JsonObject, operations, requestSchema, responseBodySchema } from './schema-walk.ts';

export interface BreakingChange {
  operationId: string;
  path: string;
  kind:
    | 'operation removed'
    | 'operationId changed'
    | 'required request field added'
    | 'response field removed'
    | 'field type changed'
    | 'service code changed'
    | 'confirmation row removed'
    | 'confirmation rows reordered'
    | 'encryption changed';
  detail: string;
}

interface FieldInfo {
  type: string;
  required: boolean;
}

/** A readable type of a schema: string, integer, array<string>, object, "ET" for a const… */
function typeOf(doc: JsonObject, node: Json | undefined, depth = 0): string {
  const s = deref(doc, node);
  if (!isObject(s)) return 'unknown';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.allOf)) return 'object';
  const type = Array.isArray(s.type) ? s.type.map(String).sort().join('|') : typeof s.type === 'string' ? s.type : 'unknown';
  if (type === 'array' && depth < 3) return `array<${typeOf(doc, s.items, depth + 1)}>`;
  return type;
}

/** Every field under a schema as a dotted path (array items as []), with its type and whether required. */
export function fieldsOf(doc: JsonObject, schema: Json | undefined, prefix = '', depth = 0): Map<string, FieldInfo> {
  const out = new Map<string, FieldInfo>();
  if (depth > 5) return out;
  const s = deref(doc, schema);
  if (!isObject(s)) return out;
  if (Array.isArray(s.allOf)) {
    for (const part of s.allOf) for (const [k, v] of fieldsOf(doc, part, prefix, depth)) out.set(k, v);
  }
  const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
  if (isObject(s.properties)) {
    for (const [name, prop] of Object.entries(s.properties)) {
      const path = `${prefix}${name}`;
      out.set(path, { type: typeOf(doc, prop), required: required.has(name) });
      const resolved = deref(doc, prop);
      if (isObject(resolved) && resolved.type === 'array') {
        for (const [k, v] of fieldsOf(doc, resolved.items, `${path}[].`, depth + 1)) out.set(k, v);
      } else {
        for (const [k, v] of fieldsOf(doc, prop, `${path}.`, depth + 1)) out.set(k, v);
      }
    }
  }
  return out;
}

const codesOf = (sign: SignExtension | undefined): string =>
  !sign ? 'none' : sign.serviceCode.default !== undefined
    ? sign.serviceCode.default
    : `by ${sign.serviceCode.by}: ${Object.entries(sign.serviceCode.codes).map(([k, v]) => `${k}=${v}`).sort().join(', ')}`;

export function diffContracts(before: JsonObject, after: JsonObject): BreakingChange[] {
  const changes: BreakingChange[] = [];
  const now = new Map(operations(after).map((o) => [o.path, o]));
  for (const old of operations(before)) {
    const add = (kind: BreakingChange['kind'], detail: string) =>
      changes.push({ operationId: old.operationId, path: old.path, kind, detail });
    const current = now.get(old.path);
    if (!current) {
      add('operation removed', `${old.path} is gone`);
      continue;
    }
    if (current.operationId !== old.operationId) {
      add('operationId changed', `${old.operationId} is now ${current.operationId}: the SDK function is renamed`);
    }

    const oldRequest = fieldsOf(before, requestSchema(old.op));
    const newRequest = fieldsOf(after, requestSchema(current.op));
    for (const [field, info] of newRequest) {
      const was = oldRequest.get(field);
      if (info.required && !was?.required) add('required request field added', `${field} is now required`);
      if (was && was.type !== info.type) add('field type changed', `request ${field}: ${was.type} -> ${info.type}`);
    }
    const oldResponse = fieldsOf(before, responseBodySchema(before, old.op));
    const newResponse = fieldsOf(after, responseBodySchema(after, current.op));
    for (const [field, info] of oldResponse) {
      const is = newResponse.get(field);
      if (!is) add('response field removed', `body.${field} is gone`);
      else if (is.type !== info.type) add('field type changed', `response body.${field}: ${info.type} -> ${is.type}`);
    }

    const oldSign = old.op['x-eis-sign'] as unknown as SignExtension | undefined;
    const newSign = current.op['x-eis-sign'] as unknown as SignExtension | undefined;
    if (codesOf(oldSign) !== codesOf(newSign)) {
      add('service code changed', `${codesOf(oldSign)} -> ${codesOf(newSign)}`);
    }
    if (oldSign) {
      const newFields = (newSign?.confirm ?? []).map((r) => r.field);
      const kept = oldSign.confirm.map((r) => r.field).filter((f) => newFields.includes(f));
      for (const row of oldSign.confirm) {
        if (!newFields.includes(row.field)) add('confirmation row removed', `${row.label} (${row.field})`);
      }
      const newOrder = newFields.filter((f) => kept.includes(f));
      if (kept.join() !== newOrder.join()) add('confirmation rows reordered', `${kept.join(', ')} -> ${newOrder.join(', ')}`);
    }
    const oldEncrypt = old.op['x-eis-encrypt'] !== false;
    const newEncrypt = current.op['x-eis-encrypt'] !== false;
    if (oldEncrypt !== newEncrypt) add('encryption changed', `x-eis-encrypt ${oldEncrypt} -> ${newEncrypt}`);
  }
  return changes;
}

export function formatChanges(changes: BreakingChange[]): string {
  return changes.map((c) => `BREAKING ${c.kind}: ${c.operationId} (${c.path}): ${c.detail}`).join('\n');
}
