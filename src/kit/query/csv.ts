/**
 * The shown result as CSV (STYLE-EXAMPLES §3, react-admin's downloadCSV): UTF-8 with a byte-order mark
 * so that Excel opens the Chinese text, CRLF lines, every cell quoted when it must be, and a cell
 * that starts like a formula (= + - @, tab, carriage return) neutralised with a leading quote so a
 * spreadsheet never runs it. Pure.
 */
export interface CsvColumn {
  name: string;
  title: string;
}

export const BOM = '\uFEFF';

/** One cell: text as shown, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // a signed number is data, not a formula: -1.00 stays; "-2+3" or "=SUM(...)" does not run
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly CsvColumn[]): string {
  const lines = [columns.map((c) => csvCell(c.title)), ...rows.map((r) => columns.map((c) => csvCell(r[c.name])))];
  return `${BOM}${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** A file name for the download: the screen's title and the day, nothing a file system refuses. */
export function csvFileName(title: string, day: Date): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'export';
  const date = `${String(day.getFullYear())}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
  return `${safe}_${date}.csv`;
}
