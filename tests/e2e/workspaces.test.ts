// A tester's own workspace in the portal (issue 52 item 1): a tester makes workspace alice through the
// control call, opens the portal with ?workspace=alice, and from then on the tab works in alice: the
// test banner names it, and a transfer booked there through the menu is in alice's ledger, not in
// default's (mock-server/README.md, Workspaces). The login, the menu and the form act as a user does.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SINGLE_TRANSFER } from '@tests/support/transfer.ts';
import { appStarted, chromiumPerFile, portalUrl } from './support/browser.ts';
import { logInThroughOverlay } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile({ workspace: false }); // the mock's default workspace, which it tests
const WORKSPACE = 'alice';

interface Ledger {
  entries: Array<{ transSeq: string; user: string; amount: { value: string } | null }>;
}

/** A control call of the mock, in a workspace (X-Mock-Workspace) or in default. */
async function mock(method: string, path: string, workspace?: string, body?: unknown): Promise<Response> {
  return fetch(`${inject('mockUrl')}/__mock/${path}`, {
    method,
    headers: { ...(workspace ? { 'X-Mock-Workspace': workspace } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

const ledgerOf = async (workspace?: string) => ((await (await mock('GET', 'ledger', workspace)).json()) as Ledger).entries;

beforeAll(async () => {
  await mock('DELETE', `workspaces/${WORKSPACE}`); // a run before this one may have left it
  expect((await mock('POST', 'workspaces', undefined, { name: WORKSPACE })).status).toBe(201);
});

afterAll(async () => {
  await mock('DELETE', `workspaces/${WORKSPACE}`);
});

describe('the portal in a tester\'s workspace (issue 52 item 1)', () => {
  it('names it in the banner and books a transfer made there in its ledger only', async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${portalUrl('/home/index')}?workspace=${WORKSPACE}`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('test-environment-banner').textContent()).toBe(`测试环境 · 工作区 ${WORKSPACE}`);
    // the parameter is taken out of the address; the tab keeps the workspace
    expect(new URL(page.url()).search).toBe('');

    await page.getByTestId('user-card-login').click();
    await logInThroughOverlay(page, 'a3sp');
    await page.getByTestId('top-user').waitFor();
    const amount = '4321.09';
    await throughMenu(page, '转账汇款', '单笔转账');
    await page.getByLabel('付款账号').selectOption(SINGLE_TRANSFER.ACCT_NO);
    await page.getByLabel('收款账号').fill(SINGLE_TRANSFER.PAYEE_ACCT_NO);
    await page.getByLabel('收款户名').fill(SINGLE_TRANSFER.PAYEE_ACCT_NAME);
    await page.getByLabel('收款行名称').fill(SINGLE_TRANSFER.PAYEE_BANK_NAME);
    await page.getByLabel('交易金额').fill(amount);
    await page.getByLabel('用途/附言').fill('工作区测试');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('result-panel').waitFor();
    const seq = (await page.getByTestId('result-TRANS_SEQ').textContent()) ?? '';
    expect(seq).toMatch(/^T\d{20}$/);

    // the banner still names it after the page's own navigations
    expect(await page.getByTestId('test-environment-banner').textContent()).toBe(`测试环境 · 工作区 ${WORKSPACE}`);
    const mine = await ledgerOf(WORKSPACE);
    expect(mine.filter((e) => e.transSeq === seq)).toEqual([expect.objectContaining({ user: 'a3sp', amount: expect.objectContaining({ value: amount }) as unknown })]);
    expect((await ledgerOf()).filter((e) => e.transSeq === seq || e.amount?.value === amount)).toEqual([]);
    // the session is alice's: default has no a3sp logged in by this page
    const sessions = async (workspace?: string) =>
      ((await (await mock('GET', 'sessions', workspace)).json()) as { sessions: Array<{ persona: string }> }).sessions;
    expect((await sessions(WORKSPACE)).map((s) => s.persona)).toEqual(['a3sp']);
    expect(errors).toEqual([]);
  }, 90_000);

  it('returns to default with ?workspace=default, and ignores a name the mock could not have', async () => {
    const { page } = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${portalUrl('/home/index')}?workspace=${WORKSPACE}`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('test-environment-banner').textContent()).toBe(`测试环境 · 工作区 ${WORKSPACE}`);
    // a bad value changes nothing and is never written into the page
    await page.goto(`${portalUrl('/home/index')}?workspace=%3Cb%20id%3Dinjected%3Ex%3C%2Fb%3E`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('test-environment-banner').textContent()).toBe(`测试环境 · 工作区 ${WORKSPACE}`);
    expect(await page.locator('#injected').count()).toBe(0);
    expect(warnings.some((w) => w.includes('is not a workspace\'s name'))).toBe(true);
    await page.goto(`${portalUrl('/home/index')}?workspace=default`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('test-environment-banner').textContent()).toBe('测试环境');
  }, 60_000);
});
