/**
 * The keys of a record from its link (RecordScreen.tsx): each named request field must be in the URL
 * and match its contract field (pattern, length), or the screen says which one is wrong, in the current
 * language (its title through term()). Pure but for the language.
 */
import type { FieldInfo } from '@/api/generated/fields.ts';
import { i18n } from '@/i18n/index.ts';

export type RecordKeys = { values: Record<string, string> } | { problem: string };

export function recordKeys(fields: readonly FieldInfo[], keys: readonly string[], search: URLSearchParams): RecordKeys {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const field = fields.find((f) => f.name === key);
    const title = field ? i18n.term(field.title) : key;
    const value = search.get(key) ?? '';
    if (value === '') return { problem: i18n.t('kit.record.missingKey', { title }) };
    const tooLong = value.length > (field?.maxLength ?? Number.POSITIVE_INFINITY);
    if (!field || tooLong || !new RegExp(field.pattern ?? '').test(value)) {
      return { problem: i18n.t('kit.record.badKey', { title }) };
    }
    values[key] = value;
  }
  return { values };
}

/** The first row whose keys are the link's values, or undefined. */
export function matchingRow(
  rows: readonly unknown[],
  values: Readonly<Record<string, string>>,
): Record<string, unknown> | undefined {
  const keys = Object.entries(values);
  return rows.find((r): r is Record<string, unknown> =>
    typeof r === 'object' && r !== null && keys.every(([k, v]) => (r as Record<string, unknown>)[k] === v));
}
