/**
 * How a value shows in a result row, in a CSV of the shown rows and on a result page (spec 000 §5):
 * an amount with thousands separators and two decimals, an account number masked to its first and
 * last four digits, an enum value by its Chinese label. Pure; never throws on a value the server sent.
 */
import type { FieldInfo } from '@/api/generated/fields.ts';
import { maskCard } from '@/ui/format.ts';

/** 1285630.45 -> 1,285,630.45; anything that is not an amount stays as sent. */
export function groupAmount(value: string): string {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!m) return value;
  return `${m[1] ?? ''}${(m[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${m[3] ?? ''}`;
}

export function displayValue(field: Pick<FieldInfo, 'ref' | 'enumLabels'> | undefined, value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (!field) return text;
  if (field.enumLabels?.[text] !== undefined) return field.enumLabels[text];
  if (field.ref === 'Amount') return groupAmount(text);
  if (field.ref === 'AccountNo') return maskCard(text);
  return text;
}
