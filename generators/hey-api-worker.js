/**
 * A worker thread of `npm run generate` (generators/hey-api-pool.ts): runs hey-api for each area it is
 * sent, one at a time, and answers with the files or the error.
 */
import { parentPort } from 'node:worker_threads';
import { heyApiRun } from './hey-api-run.js';

parentPort?.on('message', (job) => {
  heyApiRun(job.input, job.plugins).then(
    (output) => parentPort?.postMessage({ id: job.id, output }),
    (error) => {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      parentPort?.postMessage({ id: job.id, error: text });
    },
  );
});
