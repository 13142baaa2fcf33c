/**
 * How a result column reads (issue 38, tables a treasurer reads), by its field: an amount right-aligned
 * in tabular figures, on one line; a date, a time, an account or a code on one line; a long text cut
 * to a width, its full text on hover and focus; anything else as it comes. Pure; QueryScreen applies it.
 */
import type { FieldInfo } from '@/api/generated/fields.ts';

export interface ColumnLook {
  align: 'start' | 'end';
  /** Tabular figures: the digits of a column line up. */
  figures: boolean;
  /** Never wrapped (a date over two lines is misread). */
  nowrap: boolean;
  /** Cut to this width with an ellipsis; the full text on hover and focus. */
  maxWidth?: string;
}

/** Free text longer than this many characters is cut in the table. */
export const LONG_TEXT = 40;

const DATE_OR_TIME = /(_DATE|_TIME|_DAY|^DATE|^TIME)$/;

export function columnLook(f: Pick<FieldInfo, 'name' | 'ref' | 'format' | 'maxLength' | 'enum' | 'pattern'>): ColumnLook {
  if (f.ref === 'Amount') return { align: 'end', figures: true, nowrap: true };
  if (f.format === 'date' || f.format === 'date-time' || DATE_OR_TIME.test(f.name)) return { align: 'start', figures: true, nowrap: true };
  if (f.ref === 'AccountNo' || f.enum || f.pattern) return { align: 'start', figures: true, nowrap: true };
  if ((f.maxLength ?? 0) > LONG_TEXT) return { align: 'start', figures: false, nowrap: true, maxWidth: '16rem' };
  return { align: 'start', figures: false, nowrap: false };
}
