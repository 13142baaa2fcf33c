// Reading a batch file (批量转账, 代发工资): every problem, named by the spreadsheet's row and the
// column's title; the total exact. issue 37, spec 000 §7 upload.
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ROWS, parseBatchFile, parseBatchText, problemText, type BatchColumn } from '@/protocol/batch/parse.ts';

const COLUMNS: BatchColumn[] = [
  { name: 'PAYEE_ACCT_NO', title: '收款账号', required: true, kind: 'account', pattern: '^[0-9]{10,32}$' },
  { name: 'PAYEE_ACCT_NAME', title: '收款户名', required: true, kind: 'text', maxLength: 120 },
  { name: 'TRAN_AMT', title: '金额', required: true, kind: 'amount', pattern: '^(0|[1-9][0-9]{0,14})\\.[0-9]{2}$' },
  { name: 'PAYEE_BANK_NO', title: '收款行号', pattern: '^[0-9]{12}$' },
  { name: 'REMARK', title: '附言', maxLength: 20 },
];
const HEADER = '收款账号,收款户名,金额,收款行号,附言';
const ACCT = '6222021234567890123';
const file = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const bytes = (hex: string) => new Uint8Array(hex.split(' ').map((h) => parseInt(h, 16)));

describe('parseBatchText', () => {
  it('reads the rows, normalised, with the count and the total', () => {
    const result = parseBatchText(file(
      HEADER,
      `${ACCT},张三,"1,234.5",102100099996,工资`,
      ` '6222 0212 3456 7890 124 ,李四,￥１００,,`,
    ), COLUMNS);
    expect(result).toEqual({
      rows: [
        { PAYEE_ACCT_NO: ACCT, PAYEE_ACCT_NAME: '张三', TRAN_AMT: '1234.50', PAYEE_BANK_NO: '102100099996', REMARK: '工资' },
        { PAYEE_ACCT_NO: '6222021234567890124', PAYEE_ACCT_NAME: '李四', TRAN_AMT: '100.00', PAYEE_BANK_NO: '', REMARK: '' },
      ],
      lines: [2, 3],
      problems: [],
      count: 2,
      total: '1334.50',
    });
  });

  it('reads quoted cells with commas, doubled quotes and line breaks; row numbers as the spreadsheet shows', () => {
    const result = parseBatchText(file(
      HEADER,
      `${ACCT},"Smith, ""Jr."" Ltd",12.50,,"第一行\r\n第二行"`,
      `${ACCT},王五,abc,,`,
    ), COLUMNS);
    expect(result.rows[0]?.PAYEE_ACCT_NAME).toBe('Smith, "Jr." Ltd');
    expect(result.rows[0]?.REMARK).toBe('第一行\r\n第二行');
    // the quoted line break is inside row 2: the next record is row 3, not 4; a line break in a
    // remark is refused as a form refuses it (the character policy, issue 50 item 1)
    expect(result.problems).toMatchObject([
      { row: 2, column: '附言', message: '附言含有控制字符或不可见字符（U+000D），请删除后重新保存文件' },
      { row: 3, column: '金额', message: '金额格式不正确（应为大于 0 的金额，最多两位小数）' },
    ]);
    expect(result.total).toBe('0.00'); // neither line is valid
  });

  it('names a bad account and a bad amount by row and column; counts all rows, totals the valid ones', () => {
    const result = parseBatchText(file(
      HEADER,
      `${ACCT},张三,100,,`,
      '6222-0212,李四,200,,',
      `${ACCT},王五,12.345,,`,
      `${ACCT},赵六,0.01,,`,
    ), COLUMNS);
    expect(result.problems).toMatchObject([
      { row: 3, column: '收款账号', message: '收款账号格式不正确（应为 10–32 位数字）' },
      { row: 4, column: '金额', message: '金额格式不正确（应为大于 0 的金额，最多两位小数）' },
    ]);
    expect(result.count).toBe(4);
    expect(result.rows).toHaveLength(4);
    expect(result.total).toBe('100.01');
  });

  it('sorts the problems by row, then by column order', () => {
    const result = parseBatchText(file(HEADER, `,,-5,123,${'长'.repeat(21)}`, `123,${'名'.repeat(121)},5,,`), COLUMNS);
    expect(result.problems).toMatchObject([
      { row: 2, column: '收款账号', message: '收款账号不能为空' },
      { row: 2, column: '收款户名', message: '收款户名不能为空' },
      { row: 2, column: '金额', message: '金额格式不正确（应为大于 0 的金额，最多两位小数）' },
      { row: 2, column: '收款行号', message: '收款行号格式不正确' },
      { row: 2, column: '附言', message: '附言超过 20 个字符' },
      { row: 3, column: '收款账号', message: '收款账号格式不正确（应为 10–32 位数字）' },
      { row: 3, column: '收款户名', message: '收款户名超过 120 个字符' },
    ]);
    expect(result.total).toBe('0.00');
  });

  it('counts characters, not bytes or UTF-16 units, against maxLength', () => {
    const result = parseBatchText(file(HEADER, `${ACCT},${'𠀀'.repeat(120)},1,,`), COLUMNS);
    expect(result.problems).toMatchObject([]);
  });

  it('reports a missing required column once, on row 0, and still checks the others', () => {
    const result = parseBatchText(file('收款户名,金额', '张三,abc', '李四,5'), COLUMNS);
    expect(result.problems).toMatchObject([
      { row: 0, message: '缺少必填列：收款账号' },
      { row: 2, column: '金额', message: '金额格式不正确（应为大于 0 的金额，最多两位小数）' },
    ]);
    expect(result.rows[1]).toEqual({ PAYEE_ACCT_NO: '', PAYEE_ACCT_NAME: '李四', TRAN_AMT: '5.00', PAYEE_BANK_NO: '', REMARK: '' });
  });

  it('matches the header by title or by field name, in any order, and ignores unknown cells', () => {
    const result = parseBatchText(file(' tran_amt ,序号,PAYEE_ACCT_NO, 收款户名 ', `8,1,${ACCT},张三`), COLUMNS);
    expect(result.problems).toMatchObject([]);
    expect(result.rows).toEqual([
      { PAYEE_ACCT_NO: ACCT, PAYEE_ACCT_NAME: '张三', TRAN_AMT: '8.00', PAYEE_BANK_NO: '', REMARK: '' },
    ]);
  });

  it('reads a short row by position: the missing cells are empty', () => {
    const result = parseBatchText(file(HEADER, `${ACCT},张三`, `${ACCT},李四,3,,,extra`), COLUMNS);
    expect(result.problems).toMatchObject([{ row: 2, column: '金额', message: '金额不能为空' }]);
    expect(result.total).toBe('3.00');
  });

  it('skips blank lines but keeps the row numbers the spreadsheet shows', () => {
    const result = parseBatchText(file(HEADER, '', ',,,,', `${ACCT},张三,x,,`), COLUMNS);
    expect(result.count).toBe(1);
    expect(result.lines).toEqual([4]); // the preview numbers the row as the spreadsheet does
    expect(result.problems).toMatchObject([
      { row: 4, column: '金额', message: '金额格式不正确（应为大于 0 的金额，最多两位小数）' },
    ]);
  });

  it('refuses what the character policy refuses, a problem per row (issue 50 item 1)', () => {
    // parsed with 0 problems before, and the preview showed the name reordered
    const result = parseBatchText(file(
      HEADER,
      `${ACCT},杭州\u202E司公限有易贸\u202C禾丰,100,,`,
      `${ACCT},杭州禾丰\u3164,100,,`,
      `${ACCT},杭州禾丰,100,,货\u2800款`,
      `${ACCT},杭州א禾丰,100,,`,
      `${ACCT},شركة,100,,`,
    ), COLUMNS);
    expect(result.problems.map((p) => [p.row, p.column, p.why])).toEqual([
      [2, '收款户名', { code: 'invisible', title: '收款户名', found: 'U+202E' }],
      [3, '收款户名', { code: 'invisible', title: '收款户名', found: 'U+3164' }],
      [4, '附言', { code: 'invisible', title: '附言', found: 'U+2800' }],
      [5, '收款户名', { code: 'rightToLeft', title: '收款户名', found: 'U+05D0' }],
    ]);
    expect(result.total).toBe('100.00');
  });

  it('flags a name or remark a spreadsheet would run as a formula, a problem per row (issue 49 item 5)', () => {
    const result = parseBatchText(file(
      HEADER,
      `${ACCT},=HYPERLINK("http://x.example"),100,,`,
      `${ACCT},'=1+2,100,,`,
      `${ACCT},张三,100,,＠SUM(A1)`,
      `${ACCT},张三,100,,-`,
      `${ACCT},-张三,100,,`,
    ), COLUMNS);
    expect(result.problems.map((p) => [p.row, p.column, p.why.code])).toEqual([
      [2, '收款户名', 'formula'],
      [3, '收款户名', 'formula'], // the export's quote removed: the name is =1+2
      [4, '附言', 'formula'],
      [6, '收款户名', 'formula'],
    ]);
    expect(result.problems[0]?.message).toBe('收款户名以 =、+、-、@ 开头，可能被表格软件当作公式执行，请修改后重新保存文件');
  });

  it('reports an unclosed quote on its row', () => {
    const result = parseBatchText(file(HEADER, `${ACCT},张三,1,,`, `${ACCT},"李四,2,,`, `${ACCT},王五,3,,`), COLUMNS);
    expect(result.problems[0]).toMatchObject({ row: 3, message: '引号不成对，请检查本行' });
    expect(result.total).toBe('1.00');
  });

  it.each([
    ['an empty file', ''],
    ['blank lines only', '\r\n  \r\n,,,\r\n'],
  ])('says %s is empty', (_n, text) => {
    expect(parseBatchText(text, COLUMNS)).toMatchObject({ rows: [], lines: [], problems: [{ row: 0, message: '文件为空' }], count: 0, total: '0.00' });
  });

  it('says a header-only file has no rows', () => {
    expect(parseBatchText(file(HEADER, ',,,,'), COLUMNS)).toMatchObject({
      rows: [],
      lines: [],
      problems: [{ row: 0, message: '文件中没有明细行' }],
      count: 0,
      total: '0.00',
    });
  });
});

