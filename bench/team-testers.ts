/**
 * The thread the simulated testers of `npm run bench -- mock-team` run on (./team-tester.ts), apart
 * from the mock's event loop: TypeScript loaded through tsx's loader, as the mock's envelope worker is.
 * One run at a time: the testers of these workspaces for so long, their figures back.
 */
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TeamResult, TeamRun } from './team-tester.ts';

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });
`;

export interface TesterThread {
  run(run: TeamRun): Promise<TeamResult>;
  close(): Promise<void>;
}

export function startTesterThread(mockUrl: string): TesterThread {
  const require = createRequire(import.meta.url);
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: {
      mockUrl,
      tsx: pathToFileURL(resolve(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href,
      entry: pathToFileURL(resolve(import.meta.dirname, 'team-tester.ts')).href,
    },
  });
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  return {
    run: (run) => new Promise((ok, fail) => {
      if (failure) {
        fail(failure);
        return;
      }
      const onError = (error: Error) => fail(error);
      worker.once('error', onError);
      worker.once('message', (result: TeamResult) => {
        worker.off('error', onError);
        ok(result);
      });
      worker.postMessage(run);
    }),
    close: async () => {
      await worker.terminate();
    },
  };
}
