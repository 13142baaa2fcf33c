// Fault drills (issue "ship it", spec 000 §8 the error catalogue): each fault of the mock gateway on
// a mid-session call of a screen whose criteria the user has typed: the spec's message or flow, the
// page still usable, the typed input kept (after a new login too), no unhandled error; then the next
// call works. The screen: 转账指令查询 (/payTransfer/oderInquiry, transferOrderQry), not kept alive.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appStarted, chromiumPerFile, clearFaults, mockControl, type OpenedPage, portalUrl } from './support/browser.ts';
import { arrivesOrSays, logInThroughOverlay, openAs } from './support/login.ts';

const browser = chromiumPerFile();
const SCREEN = '/payTransfer/oderInquiry';
const OPERATION = 'transferOrderQry';
const TYPED = 'T2026112210302200101';

afterEach(async () => {
  await clearFaults();
});

/** Console errors and page errors, to assert that no unhandled error reached the console. */
function consoleErrors(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    // the browser's own line for a failed request (the fault itself) is not the portal's error
    if (m.type() === 'error' && !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(m.text())) found.push(m.text());
  });
  return found;
}

/** The screen, its first query answered, the criteria typed, then `fault` queued for the next query. */
async function typedScreen(fault?: string): Promise<OpenedPage & { console: string[] }> {
  const opened = await openAs(browser, 'a3sp', SCREEN);
  const console = consoleErrors(opened.page);
  // answered, not only shown: the result box shows at once, with its spinner, and a fault queued while
  // the first query is yet to reach the gateway was taken by it, so that 查询 then answered normally
  await answered(opened.page);
  await opened.page.getByTestId('field-TRANS_SEQ').fill(TYPED);
  if (fault) expect((await mockControl('faults', { operation: OPERATION, fault, user: 'a3sp' })).ok).toBe(true);
  await opened.page.getByTestId('query-submit').click();
  return { ...opened, console };
}

/** The page is usable: the header and menus answer, the typed criteria are there and can be changed. */
async function stillUsable(page: Page): Promise<void> {
  expect(await page.getByTestId('header').isVisible()).toBe(true);
  expect(await page.getByTestId('field-TRANS_SEQ').inputValue()).toBe(TYPED);
  await page.getByTestId('field-TRANS_SEQ').fill(`${TYPED}9`);
  await page.getByTestId('field-TRANS_SEQ').fill(TYPED);
}

/** The query's answer is shown: its rows, or that there are none; no error. */
async function answered(page: Page, timeout = 15_000): Promise<void> {
  await page.getByTestId('query-loading').waitFor({ state: 'detached', timeout });
  const shown = async () => (await page.getByTestId('query-row').count()) + (await page.getByTestId('query-empty').count());
  await expect.poll(shown, { timeout }).toBeGreaterThan(0);
  expect(await page.getByTestId('query-error').count()).toBe(0);
}

/** The next query (no fault) answers. */
async function nextCallWorks(page: Page): Promise<void> {
  await page.getByTestId('query-submit').click();
  await answered(page);
}

