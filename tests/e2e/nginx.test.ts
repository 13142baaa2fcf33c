// The portal behind nginx (deploy/nginx.conf.template), as a bank serves it (issue "ship it", spec 000
// §2 "served under /eis-demo/"): deep links and reloads, the security headers on the HTML and the
// assets, no CSP violation on the home page, a login, a bound form and a signed screen up to its
// authorization, framing refused to a foreign origin and allowed to a configured sibling app,
// compressed and cached assets. nginx is Debian's (installed when absent, as for Chromium).
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../tools/ports.ts';
import { ensureNginx, onlineServiceStandInLocation, type RunningNginx, startNginx } from '../../tools/nginx.ts';
import { chromiumPerFile } from './support/browser.ts';
import { logInThroughOverlay } from './support/login.ts';

const browser = chromiumPerFile();
const ROOT = resolve(import.meta.dirname, '../..');
let nginx: RunningNginx;
let sibling: { server: Server; origin: string };
let stranger: { server: Server; origin: string };

/** A page on another origin that frames the portal's home page. */
async function framingPage(): Promise<{ server: Server; origin: string }> {
  const port = await freePort();
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><iframe id="portal" src="${nginx.url}home/index?layout=iframe" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${String(port)}` };
}

beforeAll(async () => {
  const machine = ensureNginx();
  const siblingPort = await freePort();
  sibling = { server: createServer(), origin: `http://127.0.0.1:${String(siblingPort)}` };
  nginx = await startNginx(
    {
      port: await freePort(),
      dist: resolve(ROOT, 'dist'),
      apiUpstream: inject('mockUrl'),
      frameAncestors: [sibling.origin],
      testLocations: onlineServiceStandInLocation(inject('mockUrl')),
    },
    machine,
  );
  // the sibling app listens on the port its origin names
  sibling.server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><iframe id="portal" src="${nginx.url}home/index" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((done) => sibling.server.listen(siblingPort, '127.0.0.1', done));
  stranger = await framingPage();
}, 120_000);

afterAll(async () => {
  await Promise.all([sibling.server, stranger.server].map((s) => new Promise((done) => s.close(done))));
  await nginx.close();
});

/** A page that records every CSP violation the browser reports (event and console). */
async function watchedPage(): Promise<{ page: Page; violations: string[]; errors: string[] }> {
  const { page, errors } = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportViolation: (t: string) => Promise<void> }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { page, violations, errors };
}

const at = (path: string) => `${nginx.url}${path.replace(/^\//, '')}`;

describe('deep links and reloads (history fallback to index.html)', () => {
  it('loads an area route straight from its URL and again after a reload', async () => {
    const { page } = await watchedPage();
    // a visitor: each is a known route that needs a login (the overlay), not the 404 page
    const known = async (path: string) => {
      await page.locator(`[data-path="${path}"]`).waitFor();
      await page.getByTestId('login-overlay').waitFor();
      expect(await page.getByTestId('error-title').count(), path).toBe(0);
    };
    for (const path of ['/crossTreasure/mypay/homeremit', '/billTreasure/bankBills/smsNotice/smsNotice', '/enterpriseView/valueInfo']) {
      const answer = await page.goto(at(path));
      expect(answer?.status(), path).toBe(200);
      await known(path);
      await page.reload();
      await known(path);
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const answer = await fetch(at('/assets/no-such-chunk.js'));
    expect(answer.status).toBe(404);
  });
});

describe('headers', () => {
  const expectSecurityHeaders = (headers: Headers, what: string) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp, what).toMatch(/script-src 'self';/);
    expect(csp, what).toMatch(/object-src 'none'/);
    expect(csp, what).toMatch(/base-uri 'self'/);
    expect(csp, what).toMatch(new RegExp(`frame-ancestors 'self' ${sibling.origin.replace(/\./g, '\\.')}`));
    expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security'), what).toMatch(/max-age=\d{8}/);
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  };

  it('sends the security headers on the HTML, with index.html never cached and a fresh style nonce per answer', async () => {
    const first = await fetch(at('/home/index'));
    const html = await first.text();
    expectSecurityHeaders(first.headers, 'html');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const nonce = /name="csp-nonce" content="([0-9a-f]{32})"/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(first.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${String(nonce)}'`);
    const second = await (await fetch(at('/home/index'))).text();
    expect(/content="([0-9a-f]{32})"/.exec(second)?.[1]).not.toBe(nonce);
  });

  it('sends them on the assets too, compressed (brotli, else gzip) and cached for a year as immutable', async () => {
    const html = await (await fetch(at('/home/index'))).text();
    const script = /src="\/eis-demo\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await fetch(at(`/${String(script)}`), { headers: { 'Accept-Encoding': encoding } });
      expectSecurityHeaders(answer.headers, `asset ${encoding}`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
    }
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  it('reports no violation on the home page, a login, a bound form and a signed screen up to its authorization', async () => {
    const { page, violations, errors } = await watchedPage();
    await page.goto(at('/home/index'));
    await page.getByTestId('widget-advertising').waitFor();
    await page.getByTestId('user-card-login').click();
    await logInThroughOverlay(page, 'a3sp');
    await page.getByTestId('top-user').waitFor();
    // Chakra's styles came in under the nonce: the page is styled, not bare
    const styled = await page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].every((s) => (s as HTMLStyleElement).nonce));
    expect(styled).toBe(true);
    await page.goto(at('/enterpriseView/valueInfo'));
    await page.getByTestId('operation-form').waitFor();
    await page.goto(at('/payTransfer/eBatch'));
    await page.getByTestId('operation-form').waitFor();
    await page.getByTestId('field-ACCT_NO').selectOption('6230910000012345678');
    await page.getByTestId('field-PAYEE_ACCT_NO').fill('6230910000087654321');
    await page.getByTestId('field-PAYEE_ACCT_NAME').fill('杭州禾丰农资贸易有限公司');
    await page.getByTestId('field-PAYEE_BANK_NAME').fill('浙江余杭农村商业银行');
    await page.getByTestId('field-TRAN_AMT').fill('1.00');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('auth-dialog').waitFor();
    expect(await page.getByTestId('auth-row-TRAN_AMT').textContent()).toContain('壹元整');
    await page.getByTestId('auth-cancel').click();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('framing (frame-ancestors, X-Frame-Options)', () => {
  const portalFrameLoaded = async (origin: string) => {
    const { page } = await browser.newPage();
    await page.goto(origin);
    const frame = await (await page.locator('#portal').elementHandle()).contentFrame();
    if (!frame) return false;
    // a refused frame is Chromium's error page; an allowed one renders the portal's shell
    await frame.waitForLoadState('load');
    if (frame.url().startsWith('chrome-error:')) return false;
    return frame.locator('[data-path]').waitFor({ timeout: 15_000 }).then(() => true, () => false);
  };

  it('refuses a page on another origin and lets the configured sibling app frame the portal', async () => {
    expect(await portalFrameLoaded(stranger.origin)).toBe(false);
    expect(await portalFrameLoaded(sibling.origin)).toBe(true);
  });
});
