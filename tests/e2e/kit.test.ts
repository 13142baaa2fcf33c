// Screens bound to the contract, in Chromium against the mock (the screen kit, src/kit/): a form's
// Chinese messages beside its fields (spec 000 §5 input rules), the amount and payer-account inputs,
// a query's rows, paging, sorting and CSV, a business error that keeps the form, and keep-alive
// (spec 001 §2 "kept alive").
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPerFile, clearFaults, mockControl, pushPath } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();

afterEach(async () => {
  await clearFaults();
});

/** The form's shown errors, by field. */
const errors = (page: Page): Promise<Record<string, string>> =>
  page.locator('[data-testid^="error-"]').evaluateAll((els) =>
    Object.fromEntries(els.filter((e) => e.textContent).map((e) => [e.getAttribute('data-testid')?.slice(6) ?? '', e.textContent])));

/** A client-side navigation, as a menu makes it. */
async function navigate(page: Page, path: string): Promise<void> {
  await pushPath(page, path);
  await page.waitForFunction((p) => document.querySelector('[data-path]')?.getAttribute('data-path') === p, path.split('?')[0]);
}

describe('a form bound to a signed operation (the single transfer, transferSub)', () => {
  it('refuses empty and malformed input with Chinese messages beside the fields, and keeps what was typed', async () => {
    const { page, errors: pageErrors } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    await page.getByTestId('operation-form').waitFor();
    await page.getByTestId('form-submit').click();
    await expect.poll(() => errors(page)).toEqual({
      ACCT_NO: '请选择付款账号',
      PAYEE_ACCT_NO: '请输入收款账号',
      PAYEE_ACCT_NAME: '请输入收款户名',
      TRAN_AMT: '请输入交易金额',
    });
    // malformed: a short account number; the messages name the format, the typed values stay
    await page.getByTestId('field-PAYEE_ACCT_NO').fill('62309');
    await page.getByTestId('field-PAYEE_ACCT_NAME').fill('杭州禾丰农资贸易有限公司');
    await page.getByTestId('form-submit').click();
    await expect.poll(async () => (await errors(page)).PAYEE_ACCT_NO).toBe('请输入正确的账号（10–32 位数字）');
    expect(await page.getByTestId('field-PAYEE_ACCT_NO').inputValue()).toBe('62309');
    expect(await page.getByTestId('field-PAYEE_ACCT_NAME').inputValue()).toBe('杭州禾丰农资贸易有限公司');
    expect(await page.getByRole('dialog').count()).toBe(0); // nothing goes to signing with errors
    expect(pageErrors).toEqual([]);
  });

  it('keeps an amount to two decimals without a leading zero and shows the capital amount (spec 000 §5)', async () => {
    const { page } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    const amount = page.getByTestId('field-TRAN_AMT');
    await amount.pressSequentially('0012500.456');
    expect(await amount.inputValue()).toBe('12500.45');
    expect(await page.getByTestId('capital-TRAN_AMT').textContent()).toBe('壹万贰仟伍佰元肆角伍分');
    await amount.fill('');
    await amount.pressSequentially('100001000');
    expect(await page.getByTestId('capital-TRAN_AMT').textContent()).toBe('壹亿零壹仟元整');
  });

  it('lists the persona\'s accounts in the payer account select, masked, and fills the payer name', async () => {
    const { page } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    const select = page.getByTestId('field-ACCT_NO');
    await select.waitFor();
    expect(await select.locator('option').allTextContents()).toEqual([
      '请选择付款账号',
      '6230***********5678 浙江绿谷农业科技有限公司',
      '6230***********6789 浙江绿谷农业科技有限公司',
    ]);
    // the full number is the value sent; the page never shows it unmasked
    expect(await select.locator('option').nth(1).getAttribute('value')).toBe('6230910000012345678');
    expect(await page.locator('body').textContent()).not.toContain('6230910000012345678');
  });
});

describe('a form bound to an operation that is not signed', () => {
  it('shows a business error injected on submit with its message, and keeps the form', async () => {
    const { page } = await openAs(browser, 'a3sp', '/mine/changeLoginPass');
    await page.getByTestId('operation-form').waitFor();
    const fields = await page.locator('[data-testid^="field-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    expect(fields.length).toBeGreaterThan(0);
    for (const id of fields) await page.getByTestId(id).fill('Eis@2026x');
    await mockControl('faults', { user: 'a3sp', operation: 'changePassword', fault: `business=CP0001;msg=${encodeURIComponent('原密码不正确，请重新输入')}` });
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.getByTestId('form-error').textContent()).toBe('原密码不正确，请重新输入');
    for (const id of fields) expect(await page.getByTestId(id).inputValue()).toBe('Eis@2026x');
  });
});

/** The query's total as its pager shows it (第 1 / 2 页，共 N 条). */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('query-page').textContent()) ?? '';
  return Number(/共 (\d+) 条/.exec(text)?.[1] ?? Number.NaN);
}

