// Every operation from a control, uploads and batch files, in Chromium as a3sp against the mock
// (issue 37; spec 000 §7 upload; spec 001 §7): a pending bill is signed for from its row with the
// dialog showing that bill; a document is uploaded with its progress and gets its file number; a
// 1,000-line GBK payroll file is checked (two bad lines named by row and column), fixed, previewed,
// uploaded, signed over its count, total and digest, and booked once. Screens are reached through the
// menu, fields found by their labels.
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, mockControl, mockFetch } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();
const PAYER = '6230910000012345678';
const BILL = '140233100001720261015000123456'; // 待签收 in billListQry's example rows

/** GBK as a Chinese bank's spreadsheet saves it: ASCII as is, each Chinese character of the file in its two bytes. */
const GBK: Record<string, [number, number]> = {
  员: [0xd4, 0xb1], 工: [0xb9, 0xa4], 姓: [0xd0, 0xd5], 名: [0xc3, 0xfb], 资: [0xd7, 0xca], 卡: [0xbf, 0xa8],
  号: [0xba, 0xc5], 金: [0xbd, 0xf0], 额: [0xb6, 0xee], 备: [0xb1, 0xb8], 注: [0xd7, 0xa2], 张: [0xd5, 0xc5],
  王: [0xcd, 0xf5], 李: [0xc0, 0xee], 赵: [0xd5, 0xd4], 伟: [0xce, 0xb0], 敏: [0xc3, 0xf4], 月: [0xd4, 0xc2],
};
function gbk(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) out.push(code);
    else if (GBK[ch]) out.push(...GBK[ch]);
    else throw new Error(`no GBK bytes for ${ch} in this test`);
  }
  return Buffer.from(out);
}

/** A payroll of 1,000 employees (amounts 1,000.00 to 1,006.00), with the lines given replaced. */
function payroll(replace: Record<number, string> = {}): { file: Buffer; total: number } {
  const names = ['张伟', '王敏', '李伟', '赵敏'];
  const lines = ['员工姓名,工资卡号,金额,备注'];
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    const amount = 1000 + (i % 7);
    total += amount;
    lines.push(replace[i + 2] ?? `${names[i % 4] ?? ''},62309100${String(50000000000 + i)},${String(amount)},11月工资`);
  }
  return { file: gbk(`${lines.join('\r\n')}\r\n`), total };
}

