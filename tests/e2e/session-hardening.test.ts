// The session-loss latch in Chromium against the mock gateway (issue 15 finding 8; spec 000 §4, §8):
// closing the login overlay ends the episode, so the next lost session opens it again; a lost
// session during the enterprise choice (0110) takes the overlay back to its login step.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPerFile, clearFaults, mockControl, portalUrl, pushPath, workspaceTraffic } from './support/browser.ts';
import { personaByLogin } from '../../mock-server/personas.ts';
import { logInThroughOverlay, PASSWORD } from './support/login.ts';

const browser = chromiumPerFile();
const MENU_ROUTE = '/crossTreasure/mypay/abroadremit';
/** One of the multi persona's enterprises (mock-server/personas.ts). */
const ENTERPRISE = '湖州禾源生态农业有限公司';

/** Logs in as the persona with several enterprises, up to the enterprise choice. */
async function logInAsMulti(page: Page): Promise<void> {
  await page.getByTestId('login-overlay').waitFor();
  await page.getByTestId('login-name').fill('multi');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-image-code').fill('K7P2');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('select-enterprise').waitFor();
}

async function closeOverlay(page: Page): Promise<void> {
  await page.getByTestId('login-overlay').getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
}

/** A navigation inside the running app (the router follows history), not a page load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await pushPath(page, path);
  await page.waitForURL((url) => url.pathname === new URL(portalUrl(path)).pathname);
}

/** The mock has answered a menu check since the last enterprise choice. */
async function screenCheckAnswered(): Promise<boolean> {
  const operations = (await workspaceTraffic(30)).map((entry) => entry.operation);
  const check = operations.indexOf('menuAuthCheck');
  return check !== -1 && check < operations.indexOf('selectEnterprise');
}

afterEach(async () => {
  await clearFaults();
});