describe('the row limit', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `${ACCT},张三,${String(i + 1)}.10,,`);

  it('reads 10,000 rows with the exact total (no float error)', () => {
    const result = parseBatchText(file(HEADER, ...lines(MAX_BATCH_ROWS)), COLUMNS);
    expect(MAX_BATCH_ROWS).toBe(10000);
    expect(result.problems).toMatchObject([]);
    expect(result.count).toBe(10000);
    expect(result.rows).toHaveLength(10000);
    // 1 + 2 + … + 10000 = 50,005,000, plus 10,000 × 0.10
    expect(result.total).toBe('50006000.00');
  });

  it('refuses 10,001 rows as a whole, checks only the first 10,000, counts them all', () => {
    const result = parseBatchText(file(HEADER, ...lines(MAX_BATCH_ROWS + 1)), COLUMNS);
    expect(result.problems).toMatchObject([{ row: 0, message: '明细超过 10000 笔上限，请拆分为多个批次' }]);
    expect(result.count).toBe(10001);
    expect(result.rows).toHaveLength(10000);
  });

  it('uses the limit given', () => {
    const result = parseBatchText(file(HEADER, ...lines(4)), COLUMNS, 3);
    expect(result.problems).toMatchObject([{ row: 0, message: '明细超过 3 笔上限，请拆分为多个批次' }]);
    expect(result.total).toBe('6.30');
  });
});