describe('a query bound to an operation (account transaction details, accountTransDetailQry)', () => {
  const amounts = (page: Page) => page.locator('[data-testid="query-row"] [data-column="TRAN_AMT"]').allTextContents();
  const toNumber = (shown: string) => Number(shown.replace(/,/g, ''));

  it('searches at once from the first account and the last 30 days, pages and sorts on the server', async () => {
    const { page } = await openAs(browser, 'a3sp', '/account/transaDetails');
    await expect.poll(() => page.getByTestId('query-row').count()).toBe(10);
    // the account's 14 example entries, and whatever other test files booked on it today (the mock bank)
    const total = await shownTotal(page);
    expect(total).toBeGreaterThanOrEqual(14);
    expect(total).toBeLessThanOrEqual(20);
    expect(await page.getByTestId('query-page').textContent()).toBe(`第 1 / 2 页，共 ${String(total)} 条`);
    await page.getByTestId('query-next').click();
    await expect.poll(() => page.getByTestId('query-row').count()).toBe(total - 10);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // sorting goes back to page 1 and orders every row, not only the shown page
    await page.getByTestId('query-sort-TRAN_AMT').click();
    await expect.poll(() => page.getByTestId('query-page').textContent()).toBe(`第 1 / 2 页，共 ${String(total)} 条`);
    const ascending = (await amounts(page)).map(toNumber);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByTestId('query-sort-TRAN_AMT').click();
    await expect.poll(async () => (await amounts(page)).map(toNumber)[0]).toBeGreaterThan(ascending[9] ?? 0);
    const descending = (await amounts(page)).map(toNumber);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('TRAN_AMT.DESC');
    // a reload shows the same page and order (the URL holds them)
    await page.reload();
    await expect.poll(async () => (await amounts(page)).map(toNumber)).toEqual(descending);
  });

  it('downloads the shown rows as CSV, UTF-8 with a BOM, the same text as the table', async () => {
    const { page } = await openAs(browser, 'a3sp', '/account/transaDetails');
    await expect.poll(() => page.getByTestId('query-row').count()).toBe(10);
    const shown = await page.getByTestId('query-row').evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('query-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^交易明细查询_\d{8}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(11);
    const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1').replace(/""/g, '"');
    const cells = lines.slice(1).map((l) => (l.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).map((c) => unquote(c.replace(/,$/, ''))).slice(0, shown[0]?.length));
    expect(cells).toEqual(shown);
  });

  it('shows the error with a retry when the query fails, and the rows after the retry', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await mockControl('faults', { user: 'a3sp', operation: 'accountTransDetailQry', fault: `business=AC0500;msg=${encodeURIComponent('账务系统日终处理中，请稍后再试')}` });
    await navigate(page, '/account/transaDetails');
    await expect.poll(() => page.getByTestId('query-error').textContent()).toContain('账务系统日终处理中，请稍后再试');
    await page.getByTestId('query-retry').click();
    await expect.poll(() => page.getByTestId('query-row').count()).toBe(10);
  });
});

describe('keep-alive (spec 001 §2)', () => {
  it('a kept-alive screen keeps typed criteria and its result; a screen that is not kept alive starts fresh', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await navigate(page, '/account/transaDetails'); // kept alive
    await expect.poll(() => page.getByTestId('query-row').count()).toBe(10);
    const second = (await shownTotal(page)) - 10; // rows on page 2 (other test files may have booked on the account)
    await page.getByTestId('field-TRANS_SEQ').fill('T20261122');
    await page.getByTestId('query-next').click();
    await expect.poll(() => page.getByTestId('query-row').count()).toBe(second);
    await navigate(page, '/payTransfer/eBatch'); // not kept alive
    await page.getByTestId('field-PAYEE_ACCT_NAME').fill('临时输入');
    // were the screen to ask again, this fault would show instead of the rows
    await mockControl('faults', { user: 'a3sp', operation: 'accountTransDetailQry', fault: 'business=AC0500;msg=x' });
    await navigate(page, '/account/transaDetails?page=2');
    await expect.poll(() => page.getByTestId('query-row').filter({ visible: true }).count()).toBe(second); // the result, not asked again
    expect(await page.getByTestId('query-error').count()).toBe(0);
    expect(await page.getByTestId('field-TRANS_SEQ').inputValue()).toBe('T20261122');
    await navigate(page, '/payTransfer/eBatch');
    await page.getByTestId('operation-form').waitFor();
    expect(await page.getByTestId('field-PAYEE_ACCT_NAME').inputValue()).toBe('');
  });

  it('a kept-alive screen is as left when the user comes back by the menu, the breadcrumb\'s home and back (issue 38)', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    const toDetails = () => throughMenu(page, '账户管理', '账户查询', '交易明细查询');
    const typed = () => page.getByLabel('交易流水号').filter({ visible: true }).inputValue();
    await toDetails();
    await expect.poll(() => page.getByTestId('query-row').filter({ visible: true }).count()).toBeGreaterThan(0);
    await page.getByLabel('交易流水号').filter({ visible: true }).fill('T20261122');
    // home through the breadcrumb, back through the menu: the typed criterion and the rows stay
    await page.getByTestId('breadcrumb').getByRole('link', { name: '首页' }).click();
    await page.getByTestId('widget-workspace').waitFor();
    await toDetails();
    expect(await typed()).toBe('T20261122');
    expect(await page.getByTestId('query-row').filter({ visible: true }).count()).toBeGreaterThan(0);
    // elsewhere through the menu, then the browser's back button
    await throughMenu(page, '转账汇款', '单笔转账');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: '交易明细查询', exact: true }).filter({ visible: true }).waitFor();
    expect(await typed()).toBe('T20261122');
  });
});
