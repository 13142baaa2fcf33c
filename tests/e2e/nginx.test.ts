// The portal behind nginx (deploy/nginx.conf.template), as a bank serves it (issue "ship it", spec 000
// §2 "served under /eis-demo/"): deep links and reloads, the security headers on the HTML and the
// assets, no CSP violation on the home page, a login, a bound form and a signed screen up to its
// authorization, framing refused to a foreign origin and allowed to a configured sibling app,
// compressed and cached assets. nginx is Debian's (installed when absent, as for Chromium).
//
// Issue 39 (an attacker's look at the serving): only /api/<group>/<operation> reaches the gateway, as
// nginx matched it, and no raw path that could reach the mock's control plane; caching by status; a
// catch-all 404; no query string in the access log; a fixed upstream Host and one client-IP header;
// CSP reports logged; Trusted Types; the test build's banner and title. Beside the portal's nginx (the
// mock behind /api) run two more over a recording upstream, to see what a gateway is sent: one as
// deployed by default, one behind a load balancer that says who the client is (EIS_REAL_IP).
//
// The build served is dist/ (`npm test` builds it first); EIS_TEST_DIST names another test build's folder.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../mock-server/ports.ts';
import { CSP_REPORT_PATH, ensureNginx, onlineServiceStandInLocation, type RunningNginx, startNginx } from '../../tools/nginx.ts';
import { appStarted, chromiumPerFile } from './support/browser.ts';
import { logInThroughOverlay } from './support/login.ts';
import { LANGUAGE_KEY } from '@/i18n/index.ts';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_FILE_BYTES } from '@/protocol/upload-limits.ts';

// nginx's pages work in the mock's default workspace: the banner says 测试环境 alone
const browser = chromiumPerFile({ workspace: false });
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = process.env.EIS_TEST_DIST ?? resolve(ROOT, 'dist');
let nginx: RunningNginx;
let sibling: { server: Server; origin: string };
let stranger: { server: Server; origin: string };

/** A request as the recording upstream received it. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}
/** The stand-in gateway: records every request, answers with a cache header of its own. */
let recorder: { server: Server; url: string; received: Received[] };
/** nginx over the recorder, as deployed by default. */
let recorded: RunningNginx;
/** nginx over the recorder, behind a load balancer at 127.0.0.1 that names the client in X-LB-Client-IP. */
let balanced: RunningNginx;

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

async function startRecorder(): Promise<typeof recorder> {
  const port = await freePort();
  const received: Received[] = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    // answers once the body is read, as a gateway does: answering first and closing the connection
    // (nginx asks for one per request) broke nginx's send of a large upload ("sendfile() failed (32:
    // Broken pipe) while sending request to upstream"), a 502 in about 1 of 20 10 MiB uploads on a
    // busy machine, none in 60 once the answer waits for the body
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=600' });
      res.end('{"recorded":true}');
    });
    req.resume();
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${String(port)}`, received };
}

beforeAll(async () => {
  const machine = ensureNginx();
  const siblingPort = await freePort();
  sibling = { server: createServer(), origin: `http://127.0.0.1:${String(siblingPort)}` };
  nginx = await startNginx(
    {
      port: await freePort(),
      dist: DIST,
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
  recorder = await startRecorder();
  const standIn = onlineServiceStandInLocation(recorder.url);
  const overRecorder = { dist: DIST, apiUpstream: recorder.url, testLocations: standIn };
  recorded = await startNginx({ ...overRecorder, port: await freePort() }, machine);
  balanced = await startNginx({ ...overRecorder, port: await freePort(), realIp: 'set_real_ip_from 127.0.0.1;\n    real_ip_header X-LB-Client-IP;' }, machine);
}, 120_000);

afterAll(async () => {
  const servers = [sibling.server, stranger.server, recorder.server];
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  await Promise.all([nginx.close(), recorded.close(), balanced.close()]);
});

/** An answer read off the wire: every header's values (a repeated header shows twice). */
interface RawAnswer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
}

/**
 * A request exactly as written: the path as the client sends it (fetch and the URL parser would turn
 * `\` into `/` and resolve `..` first) and any Host. HTTP/1.0, so the answer is whole, not chunked.
 */
interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function raw(server: RunningNginx, path: string, options: RawRequest = {}): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  const headers = { Host: `127.0.0.1:${port}`, ...options.headers, ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }) };
  const request = `${options.method ?? 'GET'} ${path} HTTP/1.0\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${options.body ?? ''}`;
  return new Promise((done, fail) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request)); // not end(): nginx takes a half-close for an abort (499)
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const answer: RawAnswer = { status: Number(statusLine.split(' ')[1]), headers: {}, body: text.slice(split + 4) };
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (answer.headers[name] ??= []).push(line.slice(colon + 1).trim());
      }
      done(answer);
    });
  });
}

