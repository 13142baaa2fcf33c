// The testers' console (issue 40), in Chromium against the shared mock: a transfer made in the portal
// shows in its 流量 tab with its decrypted fields and its signature's verdict; a fault set in its 故障
// form reaches the portal's next call; its control calls refuse a page of another origin, as the control
// plane does, while its own page (under a strict policy) uses them. As `admin`: other files set faults on a3sp.
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, clearFaults, type OpenedPage } from './support/browser.ts';
import { fillTransfer } from './support/transfer.ts';
import { openAs } from './support/login.ts';

const browser = chromiumPerFile({ workspace: false }); // the mock's default workspace, which it tests
const consoleUrl = () => `${inject('mockUrl')}/__mock/`;

beforeAll(async () => {
  // the first request builds the console when it is missing or stale (mock-server/console/build.ts)
  expect((await fetch(consoleUrl())).status).toBe(200);
}, 120_000);

afterEach(async () => {
  await clearFaults();
});

/** The console in a page of its own, its policy's violations (none expected) collected. */
async function openConsole(): Promise<OpenedPage & { violations: string[] }> {
  const opened = await browser.newPage();
  const violations: string[] = [];
  opened.page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await opened.page.goto(consoleUrl());
  expect(response?.status()).toBe(200);
  await opened.page.getByRole('heading', { level: 1, name: '模拟网关控制台' }).waitFor();
  return { ...opened, violations };
}

const selectIn = (page: Page, testId: string, value: string) => page.getByTestId(testId).selectOption(value);

