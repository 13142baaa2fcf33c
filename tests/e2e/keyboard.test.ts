// Keyboard only (issue 38): a transfer from the menu to the result with the keyboard alone: Tab
// reaches each field in order, Enter submits, Esc cancels the authorization and focus comes back where
// it was, Enter signs. Fields are found by their labels; nothing is clicked.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';

const browser = chromiumPerFile();

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Tab (forward only) until the target has the focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${String(most)} presses`);
}

describe('keyboard only (issue 38)', () => {
  it('makes a transfer from the menu to the result without the mouse', async () => {
    // the company administrator: the signing tests set faults on a3sp's transfers on the shared mock,
    // which a transfer booked here as a3sp at the same time would take
    const { page } = await openAs(browser, 'admin', '/home/index');
    await tabTo(page, page.getByTestId('top-menu-item').filter({ hasText: '转账汇款' }).first());
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: '单笔转账', exact: true }).waitFor();

    await tabTo(page, page.getByLabel('付款账号'));
    await page.keyboard.press('ArrowDown'); // the first account
    expect(await page.getByLabel('付款账号').inputValue()).toBe('6230910000012345678');
    for (const [label, typed] of [
      ['收款账号', '6230910000087654321'],
      ['收款户名', '杭州禾丰农资贸易有限公司'],
      ['收款行名称', '浙江余杭农村商业银行'],
      ['交易金额', '12345.6'],
      ['用途/附言', '货款'],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(typed);
    }
    // Enter in a field submits; Esc cancels the authorization, and the focus is back in that field
    await page.keyboard.press('Enter');
    await page.getByTestId('auth-rows').waitFor();
    expect(await page.getByTestId('auth-row-TRAN_AMT').textContent()).toContain('12,345.60');
    await page.keyboard.press('Escape');
    await page.getByTestId('auth-rows').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page.getByLabel('用途/附言'))).toBe(true);
    expect(await page.getByLabel('交易金额').inputValue()).toBe('12345.60');

    await page.keyboard.press('Enter');
    await page.getByTestId('auth-rows').waitFor();
    await tabTo(page, page.getByTestId('auth-confirm'), 10);
    await page.keyboard.press('Enter');
    await page.getByTestId('result-panel').waitFor();
    expect(await page.getByTestId('result-TRANS_SEQ').textContent()).toMatch(/^T\d{20}$/);
  });
});
