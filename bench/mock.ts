/**
 * Mock start-up (issue: mock server): Prism's time to "listening" over the bundled contract, beside
 * a bare Node HTTP server started the same way (a child process) as the baseline, and the whole
 * mock (bundle + Prism + gateway) as `npm run mock` starts it.
 * Then the longest stall of the gateway's event loop while it answers a large sealed call, with the
 * envelope worker (mock-server/envelope-offload.ts) against the same gateway doing it on its thread.
 */
import { spawn } from 'node:child_process';
import { BUNDLE, bundleContract } from '../generators/bundle.ts';
import { testKeys } from '../mock-server/keys.ts';
import { startPrism } from '../mock-server/prism.ts';
import { startMock } from '../mock-server/server.ts';
import { sealRequest } from '@/protocol/crypto/envelope.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { gatewayTimestamp } from '@/protocol/wire-format.ts';
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
  await envelopeStallBench();
}

/** The longest the event loop was held up while `work` ran: how long another call would have waited. */
async function stallDuring(work: () => Promise<void>): Promise<number> {
  let last = performance.now();
  let stall = 0;
  let ticked: () => void = () => undefined;
  const timer = setInterval(() => {
    const t = performance.now();
    stall = Math.max(stall, t - last);
    last = t;
    ticked();
  }, 2);
  await work();
  await new Promise<void>((resolve) => (ticked = resolve)); // the tick that sees the end of the work
  clearInterval(timer);
  return stall;
}

/** The median stall while a gateway (in this process) answers a sealed call of about 360 KB, after a warm-up. */
async function largeEnvelopeStall(offload: boolean): Promise<{ stall: number; chars: number }> {
  const mock = await startMock({ port: 0, offload });
  try {
    const suite = smClientSuite(testKeys.sm2Public);
    const json = JSON.stringify({ MENU_MNAME: '转'.repeat(120_000), CHNL: 'ET', H_CHNL_ID: 'ET' });
    const binding = { method: 'POST', path: '/api/search/searchMenuListQry' };
    const key = 'Kx7pQ2mN9vB4zR1w';
    let chars = 0;
    const call = async () => {
      const timestamp = gatewayTimestamp(Date.now());
      const sealed = await sealRequest(suite, json, { key, wrapped: await suite.wrapKey(key) }, timestamp, binding);
      chars = sealed.body.length;
      const headers = { ...sealed.headers, 'X-Timestamp': timestamp, 'content-type': 'text/plain;charset=UTF-8' };
      return stallDuring(async () => {
        const response = await fetch(`${mock.url}${binding.path}`, { method: 'POST', headers, body: sealed.body });
        const text = await response.text();
        if (response.status !== 200 || !text.startsWith('#10')) throw new Error(`the gateway did not answer the large call: ${String(response.status)}`);
      });
    };
    await call();
    const stalls: number[] = [];
    for (let i = 0; i < Math.max(RUNS, 5); i++) stalls.push(await call());
    return { stall: median(stalls), chars };
  } finally {
    await mock.close();
  }
}

async function envelopeStallBench(): Promise<void> {
  const onThread = await largeEnvelopeStall(false);
  const onWorker = await largeEnvelopeStall(true);
  record('mock.envelope.stall.thread.ms', onThread.stall);
  record('mock.envelope.stall.worker.ms', onWorker.stall);
  record('mock.envelope.stall.ratio', onWorker.stall / onThread.stall);
  console.log(
    '\n' + table(
      [`longest event-loop stall while the gateway answers a ${String(Math.round(onWorker.chars / 1024))} KB sealed call (median)`, 'stall', 'ratio'],
      [
        ['envelope opened on the gateway\'s thread (baseline)', `${onThread.stall.toFixed(1)} ms`, '1.00x'],
        ['envelope opened on the worker (as the mock runs)', `${onWorker.stall.toFixed(1)} ms`, ratio(onWorker.stall, onThread.stall)],
      ],
    ),
  );
}
