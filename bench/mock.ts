/**
 * Mock start-up (issue: mock server): Prism's time to "listening" over the bundled contract, beside
 * a bare Node HTTP server started the same way (a child process) as the baseline, and the whole
 * mock (bundle + Prism + gateway) as `npm run mock` starts it.
 */
import { spawn } from 'node:child_process';
import { BUNDLE, bundleContract } from '../generators/bundle.ts';
import { startPrism } from '../mock-server/prism.ts';
import { startMock } from '../mock-server/server.ts';
import { median, ratio, record, table } from './util.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function bareNodeServer(): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [
      '-e',
      'require(\'http\').createServer().listen(0, \'127.0.0.1\', () => { console.log(\'ready\'); process.exit(0); })',
    ]);
    child.stdout.on('data', () => {
      resolve(performance.now() - start);
    });
    child.on('error', reject);
  });
}

export async function mockBench(): Promise<void> {
  const contract = await bundleContract();
  const operationCount = Object.keys(contract.doc.paths as Record<string, unknown>).length;
  const bare: number[] = [];
  const prism: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await bareNodeServer());
    const p = await startPrism(BUNDLE);
    prism.push(p.startupMs);
    await p.stop();
    const start = performance.now();
    const m = await startMock({ port: 0 });
    whole.push(performance.now() - start);
    await m.close();
  }
  const base = median(bare);
  record('mock.start.baseline.ms', base);
  record('mock.start.prism.ms', median(prism));
  record('mock.start.ms', median(whole));
  record('mock.start.ratio', median(whole) / base);
  console.log(
    table(
      [`start-up (median of ${String(RUNS)})`, 'time', 'ratio'],
      [
        ['bare Node HTTP server in a child process (baseline)', `${Math.round(base)} ms`, '1.00x'],
        [`Prism mock over the bundled contract (${String(operationCount)} operations)`, `${Math.round(median(prism))} ms`, ratio(median(prism), base)],
        ['the whole mock: bundle + Prism + gateway', `${Math.round(median(whole))} ms`, ratio(median(whole), base)],
      ],
    ),
  );
}
