// The console's 工作区 panel (issue 52 item 1), in Chromium against the shared mock: a tester creates a
// workspace copied from another, moves its bank clock, opens the portal in it by its link, makes it the
// current one so that a fault set in 故障 is queued there and nowhere else, and deletes it after a
// confirmation in the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appStarted, chromiumPerFile } from './support/browser.ts';

const browser = chromiumPerFile({ workspace: false }); // the mock's default workspace, which it tests
const consoleUrl = () => `${inject('mockUrl')}/__mock/`;
const NAME = 'console-bob';

async function state(workspace?: string): Promise<{ workspace: string; faults: Array<{ operation: string }> }> {
  const res = await fetch(`${inject('mockUrl')}/__mock/state`, { headers: workspace ? { 'X-Mock-Workspace': workspace } : {} });
  return res.json() as Promise<{ workspace: string; faults: Array<{ operation: string }> }>;
}

const drop = () => fetch(`${inject('mockUrl')}/__mock/workspaces/${NAME}`, { method: 'DELETE' });

beforeAll(async () => {
  expect((await fetch(consoleUrl())).status).toBe(200); // builds the console when it is stale
  await drop();
}, 120_000);

afterAll(async () => {
  await drop();
});

const row = (tool: Page, name: string) => tool.locator(`[data-testid="workspace-row"][data-name="${name}"]`);

describe('the console\'s workspaces (issue 52 item 1)', () => {
  it('creates, clocks, links, chooses and deletes a workspace', async () => {
    const { page: tool, errors } = await browser.newPage();
    await tool.goto(consoleUrl());
    await tool.getByTestId('tab-workspaces').click();
    await row(tool, 'default').waitFor();

    // a name the mock refuses is said plainly
    await tool.getByTestId('workspace-name').fill('Bob Smith');
    await tool.getByTestId('workspace-create').click();
    await expect.poll(() => tool.getByTestId('console-error').textContent()).toContain('a workspace name is 1 to 32 of a-z');

    await tool.getByTestId('workspace-name').fill(NAME);
    await tool.getByTestId('workspace-from').selectOption('default');
    await tool.getByTestId('workspace-create').click();
    await expect.poll(() => tool.getByTestId('console-note').textContent()).toBe(`工作区 ${NAME} 已从 default 复制`);
    const mine = row(tool, NAME);
    await mine.waitFor();
    expect(await mine.locator('td').nth(1).textContent()).toBe('default');

    // its clock, a day on: the bank's date moves by one, default's does not
    const date = async (r: ReturnType<typeof row>) => ((await r.getByTestId('workspace-clock').textContent()) ?? '').slice(0, 10);
    const before = await date(mine);
    await mine.getByTestId('workspace-clock-+1d').click();
    const next = new Date(Date.parse(`${before}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect.poll(() => date(mine)).toBe(next);
    expect(await date(row(tool, 'default'))).toBe(before);
    await mine.getByTestId('workspace-clock-at').fill('2026-11-30 08:59');
    await mine.getByTestId('workspace-clock-set').click();
    await expect.poll(() => mine.getByTestId('workspace-clock').textContent()).toMatch(/^2026-11-30 08:59:\d\d（已调整）$/);

    // its link opens the portal in it
    const href = (await mine.getByTestId('workspace-open').getAttribute('href')) ?? '';
    expect(href).toBe(`${inject('portalUrl')}?workspace=${NAME}`);
    const { page } = await browser.newPage();
    await page.goto(href);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('test-environment-banner').textContent()).toBe(`测试环境 · 工作区 ${NAME}`);

    // chosen as current, the other tabs act on it: a fault is queued there, not in default
    await mine.getByTestId('workspace-choose').click();
    await expect.poll(() => tool.getByTestId('console-workspace').inputValue()).toBe(NAME);
    await tool.getByTestId('tab-faults').click();
    await tool.getByTestId('fault-operation').fill('balanceQry');
    await tool.getByTestId('fault-submit').click();
    await expect.poll(async () => (await state(NAME)).faults.map((f) => f.operation)).toEqual(['balanceQry']);
    expect((await state()).faults.filter((f) => f.operation === 'balanceQry')).toEqual([]);

    // deleted only once confirmed; the console returns to default
    await tool.getByTestId('tab-workspaces').click();
    await row(tool, NAME).getByTestId('workspace-delete').click();
    expect(await tool.getByTestId('workspace-confirm-text').textContent()).toContain(`确定删除 ${NAME}`);
    await row(tool, NAME).getByTestId('workspace-delete-cancel').click();
    expect(await row(tool, NAME).count()).toBe(1);
    await row(tool, NAME).getByTestId('workspace-delete').click();
    await row(tool, NAME).getByTestId('workspace-delete-confirm').click();
    await expect.poll(() => row(tool, NAME).count()).toBe(0);
    expect(await tool.getByTestId('console-workspace').inputValue()).toBe('default');
    expect((await fetch(`${inject('mockUrl')}/__mock/state`, { headers: { 'X-Mock-Workspace': NAME } })).status).toBe(404);
    expect(errors).toEqual([]);
  }, 90_000);
});
