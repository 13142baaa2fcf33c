// What a bank's customer reads (issue 49 item 3), in Chromium against the mock: the home page's 热门资讯
// and 推荐 show the bank's content, no rendered widget (nor anything else on the page) speaks of
// scaffolds or the specification, in Chinese or English; 我的账户 shows account types by name; and the
// side menu lists no record's page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_WORDS } from '@tests/support/developer-words.ts';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();

/** Every widget of the home page, once each has loaded (the advertising widget comes after 2 s). */
async function widgetsLoaded(page: Page): Promise<void> {
  await page.getByTestId('hot-news-item').first().waitFor();
  await page.getByTestId('recommended-product').first().waitFor({ timeout: 10_000 });
  await expect.poll(() => page.locator('[data-testid^="widget-pending-"]').count()).toBe(0);
}

/** What the page says, to a reader and to assistive technology, that is meant for developers. */
const developerWords = (page: Page) => page.evaluate((source) => {
  const words = new RegExp(source, 'i');
  const texts = [document.body.innerText, ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')]
    .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''))];
  return texts.flatMap((text) => text.split('\n')).filter((line) => words.test(line));
}, DEVELOPER_WORDS.source);

describe('what a customer reads (issue 49 item 3)', () => {
  it('shows the bank\'s hot news and recommended products, and no developer\'s words, in Chinese and English', async () => {
    const { page, errors } = await browser.open('/home/index');
    await widgetsLoaded(page);
    const hot = page.getByTestId('hot-news-item');
    expect(await hot.count()).toBe(4);
    expect(await hot.first().textContent()).toContain('政策解读');
    expect(await hot.first().textContent()).toContain('小微企业首贷贴息政策延续至2027年底');
    const products = page.getByTestId('recommended-product');
    expect(await products.count()).toBe(3);
    expect(await products.first().textContent()).toContain('余杭农商银行丰收季季盈第91期');
    expect(await products.first().textContent()).toContain('中低风险');
    expect(await products.first().textContent()).toContain('10,000.00 元起购');
    expect(await developerWords(page)).toEqual([]);

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await hot.first().textContent()).toContain('Policy insights');
    expect(await products.nth(1).textContent()).toContain('365 days');
    expect(await developerWords(page)).toEqual([]);
    // a recommended product leads to the portal's own product page, through the login
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await products.first().getByRole('link').click();
    await page.getByTestId('login-overlay').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a3sp account types by name, and no record\'s page in the side menu', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '账户管理', '我的账户');
    // the screen's heading shows before its query's answer: the rows, once they are there
    const types = page.locator('[data-testid="query-row"] [data-column="ACCT_TYPE"]');
    await expect.poll(() => types.allTextContents()).toEqual(['基本户', '一般户']);
    // 账户详情 is an account's page, opened from its list: 我的账户 is an item with nothing under it
    const items = (await page.getByTestId('side-menu-item').allTextContents()).map((name) => name.replace(/[▾▸]/g, '').trim());
    expect(items).toContain('我的账户');
    expect(items.filter((name) => /详情/.test(name))).toEqual([]);
    // the info screens and the rest speak to the customer too
    expect(await developerWords(page)).toEqual([]);
  });
});
