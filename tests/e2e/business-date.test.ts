// One business date, the bank's (issue 48 item 4; spec 000 §4: start-up sets the server time): with the
// browser in a zone whose date is not Asia/Shanghai's (tests/e2e/support/zone.ts), the transfer a user
// has just made carries the bank's date in its serial number and on the result page, and is in
// 转账指令查询 and 交易明细查询 under their default criteria. Reached through the menu, fields by label.
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';
import { dateIn } from './support/zone.ts';

const browser = chromiumPerFile();
const PAYER = '6230910000012345678';

describe('the bank\'s business date in a browser abroad', () => {
  it('finds the transfer just made under the default criteria, dated by the bank', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    const browserDate = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(browserDate).not.toBe(dateIn('Asia/Shanghai', Date.now())); // the premise: the browser's day is another

    await throughMenu(page, '转账汇款', '单笔转账');
    await page.getByLabel('付款账号').selectOption(PAYER);
    await page.getByLabel('收款账号').fill('6230910000087654321');
    await page.getByLabel('收款户名').fill('杭州禾丰农资贸易有限公司');
    await page.getByLabel('收款行名称').fill('浙江余杭农村商业银行');
    await page.getByLabel('交易金额').fill('321.5');
    await page.getByLabel('用途/附言').fill('样品费');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('result-panel').waitFor();
    const seq = (await page.getByTestId('result-TRANS_SEQ').textContent()) ?? '';
    const shown = (await page.getByTestId('result-TRANS_DATE').textContent()) ?? '';
    const bankToday = dateIn('Asia/Shanghai', Date.now());
    expect(shown).toBe(bankToday);
    expect(seq.slice(1, 9)).toBe(bankToday.replace(/-/g, '')); // T + the bank's date and time

    // 转账指令查询 as it opens: the last 30 days to the bank's today
    await throughMenu(page, '转账汇款', '转账指令查询');
    await expect.poll(() => page.getByTestId('query-row').filter({ hasText: seq }).count()).toBe(1);
    expect(await page.getByLabel('截止日期').inputValue()).toBe(bankToday);

    // 交易明细查询 with the default dates: the debit is there
    await throughMenu(page, '账户管理', '账户查询', '交易明细查询');
    await page.getByLabel('账号').selectOption(PAYER);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const entry = page.getByTestId('query-row').filter({ hasText: seq });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.locator('[data-column="TRAN_AMT"]').textContent()).toBe('321.50');
  }, 60_000);
});
