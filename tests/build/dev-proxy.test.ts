// The development and preview servers' proxy to the mock gateway (issue 50 item 5): under `npm start`,
// `POST /api/..\__mock/reset` answered {"ok":true} through Vite's proxy, which passed the raw path on
// (the mock's URL parser took `\` for `/` and resolved `..` into its control plane). The proxy now has
// nginx's rules (build/vite/dev-proxy.ts); a real Vite server in front of a recording upstream shows that
// nothing else is passed on.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { API_OPERATION_PATH, mockProxy, proxyVerdict, RAW_PATH_REFUSED } from '@build/vite/dev-proxy.ts';
import { freePort } from '@mock/ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let upstream: { server: Server; url: string; received: string[]; workspaces: Array<string | undefined> };
let vite: ViteDevServer;
let port: number;

beforeAll(async () => {
  const received: string[] = [];
  const workspaces: Array<string | undefined> = [];
  const server = createHttpServer((req, res) => {
    received.push(`${req.method ?? ''} ${req.url ?? ''}`);
    workspaces.push(req.headers['x-mock-workspace'] as string | undefined);
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  const upstreamPort = await freePort();
  await new Promise<void>((done) => server.listen(upstreamPort, '127.0.0.1', done));
  upstream = { server, url: `http://127.0.0.1:${String(upstreamPort)}`, received, workspaces };
  port = await freePort();
  vite = await createServer({
    configFile: false,
    root: resolve(ROOT, 'tests/build/fixtures'),
    logLevel: 'silent',
    plugins: [mockProxy(() => upstream.url)],
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, ws: false },
  });
  await vite.listen();
}, 60_000);

afterAll(async () => {
  await vite.close();
  await new Promise((done) => upstream.server.close(done));
});

beforeEach(() => {
  upstream.received.length = 0;
  upstream.workspaces.length = 0;
});

/** A request exactly as written (fetch would turn `\` into `/` and resolve `..` first). */
function raw(method: string, path: string, extra = ''): Promise<number> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n${extra}Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', fail);
    socket.on('end', () => done(Number(Buffer.concat(chunks).toString('utf8').split(' ')[1])));
  });
}

describe('the dev proxy passes on what nginx passes on, nothing else', () => {
  it.each([
    ['/api/..\\__mock/reset', 400],
    ['/api/..%5C__mock/traffic', 400],
    ['/api/%2e%2e/__mock/reset', 400],
    ['/api/x%2F..%2F..%2F__mock/state', 400],
    ['/__mock/online-service/..\\reset', 400],
    ['/api/../__mock/reset', 404],
    ['/api/__mock/reset', 404],
    ['/api//__mock/reset', 404],
    ['/apix/__mock/reset', 404],
    ['/__mock/reset', 404],
    ['/__mock/traffic', 404],
    ['/__mock/online-service/../reset', 404],
    ['/api/login/getServerTime/x', 404],
  ] as const)('POST %s answers %i from the proxy, never the mock', async (path, status) => {
    expect(await raw('POST', path)).toBe(status);
    expect(upstream.received).toEqual([]);
  });

  it('passes POST /api/<group>/<operation> and the customer-service stand-in, as sent', async () => {
    expect(await raw('POST', '/api/login/getServerTime')).toBe(200);
    expect(await raw('POST', '/__mock/online-service')).toBe(200);
    expect(await raw('GET', '/__mock/online-service?from=portal')).toBe(200);
    expect(upstream.received).toEqual(['POST /api/login/getServerTime', 'POST /__mock/online-service', 'GET /__mock/online-service?from=portal']);
  });

  it('passes the tab\'s mock workspace on (X-Mock-Workspace; issue 52 item 1)', async () => {
    expect(await raw('POST', '/api/login/getServerTime', 'X-Mock-Workspace: alice\r\n')).toBe(200);
    expect(upstream.workspaces).toEqual(['alice']);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s on an operation 405, POST only (issue 50 item 6)', async (method) => {
    expect(await raw(method, '/api/login/getServerTime')).toBe(405);
    expect(upstream.received).toEqual([]);
  });

  it('answers OPTIONS itself (Vite\'s CORS preflight) and passes nothing on', async () => {
    expect([204, 405]).toContain(await raw('OPTIONS', '/api/login/getServerTime'));
    expect(upstream.received).toEqual([]);
  });
});

describe('the same rules as the nginx template', () => {
  const template = readFileSync(resolve(ROOT, 'deploy/nginx.conf.template'), 'utf8');

  it('matches the operations with nginx\'s pattern and refuses the raw paths nginx refuses', () => {
    expect(template).toContain(`location ~ ${API_OPERATION_PATH.source.replace(/\\\//g, '/')} {`);
    expect(template).toContain(`"~${RAW_PATH_REFUSED.source}" 1;`);
  });

  it('leaves the portal\'s own paths to Vite', () => {
    expect(proxyVerdict('GET', '/eis-demo/home/index')).toBe('other');
    expect(proxyVerdict('GET', '/eis-demo/mock/api/login/getServerTime.json')).toBe('other');
  });
});
