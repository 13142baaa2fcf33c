// Payees read the living bank, in Chromium as a person does it (issue 49 item 4: "every query over
// something the user can create … payees"; spec 001 §2 /billTreasure/bankBills/billsPayee, §7): a3sp
// adds a payee on 票据收款人管理 through its 新增收款人 form, signs it, finds it in the payee query,
// removes it from its row and no longer finds it. Screens through the menu, fields by their labels.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();
const ACCOUNT = '6230910000055667788';
const NAME = '杭州青山茶具有限公司';

/** Asks the payee query for a part of the name, as a person types it. */
async function search(page: Page, name: string): Promise<void> {
  await page.getByTestId('query-criteria').getByLabel('收款户名').fill(name);
  await page.getByTestId('query-submit').click();
}

/** The rows the query shows once it has answered. */
async function rows(page: Page): Promise<string[]> {
  await page.getByTestId('query-row').first().or(page.getByTestId('query-empty')).waitFor();
  return page.getByTestId('query-row').allTextContents();
}

/** Confirms the signing dialog and waits for the result. */
async function signed(page: Page): Promise<string> {
  await page.getByTestId('auth-rows').waitFor();
  await page.getByTestId('auth-confirm').click();
  await page.getByTestId('result-panel').waitFor();
  return (await page.getByTestId('result-panel').getByRole('heading').textContent()) ?? '';
}

describe('收款人名册 reads the living bank (issue 49 item 4)', () => {
  it('a payee added through its form is found by the payee query; removed from its row, it is gone', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '票据宝', '银行承兑汇票', '收款人管理', '票据收款人管理');
    await search(page, '青山');
    await expect.poll(() => rows(page)).toEqual([]);

    await page.getByRole('button', { name: '新增收款人' }).click();
    const form = page.getByTestId('action-form');
    await form.getByLabel('操作对象编号').fill(ACCOUNT);
    await form.getByLabel('操作对象名称').fill(NAME);
    await form.getByLabel('收款行').fill('浙江余杭农村商业银行');
    await form.getByRole('button', { name: '下一步' }).click();
    // the key signs what the user sees: the bank's name is in the dialog
    await page.getByTestId('auth-rows').waitFor();
    expect(await page.getByTestId('auth-row-PAYEE_BANK_NAME').textContent()).toContain('浙江余杭农村商业银行');
    await signed(page);
    await form.getByRole('button', { name: '返回' }).click();

    await search(page, '青山');
    await expect.poll(async () => (await rows(page)).join('\n')).toContain(NAME);
    const shown = await rows(page);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain(ACCOUNT.slice(-4)); // the number may be shown masked
    expect(shown[0]).toContain('浙江余杭农村商业银行');

    await page.getByTestId('query-row').filter({ hasText: NAME }).getByRole('button', { name: /^删除/ }).click();
    await page.getByTestId('action-form').getByRole('button', { name: '下一步' }).click();
    await signed(page);
    await page.getByTestId('action-form').getByRole('button', { name: '返回' }).click();
    await search(page, '青山');
    await expect.poll(() => rows(page)).toEqual([]);
  }, 90_000);
});
