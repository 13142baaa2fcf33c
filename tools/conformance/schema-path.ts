/**
 * Where the contract says what an answer's field must be (issue 53: "what differed from the contract,
 * with the schema path"): from an operation and a path into its answer (`body.LIST[0].ACCT_NAME`),
 * the JSON pointer of that field's schema in the bundled contract, following `$ref`, `allOf` and
 * array items: `#/components/schemas/AccountItem/properties/ACCT_NAME`. A backend engineer opens the
 * contract there. Pure.
 */

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON pointer's token: `~` and `/` escaped (RFC 6901). */
export const pointerToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The node a local `#/…` pointer names in the document, or undefined. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '#') return doc;
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of pointer.slice(2).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isNode(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

interface At {
  node: Node;
  pointer: string;
}

/** Follows `$ref`s (a few levels at most: the contract's refs do not loop). */
function deref(doc: unknown, at: At): At {
  let current = at;
  for (let hops = 0; hops < 8; hops += 1) {
    const ref = current.node.$ref;
    if (typeof ref !== 'string') return current;
    const target = resolvePointer(doc, ref);
    if (!isNode(target)) return current;
    current = { node: target, pointer: ref };
  }
  return current;
}

/** The schema that describes a property: its own `properties`, or the `allOf` branch that has it. */
function property(doc: unknown, at: At, key: string): At | undefined {
  const here = deref(doc, at);
  const props = here.node.properties;
  if (isNode(props) && isNode(props[key])) return { node: props[key], pointer: `${here.pointer}/properties/${pointerToken(key)}` };
  const branches = here.node.allOf;
  if (!Array.isArray(branches)) return undefined;
  for (const [i, branch] of branches.entries()) {
    if (!isNode(branch)) continue;
    const found = property(doc, { node: branch, pointer: `${here.pointer}/allOf/${String(i)}` }, key);
    if (found) return found;
  }
  return undefined;
}

/** The pointer of the answer schema of an operation at its /api path. */
export function answerPointer(apiPath: string): string {
  return `#/paths/${pointerToken(apiPath)}/post/responses/200/content/application~1json/schema`;
}

/**
 * The pointer of the schema that describes `dataPath` in the operation's answer: as deep as the
 * contract goes (a field the contract does not have stops at its parent object).
 */
export function schemaPointer(doc: unknown, apiPath: string, dataPath: readonly PropertyKey[]): string | undefined {
  const root = resolvePointer(doc, answerPointer(apiPath));
  if (!isNode(root)) return undefined;
  let at: At = { node: root, pointer: answerPointer(apiPath) };
  for (const segment of dataPath) {
    const here = deref(doc, at);
    const next = typeof segment === 'number'
      ? (isNode(here.node.items) ? { node: here.node.items, pointer: `${here.pointer}/items` } : undefined)
      : property(doc, here, String(segment));
    // a field the contract does not have: its parent's schema, where it would be
    if (!next) return here.pointer;
    at = next;
  }
  return at.pointer;
}
