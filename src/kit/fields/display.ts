/**
 * How a value shows in a result row, in a CSV of the shown rows and on a result page (spec 000 §5):
 * an amount with thousands separators and two decimals, an account number masked to its first and
 * last four digits, an enum value by its label and a date as the language writes it (the `term` and
 * `date` of src/i18n, passed in by the caller; as sent by default). Pure; never throws on a value the
 * server sent.
 */
import type { FieldInfo } from '@/api/generated/fields.ts';
import { groupAmount, maskCard } from '@/ui/format.ts';

export { groupAmount };

/** How a language shows a contract text (an enum label) and a date; the identity by default. */
export interface DisplayLanguage {
  term: (text: string) => string;
  date: (value: string) => string;
}

const AS_SENT: DisplayLanguage = { term: (text) => text, date: (value) => value };

export function displayValue(
  field: Pick<FieldInfo, 'ref' | 'enumLabels' | 'format'> | undefined,
  value: unknown,
  language: DisplayLanguage = AS_SENT,
): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (!field) return text;
  const label = field.enumLabels?.[text];
  if (label !== undefined) return language.term(label);
  if (field.ref === 'Amount') return groupAmount(text);
  if (field.ref === 'AccountNo') return maskCard(text);
  if (field.format === 'date') return language.date(text);
  return text;
}