/** A log of an nginx's folder, once it holds `until` (nginx writes a line as the request ends). */
async function logOf(server: RunningNginx, name: string, until: string | RegExp): Promise<string> {
  const file = resolve(server.runtime, name);
  const text = () => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  await expect.poll(text, { timeout: 10_000 }).toMatch(until);
  return text();
}

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
/** The origin of the nginx over the recorder, with a trailing slash. */
const recordedUrl = () => `${new URL(recorded.url).origin}/`;

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

/** The policy's headers, on every answer: the HTML, the assets, the errors. */
const expectSecurityHeaders = (headers: Headers, what: string) => {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toMatch(/script-src 'self';/);
  expect(csp, what).toMatch(/object-src 'none'/);
  expect(csp, what).toMatch(/base-uri 'none'/);
  expect(csp, what).toMatch(/require-trusted-types-for 'script'; trusted-types default;/);
  expect(csp, what).toMatch(new RegExp(`report-uri ${CSP_REPORT_PATH}$`));
  expect(csp, what).toMatch(new RegExp(`frame-ancestors 'self' ${sibling.origin.replace(/\./g, '\\.')}`));
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin-allow-popups');
  expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(headers.get('strict-transport-security'), what).toMatch(/max-age=\d{8}/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toMatch(/camera=\(\)/);
};

describe('headers', () => {
  it('sends the security headers on the HTML, with index.html never stored and a fresh style nonce per answer', async () => {
    const first = await fetch(at('/home/index'));
    const html = await first.text();
    expectSecurityHeaders(first.headers, 'html');
    expect(first.headers.get('cache-control')).toBe('no-store');
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

/** Raw paths that reach the mock's control plane if nginx passes the client's path on (issue 39 item 1). */
const CONTROL_PLANE_PATHS: ReadonlyArray<[string, 400 | 404]> = [
  ['/api/..\\__mock/ledger', 400],
  ['/api/x/..\\..\\__mock/state', 400],
  ['/__mock/online-service/..\\ledger', 400],
  ['/api/..%5C__mock/ledger', 400],
  ['/api/..%5c__mock/state', 400],
  ['/api/%2E%2E/__mock/ledger', 400],
  ['/api/%2e%2e%2f__mock%2fledger', 400],
  ['/api/x%2F..%2F..%2F__mock/state', 400],
  ['/eis-demo/..\\..\\__mock/ledger', 400],
  ['/api/../__mock/ledger', 404],
  ['/__mock/ledger', 404],
  ['/__mock/state', 404],
  ['/__mock/online-service/ledger', 404],
  ['/__mock/online-service/../ledger', 404],
  ['/api/__mock/ledger', 404],
  ['/api//__mock/ledger', 404],
  ['//__mock/ledger', 404],
];

describe('what reaches the gateway (issue 39 item 1)', () => {
  beforeEach(() => {
    recorder.received.length = 0;
  });

  it.each(CONTROL_PLANE_PATHS)('%s answers %i from nginx itself, never the mock\'s control plane', async (path, status) => {
    for (const method of ['GET', 'POST']) {
      const answer = await raw(nginx, path, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.body, `${method} ${path}`).toContain('<center>nginx</center>');
      expect(answer.body, `${method} ${path}`).not.toMatch(/entries|sessions|faults|control route|__mock/);
      expect(answer.headers['cache-control'], `${method} ${path}`).toEqual(['no-store']);
      // and in front of a gateway that records what it is sent: nothing
      expect((await raw(recorded, path, { method, body: method === 'POST' ? '{}' : undefined })).status, `${method} ${path}`).toBe(status);
    }
    expect(recorder.received).toEqual([]);
  });

  it('passes on only /api/<group>/<operation>, as nginx matched it, with no query string', async () => {
    for (const path of ['/api/login/getServerTime', '/api/login/getServerTime?token=x&y=1', '/api/./login/./getServerTime', '//api//login//getServerTime', '/api/x/../login/getServerTime']) {
      expect((await raw(recorded, path, { method: 'POST', body: '{}' })).status, path).toBe(200);
    }
    expect(recorder.received.map((r) => `${r.method} ${r.url}`)).toEqual(Array<string>(5).fill('POST /api/login/getServerTime'));
    recorder.received.length = 0;
    for (const path of ['/api/', '/api/login', '/api/login/getServerTime/x', '/api/login/get_server', '/api/login/1getServerTime', '/api/log1n/getServerTime', '/api/login/getServerTime.json', '/api/login/getServerTime/']) {
      expect((await raw(recorded, path, { method: 'POST', body: '{}' })).status, path).toBe(404);
    }
    // the testers' stand-in location is that path exactly, its query kept
    expect((await raw(recorded, '/__mock/online-service?from=portal')).status).toBe(200);
    expect((await raw(recorded, '/__mock/online-service/x')).status).toBe(404);
    expect(recorder.received.map((r) => r.url)).toEqual(['/__mock/online-service?from=portal']);
  });

  it('sends the gateway its own Host and one client-IP header, never appending to what the client sent', async () => {
    const spoofed = {
      'Host': 'gateway.attacker.example',
      'X-Forwarded-For': '198.51.100.66',
      'X-Real-IP': '198.51.100.67',
      'Forwarded': 'for=198.51.100.68',
      'X-Forwarded-Host': 'attacker.example',
      'X-Forwarded-Port': '1',
    };
    expect((await raw(recorded, '/api/login/getServerTime', { method: 'POST', headers: spoofed, body: '{}' })).status).toBe(200);
    const [sent] = recorder.received;
    expect(sent?.headers.host).toBe(new URL(recorder.url).host);
    expect(sent?.headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const header of ['x-real-ip', 'forwarded', 'x-forwarded-host', 'x-forwarded-port']) expect(sent?.headers[header], header).toBeUndefined();
    // behind a load balancer (EIS_REAL_IP): the client it names, from the peer trusted to name it
    recorder.received.length = 0;
    const balancedAnswer = await raw(balanced, '/api/login/getServerTime', { method: 'POST', headers: { ...spoofed, 'X-LB-Client-IP': '203.0.113.7' }, body: '{}' });
    expect(balancedAnswer.status).toBe(200);
    expect(recorder.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('passes the tab\'s mock workspace on to the gateway (issue 52 item 1)', async () => {
    const headers = { 'X-Mock-Workspace': 'alice' };
    expect((await raw(recorded, '/api/login/getServerTime', { method: 'POST', headers, body: '{}' })).status).toBe(200);
    expect(recorder.received[0]?.headers['x-mock-workspace']).toBe('alice');
  });
});

describe('methods, overrides and the upload limit (issue 50 items 4 and 6)', () => {
  beforeEach(() => {
    recorder.received.length = 0;
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'])('answers %s on an operation 405 from nginx itself, POST only', async (method) => {
    // PUT, DELETE, OPTIONS and GET on /api/… reached the mock
    const answer = await raw(recorded, '/api/login/getServerTime', { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
    expect(answer.status, method).toBe(405);
    expect(answer.headers['cache-control'], method).toEqual(['no-store']);
    expect(recorder.received).toEqual([]);
  });

  it('sends the gateway no method-override header: the POST it checked stays a POST', async () => {
    const headers = { 'X-HTTP-Method-Override': 'DELETE', 'X-HTTP-Method': 'PUT', 'X-Method-Override': 'DELETE' };
    expect((await raw(recorded, '/api/login/getServerTime', { method: 'POST', headers, body: '{}' })).status).toBe(200);
    const [sent] = recorder.received;
    expect(sent?.method).toBe('POST');
    for (const header of ['x-http-method-override', 'x-http-method', 'x-method-override']) expect(sent?.headers[header], header).toBeUndefined();
  });

  it('takes an upload of the largest file the portal allows, with its form, and refuses a larger body 413', async () => {
    const upload = async (size: number) => {
      const form = new FormData();
      form.append('FILE', new Blob([new Uint8Array(size)]), '工资.csv');
      form.append('TRANS_TYPE', 'BATCH_TRANSFER');
      form.append('H_MENU_ID', '');
      form.append('H_CHNL_ID', 'ET');
      return (await fetch(`${recordedUrl()}api/file/uploadFile`, { method: 'POST', body: form })).status;
    };
    // a 10 MiB file passed the portal's check and nginx answered 413
    expect(await upload(MAX_UPLOAD_FILE_BYTES)).toBe(200);
    expect(await upload(MAX_UPLOAD_BODY_BYTES)).toBe(413);
    expect(recorder.received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/file/uploadFile']);
  });
});

describe('caching by status (issue 39 item 2)', () => {
  it('lets only a found hashed asset be stored: errors, the assets\' folder, the HTML and /api/ answers are no-store', async () => {
    const answers: Array<[string, RawAnswer, number]> = [
      ['a missing asset', await raw(nginx, '/eis-demo/assets/no-such-chunk-0a1b2c.js'), 404],
      ['the assets\' folder', await raw(nginx, '/eis-demo/assets/'), 404],
      ['a portal page', await raw(nginx, '/eis-demo/home/index'), 200],
      ['index.html', await raw(nginx, '/eis-demo/index.html'), 200],
      ['an /api/ answer of the mock', await raw(nginx, '/api/login/getServerTime', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), 0],
      ['an /api/ answer of a gateway that says it may be cached', await raw(recorded, '/api/login/getServerTime', { method: 'POST', body: '{}' }), 200],
      ['an unknown /api/ path', await raw(nginx, '/api/login'), 404],
      ['a refused raw path', await raw(nginx, '/eis-demo/%2e%2e/x'), 400],
      ['a GET of the report endpoint', await raw(nginx, CSP_REPORT_PATH), 403],
      ['the redirect to the portal', await raw(nginx, '/eis-demo'), 301],
    ];
    for (const [what, answer, status] of answers) {
      if (status) expect(answer.status, what).toBe(status);
      expect(answer.headers['cache-control'], what).toEqual(['no-store']);
    }
    // an error answer carries the security headers too
    const missing = await fetch(at('/assets/no-such-chunk-0a1b2c.js'));
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, 'a 404');
  });
});

describe('the template\'s edges (issue 39 item 3)', () => {
  it('answers 404 outside /eis-demo/ and /api/: never Debian\'s "Welcome to nginx!" nor any other file', async () => {
    for (const path of ['/', '/index.html', '/index.nginx-debian.html', '/eis-demo/../index.html', '/eis-demofoo', '/favicon.ico', '/50x.html']) {
      const answer = await raw(nginx, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/Welcome to nginx/i);
      expect(answer.headers['cache-control'], path).toEqual(['no-store']);
    }
  });

  it('writes no query string to the access log: not the SSO token of the page, nor of its Referer', async () => {
    expect((await raw(nginx, '/eis-demo/home/index?token=SECRET123')).status).toBe(200);
    const asset = /src="\/eis-demo\/(assets\/[^"]+\.js)"/.exec((await raw(nginx, '/eis-demo/home/index')).body)?.[1] ?? '';
    const referred = await raw(nginx, `/eis-demo/${asset}?v=SECRET456`, { headers: { Referer: `${nginx.url}home/index?token=SECRET789` } });
    expect(referred.status).toBe(200);
    const log = await logOf(nginx, 'access.log', `/eis-demo/${asset}`);
    expect(log).toContain('"GET /eis-demo/home/index HTTP/1.0" 200');
    expect(log).toContain(`"${nginx.url}home/index"`);
    expect(log).not.toMatch(/SECRET|token=/);
  });

  it('logs a CSP report to its own log, without the page\'s query string', async () => {
    const report = {
      'csp-report': {
        'document-uri': `${nginx.url}home/index?token=SECRET321`,
        'referrer': '',
        'violated-directive': 'style-src-elem',
        'effective-directive': 'style-src-elem',
        'original-policy': 'default-src \'self\'',
        'disposition': 'enforce',
        'blocked-uri': 'inline',
        'line-number': 17,
        'source-file': `${nginx.url}assets/index-0a1b2c.js?token=SECRET654`,
        'status-code': 200,
      },
    };
    const answer = await raw(nginx, CSP_REPORT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(answer.status).toBe(204);
    const log = await logOf(nginx, 'csp-report.log', '"line":"17"');
    const entry = JSON.parse(log.trim().split('\n').find((line) => line.includes('"line":"17"')) ?? '{}') as Record<string, string>;
    expect(entry).toMatchObject({
      document: `${nginx.url}home/index`,
      directive: 'style-src-elem',
      blocked: 'inline',
      source: `${nginx.url}assets/index-0a1b2c.js`,
      disposition: 'enforce',
    });
    expect(log).not.toContain('SECRET');
    expect(await logOf(nginx, 'access.log', /./)).not.toContain('csp-report');
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
    // Trusted Types: the app's SM worker was created from its own asset through the default policy
    // (src/app/trusted-types.ts), and a string reaches no HTML sink
    const running = page.workers().map((w) => new URL(w.url()).pathname);
    expect(running).toContainEqual(expect.stringMatching(/^\/eis-demo\/assets\/sm-worker-[\w-]+\.js$/));
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x>';
        return 'assigned';
      } catch (error) {
        return error instanceof TypeError ? 'TypeError' : String(error);
      }
    });
    expect(refused).toBe('TypeError');
    // the policy's one way through: a worker of the portal's own assets, never a blob: or foreign script
    const workers = await page.evaluate(() => {
      const attempt = (url: string) => {
        try {
          new Worker(url, { type: 'module' }).terminate();
          return 'created';
        } catch (error) {
          return error instanceof TypeError ? 'TypeError' : String(error);
        }
      };
      return {
        own: attempt(`${location.origin}/eis-demo/assets/batch.worker-0a1b2c.js`),
        blob: attempt(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' }))),
        foreign: attempt('https://cdn.attacker.example/eis-demo/assets/x.js'),
        query: attempt(`${location.origin}/eis-demo/assets/x.js?next=https://attacker.example/`),
      };
    });
    expect(workers).toEqual({ own: 'created', blob: 'TypeError', foreign: 'TypeError', query: 'TypeError' });
    expect(violations.filter((v) => !/trusted-?types|TrustedHTML/i.test(v))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends a violation to the report endpoint, which logs it', async () => {
    const { page } = await watchedPage();
    await page.goto(at('/home/index?from=SECRET987'));
    await page.getByTestId('widget-advertising').waitFor();
    // a style element without the nonce: refused, and reported by Chromium (report-uri)
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    const log = await logOf(nginx, 'csp-report.log', /"directive":"style-src-elem"/);
    const entry = JSON.parse(log.trim().split('\n').find((line) => line.includes('style-src-elem')) ?? '{}') as Record<string, string>;
    expect(entry).toMatchObject({ document: `${nginx.url}home/index`, blocked: 'inline', disposition: 'enforce' });
    expect(log).not.toContain('SECRET');
  });
});

describe('the customer-service hand-off through nginx (issue 50 item 9)', () => {
  it('posts the user\'s hand-off to the stand-in the mock gateway mounts, which verifies it; a query names no user', async () => {
    const { page, context } = await browser.newPage();
    await page.goto(at('/home/index'));
    await page.getByTestId('user-card-login').click();
    await logInThroughOverlay(page, 'a3sp');
    await page.getByTestId('top-user').waitFor();
    await page.getByTestId('quick-link-more').click();
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('quick-link-onlineService').click()]);
    await popup.waitForURL((url) => url.pathname === '/__mock/online-service');
    // it went to the old query page, and the real hand-off was refused 403
    await popup.getByTestId('service-user').filter({ hasText: '用户 U000123' }).waitFor();
    expect(new URL(popup.url()).origin).toBe(new URL(nginx.url).origin);
    const forged = await raw(nginx, '/__mock/online-service?USER_ID=U999999&MD5DigestStr=x');
    expect(forged.status).toBe(200);
    expect(forged.body).toContain('<p data-testid="service-user">访客</p>');
    expect(forged.body).not.toContain('U999999');
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

describe('a test build says so (issue 39 item 4)', () => {
  const banner = (page: Page) => page.getByTestId('test-environment-banner');

  it('shows the 测试环境 banner at the top of every page, over nothing, and prefixes the title', async () => {
    const { page } = await watchedPage();
    for (const path of ['/home/index', '/enterpriseView/valueInfo', '/no/such/page']) {
      await page.goto(at(path));
      await appStarted(page);
      await expect.poll(() => banner(page).textContent(), { message: path }).toBe('测试环境');
      expect(await banner(page).getAttribute('role')).toBe('status');
      expect(await banner(page).isVisible()).toBe(true);
      const box = await banner(page).evaluate((el) => ({
        top: el.getBoundingClientRect().top,
        position: getComputedStyle(el).position,
      }));
      expect(box).toEqual({ top: 0, position: 'fixed' });
      // the page starts below it: the header is not covered
      await page.locator('[data-path]').waitFor();
      const bannerHeight = (await banner(page).boundingBox())?.height ?? 0;
      expect(bannerHeight).toBeGreaterThan(0);
      if (await page.getByTestId('header').count()) expect((await page.getByTestId('header').boundingBox())?.y, path).toBeGreaterThanOrEqual(bannerHeight);
      expect(await page.title(), path).toBe('[测试环境] 企业网上银行');
    }
    // still there on scrolling
    await page.goto(at('/home/index'));
    await page.getByTestId('widget-advertising').waitFor();
    await page.mouse.wheel(0, 600);
    expect(await banner(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  it('in the page\'s language: Test environment and [Test] in English', async () => {
    const { page, context } = await browser.newPage();
    await context.addInitScript((key) => localStorage.setItem(key, 'en-US'), LANGUAGE_KEY);
    await page.goto(at('/home/index'));
    await appStarted(page);
    await expect.poll(() => banner(page).textContent()).toBe('Test environment');
    // the title follows the language (issue 49 item 10)
    await expect.poll(() => page.title()).toBe('[Test] Corporate Online Banking');
  });
});
