import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { BUNDLE, ROOT } from '../../../generators/bundle.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Operation {
  path: string;
  method: string;
  operationId: string;
  op: JsonObject;
}

/** The bundle the node project's global setup wrote. */
export function loadBundle(): JsonObject {
  return parse(readFileSync(BUNDLE, 'utf8')) as JsonObject;
}

export function operations(doc: JsonObject): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
    for (const [method, op] of Object.entries(item as JsonObject)) {
      const o = op as JsonObject;
      out.push({ path, method, operationId: o.operationId as string, op: o });
    }
  }
  return out;
}

/** Follows local `#/...` references. */
export function deref(doc: JsonObject, node: Json): Json {
  let current = node;
  for (let guard = 0; guard < 50; guard++) {
    if (current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string') {
      const pointer = current.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      let target: Json = doc;
      for (const part of pointer) target = (target as JsonObject)[part] ?? null;
      current = target;
    } else {
      return current;
    }
  }
  throw new Error('reference cycle');
}

/** Every property name a schema allows at its top level, through $ref and allOf. */
export function propertyNames(doc: JsonObject, schema: Json): Set<string> {
  const names = new Set<string>();
  const visit = (node: Json) => {
    const s = deref(doc, node);
    if (!s || typeof s !== 'object' || Array.isArray(s)) return;
    for (const name of Object.keys((s.properties as JsonObject | undefined) ?? {})) names.add(name);
    for (const part of (s.allOf as Json[] | undefined) ?? []) visit(part);
  };
  visit(schema);
  return names;
}

/** The property schema of `name` at a schema's top level, through $ref and allOf. */
export function propertySchema(doc: JsonObject, schema: Json, name: string): JsonObject | undefined {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object' || Array.isArray(s)) return undefined;
  const own = (s.properties as JsonObject | undefined)?.[name];
  if (own) return deref(doc, own) as JsonObject;
  for (const part of (s.allOf as Json[] | undefined) ?? []) {
    const found = propertySchema(doc, part, name);
    if (found) return found;
  }
  return undefined;
}

/** The source files, for checks the bundle cannot show (every area key referenced by the root). */
export function sourceAreaKeys(): Map<string, string[]> {
  const dir = resolve(ROOT, 'openapi/paths');
  const out = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    out.set(file, Object.keys(parse(readFileSync(resolve(dir, file), 'utf8')) as JsonObject));
  }
  return out;
}

export function sourceRoot(): JsonObject {
  return parse(readFileSync(resolve(ROOT, 'openapi/portal.yaml'), 'utf8')) as JsonObject;
}
