// Dual control in Chromium against the mock bank, as the people of 浙江丰收茶业 would do it (issue 36;
// spec 000 §1: operators and approvers; §7 workbench: to-do, approval, authorization submit; spec 001
// §4, §7): the operator signs a transfer that needs two approvals, the approvers find it in 待办事项
// from the home page and approve it with their keys, and the operator sees it booked in 交易明细查询
// and 我的账户 and prints its receipt; a rejection shows its reason to the operator; the administrator
// changes a rule and the next transfer follows it. Every screen is reached through the menu or a
// link, every field by its label.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();
const PAYER = '6230910000034567890';

/** 我的账户, opened through the menu (账户详情 is an account's page, no menu item: issue 49 item 3). */
const toAccounts = (page: Page) => throughMenu(page, '账户管理', '我的账户');

/** 我的账户's balance of the payer account, as shown now (1,234.56). */
async function shownBalance(page: Page): Promise<number> {
  const row = page.getByTestId('query-row').filter({ hasText: `${PAYER.slice(0, 4)}***********${PAYER.slice(-4)}` }); // masked
  const text = await row.locator('[data-column="BALANCE"]').textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/** The operator's single transfer, typed as a person types it, signed; the result's serial number. */
async function submitTransfer(page: Page, amount: string, payee = '杭州禾丰农资贸易有限公司'): Promise<string> {
  await throughMenu(page, '转账汇款', '单笔转账');
  await page.getByLabel('付款账号').selectOption(PAYER);
  await page.getByLabel('收款账号').fill('6230910000087654321');
  await page.getByLabel('收款户名').fill(payee);
  await page.getByLabel('收款行名称').fill('浙江余杭农村商业银行');
  await page.getByLabel('交易金额').fill(amount);
  await page.getByLabel('用途/附言').fill('茶叶包装款');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByTestId('auth-rows').waitFor();
  await page.getByTestId('auth-confirm').click();
  await page.getByTestId('result-panel').waitFor();
  return (await page.getByTestId('result-TRANS_SEQ').textContent()) ?? '';
}

/** The approver opens the instruction from the home page's workspace widget: 待办事项, then 处理. */
async function openFromBacklog(page: Page, seq: string): Promise<void> {
  await page.getByTestId('widget-workspace').getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: '待办事项' }).waitFor();
  await page.getByTestId('query-row').filter({ hasText: seq }).getByRole('link', { name: '处理' }).click();
  await page.getByRole('heading', { level: 1, name: '待办详情' }).waitFor();
  await page.getByTestId('instruction-fields').waitFor();
}

/** 同意 or 拒绝 (with a reason) through the authorization dialog; the dialog's rows as shown. */
async function decide(page: Page, decision: '同意' | '拒绝', reason?: string): Promise<Record<string, string>> {
  const reasonShown = (await page.getByLabel('拒绝理由').count()) > 0;
  if (!reasonShown) await page.getByRole('button', { name: decision, exact: true }).click();
  if (reason !== undefined) {
    await page.getByLabel('拒绝理由').fill(reason);
    await page.getByRole('button', { name: '确认拒绝' }).click();
  }
  await page.getByTestId('auth-rows').waitFor();
  const rows: Record<string, string> = {};
  for (const field of ['AUTH_TYPE', 'PAYEE_ACCT_NAME', 'PAYEE_ACCT_NO', 'ACCT_NO', 'TRAN_AMT', 'REJECT_REASON']) {
    const row = page.getByTestId(`auth-row-${field}`);
    if (await row.count()) rows[field] = (await row.textContent()) ?? '';
  }
  await page.getByTestId('auth-confirm').click();
  await page.getByTestId('result-panel').waitFor();
  return rows;
}

/** The administrator signs a new mode for 单笔转账 (limit 50,000) on 授权模式修改; the result's 授权说明. */
async function changeRule(page: Page, mode: '0' | '2'): Promise<string | null> {
  await throughMenu(page, '企业管理', '授权模式修改');
  await page.getByLabel('交易种类').selectOption('transferSub');
  await page.getByLabel('授权模式').selectOption(mode);
  await page.getByLabel('多级授权金额界限').fill('50000');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByTestId('auth-rows').waitFor();
  await page.getByTestId('auth-confirm').click();
  return page.getByTestId('result-AUTH_HINT').textContent();
}

