// Keyboard only (issue 38; issue 49 item 1): a whole transfer, the login included, with Tab, Shift+Tab,
// Enter, Space and typing, as a3sp: the skip link first, the login dialog takes the focus, keeps it and
// closes on Escape with the focus back on its opener, the authorization dialog's Escape cancels before
// signing with the focus back in the form, and the key presses are counted. Fields are found by their
// labels; nothing is clicked.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, mockControl } from './support/browser.ts';
import { PASSWORD } from './support/login.ts';

const browser = chromiumPerFile();

/**
 * The most key presses the whole transfer may take: measured 90 at the time of writing (66 of them
 * typed characters, 24 Tab, Enter, Space, Escape and arrow presses), with a margin of 5. More means
 * the keyboard path got longer, a dialog lost its focus or a stop was added.
 */
const MOST_PRESSES = 95;

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement) ?? false, testId);

/** The keyboard, counting every key: a press is one, a typed text one per character. */
function countedKeyboard(page: Page) {
  const keys = { presses: 0 };
  const press = async (key: string) => {
    keys.presses += 1;
    await page.keyboard.press(key);
  };
  return {
    keys,
    press,
    type: async (text: string) => {
      keys.presses += Array.from(text).length; // a character a key: the texts typed are plain ASCII and Chinese
      await page.keyboard.type(text);
    },
    /** Tab (or Shift+Tab) until the target has the focus; fails if it is not reached. */
    tabTo: async (target: Locator, most = 60, key = 'Tab') => {
      await target.waitFor({ state: 'attached' }); // a clear failure when it is not on the page at all
      for (let i = 0; i < most; i++) {
        if (await focused(target)) return;
        await press(key);
      }
      throw new Error(`${key} did not reach ${target.toString()} in ${String(most)} presses`);
    },
  };
}

