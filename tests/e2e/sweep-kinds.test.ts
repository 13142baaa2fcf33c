// The sweep's checks (tools/sweep/in-page.ts, issue 38 item 9) on one screen of each kind in `npm test`: a
// form, a query, a signed form, a batch, an upload, an instruction and an info scaffold, reached
// through the app as a3sp: no console error, no serious or critical axe violation, no unlabelled
// control, no sideways scroll. `npm run sweep` runs the same checks on every route.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { controlFacts, horizontalOverflow } from '@tools/sweep/in-page.ts';
import { isUnlabelled } from '@tools/sweep/findings.ts';
import { chromiumPerFile, pushPath } from './support/browser.ts';
import { openAs } from './support/login.ts';

const browser = chromiumPerFile();

const KINDS: ReadonlyArray<[string, string]> = [
  ['form', '/mine/changeLoginPass'],
  ['query', '/account/transaDetails'],
  ['signed', '/payTransfer/eBatch'],
  ['batch', '/payTransfer/payroll/expense'],
  ['upload', '/crossTreasure/myupload/upload'],
  ['query with row actions', '/billTreasure/bankBills/pendingBills/pendingBills'],
  ['info', '/aboutUs'],
];

describe('the sweep on one screen of each kind (issue 38)', () => {
  it('finds nothing on any of them', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const found: string[] = [];
    for (const [kind, path] of KINDS) {
      await pushPath(page, path);
      await page.locator('main h1').filter({ visible: true }).first().waitFor();
      await page.waitForFunction(() => ![...document.querySelectorAll('[aria-busy="true"]')].some((el) => (el as HTMLElement).checkVisibility()));
      const axe = await new AxeBuilder({ page }).analyze();
      for (const v of axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) found.push(`${kind}: axe ${v.id}`);
      for (const c of (await page.evaluate(controlFacts)).filter(isUnlabelled)) found.push(`${kind}: unlabelled ${c.describe}`);
      const overflow = await page.evaluate(horizontalOverflow);
      if (overflow) found.push(`${kind}: sideways ${overflow.overflowing.join(', ')}`);
    }
    expect(found).toEqual([]);
    expect(logged).toEqual([]);
  }, 60_000);
});
