// Accessibility: axe-core finds no serious or critical violation on the home page, a default-layout
// screen and the error page (issue "shell UI and home page", spec 000 §2).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, portalUrl } from './support/browser.ts';
import { openAs } from './support/login.ts';

const browser = chromiumPerFile();

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact ?? ''}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

describe('axe-core', () => {
  it('finds nothing serious on the home page, logged out and in, widgets loaded', async () => {
    const visitor = await browser.open('/home/index');
    await visitor.page.getByTestId('widget-advertising').waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    // a visitor who logs in: what the dialog leaves on the page is checked too (issue 51 item 6)
    const user = await openAs(browser, 'a3sp', '/home/index', { dialog: true });
    await user.page.getByTestId('widget-advertising').waitFor();
    await user.page.getByTestId('user-card-enterprise').waitFor();
    expect(await seriousViolations(user.page)).toEqual([]);
  });

  it('finds nothing serious on a default-layout screen with its menus', async () => {
    const { page } = await openAs(browser, 'a3sp', '/crossTreasure/mypay/homeremit');
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('breadcrumb').waitFor();
    expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe('default');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds nothing serious on the error page', async () => {
    const { page } = await browser.open('/no/such/page');
    await page.getByTestId('error-page').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the console', () => {
  it('logs no error while the home page loads: no request for a favicon outside /eis-demo/ (issue 38 sweep)', async () => {
    const { page } = await browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(`${message.text()} ${message.location().url}`);
    });
    const favicon: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/favicon.ico') favicon.push(request.url());
    });
    await page.goto(portalUrl('/home/index'));
    await page.getByTestId('widget-advertising').waitFor();
    expect(favicon).toEqual([]);
    expect(logged).toEqual([]);
  });
});
