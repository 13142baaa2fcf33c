/**
 * Reads a batch file (批量转账, 代发工资: issue 37, spec 000 §7 upload): a CSV of up to 10,000 payees
 * under a header row, checked cell by cell against the operation's columns. Every problem is
 * collected, not only the first, and named as the customer sees it in the spreadsheet: the row
 * number Excel shows and the column's Chinese title. Pure and DOM-free: the portal runs it in a web
 * worker (src/kit/batch), the mock gateway in Node on the uploaded file.
 */
import Papa from 'papaparse';
import { refusedCharacter } from '../characters.ts';
import { amountCents, centsToWire, halfWidth, wireAmount } from './amount.ts';
import { AMBIGUOUS_ENCODING, BatchFileError, decodeBatchFile, UNSUPPORTED_ENCODING } from './decode.ts';
import { startsFormula } from './formula.ts';

export interface BatchColumn {
  /** The contract's field name, e.g. PAYEE_ACCT_NO. */
  name: string;
  /** The Chinese header as the template writes it, e.g. 收款账号. */
  title: string;
  required?: boolean;
  kind?: 'amount' | 'account' | 'text';
  /** The contract's pattern (JS RegExp source), checked after normalising. */
  pattern?: string;
  /** In characters (code points), not bytes. */
  maxLength?: number;
}

/**
 * What is wrong, for a portal that says it in the user's language (issue 38): the kind and its
 * values (a column's title is the contract's Chinese one; the portal translates it).
 */
export type BatchProblemWhy =
  | { code: 'encoding' | 'ambiguousEncoding' | 'emptyFile' | 'noRows' | 'quotes' }
  | { code: 'tooMany'; max: number }
  | { code: 'missingColumn' | 'required' | 'account' | 'amount' | 'format'; title: string }
  | { code: 'tooLong'; title: string; max: number }
  | { code: 'invisible' | 'rightToLeft'; title: string; found: string }
  | { code: 'formula'; title: string };

export interface BatchProblem {
  /** The spreadsheet's row number (header = 1, first data line = 2); 0 = the file as a whole. */
  row: number;
  /** The column's Chinese title. */
  column?: string;
  /** In Chinese, as the bank's answers say it (the mock's BT0004 too). */
  message: string;
  why: BatchProblemWhy;
}

export interface BatchParse {
  /** Every data row checked, values normalised (amounts in wire form, accounts digits only). */
  rows: Array<Record<string, string>>;
  /** Each row's line in the spreadsheet (header = 1): blank lines keep their numbers. */
  lines: number[];
  /** Every problem, sorted by row, then by column order. */
  problems: BatchProblem[];
  /** The data rows in the file. */
  count: number;
  /** The sum of the amount column over the rows without problems, in wire form. */
  total: string;
  encoding?: 'utf-8' | 'gbk';
}

export const MAX_BATCH_ROWS = 10000;

/** A problem as the customer reads it: `第 12 行 工资卡号：…`, or the message alone for the whole file. */
export function problemText(p: Pick<BatchProblem, 'row' | 'column' | 'message'>): string {
  return p.row > 0 ? `第 ${String(p.row)} 行${p.column ? ` ${p.column}` : ''}：${p.message}` : p.message;
}

const ACCOUNT = /^\d{10,32}$/;

/** A blank record; Excel writes the rows it cleared as `,,,`, which are blank too. */
const isEmpty = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

/**
 * One cell's value as meant: trimmed, and without the leading `'` that a formula-safe export
 * (./csv.ts csvCell) put before `=`, `+`, `-`, `@`; an account or amount never starts with `'`,
 * so there any leading `'` goes (Excel users type it to keep a long account as text).
 */
function cellValue(raw: string, column: BatchColumn): string {
  const text = raw.trim();
  const numeric = column.kind === 'account' || column.kind === 'amount';
  return text.startsWith('\'') && (numeric || startsFormula(text.slice(1))) ? text.slice(1).trim() : text;
}

/** A problem's Chinese message, from what is wrong. */
export function chineseMessage(why: BatchProblemWhy): string {
  switch (why.code) {
    case 'encoding': return UNSUPPORTED_ENCODING;
    case 'ambiguousEncoding': return AMBIGUOUS_ENCODING;
    case 'emptyFile': return '文件为空';
    case 'noRows': return '文件中没有明细行';
    case 'quotes': return '引号不成对，请检查本行';
    case 'tooMany': return `明细超过 ${String(why.max)} 笔上限，请拆分为多个批次`;
    case 'missingColumn': return `缺少必填列：${why.title}`;
    case 'required': return `${why.title}不能为空`;
    case 'account': return `${why.title}格式不正确（应为 10–32 位数字）`;
    case 'amount': return `${why.title}格式不正确（应为大于 0 的金额，最多两位小数）`;
    case 'format': return `${why.title}格式不正确`;
    case 'tooLong': return `${why.title}超过 ${String(why.max)} 个字符`;
    case 'invisible': return `${why.title}含有控制字符或不可见字符（${why.found}），请删除后重新保存文件`;
    case 'formula': return `${why.title}以 =、+、-、@ 开头，可能被表格软件当作公式执行，请修改后重新保存文件`;
    case 'rightToLeft': return `${why.title}中的中文不能与从右向左书写的文字（${why.found}）混排，请删除后重新保存文件`;
  }
}

const problem = (row: number, why: BatchProblemWhy, column?: string): BatchProblem =>
  ({ row, ...(column === undefined ? {} : { column }), message: chineseMessage(why), why });

