/**
 * The shown result as CSV (STYLE-EXAMPLES §3, react-admin's downloadCSV): the writer (UTF-8 with a
 * byte-order mark, CRLF lines, quoting, formulas neutralised) lives in the protocol layer, shared
 * with the batch file templates and the mock gateway (src/protocol/batch/csv.ts); this adds the
 * download's file name. Pure.
 */
export { BOM, csvCell, toCsv, type CsvColumn } from '@/protocol/batch/csv.ts';

/** A file name for the download: the screen's title and the bank's date (YYYY-MM-DD), nothing a file system refuses. */
export function csvFileName(title: string, day: string): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'export';
  return `${safe}_${day.replace(/-/g, '')}.csv`;
}
