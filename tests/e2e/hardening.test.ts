// The built portal in Chromium after the security review (issue 15): timestamps across time zones
// and a wrong computer clock (finding 4; spec 000 §4 start-up sets the server time, §7 every call
// carries a YYYY-MM-DD HH:mm:ss timestamp).
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type OpenedPage, portalUrl } from './support/browser.ts';
import { logInThroughOverlay } from './support/login.ts';

let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.context.close()));
});
afterAll(async () => {
  await browser.close();
});

/** A fresh context with these options; `skewMs` sets the computer's clock that far off, before the page loads. */
async function openHome(options: BrowserContextOptions, skewMs = 0): Promise<OpenedPage> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 }, ...options });
  if (skewMs !== 0) await context.clock.install({ time: Date.now() + skewMs });
  const page = await context.newPage();
  const result: OpenedPage = { page, context, errors: [], dialogs: [] };
  page.on('pageerror', (e) => result.errors.push(e.message));
  opened.push(result);
  await page.goto(portalUrl('/home/index'));
  return result;
}

async function logsIn({ page, errors }: OpenedPage): Promise<void> {
  await page.getByTestId('user-card-login').click();
  await logInThroughOverlay(page, 'a3sp');
  await page.getByTestId('top-user').waitFor();
  expect(errors).toEqual([]);
}

describe('timestamps across time zones and clock skew (issue 15 finding 4)', () => {
  it.each(['Europe/London', 'Asia/Tokyo', 'America/New_York'])('a browser in %s logs in', async (timezoneId) => {
    const home = await openHome({ timezoneId });
    // the page does run in that zone
    expect(await home.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    await logsIn(home);
  });

  it.each([
    ['6 minutes fast', 6 * 60_000],
    ['6 minutes slow', -6 * 60_000],
  ])('a computer whose clock is %s logs in (Europe/London)', async (_name, skew) => {
    const home = await openHome({ timezoneId: 'Europe/London' }, skew);
    const skewSeen = await home.page.evaluate(() => Date.now());
    expect(Math.abs(skewSeen - Date.now() - skew)).toBeLessThan(60_000); // the page's clock is off
    await logsIn(home);
  });
});