describe('every operation from a control (issue 37)', () => {
  it('signs for a pending bill from its row: the action\'s form and the dialog show that bill', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '票据宝', '银行承兑汇票', '待处理票据');
    const row = page.getByTestId('query-row').filter({ hasText: BILL });
    // a table a treasurer reads (issue 38): the amount right-aligned in tabular figures, the date on one line
    const look = (column: string) => row.locator(`[data-column="${column}"]`).evaluate((cell) => {
      const style = getComputedStyle(cell);
      return `${style.textAlign} ${style.whiteSpace} ${style.fontVariantNumeric}`;
    });
    expect(await look('BILL_AMT')).toBe('end nowrap tabular-nums');
    expect(await look('ISSUE_DATE')).toBe('start nowrap tabular-nums');
    await row.getByRole('button', { name: /^收票签收/ }).click();
    const form = page.getByTestId('action-form');
    await expect.poll(() => page.getByRole('heading', { name: '收票签收' }).evaluate((h) => h === document.activeElement)).toBe(true);
    const fixed = await form.getByTestId('action-fixed').textContent();
    expect(fixed).toContain(BILL);
    expect(fixed).toContain('200,000.00');
    expect(fixed).toContain('宁波海润食品有限公司');
    // a bill already held (02 持有中) offers no 收票签收
    expect(await page.getByTestId('query-row').filter({ hasText: '140233100001720260903000118734' }).getByRole('button').count()).toBe(0);
    await form.getByLabel('账号').selectOption(PAYER);
    await form.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('auth-rows').waitFor();
    expect(await page.getByTestId('auth-row-BILL_NOS').textContent()).toContain(BILL);
    expect(await page.getByTestId('auth-row-TRAN_AMT').textContent()).toContain('200,000.00（贰拾万元整）');
    await page.getByTestId('auth-confirm').click();
    await form.getByTestId('result-panel').waitFor();
    expect(await form.getByTestId('result-TRANS_SEQ').textContent()).toMatch(/^T\d{20}$/);
    await form.getByRole('button', { name: '返回' }).click();
    expect(await page.getByTestId('action-form').count()).toBe(0);
  });

  it('uploads a document with its progress, refusing a file of another type before sending anything', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '跨境宝', '单据上传', '单据上传');
    expect(await page.getByLabel('业务类型').count()).toBe(0); // the screen's own TRANS_TYPE
    await page.getByLabel('文件').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    expect(await page.getByTestId('upload-problem').textContent()).toContain('不支持该文件类型（.exe）');
    await page.getByLabel('文件').setInputFiles({ name: '报关单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 报关单') });
    expect(await page.getByTestId('upload-problem').count()).toBe(0);
    await mockControl('faults', { user: 'a3sp', operation: 'uploadFile', fault: 'delay=1500' });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    await page.getByTestId('upload-progress').waitFor(); // shown while the bank answers
    await page.getByTestId('result-panel').waitFor();
    expect(await page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('上传成功');
    expect(await page.getByTestId('result-BATCH_NO').textContent()).toMatch(/^F\d{19}$/);
  });

  it('pays 1,000 employees from a GBK file: two bad lines named, fixed, previewed, signed and booked once', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '转账汇款', '代发工资', '工资代发');
    await page.getByLabel('付款账号').selectOption(PAYER);
    const bad = payroll({ 12: '王敏,62309100,1000,11月工资', 501: '李伟,6230910050000000499,12.345,11月工资' });
    await page.getByLabel('批量文件', { exact: true }).setInputFiles({ name: '11月工资.csv', mimeType: 'text/csv', buffer: bad.file });
    const problems = page.getByTestId('batch-problem');
    await expect.poll(() => problems.allTextContents()).toEqual([
      '第 12 行 工资卡号：工资卡号格式不正确（应为 10–32 位数字）',
      '第 501 行 金额：金额格式不正确（应为大于 0 的金额，最多两位小数）',
    ]);
    expect(await page.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);

    const good = payroll();
    await page.getByLabel('批量文件', { exact: true }).setInputFiles({ name: '11月工资.csv', mimeType: 'text/csv', buffer: good.file });
    await page.getByTestId('batch-uploaded').waitFor();
    const totals = await page.getByTestId('batch-totals').textContent();
    const figures = good.total.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(totals).toContain(`共 1000 笔，合计 ${figures} 元`);
    expect(await page.getByTestId('batch-problems').count()).toBe(0);
    // the preview holds every line but renders only what is in view
    expect(await page.getByTestId('batch-row').count()).toBeLessThan(60);
    await page.getByTestId('batch-scroller').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.locator('[data-testid="batch-row"][data-line="1001"]').waitFor();
    expect(await page.locator('[data-testid="batch-row"][data-line="1001"]').textContent()).toContain('赵敏');

    const before = (await (await mockFetch('ledger')).json()) as { entries: Array<{ operationId: string }> };
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('auth-rows').waitFor();
    expect(await page.getByTestId('auth-row-TOTAL_COUNT').textContent()).toContain('1000');
    expect(await page.getByTestId('auth-row-TRAN_AMT').textContent()).toContain(figures);
    expect(await page.getByTestId('auth-row-FILE_DIGEST').textContent()).toMatch(/[0-9a-f]{64}/);
    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('result-panel').waitFor();
    expect(await page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('交易已记账');
    const after = (await (await mockFetch('ledger')).json()) as { entries: Array<{ operationId: string }> };
    const payrolls = (l: typeof before) => l.entries.filter((e) => e.operationId === 'payrollTransferSub').length;
    expect(payrolls(after) - payrolls(before)).toBe(1);
  });
});
