// English for real (issue 38, item 4), in Chromium as the company administrator against the mock: the
// user switches the portal to English in the header, reaches 单笔转账 through the English menu, fills it
// by its English labels, and signs it. On the form, in the authorization dialog and on the result, no Chinese shows
// but data (names, banks: marked translate="no", as a browser's translator must leave them too) and the
// switch back to 中文; the dialog's amount is in words and the gateway books what was signed in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();

/** The visible texts with Chinese in them that are not data (outside any translate="no"), with their element. */
function chineseOutsideData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !/[\u3400-\u9fff]/u.test(text)) continue;
      // data, or text marked as Chinese on purpose (the switch back to 中文 names that language in itself)
      if (element.closest('[translate="no"], [lang^="zh"], script, style, template, [hidden]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown
      found.push(`${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}: ${text.trim()}`);
    }
    // what assistive technology reads counts too
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name) ?? '';
        if (/[\u3400-\u9fff]/u.test(value) && !element.closest('[translate="no"]')) found.push(`${element.tagName.toLowerCase()}@${name}: ${value}`);
      }
    }
    return found;
  });
}

describe('English for real (issue 38)', () => {
  it('shows a signed transfer in English from the menu to the result, data as it is', async () => {
    // the company administrator (A3SP): no other browser test transfers as it, so no fault set for a3sp
    // (the files share one mock) reaches this one
    const { page } = await openAs(browser, 'admin', '/home/index');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await chineseOutsideData(page)).toEqual([]);
    // the title follows the language (issue 49 item 10), the test build's prefix in English too
    await expect.poll(() => page.title()).toBe('[Test] Corporate Online Banking');

    await throughMenu(page, 'Transfers and remittances', 'Single transfer');
    await page.getByLabel('Payer account number').selectOption({ index: 1 });
    await page.getByLabel('Payee account number').fill('6230910000087654321');
    await page.getByLabel('Payee account name').fill('杭州禾丰农资贸易有限公司');
    await page.getByLabel('Payee bank name').fill('浙江余杭农村商业银行');
    await page.getByLabel('Transaction amount').fill('12345.6');
    await page.getByLabel('Transaction amount').blur();
    expect(await chineseOutsideData(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByTestId('auth-rows').waitFor();
    expect(await page.getByTestId('auth-row-TRAN_AMT').textContent())
      .toContain('12,345.60 (CNY twelve thousand three hundred forty-five and 60/100)');
    expect(await page.getByTestId('auth-row-CURRENCY').textContent()).toContain('CNY');
    expect(await chineseOutsideData(page)).toEqual([]);

    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('result-panel').waitFor();
    expect(await page.getByTestId('result-TRANS_SEQ').textContent()).toMatch(/^T\d{20}$/);
    expect(await chineseOutsideData(page)).toEqual([]);

    // back to Chinese: the choice is the user's, kept across a reload
    await page.reload();
    await page.getByTestId('top-user').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.getByRole('heading', { level: 1, name: '单笔转账', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('[测试环境] 企业网上银行');
  });
});
