// The shell UI in Chromium against the mock: the home page (spec 000 §2, §4, §5, §6, §9).
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, portalUrl } from './support/browser.ts';
import { logInThroughOverlay, openAs as loggedIn } from './support/login.ts';
import { screenshot, texts, path, closeToast } from './support/shell.ts';

const browser = chromiumPerFile();
const openAs = (login: string, path: string) => loggedIn(browser, login, path);

describe('home page (spec 000 §2, §5, §6)', () => {
  it('shows a visitor the login prompt, the seven demo quick functions and the visitor quick links', async () => {
    const { page, errors } = await browser.open('/home/index');
    await page.getByTestId('user-card-login').waitFor();
    // spec 000 §2: the seven defaults, then the custom entry
    expect(await texts(page, 'quick-function')).toEqual(['转账', '电子对账', '代发工资', '我的账户', '理财超市', '出票', '定期支取']);
    await page.getByTestId('quick-function-custom').waitFor();
    // spec 000 §9: logged out 7,5,6 shown, 2,3 under More
    expect(await page.getByTestId('quick-links').getByRole('button').allTextContents()).toEqual(['企业网银', '演示', '操作指引', '更多 ▾']);
    await page.getByTestId('quick-link-more').click();
    expect(await page.getByTestId('quick-link-enterpriseAdmin').textContent()).toBe('企业管理');
    expect(await page.getByTestId('quick-link-onlineService').textContent()).toBe('在线客服');
    expect(await page.getByTestId('safe-exit').count()).toBe(0);
    expect(await page.getByTestId('branch-name').textContent()).toBe('农村商业银行');
    // the announcement carousel leads to the detail with the announcement's id alone (issue 15 finding 10)
    const href = await page.getByTestId('announcement-link').getAttribute('href');
    expect(href).toMatch(/^\/eis-demo\/homeNews\/newsDetail\?ID=N\d+$/);
    // the widgets come later, the advertising last (spec 000 §9)
    for (const id of ['workspace', 'banner', 'popular-tweets', 'real-time-info', 'guide-button', 'equity', 'advertising']) {
      await page.getByTestId(`widget-${id}`).waitFor();
    }
    expect(await page.getByTestId('widget-workspace').textContent()).toContain('登录后查看待办事项');
    await page.getByTestId('widget-advertising').getByRole('button', { name: '关闭' }).click();
    await screenshot(page, 'home-logged-out');
    expect(errors).toEqual([]);
  });

  it('loads each widget as its own chunk after the first paint', async () => {
    const { page } = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(portalUrl('/home/index'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('widget-advertising').waitFor();
    const widget = /\/(Workspace|Banner|PopularTweets|RealTimeInfo|GuideButton|Equity|Advertising)-[\w-]+\.js$/;
    const names = scripts.map((s) => widget.exec(s)?.[1]);
    expect(new Set(names.filter(Boolean)).size).toBe(7);
    // none of them is part of what the page's HTML loads
    const html = await (await fetch(portalUrl('/home/index'))).text();
    expect(html).not.toMatch(/Workspace|Advertising|RealTimeInfo/);
  });

  it('sends a visitor\'s quick function to the login, then to the function', async () => {
    const { page, errors } = await browser.open('/home/index');
    await page.getByTestId('quick-function').filter({ hasText: '我的账户' }).click();
    await page.getByTestId('login-overlay').waitFor();
    expect(path(page)).toBe('/eis-demo/home/index'); // the function waits for the login
    // spec 000 §4: the intended URL is remembered during login, and the flow goes on to it
    await logInThroughOverlay(page, 'a3sp');
    await page.waitForURL((url) => url.pathname === '/eis-demo/account/myAccount');
    await page.getByTestId('top-user').waitFor();
    await page.locator('main h1').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the A3SP user card, branch, quick links and common functions', async () => {
    const { page, errors } = await openAs('a3sp', '/home/index');
    expect(await page.getByTestId('user-card-name').textContent()).toBe('您好，张敏');
    expect(await page.getByTestId('user-card-enterprise').textContent()).toBe('浙江绿谷农业科技有限公司');
    await expect.poll(() => page.getByTestId('user-card-reserved').textContent()).toBe('绿谷春耕');
    expect(await page.getByTestId('user-card-last-login').textContent()).toBe('2026-11-21 17:42:08');
    // spec 000 §6: the branch lookup is for A3S/A3SP
    await expect.poll(() => page.getByTestId('branch-name').textContent()).toBe('浙江余杭农村商业银行');
    // spec 000 §9: logged in 1,2 shown, 3,4,8 under More, but what a3sp may not open (spec 000 §6;
    // issue 49 item 6): no 企业管理 for a user who is no company administrator
    expect(await page.getByTestId('quick-links').getByRole('button').allTextContents()).toEqual(['切换企业', '在线客服', '更多 ▾']);
    await page.getByTestId('safe-exit').waitFor();
    // the user's own common functions (commonlyFunctionQry), paths from the menu tree
    await expect.poll(() => texts(page, 'quick-function')).toEqual(['单笔转账', '电子对账']);
    for (const id of ['workspace', 'banner', 'popular-tweets', 'real-time-info', 'guide-button', 'equity', 'advertising']) {
      await page.getByTestId(`widget-${id}`).waitFor();
    }
    await expect.poll(() => page.getByTestId('widget-workspace').textContent()).toMatch(/待办事项 \d+ 笔/);
    await page.getByTestId('widget-advertising').getByRole('button', { name: '关闭' }).click();
    await screenshot(page, 'home-logged-in');
    // a permitted level opens the function
    await page.getByTestId('quick-function').filter({ hasText: '单笔转账' }).click();
    await page.waitForURL((url) => url.pathname === '/eis-demo/payTransfer/eBatch');
    expect(errors).toEqual([]);
  });

  it('tells an A3 user 客户无权限 and shows no reserved info (spec 000 §5, §6)', async () => {
    const { page } = await openAs('a3', '/home/index');
    expect(await page.getByTestId('user-card-reserved').textContent()).toBe('无');
    // the view is remounted for the new user and the tiles become the user's own (commonlyFunctionQry)
    // after the login: the click goes to the tile the user sees once the grid has settled
    await expect.poll(() => texts(page, 'quick-function')).toEqual(['单笔转账', '电子对账']);
    await page.getByTestId('quick-function').first().click();
    await closeToast(page, '客户无权限');
    expect(path(page)).toBe('/eis-demo/home/index');
    // spec 000 §5: switching enterprise needs A3P/A3S/A3SP; the header shows only what the user may
    // open (spec 000 §6, issue 49 item 6)
    expect(await page.getByTestId('quick-link-switchEnterprise').count()).toBe(0);
    expect(await page.getByTestId('quick-link-enterpriseAdmin').count()).toBe(0);
    await page.getByTestId('quick-link-onlineService').waitFor();
  });

  it('opens enterprise management for a company administrator only (spec 000 §5)', async () => {
    // a3sp, no administrator, is not offered it (spec 000 §6, issue 49 item 6)
    const user = await openAs('a3sp', '/home/index');
    await user.page.getByTestId('quick-link-switchEnterprise').waitFor();
    expect(await user.page.getByTestId('quick-link-enterpriseAdmin').count()).toBe(0);
    await user.page.getByTestId('quick-link-more').click();
    expect(await user.page.getByTestId('quick-link-enterpriseAdmin').count()).toBe(0);
    const admin = await openAs('admin', '/home/index');
    await admin.page.getByTestId('quick-link-enterpriseAdmin').click();
    await admin.page.waitForURL((url) => url.pathname === '/eis-demo/businessAdmin');
    await admin.page.locator('main h1').first().waitFor();
  });
});
