/**
 * Property-based variations of a query's inputs (issue 53: "boundaries of lengths, enums, amounts,
 * dates"), drawn with fast-check from the contract's field table with a seed, so a run can be
 * repeated: a request with every criterion at a boundary the contract allows (the gateway must answer
 * it by its schema), two pages of two rows (pagination), and one request that breaks the contract in
 * one field (the gateway must refuse it with E0400). Identifiers (accounts, numbers with a pattern)
 * keep the example's value: another one would only be "not found". Pure.
 */
import fc from 'fast-check';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { addDays } from '@/protocol/bank-time.ts';

export type Body = Record<string, unknown>;

export interface Variant {
  readonly label: string;
  readonly body: Body;
  /** The fields this variant set, for the report. */
  readonly changed: readonly string[];
  /** What the gateway must answer: success, or the refusal of a request that breaks the contract. */
  readonly expect: { readonly kind: 'success' } | { readonly kind: 'refusal'; readonly status: string };
}

/** The status of a request that breaks the contract (openapi/components/responses.yaml BadRequest). */
export const CONTRACT_REFUSAL = 'E0400';
const MAX_AMOUNT = '999999999999999.99';
/** The characters of a drawn text: Chinese and Latin, every one a single UTF-16 unit (so lengths agree everywhere). */
const TEXT_UNITS = Array.from('浙江绿谷农业科技有限公司余杭杭州ABCxyz019');

const pick = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0] as T;

/** A free-text field: no pattern, no enum, no shared schema; a user types it. */
const isFreeText = (f: FieldInfo) => !f.enum && !f.pattern && !f.ref && !f.format && (f.type ?? 'string') === 'string';
const isDate = (f: FieldInfo) => f.format === 'date';
const isAmount = (f: FieldInfo) => f.ref === 'Amount';

/** Boundary dates up to `today` (the bank's date): today, the month's first day, a leap day, a year's end. */
function dateArb(today: string): fc.Arbitrary<string> {
  const candidates = [today, `${today.slice(0, 8)}01`, '2024-02-29', '2025-12-31', '2024-01-01'].filter((d) => d <= today);
  return fc.constantFrom(...candidates);
}

/** A date range at its boundaries: the same day, a day, a month or a year long, ending on a boundary date. */
function dateRange(today: string, seed: number): [string, string] {
  const [end, back] = pick(fc.tuple(dateArb(today), fc.constantFrom(0, 1, 30, 365)), seed);
  return [addDays(end, -back), end];
}

/** A text of exactly the field's shortest or longest length. */
function textArb(f: FieldInfo): fc.Arbitrary<string> {
  const max = Math.max(1, Math.min(f.maxLength ?? 32, 512));
  const unit = fc.constantFrom(...TEXT_UNITS);
  return fc.constantFrom(1, max).chain((n) => fc.string({ unit, minLength: n, maxLength: n }));
}

/** Pairs a range's two ends (START_/END_, MIN_/MAX_): the kit keeps start ≤ end. */
export function rangeEnd(name: string, names: ReadonlySet<string>): string | undefined {
  const m = /^(START|MIN)_(.+)$/.exec(name);
  if (!m) return undefined;
  const other = `${m[1] === 'START' ? 'END' : 'MAX'}_${m[2] ?? ''}`;
  return names.has(other) ? other : undefined;
}

function amountValues(lower: boolean, seed: number): string {
  return pick(fc.constantFrom(...(lower ? ['0.00', '0.01'] : ['0.01', MAX_AMOUNT])), seed);
}

/** Every criterion at a boundary the contract allows; undefined when the query has none to vary. */
export function boundaryVariant(
  fields: readonly FieldInfo[], example: Body, seed: number, today: string,
): Variant | undefined {
  const body: Body = { ...example };
  const changed: string[] = [];
  const names = new Set(fields.map((f) => f.name));
  const set = (name: string, value: unknown) => {
    body[name] = value;
    if (!changed.includes(name)) changed.push(name);
  };
  for (const [i, f] of fields.entries()) {
    if (f.origin === 'paging' || changed.includes(f.name)) continue;
    const s = seed + i;
    const end = rangeEnd(f.name, names);
    if (f.enum && f.enum.length > 0) set(f.name, pick(fc.constantFrom(...f.enum), s));
    else if (isDate(f) && end) {
      const [from, to] = dateRange(today, s);
      set(f.name, from);
      set(end, to);
    } else if (isDate(f)) set(f.name, pick(dateArb(today), s));
    else if (isAmount(f) && end) {
      set(f.name, amountValues(true, s));
      set(end, amountValues(false, s + 1));
    } else if (isAmount(f)) set(f.name, amountValues(seed % 2 === 0, s));
    else if (isFreeText(f)) set(f.name, pick(textArb(f), s));
  }
  return changed.length === 0 ? undefined : { label: 'boundary values', body, changed, expect: { kind: 'success' } };
}

/** Whether the query pages (PagingRequest: PAGE_NO and PAGE_SIZE). */
export const isPaged = (fields: readonly FieldInfo[]) =>
  fields.some((f) => f.name === 'PAGE_NO') && fields.some((f) => f.name === 'PAGE_SIZE');

/** Pages 1 and 2 of two rows each, with the example's criteria: they must not share a row. */
export function pageVariants(fields: readonly FieldInfo[], example: Body): [Variant, Variant] | undefined {
  if (!isPaged(fields)) return undefined;
  const page = (n: number): Variant => ({
    label: `page ${String(n)} of 2 rows`,
    body: { ...example, PAGE_NO: String(n), PAGE_SIZE: '2' },
    changed: ['PAGE_NO', 'PAGE_SIZE'],
    expect: { kind: 'success' },
  });
  return [page(1), page(2)];
}

/** A value of the field that breaks its contract, and why; undefined when the kit has none for it. */
export function breaking(f: FieldInfo): { value: string; why: string } | undefined {
  if (f.enum && f.enum.length > 0) {
    const value = ['ZZ', 'ZZZ', '99'].find((v) => !f.enum?.includes(v)) ?? '';
    return { value, why: `not one of ${f.enum.join(', ')}` };
  }
  if (isDate(f)) return { value: '2026-02-30', why: 'no such date' };
  if (isAmount(f)) return { value: '1.234', why: 'three decimals' };
  if (f.name === 'PAGE_SIZE') return { value: '0', why: 'a page of no rows' };
  if (isFreeText(f) && f.maxLength !== undefined && f.maxLength < 4096) {
    const over = f.maxLength + 1;
    return { value: '字'.repeat(over), why: `${String(over)} characters, above maxLength ${String(f.maxLength)}` };
  }
  return undefined;
}

/** The example with one field (picked by the seed) breaking its contract; the gateway must refuse it with E0400. */
export function invalidVariant(fields: readonly FieldInfo[], example: Body, seed: number): Variant | undefined {
  const candidates = fields.flatMap((f) => {
    const bad = breaking(f);
    return bad ? [{ f, bad }] : [];
  });
  if (candidates.length === 0) return undefined;
  const { f, bad } = pick(fc.constantFrom(...candidates), seed);
  return {
    label: `${f.name} breaks the contract (${bad.why})`,
    body: { ...example, [f.name]: bad.value },
    changed: [f.name],
    expect: { kind: 'refusal', status: CONTRACT_REFUSAL },
  };
}