describe('dual control, end to end (issue 36)', () => {
  it('60,000.00: the operator submits, two approvers approve, the operator sees it booked and the balance fell', async () => {
    const maker = await openAs(browser, 'maker', '/home/index');
    await toAccounts(maker.page);
    const before = await shownBalance(maker.page);
    const seq = await submitTransfer(maker.page, '60000');
    expect(await maker.page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('已提交，等待授权');
    expect(await maker.page.getByTestId('result-AUTH_HINT').textContent()).toContain('需 2 级授权');
    await toAccounts(maker.page);
    expect(await shownBalance(maker.page)).toBe(before); // nothing moves while it waits

    const first = await openAs(browser, 'checker1', '/home/index');
    await openFromBacklog(first.page, seq);
    expect(await first.page.locator('[data-field="SUBMITTER"]').textContent()).toBe('钱伟');
    expect(await first.page.locator('[data-field="REMARK"]').textContent()).toBe('茶叶包装款');
    const rows = await decide(first.page, '同意');
    // what the approver signs: the decision in words, the payee, the accounts, the amount in figures and capitals
    expect(rows.AUTH_TYPE).toBe('授权决定同意');
    expect(rows.PAYEE_ACCT_NAME).toContain('杭州禾丰农资贸易有限公司');
    expect(rows.PAYEE_ACCT_NO).toContain('6230910000087654321');
    expect(rows.ACCT_NO).toContain(PAYER);
    expect(rows.TRAN_AMT).toContain('60,000.00（陆万元整）');
    expect(await first.page.getByTestId('result-AUTH_HINT').textContent()).toContain('终审');

    const second = await openAs(browser, 'checker2', '/home/index');
    await openFromBacklog(second.page, seq);
    expect(await second.page.getByTestId('instruction-history').textContent()).toContain('吴敏');
    await decide(second.page, '同意');
    expect(await second.page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('交易已记账');

    // the operator: 交易明细查询 shows the booking, and the balance fell by 60,000.00
    await throughMenu(maker.page, '账户管理', '账户查询', '交易明细查询');
    await maker.page.getByLabel('账号').selectOption(PAYER);
    await maker.page.getByRole('button', { name: '查询', exact: true }).click();
    const booked = maker.page.getByTestId('query-row').first();
    await expect.poll(() => booked.locator('[data-column="TRAN_AMT"]').textContent()).toBe('60,000.00');
    expect(await booked.locator('[data-column="COUNTER_ACCT_NAME"]').textContent()).toBe('杭州禾丰农资贸易有限公司');
    await toAccounts(maker.page);
    await expect.poll(() => shownBalance(maker.page)).toBe(before - 60000);
    // its electronic receipt, printable
    await throughMenu(maker.page, '账户管理', '账户查询', '电子回单');
    // 交易明细查询 is kept alive: its (hidden) 账号 stays in the page
    await maker.page.getByLabel(/^账号/).filter({ visible: true }).selectOption(PAYER);
    await maker.page.getByRole('button', { name: '查询', exact: true }).filter({ visible: true }).click();
    const receipt = maker.page.getByTestId('query-row').filter({ visible: true }).filter({ hasText: '60,000.00' }).first();
    await receipt.getByRole('link', { name: '打印' }).click();
    await maker.page.getByTestId('record').waitFor();
    expect(await maker.page.locator('[data-field="TRAN_AMT"]').textContent()).toBe('60,000.00');
    expect(await maker.page.locator('[data-field="COUNTER_ACCT_NAME"]').textContent()).toBe('杭州禾丰农资贸易有限公司');
    expect(await maker.page.getByRole('button', { name: '打印', exact: true }).count()).toBe(1);
    // and 转账指令查询 says 成功, with its history
    await throughMenu(maker.page, '转账汇款', '转账指令查询');
    const order = maker.page.getByTestId('query-row').filter({ hasText: seq });
    expect(await order.locator('[data-column="TRANS_STATUS"]').textContent()).toBe('成功');
    await order.getByRole('link', { name: '详情' }).click();
    await expect.poll(() => maker.page.getByTestId('instruction-history').textContent()).toMatch(/提交.*钱伟.*同意.*吴敏.*同意.*郑涛.*记账/);
  }, 90_000);

  it('a rejection: the operator sees the reason, and nothing is booked', async () => {
    const maker = await openAs(browser, 'maker', '/home/index');
    const seq = await submitTransfer(maker.page, '1234.5', '金华顺达物流有限公司');
    const approver = await openAs(browser, 'checker1', '/home/index');
    await openFromBacklog(approver.page, seq);
    await approver.page.getByRole('button', { name: '拒绝', exact: true }).click();
    await approver.page.getByRole('button', { name: '确认拒绝' }).click();
    expect(await approver.page.getByText('请填写拒绝理由').count()).toBe(1); // a reason is required
    const rows = await decide(approver.page, '拒绝', '收款户名与合同不符');
    expect(rows.AUTH_TYPE).toBe('授权决定拒绝');
    expect(rows.REJECT_REASON).toContain('收款户名与合同不符');

    await throughMenu(maker.page, '转账汇款', '转账指令查询');
    const order = maker.page.getByTestId('query-row').filter({ hasText: seq });
    expect(await order.locator('[data-column="TRANS_STATUS"]').textContent()).toBe('已拒绝');
    await order.getByRole('link', { name: '详情' }).click();
    await maker.page.getByTestId('instruction-fields').waitFor();
    expect(await maker.page.locator('[data-field="REJECT_REASON"]').textContent()).toBe('收款户名与合同不符');
  }, 60_000);

  it('the administrator lowers single transfers to 单人: the second administrator reviews it, then the next transfer books at once (issue 48)', async () => {
    const admin = await openAs(browser, 'dcadmin', '/home/index');
    await throughMenu(admin.page, '企业管理', '授权管理');
    const rule = admin.page.getByTestId('query-row').filter({ hasText: '单笔转账' });
    expect(await rule.locator('[data-column="AUTH_MODE"]').textContent()).toBe('多级');
    // one person cannot lower a control: it waits for another administrator or a level-2 approver
    expect(await changeRule(admin.page, '0')).toContain('待 ');
    expect(await admin.page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('已提交，等待复核');
    const change = (await admin.page.getByTestId('result-TRANS_SEQ').textContent()) ?? '';

    const reviewer = await openAs(browser, 'dcadmin2', '/home/index');
    await openFromBacklog(reviewer.page, change);
    expect(await reviewer.page.locator('[data-field="OLD_RULE"]').textContent()).toBe('多级（50,000.00 元以上两级）');
    expect(await reviewer.page.locator('[data-field="NEW_RULE"]').textContent()).toBe('单人');
    await reviewer.page.getByRole('button', { name: '同意', exact: true }).click();
    await reviewer.page.getByTestId('auth-rows').waitFor();
    expect(await reviewer.page.getByTestId('auth-row-NEW_RULE').textContent()).toContain('单人');
    await reviewer.page.getByTestId('auth-confirm').click();
    await reviewer.page.getByTestId('result-panel').waitFor();
    expect(await reviewer.page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('新规则已生效');

    const maker = await openAs(browser, 'maker', '/home/index');
    await submitTransfer(maker.page, '88.8');
    expect(await maker.page.getByTestId('result-panel').getByRole('heading').textContent()).toBe('交易已记账');

    // back to 多级 (the other tests of this run expect it): tightening applies at once
    expect(await changeRule(admin.page, '2')).toContain('多级（50,000.00 元以上两级）');
  }, 90_000);

  it('an approver does not submit transfers: the form says so and 下一步 is off (AU2001 mirrored)', async () => {
    const approver = await openAs(browser, 'checker1', '/home/index');
    await throughMenu(approver.page, '转账汇款', '单笔转账');
    expect(await approver.page.getByTestId('form-refusal').textContent()).toBe('您是授权人员，不能经办（提交）此类交易，请由经办人员提交');
    expect(await approver.page.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
  });
});
