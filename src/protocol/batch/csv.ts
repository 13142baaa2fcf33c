/**
 * The CSV writer of the portal's downloads: query results (src/kit/query/csv.ts, STYLE-EXAMPLES §3,
 * react-admin's downloadCSV) and batch file templates (issue 37). UTF-8 with a byte-order mark so
 * that Excel opens the Chinese text, CRLF lines, every cell quoted when it must be, and a cell that
 * starts like a formula once normalised (./formula.ts: = + - @ after blanks, invisible characters and
 * NFKC; a tab, a carriage return) neutralised with a leading quote so a spreadsheet never runs it;
 * ./parse.ts removes that quote when the file comes back. In the protocol layer so that the mock
 * gateway can write the same templates. Pure.
 */
import { startsFormula } from './formula.ts';
import type { BatchColumn } from './parse.ts';

export interface CsvColumn {
  name: string;
  title: string;
}

export const BOM = '\uFEFF';

/** One cell: text as shown, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // a signed number is data, not a formula: -1.00 stays; "-2+3", "=SUM(...)", " =1+1" and "＝1+1" do not run
  if (startsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly CsvColumn[]): string {
  const lines = [columns.map((c) => csvCell(c.title)), ...rows.map((r) => columns.map((c) => csvCell(r[c.name])))];
  return `${BOM}${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/**
 * A batch file's template: the columns' titles and example rows, keyed by field name. Excel shows a
 * long account typed into it as 6.22E+18 (digits lost) unless the cell is formatted as text: a CSV
 * cannot say so, the screen that offers the template has to.
 */
export function batchTemplate(
  columns: readonly BatchColumn[],
  examples: ReadonlyArray<Record<string, string>>,
): string {
  return toCsv(examples, columns);
}