describe('the session-loss latch (issue 15 finding 8)', () => {
  it('opens the login overlay for a lost session after an earlier overlay (0110) was closed', async () => {
    const { page } = await browser.open('/mine/personalCenter/personalCenter');
    // every wait under the test's 30 s, so that a stall names its step; it stalled in two CI runs: the
    // screen's check, held back while the choice was open, answered 0110 once it was closed, and the
    // choice opened again before its closing animation ended (the test below)
    page.setDefaultTimeout(12_000);
    await logInAsMulti(page);
    await closeOverlay(page);
    expect((await mockControl('faults', { operation: 'menuAuthCheck', fault: 'status=0110', count: 1, user: 'multi' })).status).toBe(200);
    await page.goto(portalUrl(MENU_ROUTE));
    await page.getByTestId('select-enterprise').waitFor();
    await page.getByRole('button', { name: ENTERPRISE }).waitFor(); // the choice has loaded // 0110: the flow opens at the choice
    await closeOverlay(page); // the episode ends with the flow
    expect((await mockControl('expire-persona', { login: 'multi' })).status).toBe(200); // its sessions only: the mock is shared
    // no reload (the same request layer, its latch included): the home page's calls now answer 005
    await navigateInApp(page, '/home/index');
    await page.getByTestId('login-name').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('eis.loginFlag'))).toBe('0');
  });

  it('leaves the enterprise choice closed when it is closed on a screen that needs one: the screen says so and offers it (spec 000 §4)', async () => {
    const { page } = await browser.open('/mine/personalCenter/personalCenter');
    page.setDefaultTimeout(12_000);
    await logInAsMulti(page);
    await closeOverlay(page);
    // none chosen: the page's calls answer 0110, the flow opens at the choice, and the screen's check
    // waits until the flow ends; asked then, it would answer 0110 and open the choice again, at every close
    await page.goto(portalUrl(MENU_ROUTE));
    await page.getByRole('button', { name: ENTERPRISE }).waitFor();
    await page.getByTestId('login-overlay').getByRole('button', { name: '关闭' }).click();
    const needed = page.getByTestId('enterprise-needed');
    await needed.waitFor();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await needed.getByRole('button', { name: '选择企业' }).click();
    await page.getByRole('button', { name: ENTERPRISE }).click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await page.getByTestId('kit-screen').waitFor(); // chosen: the check asked, and allowed
    expect(new URL(page.url()).pathname).toBe(`/eis-demo${MENU_ROUTE}`);
  });

  it('takes the overlay from the enterprise choice (0110) back to the login step when the session is lost', async () => {
    const { page } = await browser.open('/mine/personalCenter/personalCenter');
    await logInAsMulti(page);
    // closed without choosing: the next call answers 0110 and the flow opens at the choice
    await closeOverlay(page);
    expect((await mockControl('faults', { operation: 'menuAuthCheck', fault: 'status=0110', count: 1, user: 'multi' })).status).toBe(200);
    await page.goto(portalUrl(MENU_ROUTE));
    await page.getByTestId('select-enterprise').waitFor();
    await page.getByRole('button', { name: ENTERPRISE }).waitFor(); // the choice has loaded
    expect((await mockControl('expire-persona', { login: 'multi' })).status).toBe(200); // its sessions only: the mock is shared
    await page.getByRole('button', { name: ENTERPRISE }).click();
    await page.getByTestId('login-name').waitFor();
    expect(await page.getByTestId('select-enterprise').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('eis.loginFlag'))).toBe('0');
  });

  it('asks the server about the screen again once the enterprise is chosen after its check answered 0110 (spec 000 §4, §5)', async () => {
    const { page } = await browser.open('/mine/personalCenter/personalCenter');
    page.setDefaultTimeout(12_000); // under the test's 30 s, so that a stall names its step
    await logInAsMulti(page);
    await page.getByRole('button', { name: ENTERPRISE }).click();
    // the login has ended when its dialog closes, as the user sees it: until then the screen behind it
    // shows while the flow loads the session, and the flow then goes to the page it was started on;
    // the screen's own check is asked after that. A 0110 queued before that check went to it (4 runs of
    // 6 beside two busy loops), and the flow took the user back to the personal centre.
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await page.getByTestId('personal-center').waitFor();
    await expect.poll(screenCheckAnswered).toBe(true);
    expect((await mockControl('faults', { operation: 'menuAuthCheck', fault: 'status=0110', count: 1, user: 'multi' })).status).toBe(200);
    await navigateInApp(page, MENU_ROUTE);
    await page.getByRole('button', { name: ENTERPRISE }).click(); // 0110: the flow opens at the choice
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await page.getByTestId('kit-screen').waitFor(); // the check asked again, and allowed
    expect(new URL(page.url()).pathname).toBe(`/eis-demo${MENU_ROUTE}`);
  });

  // 1.8 s alone; once in six full CI runs it hung to 30 s on the shared mock: one retry, in a new page
  it('locks a minute before the server\'s idle timeout: content blanked, the login flow open (issue 15 finding 12)', { retry: 1 }, async () => {
    const { page, context } = await browser.newPage();
    await context.clock.install();
    await page.goto(portalUrl('/mine/personalCenter/personalCenter'));
    await logInThroughOverlay(page, 'a3sp');
    await page.getByTestId('personal-center').waitFor();
    // the idle lock's code comes with the login, in Safe Exit's chunk (src/shell/signed-in.ts): armed once
    // Safe Exit shows, and only a lock armed before the clock moves falls due
    await page.getByTestId('safe-exit').waitFor();
    const timeout = personaByLogin('a3sp')?.user.SESSION_TIMEOUT ?? 0;
    expect(timeout).toBeGreaterThan(60);
    await page.clock.fastForward((timeout - 60) * 1000 + 1000);
    await page.getByTestId('idle-locked').waitFor();
    await page.getByTestId('login-overlay').waitFor();
    expect(await page.getByTestId('personal-center').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('eis.loginFlag'))).toBe('0');
  });
});
