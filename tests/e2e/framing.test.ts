// ?layout=iframe against clickjacking (issue 15 finding 5): a page of another site that frames the
// portal with ?layout=iframe does not get it without its header and Safe Exit, and neither does a
// top-level visit. (The production serving's frame-ancestors header is tested with nginx.)
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mock-server/ports.ts';
import { chromiumPerFile, portalUrl } from './support/browser.ts';

const browser = chromiumPerFile();
let foreign: { server: Server; url: string };

beforeAll(async () => {
  // another origin (another port on loopback) whose page frames the portal's home page
  const port = await freePort();
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><iframe id="portal" src="${portalUrl('/home/index?layout=iframe')}" width="1200" height="700"></iframe>`);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  foreign = { server, url: `http://127.0.0.1:${String(port)}/` };
});
afterAll(async () => {
  await new Promise((done) => foreign.server.close(done));
});

describe('the iframe layout parameter (issue 15 finding 5)', () => {
  it('keeps the header when another site frames the home page with ?layout=iframe', async () => {
    const { page } = await browser.open('/home/index');
    await page.goto(foreign.url);
    const portal = page.frameLocator('#portal');
    await portal.getByTestId('home-page').waitFor();
    expect(await portal.locator('[data-layout]').getAttribute('data-layout')).not.toBe('iframe');
    expect(await portal.getByTestId('header').count()).toBe(1);
  });

  it('keeps the header on a top-level visit with ?layout=iframe', async () => {
    const { page } = await browser.open('/home/index?layout=iframe');
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('[data-layout]').getAttribute('data-layout')).not.toBe('iframe');
    expect(await page.getByTestId('header').count()).toBe(1);
  });
});
