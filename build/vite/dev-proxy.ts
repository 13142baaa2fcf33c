/**
 * What the development and preview servers pass to the mock gateway, and nothing else (issue 50 item
 * 5): the rules of deploy/nginx.conf.template, so that `npm start` is no softer than a bank's nginx.
 * Under `npm start`, `POST /api/..\__mock/reset` answered {"ok":true} through Vite's proxy, which
 * passed the raw path on: the mock's URL parser took `\` for `/` and resolved `..` into its control
 * plane (the decrypted traffic log was reachable the same way).
 *
 * - a raw path (before `?`) holding `\`, `%5C`, `%2F` or `%2E` in any case: 400;
 * - `/api/<group>/<operation>` (the contract's shape): POST only (405 otherwise), proxied;
 * - `/__mock/online-service` exactly: the customer-service stand-in, proxied;
 * - anything else under `/api` or `/__mock`: 404, never proxied.
 *
 * tests/build/dev-proxy.test.ts holds these patterns to the nginx template's and drives a real Vite
 * server with them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ProxyOptions } from 'vite';

/** The contract's operations: nginx's `location ~ ^/api/[A-Za-z]+/[A-Za-z][A-Za-z0-9]*$`. */
export const API_OPERATION_PATH = /^\/api\/[A-Za-z]+\/[A-Za-z][A-Za-z0-9]*$/;
/** nginx's `$eis_raw_path_refused`: a raw path that a gateway could read otherwise than the proxy does. */
export const RAW_PATH_REFUSED = /^[^?]*(\x5C|%5[Cc]|%2[EeFf])/;
/** The customer-service stand-in of the mock gateway (mock-server/gateway/online-service.ts), that path exactly. */
export const ONLINE_SERVICE_PATH = '/__mock/online-service';

/** What the proxy does with a request: pass it on, or answer it with this status. */
export function proxyVerdict(method: string, url: string): 'pass' | 'other' | 400 | 404 | 405 {
  if (!url.startsWith('/api') && !url.startsWith('/__mock')) return 'other';
  if (RAW_PATH_REFUSED.test(url)) return 400;
  const path = url.split('?')[0] ?? '';
  if (path === ONLINE_SERVICE_PATH) return 'pass';
  if (!API_OPERATION_PATH.test(path)) return 404;
  return method === 'POST' ? 'pass' : 405;
}

/** Answers what must not reach the mock before Vite's proxy sees it; passes the rest on. */
export function proxyGuard(req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction): void {
  const verdict = proxyVerdict(req.method ?? '', req.url ?? '');
  if (verdict === 'pass' || verdict === 'other') {
    next();
    return;
  }
  req.resume();
  res.writeHead(verdict, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...(verdict === 405 ? { Allow: 'POST' } : {}) });
  res.end(verdict === 400 ? 'Bad Request' : verdict === 404 ? 'Not Found' : 'Method Not Allowed');
}

/** The proxy table: /api and the stand-in to the mock, as the guard lets them through. */
export function proxyTable(target: string): Record<string, ProxyOptions> {
  // changeOrigin false: the mock sees the portal's own Host, which its Origin check compares with
  return {
    '/api': { target, changeOrigin: false },
    [ONLINE_SERVICE_PATH]: { target, changeOrigin: false },
  };
}

/**
 * The dev and preview servers' proxy to the mock gateway at `target()` (read when Vite resolves its
 * configuration: the browser tests start the mock on a free port first), behind the guard; a proxy
 * the caller configured is used instead.
 */
export function mockProxy(target: () => string): Plugin {
  return {
    name: 'eis-mock-proxy',
    // a proxy the caller gave (a test's preview of a project copy, with its own mock) is kept as given:
    // merged with ours, ours would send its /api to MOCK_PORT's mock
    config(user) {
      const proxy = proxyTable(target());
      return { server: { proxy: user.server?.proxy ?? proxy }, preview: { proxy: user.preview?.proxy ?? proxy } };
    },
    // added before Vite's own middlewares, its proxy included
    configureServer(server) {
      server.middlewares.use(proxyGuard);
    },
    configurePreviewServer(server) {
      server.middlewares.use(proxyGuard);
    },
  };
}
