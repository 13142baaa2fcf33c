/**
 * A spreadsheet formula in a cell (OWASP "CSV injection"): text a spreadsheet would run when the file is
 * opened, by the portal's downloads or by the bank's own staff. Decided after the text is normalised
 * as a spreadsheet or a later system may normalise it (issue 50 item 3): blanks and invisible
 * characters in front trimmed (` =1+1`, `\u200B=1+1`) and NFKC applied (the full-width `＝1+1`, the
 * small `﹦`). A signed number (`-1.00`, `+5`) is data, and so is a sign alone. Pure.
 */
import { REFUSED_PATTERN } from '../characters.ts';

/** What opens a formula: = + - @ (tab and carriage return: see startsFormula). */
const OPENS = /^[=+\-@]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** Blanks and what the character policy refuses (invisible), at the start. */
const LEADING = new RegExp(`^(?:\\s|${REFUSED_PATTERN})+`, 'u');

/** The text as a formula check reads it: NFKC, without the blanks and invisible characters in front. */
export const formulaText = (text: string): string => text.normalize('NFKC').replace(LEADING, '');

/**
 * Whether a spreadsheet could take the text for a formula: it starts with a tab or a carriage return,
 * or, normalised, with = + - @ and more after it, and is not a signed number.
 */
export function startsFormula(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  const normal = formulaText(text);
  return OPENS.test(normal) && normal.length > 1 && !NUMBER.test(normal);
}
