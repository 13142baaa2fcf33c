// The shell UI in Chromium against the mock: overlays and windows (spec 000 §2, §4, §5, §6, §9).
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, mockControl, portalUrl } from './support/browser.ts';
import { openAs as loggedIn } from './support/login.ts';
import { closeToast } from './support/shell.ts';

const browser = chromiumPerFile();
const openAs = (login: string, path: string) => loggedIn(browser, login, path);

describe('overlays and windows (spec 000 §4, §5, §8)', () => {
  it('opens one 1100x600 customer-service window with the user\'s hand-off posted, and warns when it is already open', async () => {
    const { page, context } = await openAs('a3sp', '/home/index');
    await page.getByTestId('quick-link-more').click();
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('quick-link-onlineService').click()]);
    await popup.waitForURL((url) => url.pathname === '/__mock/online-service');
    // the user travels in a POST form the service verifies (HMAC, expiry, one-time nonce), never in the URL
    // (issue 15 finding 1)
    await popup.getByTestId('service-user').filter({ hasText: '用户 U000123' }).waitFor();
    expect(new URL(popup.url()).search).toBe('');
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([1100, 600]);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true); // the service page cannot reach the portal
    await page.bringToFront();
    await page.getByTestId('quick-link-more').click();
    await page.getByTestId('quick-link-onlineService').click();
    await closeToast(page, '对话窗口已打开');
    expect(context.pages().length).toBe(2);
    await popup.close();
    await page.getByTestId('quick-link-more').click();
    const [second] = await Promise.all([context.waitForEvent('page'), page.getByTestId('quick-link-onlineService').click()]);
    expect(second).toBeDefined();
  });

  it('shows the legacy-browser notice to IE 9 until "do not remind again", with the upgrade dialog', async () => {
    const { page, context } = await browser.newPage();
    await context.setExtraHTTPHeaders({});
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)' });
    });
    await page.goto(portalUrl('/home/index'));
    const notice = page.getByTestId('legacy-browser-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('批量转账');
    await page.getByTestId('open-upgrade').click();
    expect(await page.getByTestId('upgrade-dialog').textContent()).toContain('Internet Explorer 9');
    await page.getByTestId('upgrade-dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('do-not-remind').check();
    await notice.getByRole('button', { name: '确定' }).click();
    expect(await page.evaluate(() => localStorage.getItem('browserSupportCheck'))).toBe('false');
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('user-card').waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('shows the password-control dialog when the control cannot be readied, and retries (spec 000 §2)', async () => {
    expect((await mockControl('faults', { operation: 'getRandomCount', fault: 'http500', count: 1 })).status).toBe(200);
    const { page } = await browser.open('/home/index');
    await page.getByTestId('user-card-login').click();
    const dialog = page.getByTestId('password-control-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('密码安全控件未能加载');
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '重试' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('login-submit').isDisabled()).toBe(false);
  });

  it('walks through the helper guide from the home widget', async () => {
    const { page } = await browser.open('/home/index');
    await page.getByTestId('open-guide').click();
    const guide = page.getByTestId('helper-guide');
    await guide.waitFor();
    expect(await guide.textContent()).toContain('第 1 步，共 4 步');
    for (let i = 0; i < 3; i++) await guide.getByRole('button', { name: '下一步' }).click();
    await guide.getByRole('button', { name: '完成' }).click();
    await guide.waitFor({ state: 'detached' });
  });

  it('logs out through Safe Exit: clears the session storage, 退出成功, then the root (spec 000 §4)', async () => {
    const { page } = await openAs('a3sp', '/home/index');
    await page.evaluate(() => sessionStorage.setItem('probe', '1'));
    await page.getByTestId('safe-exit').click();
    await page.getByTestId('confirm-exit').click();
    await page.getByTestId('toast').filter({ hasText: '退出成功' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/eis-demo/home/index');
    await page.getByTestId('user-card-login').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
    expect(await page.getByTestId('safe-exit').count()).toBe(0);
  });
});
