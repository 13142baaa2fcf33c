// Widths (issue 38): at 1024 px no screen scrolls the page sideways (a wide table scrolls in its own
// box) and the left menu starts collapsed under 1280 px; at 1366 px it is open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();

/** How far the page scrolls sideways (0: it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('widths (issue 38)', () => {
  it('scrolls no screen sideways at 1024 px and collapses the left menu under 1280 px', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await sideways(page)).toBe(0);
    const screens: Array<[string, ...string[]]> = [
      ['转账汇款', '单笔转账'],
      ['账户管理', '账户查询', '交易明细查询'],
      ['票据宝', '银行承兑汇票', '待处理票据'],
      ['转账汇款', '代发工资', '工资代发'],
    ];
    await page.getByTestId('top-menu-item').filter({ hasText: '转账汇款' }).first().click();
    const menu = page.getByTestId('side-menu');
    expect(await menu.getAttribute('data-collapsed')).toBe('true');
    // opened by the user (the choice lasts the session): the content is narrowest, and still fits
    await page.getByTestId('side-menu-toggle').click();
    for (const [root, ...items] of screens) {
      await throughMenu(page, root, ...items);
      expect(await menu.getAttribute('data-collapsed'), root).toBe('false');
      await page.getByTestId('kit-screen').filter({ visible: true }).waitFor();
      expect(await sideways(page), items.at(-1)).toBe(0);
    }
    await page.getByTestId('side-menu-toggle').click();
    expect(await sideways(page)).toBe(0);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await menu.getAttribute('data-collapsed')).toBe('true'); // the user's choice, not the width
  });

  it('opens the left menu on a wide window', async () => {
    const { page } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    expect(await page.getByTestId('side-menu').getAttribute('data-collapsed')).toBe('false');
    await page.setViewportSize({ width: 1200, height: 768 });
    await expect.poll(() => page.getByTestId('side-menu').getAttribute('data-collapsed')).toBe('true');
  });
});
