// The shell UI in Chromium against the mock: the menu search (spec 000 §2, §4, §5, §6, §9).
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, portalUrl } from './support/browser.ts';
import { openAs as loggedIn } from './support/login.ts';
import { texts, path } from './support/shell.ts';

const browser = chromiumPerFile();
const openAs = (login: string, path: string) => loggedIn(browser, login, path);

describe('menu search (spec 000 §3, §4, §5, §9)', () => {
  it('searches on Enter, jumps, and keeps what was used in the history', async () => {
    const { page } = await openAs('a3sp', '/home/index');
    const box = page.getByTestId('menu-search');
    await box.fill('汇款');
    await box.press('Enter');
    await expect.poll(() => texts(page, 'menu-search-result')).toEqual(['转账汇款', '汇款业务', '境内外币汇款', '境外汇款']);
    await page.getByTestId('menu-search-result').filter({ hasText: '境内外币汇款' }).click();
    await page.waitForURL((url) => url.pathname === '/eis-demo/crossTreasure/mypay/homeremit');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('eis.menuSearchHistory') ?? '[]') as Array<{ value: string }>);
    expect(stored.map((e) => e.value)).toEqual(['境内外币汇款']);
    // no match empties the hot list
    await box.fill('不存在的菜单');
    await box.press('Enter');
    await page.getByTestId('menu-search-empty').waitFor();
    expect(await page.getByTestId('menu-search-result').count()).toBe(0);
    expect(await texts(page, 'menu-search-history-item')).toEqual(['境内外币汇款']);
  });

  it('caps the history at 8, newest first, without duplicates', async () => {
    const { page, context } = await browser.newPage();
    const seeded = Array.from({ length: 8 }, (_, i) => ({ value: `旧菜单${String(i + 1)}`, type: 'url', url: '/home/index', FLAG: '1' }));
    await context.addInitScript((list) => {
      if (!localStorage.getItem('eis.menuSearchHistory')) localStorage.setItem('eis.menuSearchHistory', JSON.stringify(list));
    }, seeded);
    await page.goto(portalUrl('/home/index'));
    const box = page.getByTestId('menu-search');
    await box.fill('商会');
    await box.press('Enter');
    await page.getByTestId('menu-search-result').filter({ hasText: /^商会协会$/ }).click();
    await page.waitForURL((url) => url.pathname === '/eis-demo/businessAssociation/index');
    const values = await page.evaluate(() => (JSON.parse(localStorage.getItem('eis.menuSearchHistory') ?? '[]') as Array<{ value: string }>).map((e) => e.value));
    expect(values).toEqual(['商会协会', '旧菜单1', '旧菜单2', '旧菜单3', '旧菜单4', '旧菜单5', '旧菜单6', '旧菜单7']);
    // the same name again is not added twice
    await page.goto(portalUrl('/home/index'));
    await box.fill('商会');
    await box.press('Enter');
    await page.getByTestId('menu-search-result').filter({ hasText: /^商会协会$/ }).click();
    await page.waitForURL((url) => url.pathname === '/eis-demo/businessAssociation/index');
    const again = await page.evaluate(() => (JSON.parse(localStorage.getItem('eis.menuSearchHistory') ?? '[]') as Array<{ value: string }>).map((e) => e.value));
    // spec 000 §4: a duplicate name is not added; the list is exactly as it was
    expect(again).toEqual(values);
    expect(new Set(again).size).toBe(again.length);
  });

  it('refuses a menu without ACCESS_FLAG 1 with 无操作权限 (spec 000 §5)', async () => {
    const { page } = await openAs('a2', '/home/index');
    const box = page.getByTestId('menu-search');
    await box.fill('境外汇款'); // an A2 user's persona has no cross-border menus: ACCESS_FLAG 0
    await box.press('Enter');
    await page.getByTestId('menu-search-result').filter({ hasText: '境外汇款' }).click();
    await page.getByTestId('toast').filter({ hasText: '无操作权限' }).waitFor();
    expect(path(page)).toBe('/eis-demo/home/index');
    expect(await box.inputValue()).toBe('境外汇款'); // what the user typed stays
  });

  it('finds only public menus for a visitor (spec 000 §3)', async () => {
    const { page } = await browser.open('/home/index');
    const box = page.getByTestId('menu-search');
    await box.fill('企业信息');
    await box.press('Enter');
    await page.getByTestId('menu-search-empty').waitFor();
    await box.fill('会员');
    await box.press('Enter');
    await expect.poll(() => texts(page, 'menu-search-result')).toEqual(['会员管理']);
  });
});