describe('a failed query keeps the screen and what was typed (spec 000 §8)', () => {
  it.each([
    ['http500', '系统繁忙，请稍后再试'], // a transport failure: the server's message
    ['malformed', '服务异常'], // no message to show: 'service exception'
    ['undecryptable', '服务响应无法解密，请稍后重试'],
    [`business=TX0301;msg=${encodeURIComponent('指令查询服务维护中，请稍后再试')}`, '指令查询服务维护中，请稍后再试'], // the head's MSG
  ])('%s: shows %s', async (fault, message) => {
    const { page, errors, console } = await typedScreen(fault);
    await expect.poll(() => page.getByTestId('query-error').textContent()).toContain(message);
    await stillUsable(page);
    await nextCallWorks(page);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('delay=10000: the screen stays usable while the answer is on its way, then shows it', async () => {
    const { page, errors, console } = await typedScreen('delay=10000');
    await page.getByTestId('query-loading').waitFor();
    await stillUsable(page); // typing while the call is pending
    expect(await page.getByTestId('query-loading').isVisible()).toBe(true); // still on its way
    await answered(page, 20_000);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  }, 45_000);
});

describe('a lost session mid-screen (spec 000 §4, §8)', () => {
  it.each(['005', '009'])('status=%s: the login overlay; after logging in again the screen is as typed and the next call works', async (status) => {
    const { page, errors, console } = await typedScreen(`status=${status}`);
    await page.getByTestId('login-overlay').waitFor();
    await logInThroughOverlay(page, 'a3sp');
    await page.getByTestId('query-criteria').waitFor();
    expect(await page.getByTestId('field-TRANS_SEQ').inputValue()).toBe(TYPED);
    await nextCallWorks(page);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('status=0110: the enterprise choice; once chosen, the screen is as typed and the next call works', async () => {
    const { page, errors, console } = await typedScreen('status=0110');
    await page.getByTestId('select-enterprise').waitFor();
    await page.getByTestId('select-enterprise').getByRole('button').first().click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    expect(await page.getByTestId('field-TRANS_SEQ').inputValue()).toBe(TYPED);
    await nextCallWorks(page);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });
});

describe('offline', () => {
  it('says the network is down, keeps the screen, and the next call works once it is back', async () => {
    const opened = await openAs(browser, 'a3sp', SCREEN);
    const { page, context, errors } = opened;
    const console = consoleErrors(page);
    await answered(page); // the first query back before the network goes
    await page.getByTestId('field-TRANS_SEQ').fill(TYPED);
    await context.setOffline(true);
    await page.getByTestId('query-submit').click();
    await expect.poll(() => page.getByTestId('query-error').textContent()).toContain('网络连接中断，请检查网络后重试');
    await stillUsable(page);
    await context.setOffline(false);
    await nextCallWorks(page);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('goes on without toasts while the toaster\'s code cannot be fetched, and shows them once it can (no blank page)', async () => {
    const opened = await openAs(browser, 'a3sp', '/home/index');
    const { page, context, errors } = opened;
    const console = consoleErrors(page);
    const toasterChunk = /\/assets\/toaster-[\w-]+\.js$/;
    const fetched: number[] = [];
    page.on('response', (r) => {
      if (toasterChunk.test(r.url())) fetched.push(r.status());
    });
    // the toaster's chunk does not arrive (as when the network went down before it loaded): the
    // screen is loaded afresh, logged in, and asks for the chunk again after its first paint
    await context.route(toasterChunk, (route) => route.abort('internetdisconnected'));
    const refused = page.waitForEvent('requestfailed', { predicate: (r) => toasterChunk.test(r.url()), timeout: 10_000 });
    await page.goto(portalUrl(SCREEN));
    await appStarted(page);
    await page.getByTestId('query-result').waitFor();
    await page.getByTestId('field-TRANS_SEQ').fill(TYPED);
    await refused;
    await stillUsable(page);
    await nextCallWorks(page);
    // back online: the chunk is asked for again and the toaster mounts
    await context.unroute(toasterChunk);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => fetched).toContain(200);
    await stillUsable(page);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('opens a screen while the left menu\'s code cannot be fetched, and shows the menu on the next one once it can (no blank page)', async () => {
    const opened = await openAs(browser, 'a3sp', '/home/index');
    const { page, context, errors } = opened;
    // the home page's cover layout has no left menu and no breadcrumb: their chunk loads with the first
    // screen of the default layout (src/shell/default-layout.tsx), and here it does not arrive
    const partsChunk = /\/assets\/DefaultLayoutParts-[\w-]+\.js$/;
    await context.route(partsChunk, (route) => route.abort('internetdisconnected'));
    const refused = page.waitForEvent('requestfailed', { predicate: (r) => partsChunk.test(r.url()), timeout: 10_000 });
    await page.goto(portalUrl(SCREEN));
    await appStarted(page);
    await refused;
    await arrivesOrSays(page.getByTestId('query-result'), 'visible', opened, 'the screen did not open without its left menu');
    await page.getByTestId('field-TRANS_SEQ').fill(TYPED);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await stillUsable(page);
    await nextCallWorks(page);
    // back online: the next screen the user opens from the top menu brings them
    await context.unroute(partsChunk);
    await page.getByTestId('top-menu-item').filter({ hasText: '账户管理' }).first().click();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('breadcrumb').waitFor();
    expect(errors).toEqual([]);
  });
});