describe('keyboard only (issue 38, issue 49 item 1)', () => {
  it('logs in and makes a transfer as a3sp with the keyboard alone, in a counted number of presses', async () => {
    const { page, errors } = await browser.open('/home/index');
    const keyboard = countedKeyboard(page);
    const { press, type, tabTo } = keyboard;
    await page.getByTestId('user-card-login').waitFor(); // the routes, past the start-up overlay

    // the first Tab stop is the skip link; it moves the focus to the main content
    await press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
    await press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    // 登录 opens the login dialog with the focus in its first field; Tab and Shift+Tab stay inside
    const login = page.getByTestId('user-card-login');
    await tabTo(login);
    await press('Enter');
    await page.getByTestId('login-overlay').waitFor();
    await expect.poll(() => focused(page.getByTestId('login-name'))).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'login-overlay'), `Tab ${String(i + 1)}`).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, 'login-overlay'), `Shift+Tab ${String(i + 1)}`).toBe(true);
    }
    // Escape closes it (as ✕ does) and gives the focus back to 登录; Enter opens it again
    await page.keyboard.press('Escape');
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await expect.poll(() => focused(login)).toBe(true);
    await press('Enter');
    await expect.poll(() => focused(page.getByTestId('login-name'))).toBe(true);
    await type('a3sp');
    await press('Tab');
    await type(PASSWORD);
    await tabTo(page.getByTestId('login-image-code'), 5);
    await type('K7P2');
    await press('Enter');
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await page.getByTestId('top-user').waitFor();
    // the header shows only what a3sp may open (issue 49 item 6): no 企业管理
    expect(await page.getByTestId('quick-link-enterpriseAdmin').count()).toBe(0);

    // the home page's quick functions are the user's own common functions (commonlyFunctionQry):
    // 单笔转账 leads to the form
    await tabTo(page.getByTestId('quick-functions').getByRole('button', { name: '单笔转账', exact: true }), 80);
    await press('Enter');
    await page.getByRole('heading', { level: 1, name: '单笔转账', exact: true }).waitFor();
    // the tile went with the home page: Tab goes on from where it was, into the new page (its
    // breadcrumb, then the form), not back through the header and the menus
    await tabTo(page.getByLabel('付款账号'), 5);
    await press('ArrowDown'); // the first account
    expect(await page.getByLabel('付款账号').inputValue()).toBe('6230910000012345678');
    for (const [label, typed] of [
      ['收款账号', '6230910000087654321'],
      ['收款户名', '杭州禾丰农资贸易有限公司'],
      ['收款行名称', '浙江余杭农村商业银行'],
      ['交易金额', '12345.6'],
      ['用途/附言', '货款'],
    ] as const) {
      await tabTo(page.getByLabel(label));
      await type(typed);
    }
    // Enter in a field opens the authorization, with the focus in it; Escape cancels before signing,
    // and the focus is back in the field
    await press('Enter');
    await page.getByTestId('auth-rows').waitFor();
    await expect.poll(() => focusInside(page, 'auth-dialog')).toBe(true);
    expect(await page.getByTestId('auth-row-TRAN_AMT').textContent()).toContain('12,345.60');
    await press('Escape');
    await page.getByTestId('auth-rows').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page.getByLabel('用途/附言'))).toBe(true);
    expect(await page.getByLabel('交易金额').inputValue()).toBe('12345.60');

    await press('Enter');
    await page.getByTestId('auth-rows').waitFor();
    await tabTo(page.getByTestId('auth-confirm'), 10);
    await press('Space');
    // the test key's step where a real key would prompt (issue 49 item 7)
    await expect.poll(() => page.getByTestId('test-signing-step').textContent()).toBe('测试签名：已使用测试证书签名');
    await page.getByTestId('result-panel').waitFor();
    expect(await page.getByTestId('result-TRANS_SEQ').textContent()).toMatch(/^T\d{20}$/);
    // the form and the dialog are gone: the focus is on the result, not lost to the page's top
    await expect.poll(() => focused(page.getByTestId('result-heading'))).toBe(true);
    expect(errors).toEqual([]);

    console.log(`keyboard only: the login and the transfer took ${String(keyboard.keys.presses)} key presses`);
    expect(keyboard.keys.presses).toBeLessThanOrEqual(MOST_PRESSES);
    // about 20 s alone: over a hundred key presses, each a round trip to the page, the login and the signing;
    // it went over the browser files' 30 s once, two files at a time on two busy cores
  }, 60_000);

  it('keeps the focus in a confirmation dialog, closes it on Escape and gives the focus back (安全退出)', async () => {
    const { page } = await browser.open('/home/index');
    await page.getByTestId('user-card-login').click();
    await page.getByTestId('login-name').fill('a3sp');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-image-code').fill('K7P2');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-user').waitFor();
    const exit = page.getByTestId('safe-exit');
    await exit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('safe-exit-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(exit)).toBe(true);
    await page.getByTestId('top-user').waitFor(); // still logged in: Escape is 取消
  });

  it('asks an unknown outcome by keyboard, each 查询结果 saying when and what the bank said (issue 49 item 7)', async () => {
    const { page } = await browser.open('/payTransfer/eBatch');
    await page.getByTestId('login-name').fill('a3sp');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-image-code').fill('K7P2');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('operation-form').waitFor();
    const amount = `57${String(Date.now() % 100).padStart(2, '0')}.57`;
    await page.getByLabel('付款账号').selectOption('6230910000012345678');
    await page.getByLabel('收款账号').fill('6230910000087654321');
    await page.getByLabel('收款户名').fill('杭州禾丰农资贸易有限公司');
    await page.getByLabel('收款行名称').fill('浙江余杭农村商业银行');
    await page.getByLabel('交易金额').fill(amount);
    await page.getByLabel('用途/附言').focus();
    await page.keyboard.type('货款');
    await mockControl('faults', { operation: 'transferSub', fault: 'lostAnswer', count: 1, user: 'a3sp' });
    await mockControl('faults', { operation: 'transStatusQry', fault: 'http500', count: 2, user: 'a3sp' });
    await page.keyboard.press('Enter');
    await page.getByTestId('auth-rows').waitFor();
    const confirm = page.getByTestId('auth-confirm');
    while (!(await focused(confirm))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const error = page.getByTestId('auth-error');
    await expect.poll(() => error.textContent()).toContain('第 1 次查询');
    // the unknown-outcome dialog keeps the focus; Escape closes it (the outcome stays asked, not signed again)
    await expect.poll(() => focusInside(page, 'auth-dialog')).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('auth-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page.getByLabel('用途/附言'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('auth-notice').count()).toBe(1);
    await expect.poll(() => error.textContent()).toContain('第 2 次查询');
    const second = await error.textContent();
    expect(second).toMatch(/第 2 次查询（\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}）未得到银行答复/);
    const query = page.getByTestId('auth-query');
    while (!(await focused(query))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // the third ask finds the booking
    await page.getByTestId('result-panel').waitFor();
  });
});
