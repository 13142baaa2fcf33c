/**
 * An answer's differences from its contract, for people (issue 53): each problem the generated zod
 * schema found, as the answer's data path, what is wrong in plain words (with the value that came)
 * and the contract's schema path (./schema-path.ts). Pure.
 */
import type { Difference } from './model.ts';

/** What the kit reads of a zod issue (zod 4's issue shapes, structurally). */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly format?: string;
  readonly pattern?: string;
  readonly origin?: string;
  readonly maximum?: number | bigint;
  readonly minimum?: number | bigint;
  readonly keys?: readonly string[];
}

/** `body.LIST[0].ACCT_NAME`; the answer's root is `(answer)`. */
export function dataPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${String(segment)}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(answer)' : out;
}

/** The value at a path of the data; undefined when the path leaves it. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

/** A value as a report shows it: JSON, cut at 80 characters. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = typeof value === 'bigint' ? value.toString() : (JSON.stringify(value) as string | undefined);
  const text = json ?? typeof value;
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The JSON type of a value, in the contract's words. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function sizeProblem(issue: SchemaIssue, got: unknown, bigger: boolean): string {
  const limit = String(bigger ? issue.maximum : issue.minimum);
  const unit = issue.origin === 'array' ? 'items' : issue.origin === 'string' ? 'characters' : '';
  const size = Array.isArray(got) ? got.length : typeof got === 'string' ? got.length : got;
  const word = unit ? `${bigger ? 'more' : 'fewer'} than ${limit} ${unit}` : `${bigger ? 'above' : 'below'} ${limit}`;
  return `${word} (${shown(size)})`;
}

/** What is wrong, in words: the contract's expectation and what came. */
export function problemOf(issue: SchemaIssue, got: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return got === undefined
        ? `missing: the contract requires it (${issue.expected ?? 'a value'})`
        : `expected ${issue.expected ?? 'another type'}, got ${jsonType(got)} ${shown(got)}`;
    case 'invalid_value':
      return `${shown(got)} is not one of ${(issue.values ?? []).map((v) => shown(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern
        ? `${shown(got)} does not match ${issue.pattern}`
        : `${shown(got)} is not a valid ${issue.format ?? 'value'}`;
    case 'too_big':
      return sizeProblem(issue, got, true);
    case 'too_small':
      return sizeProblem(issue, got, false);
    case 'unrecognized_keys':
      return `fields the contract does not have: ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_union':
      return `${shown(got)} matches none of the contract's alternatives`;
    default:
      return `${issue.message} (got ${shown(got)})`;
  }
}

/**
 * The differences of an answer from its schema: one per issue, in the answer's order, each with the
 * contract's schema path when `schemaPath` can say it.
 */
export function differences(
  issues: readonly SchemaIssue[],
  data: unknown,
  schemaPath: (path: readonly PropertyKey[]) => string | undefined = () => undefined,
): Difference[] {
  return issues.map((issue) => {
    const schema = schemaPath(issue.path);
    return {
      path: dataPath(issue.path),
      problem: problemOf(issue, valueAt(data, issue.path)),
      ...(schema ? { schema } : {}),
    };
  });
}

/** One line per difference: `body.LIST[0].ACCT_TYPE: "09" does not match ^[0-9]{2}$ (#/components/…)`. */
export function formatDifferences(list: readonly Difference[], max = 5): string {
  const lines = list.slice(0, max).map((d) => `${d.path}: ${d.problem}${d.schema ? ` (${d.schema})` : ''}`);
  if (list.length > max) lines.push(`… and ${String(list.length - max)} more`);
  return lines.join('\n');
}