/** The normalised value, or what is wrong with it. */
function checkCell(
  value: string,
  column: BatchColumn,
  pattern: RegExp | undefined,
): { value: string; why?: BatchProblemWhy } {
  const { title } = column;
  if (value === '') return column.required ? { value, why: { code: 'required', title } } : { value };
  let normal = value;
  if (column.kind === 'account') {
    normal = halfWidth(value).replace(/\s+/g, '');
    if (!ACCOUNT.test(normal)) return { value: normal, why: { code: 'account', title } };
  } else if (column.kind === 'amount') {
    const wire = wireAmount(value);
    if (wire === undefined) return { value, why: { code: 'amount', title } };
    normal = wire;
  }
  // by code point, as the contract's maxLength counts: a rare character outside the BMP is one
  if (column.maxLength !== undefined && Array.from(normal).length > column.maxLength) {
    return { value: normal, why: { code: 'tooLong', title, max: column.maxLength } };
  }
  if (pattern && !pattern.test(normal)) return { value: normal, why: { code: 'format', title } };
  if (column.kind === 'amount' || column.kind === 'account') return { value: normal };
  // the character policy (issue 50 item 1): what the bank books is what the preview showed
  const refused = refusedCharacter(normal);
  if (refused) return { value: normal, why: { code: refused.kind, title, found: refused.found } };
  // a name the bank's own spreadsheets would run (the portal's exports neutralise it; issue 49 item 5)
  if (startsFormula(normal)) return { value: normal, why: { code: 'formula', title } };
  return { value: normal };
}

/** Which cell of a row each column reads: by title or, case aside, by field name; -1 when absent. */
function mapHeader(header: readonly string[], columns: readonly BatchColumn[]): number[] {
  const cells = header.map((c) => c.trim());
  // the first matching cell wins when a header repeats a column
  return columns.map((column) =>
    cells.findIndex((c) => c === column.title || c.toLowerCase() === column.name.toLowerCase()));
}

function result(problems: BatchProblem[], count = 0, rows: BatchParse['rows'] = [], total = 0n, lines: number[] = []): BatchParse {
  return { rows, lines, problems, count, total: centsToWire(total) };
}

/**
 * Checks the text of a batch file against the columns. Row numbers count every record as Excel
 * shows it: a blank line is a row, a quoted line break is not a new one. Over `maxRows` data rows,
 * the file is refused as a whole (a row-0 problem) and only the first `maxRows` are checked and
 * returned, so a huge file costs no more than a full one; `count` still says how many it holds.
 */
export function parseBatchText(text: string, columns: readonly BatchColumn[], maxRows = MAX_BATCH_ROWS): BatchParse {
  // the delimiter is fixed: the template is CSV, and guessing could take a `;` or a tab in a name for one
  const parsed = Papa.parse<string[]>(text, { delimiter: ',' });
  // skipped here, not by papaparse's skipEmptyLines, so that each record keeps its row number
  const records = parsed.data
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter((r) => !isEmpty(r.cells));
  const [head, ...data] = records;
  if (!head) return result([problem(0, { code: 'emptyFile' })]);
  if (data.length === 0) return result([problem(0, { code: 'noRows' })]);

  const problems: BatchProblem[] = [];
  if (data.length > maxRows) {
    problems.push(problem(0, { code: 'tooMany', max: maxRows }));
  }
  const positions = mapHeader(head.cells, columns);
  columns.forEach((column, i) => {
    if (column.required && positions[i] === -1) problems.push(problem(0, { code: 'missingColumn', title: column.title }));
  });
  // an unclosed quote swallows the rest of the file into one cell: say where it starts, once per row
  const quoteRows = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => (e.row ?? 0) + 1));

  const patterns = columns.map((c) => (c.pattern === undefined ? undefined : new RegExp(c.pattern, 'u')));
  const amountIndex = columns.findIndex((c) => c.kind === 'amount');
  const rows: BatchParse['rows'] = [];
  const lines: number[] = [];
  let total = 0n;
  for (const { cells, row } of data.slice(0, maxRows)) {
    const values: Record<string, string> = {};
    let valid = true;
    if (quoteRows.has(row)) {
      problems.push(problem(row, { code: 'quotes' }));
      valid = false;
    }
    columns.forEach((column, i) => {
      const position = positions[i] ?? -1;
      // a missing required column is one row-0 problem, not one per row
      if (position === -1) {
        values[column.name] = '';
        return;
      }
      const checked = checkCell(cellValue(cells[position] ?? '', column), column, patterns[i]);
      values[column.name] = checked.value;
      if (checked.why !== undefined) {
        problems.push(problem(row, checked.why, column.title));
        valid = false;
      }
    });
    rows.push(values);
    lines.push(row);
    const amount = amountIndex === -1 ? '' : (values[columns[amountIndex]?.name ?? ''] ?? '');
    if (valid && amount !== '') total += amountCents(amount);
  }
  // already in order (row by row, columns in order, row 0 first); the sort keeps it so if that changes
  const order = (p: BatchProblem): number =>
    (p.column === undefined ? -1 : columns.findIndex((c) => c.title === p.column));
  problems.sort((a, b) => a.row - b.row || order(a) - order(b));
  return result(problems, data.length, rows, total, lines);
}

/** Decodes and checks a batch file; a file that cannot be decoded is a row-0 problem. */
export function parseBatchFile(bytes: Uint8Array, columns: readonly BatchColumn[], maxRows?: number): BatchParse {
  let decoded: ReturnType<typeof decodeBatchFile>;
  try {
    decoded = decodeBatchFile(bytes);
  } catch (error) {
    if (error instanceof BatchFileError) return result([problem(0, { code: error.code })]);
    throw error;
  }
  return { ...parseBatchText(decoded.text, columns, maxRows), encoding: decoded.encoding };
}