describe('the testers\' console (issue 40)', () => {
  it('shows a transfer made in the portal, decrypted, with its signature\'s verdict, and exports it as HAR', async () => {
    const amount = '23456.78';
    const { page } = await openAs(browser, 'admin', '/payTransfer/eBatch');
    await fillTransfer(page, amount);
    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('result-panel').waitFor();
    const seq = (await page.getByTestId('result-TRANS_SEQ').textContent()) ?? '';
    expect(seq).toMatch(/^T\d{20}$/);

    const { page: tool, violations, errors } = await openConsole();
    await selectIn(tool, 'traffic-persona', 'admin');
    await tool.getByTestId('traffic-operation').fill('transferSub');
    const row = tool.locator('[data-testid="traffic-row"][data-operation="transferSub"][data-persona="admin"]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('单笔转账');
    expect(await row.getByTestId('traffic-verdict').getAttribute('data-verdict')).toBe('accepted');
    expect(await row.getByTestId('traffic-verdict').textContent()).toBe('验签通过');
    await row.click();
    const detail = tool.getByTestId('traffic-detail');
    await detail.waitFor();
    expect(await tool.getByTestId('traffic-request').textContent()).toContain(`"TRAN_AMT": "${amount}"`);
    expect(await tool.getByTestId('traffic-request').textContent()).toContain('"PAYEE_ACCT_NAME": "杭州禾丰农资贸易有限公司"');
    expect(await tool.getByTestId('traffic-answer').textContent()).toContain(seq);
    expect(await tool.getByTestId('traffic-signing-text').textContent()).toContain(amount);

    // the selection as HAR 1.2, the decrypted body inside
    const href = (await tool.getByTestId('traffic-har').getAttribute('href')) ?? '';
    expect(href).toContain('persona=admin');
    type Har = { log: { version: string; entries: Array<{ request: { postData?: { text: string } } }> } };
    const har = await tool.evaluate(async (url) => (await fetch(url)).json() as Promise<Har>, href);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.some((e) => e.request.postData?.text.includes(amount))).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('says what the log keeps and dropped, and pins a call a tester needs (issue 49 item 8)', async () => {
    const { page } = await openAs(browser, 'admin', '/home/index');
    await page.getByTestId('top-user').waitFor();
    const { page: tool, errors } = await openConsole();
    await selectIn(tool, 'traffic-persona', 'admin');
    await expect.poll(() => tool.getByTestId('traffic-retention').textContent())
      .toMatch(/保留最近 1000 笔普通查询，签名交易与失败调用（含故障）保留最近 10000 笔，置顶的调用一直保留/);
    expect(await tool.getByTestId('traffic-dropped').textContent()).toMatch(/尚未丢弃任何调用|已丢弃最早的 \d+ 笔普通查询/);
    // the filter applies at the log's next ask: until then the rows are anyone's (another file's a3sp in
    // this workspace, two files at a time), and a row read then is gone once it applies
    const personas = () => tool.getByTestId('traffic-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-persona')));
    await expect.poll(async () => {
      const shown = await personas();
      return shown.length > 0 && shown.every((p) => p === 'admin');
    }).toBe(true);
    const newest = tool.getByTestId('traffic-row').first();
    const id = await newest.locator('td').first().textContent() ?? '';
    // that call's row, wherever it moves: the log is asked again every second, and a call the portal's
    // page makes meanwhile comes first (the first row is then another call)
    const row = tool.getByTestId('traffic-row').filter({ has: tool.getByRole('cell', { name: id, exact: true }) });
    await row.getByTestId('traffic-pin').click();
    const pinned = tool.locator('[data-testid="traffic-row"][data-pinned="true"]');
    await expect.poll(() => pinned.first().locator('td').first().textContent()).toBe(id);
    expect(await pinned.first().getByTestId('traffic-pin').getAttribute('aria-pressed')).toBe('true');
    await tool.getByTestId('traffic-pinned-only').check();
    await expect.poll(() => tool.getByTestId('traffic-row').allTextContents()).toHaveLength(1);
    // unpinned again, so that other files' runs see the log as it was
    await pinned.first().getByTestId('traffic-pin').click();
    await expect.poll(() => tool.getByTestId('traffic-row').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('queues a fault from its form that the portal\'s next call shows, once', async () => {
    const { page } = await openAs(browser, 'admin', '/payTransfer/oderInquiry');
    await page.getByTestId('query-result').waitFor();

    const { page: tool } = await openConsole();
    await tool.getByTestId('tab-faults').click();
    await tool.getByTestId('fault-operation').fill('transferOrderQry');
    await selectIn(tool, 'fault-persona', 'admin');
    await selectIn(tool, 'fault-kind', 'business');
    await tool.getByTestId('fault-code').fill('TX0301');
    await tool.getByTestId('fault-msg').fill('控制台设置的故障：指令查询维护中');
    await tool.getByTestId('fault-count').fill('1');
    await tool.getByTestId('fault-submit').click();
    await expect.poll(() => tool.getByTestId('fault-row').allTextContents()).toEqual([expect.stringContaining('transferOrderQry')]);

    await page.getByTestId('query-submit').click();
    await expect.poll(() => page.getByTestId('query-error').textContent()).toContain('控制台设置的故障：指令查询维护中');
    // used once: the queue is empty again, the next query answers
    await tool.getByTestId('fault-queue-empty').waitFor();
    await page.getByTestId('query-submit').click();
    await page.getByTestId('query-loading').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('query-error').count()).toBe(0);
  }, 60_000);

  describe('another origin', () => {
    let foreign: Server;
    let foreignUrl = '';
    beforeAll(async () => {
      foreign = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>another site</title><a id="go" href="${consoleUrl()}">console</a>`);
      });
      await new Promise<void>((ok) => foreign.listen(0, '127.0.0.1', ok));
      const address = foreign.address();
      foreignUrl = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/`;
    });
    afterAll(async () => {
      await new Promise((done) => foreign.close(done));
    });

    it('its page runs under a strict policy and its calls answer it, but not a page of another origin', async () => {
      const { page: tool, violations } = await openConsole();
      const policy = (await fetch(consoleUrl())).headers.get('content-security-policy') ?? '';
      expect(policy).toContain('default-src \'self\'');
      expect(policy).toContain('script-src \'self\'');
      expect(policy).not.toContain('unsafe-inline');
      await tool.getByTestId('tab-bank').click();
      await tool.getByTestId('bank-accounts').getByText('6230910000012345678').waitFor();
      expect(await tool.evaluate(async () => (await fetch('/__mock/bank')).status)).toBe(200);
      expect(violations).toEqual([]);

      const { page } = await browser.newPage();
      await page.goto(foreignUrl);
      const mock = inject('mockUrl');
      const read = page.waitForResponse((r) => r.url() === `${mock}/__mock/bank`);
      // no-cors: the answer reaches the browser (opaque to the page), so its status shows here
      await page.evaluate((url) => fetch(url, { mode: 'no-cors' }).catch(() => undefined), `${mock}/__mock/bank`);
      expect((await read).status()).toBe(403);
      // a form-like write (no preflight) is refused too: nothing queued
      const write = page.waitForResponse((r) => r.url() === `${mock}/__mock/faults`);
      await page.evaluate((url) => fetch(url, {
        method: 'POST', mode: 'no-cors', body: JSON.stringify({ operation: 'transferOrderQry', fault: 'http500', user: 'admin' }),
      }).catch(() => undefined), `${mock}/__mock/faults`);
      expect((await write).status()).toBe(403);
      const state = (await (await fetch(`${mock}/__mock/state`)).json()) as { faults: Array<{ user?: string }> };
      expect(state.faults.filter((f) => f.user === 'admin')).toEqual([]);
      // the console's page itself, reached from the other site: refused
      const [navigation] = await Promise.all([page.waitForResponse((r) => r.url() === consoleUrl()), page.locator('#go').click()]);
      expect(navigation.status()).toBe(403);
    });
  });
});
