import { describe, expect, it } from 'vitest';
import { chromiumPerFile, mockControl, portalUrl } from './support/browser.ts';

const browser = chromiumPerFile();
const open = (path: string) => browser.open(path);

describe('shell routes in Chromium', () => {
  it('redirects the root to /home/index, the home page (spec 000 §2)', async () => {
    const { page, context, errors } = await browser.newPage();
    // every route the shell shows, however briefly
    await context.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownPaths: string[] }).shownPaths = shown;
      new MutationObserver(() => {
        const path = document.querySelector('[data-path]')?.getAttribute('data-path');
        if (path && shown.at(-1) !== path) shown.push(path);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-path'] });
    });
    await page.goto(portalUrl('/?from=test#top'));
    await page.getByTestId('home-page').waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe('/eis-demo/home/index?from=test#top');
    // redirected before the router starts: the shell never shows the empty root (whose footer, in view
    // for a second or more, was a phone's largest paint)
    expect(await page.evaluate(() => (window as unknown as { shownPaths: string[] }).shownPaths)).toEqual(['/home/index']);
    expect(await page.locator('h1').textContent()).toBe('首页');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(errors).toEqual([]);
  });

  it('shows 404 and a page-not-found message for an unknown path (spec 000 §2 "Error page")', async () => {
    const { page, errors } = await open('/no/such/screen');
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-title').textContent()).toBe('404');
    expect(await page.getByTestId('error-subtitle').textContent()).toBe('抱歉，您访问的页面不存在');
    expect(errors).toEqual([]);
  });

  it('shows 401 with the no-permission text on /error/401 (spec 000 §2, §8)', async () => {
    const { page } = await open('/error/401');
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-title').textContent()).toBe('401');
    expect(await page.getByTestId('error-subtitle').textContent()).toBe(
      '您没有操作权限，无法继续操作，请联系企业管理员',
    );
  });

  it('shows 404 for any other /error/ code', async () => {
    const { page } = await open('/error/500');
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-title').textContent()).toBe('404');
  });

  it('does not word the page from a message in the URL: the page\'s own text (issue 15 finding 10)', async () => {
    const { page } = await open(`/error/401?message=${encodeURIComponent('账户已冻结，请致电 400-000-0000')}`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-subtitle').textContent()).toBe('您没有操作权限，无法继续操作，请联系企业管理员');
  });

  it('shows an announcement\'s title and body from newsDetailQry, not from the URL (issue 15 finding 10)', async () => {
    const { page } = await open(`/homeNews/newsDetail?ID=N20261120001&NOTICE_TITLE=${encodeURIComponent('请致电 400-000-0000')}`);
    await page.getByTestId('news-content').waitFor();
    expect(await page.getByTestId('news-title').textContent()).not.toContain('400-000-0000');
    expect(await page.getByText('请致电 400-000-0000').count()).toBe(0);
  });

  it('says 公告不存在 when the announcement cannot be loaded (issue 15 finding 10)', async () => {
    expect((await mockControl('faults', { operation: 'newsDetailQry', fault: 'business=NW0404', count: 1 })).status).toBe(200);
    const { page } = await open('/homeNews/newsDetail?ID=N404');
    expect(await page.getByTestId('news-missing').textContent()).toBe('公告不存在');
    const none = await open('/homeNews/newsDetail');
    expect(await none.page.getByTestId('news-missing').textContent()).toBe('公告不存在');
  });

  it('shows a message with HTML in it literally, never as markup', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { page, dialogs, errors } = await open(`/error/401?message=${encodeURIComponent(payload)}`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-subtitle').textContent()).not.toContain(payload);
    expect(await page.locator('[data-testid="error-page"] img').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
    // an <img src=x> rendered from the message would have failed to load, and run its onerror, by
    // the time an image of the same source made now has failed
    await page.evaluate(() => new Promise<void>((done) => {
      const probe = new Image();
      probe.onerror = () => done();
      probe.onload = () => done();
      probe.src = 'x';
    }));
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('goes back to / and so to the home page from the error page', async () => {
    const { page } = await open('/error/401');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/eis-demo/home/index');
  });

  it('serves every asset from /eis-demo/', async () => {
    const { page } = await open('/home/index');
    await page.getByTestId('home-page').waitFor();
    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /\.(js|css)$/.test(p)),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.startsWith('/eis-demo/assets/')).toBe(true);
  });
});
