/**
 * `npm run serve:nginx`: the test build (dist/, built first by the npm script) served by nginx with
 * deploy/nginx.conf.template, as a bank would run it, and the mock gateway behind its /api, for
 * testers. Ports: NGINX_PORT (default a free one) and MOCK_PORT (default a free one). Ctrl-C stops both.
 */
import { resolve } from 'node:path';
import { startMock } from '../mock-server/server.ts';
import { ensureNginx, onlineServiceStandInLocation, startNginx } from './nginx.ts';
import { freePort, portFromEnv } from '../mock-server/ports.ts';

const root = resolve(import.meta.dirname, '..');

try {
  const machine = ensureNginx((line) => console.log(`serve:nginx: ${line}`));
  const port = portFromEnv('NGINX_PORT', 0) || (await freePort());
  // nginx sends the mock its own Host: the portal's origin is named, so that its pages' calls pass the Origin check
  const origin = `http://127.0.0.1:${String(port)}`;
  const mock = await startMock({ port: portFromEnv('MOCK_PORT', 0), origins: [origin], portalUrl: `${origin}/eis-demo/` });
  const nginx = await startNginx(
    {
      port,
      dist: resolve(root, 'dist'),
      apiUpstream: mock.url,
      testLocations: onlineServiceStandInLocation(mock.url),
    },
    machine,
  ).catch(async (error: unknown) => {
    await mock.close();
    throw error;
  });
  console.log(`\n  EIS Portal behind nginx: ${nginx.url}   (mock gateway: ${mock.url}; configuration: ${nginx.config})`);
  console.log(`  logs: ${nginx.runtime}/access.log, csp-report.log (the policy's violations), error.log\n`);
  const stop = () => {
    void Promise.all([nginx.close(), mock.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`serve:nginx: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
