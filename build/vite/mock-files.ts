/**
 * Test mode (a developer toggle, spec 000 §7) answers /api calls from static files: each call's
 * success example, written by `npm run generate` to src/api/generated/mock/. Served by the dev
 * server only; production builds carry no mock data.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Serves `<base>mock/api/<group>/<operation>.json` from `root` (the generated examples). */
export function mockFiles(base: string, root: string): Plugin {
  return {
    name: 'eis-mock-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`${base}mock/api/`, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0] ?? '';
        if (!/^\/[A-Za-z]+\/[A-Za-z0-9]+\.json$/.test(name)) {
          next();
          return;
        }
        readFile(resolve(root, 'api', `.${name}`), 'utf8').then(
          (body) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(body);
          },
          () => {
            next();
          },
        );
      });
    },
  };
}