describe('parseBatchFile', () => {
  it('reads a GBK file and says so', () => {
    // 收款账号,收款户名,金额 CRLF 6222021234567890123,张三,12.50 CRLF
    const gbk = bytes(
      'ca d5 bf ee d5 cb ba c5 2c ca d5 bf ee bb a7 c3 fb 2c bd f0 b6 ee 0d 0a '
      + '36 32 32 32 30 32 31 32 33 34 35 36 37 38 39 30 31 32 33 2c d5 c5 c8 fd 2c 31 32 2e 35 30 0d 0a',
    );
    expect(parseBatchFile(gbk, COLUMNS)).toEqual({
      rows: [{ PAYEE_ACCT_NO: ACCT, PAYEE_ACCT_NAME: '张三', TRAN_AMT: '12.50', PAYEE_BANK_NO: '', REMARK: '' }],
      lines: [2],
      problems: [],
      count: 1,
      total: '12.50',
      encoding: 'gbk',
    });
  });

  it('reads UTF-8 with a byte-order mark: the header still matches', () => {
    const text = new TextEncoder().encode(file(HEADER, `${ACCT},张三,7,,`));
    const result = parseBatchFile(new Uint8Array([0xef, 0xbb, 0xbf, ...text]), COLUMNS);
    expect(result.problems).toMatchObject([]);
    expect(result.encoding).toBe('utf-8');
    expect(result.total).toBe('7.00');
  });

  it('turns a file that reads both ways into a row-0 problem that says how to save it (issue 50 item 2)', () => {
    const text = new TextEncoder().encode(file(HEADER, `${ACCT},张三,1,,`));
    expect(parseBatchFile(text, COLUMNS).problems).toEqual([{
      row: 0,
      message: '无法确定文件编码：按 UTF-8 和按 GBK 读出的文字不同。请在 Excel 中另存为“CSV UTF-8（逗号分隔）”（带 BOM），或按下载的模板另存为 GBK 编码的 CSV，再重新选择文件',
      why: { code: 'ambiguousEncoding' },
    }]);
  });

  it('turns a file it cannot decode into a row-0 problem', () => {
    expect(parseBatchFile(bytes('ff fe 36 00'), COLUMNS)).toMatchObject({
      rows: [],
      lines: [],
      problems: [{ row: 0, message: '文件编码不受支持，请另存为 CSV（UTF-8 或 GBK）' }],
      count: 0,
      total: '0.00',
    });
  });

  it('uses the limit given', () => {
    const text = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(file(HEADER, `${ACCT},张三,1,,`, `${ACCT},李四,2,,`))]);
    expect(parseBatchFile(text, COLUMNS, 1).problems).toMatchObject([{ row: 0, message: '明细超过 1 笔上限，请拆分为多个批次' }]);
  });
});

describe('problemText (the problem as the customer reads it)', () => {
  it('names the row and column of a line, and says a whole-file problem alone', () => {
    expect(problemText({ row: 12, column: '工资卡号', message: '工资卡号格式不正确' })).toBe('第 12 行 工资卡号：工资卡号格式不正确');
    expect(problemText({ row: 3, message: '引号不成对，请检查本行' })).toBe('第 3 行：引号不成对，请检查本行');
    expect(problemText({ row: 0, message: '文件为空' })).toBe('文件为空');
  });
});
