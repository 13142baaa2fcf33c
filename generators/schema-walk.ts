/** Plain-data helpers over a parsed (bundled) OpenAPI document: local $refs, properties, pointers. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Operation {
  path: string;
  method: string;
  operationId: string;
  op: JsonObject;
  /** JSON pointer of the operation in the bundle. */
  pointer: string;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Escapes one JSON-pointer segment (RFC 6901). */
export const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapePointer = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

export function operations(doc: JsonObject): Operation[] {
  const out: Operation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op)) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : '';
      out.push({ path, method, operationId, op, pointer: `#/paths/${escapePointer(path)}/${method}` });
    }
  }
  return out;
}

/** Follows local `#/...` references until a schema that is not a reference. */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let guard = 0; guard < 64; guard++) {
    if (!isObject(current) || typeof current.$ref !== 'string') return current;
    if (!current.$ref.startsWith('#/')) return undefined;
    let target: Json | undefined = doc;
    for (const part of current.$ref.slice(2).split('/').map(unescapePointer)) {
      target = isObject(target) ? target[part] : undefined;
    }
    current = target;
  }
  throw new Error('reference cycle');
}

/** Every property name a schema allows at its top level, through $ref and allOf. */
export function propertyNames(doc: JsonObject, schema: Json | undefined): Set<string> {
  const names = new Set<string>();
  const visit = (node: Json | undefined) => {
    const s = deref(doc, node);
    if (!isObject(s)) return;
    if (isObject(s.properties)) for (const name of Object.keys(s.properties)) names.add(name);
    if (Array.isArray(s.allOf)) for (const part of s.allOf) visit(part);
  };
  visit(schema);
  return names;
}

/** The schema of property `name` at a schema's top level, through $ref and allOf. */
export function propertySchema(doc: JsonObject, schema: Json | undefined, name: string): JsonObject | undefined {
  const s = deref(doc, schema);
  if (!isObject(s)) return undefined;
  const own = isObject(s.properties) ? s.properties[name] : undefined;
  if (own !== undefined) {
    const resolved = deref(doc, own);
    return isObject(resolved) ? resolved : undefined;
  }
  if (Array.isArray(s.allOf)) {
    for (const part of s.allOf) {
      const found = propertySchema(doc, part, name);
      if (found) return found;
    }
  }
  return undefined;
}

/** The request body schema (JSON or multipart) of an operation. */
export function requestSchema(op: JsonObject): Json | undefined {
  const body = op.requestBody;
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const media = body.content['application/json'] ?? body.content['multipart/form-data'];
  return isObject(media) ? media.schema : undefined;
}

/** The schema of `body` in the operation's 200 answer. */
export function responseBodySchema(doc: JsonObject, op: JsonObject): Json | undefined {
  const responses = op.responses;
  if (!isObject(responses)) return undefined;
  const ok = deref(doc, responses['200']);
  if (!isObject(ok) || !isObject(ok.content)) return undefined;
  const media = ok.content['application/json'];
  if (!isObject(media)) return undefined;
  return propertySchema(doc, media.schema, 'body');
}
