/**
 * Mock start-up (issue: mock server): Prism's time to "listening" over the bundled contract, beside
 * a bare Node HTTP server started the same way (a child process) as the baseline, and the whole
 * mock (bundle + Prism + gateway) as `npm run mock` starts it.
 * Then the longest stall of the gateway's event loop while it answers a large sealed call, with the
 * envelope worker (mock-server/gateway/envelope-offload.ts) against the same gateway doing it on its thread.
 * Then the traffic log (mock-server/recorder/traffic.ts, issue 40): a sealed call's time with the log on beside
 * off, and the log's heap after 100,000 recorded calls under its default bound.
 */
import { spawn } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BUNDLE, bundleContract } from '../generators/bundle.ts';
import { cookieFetch } from '../mock-server/cookie-fetch.ts';
import { testKeys } from '../mock-server/keys.ts';
import { startPrism } from '../mock-server/prism.ts';
import { type RunningMock, startMock } from '../mock-server/server.ts';
import type { CallDraft, RecordedAnswer } from '../mock-server/recorder/traffic.ts';
import { DEFAULT_TRAFFIC_LIMIT, TrafficLog } from '../mock-server/recorder/traffic-log.ts';
import { freshClient, logIn } from '../tests/support/mock-session.ts';
import { setErrorNotifier } from '@/api/signals.ts';
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
  await trafficBench();
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

/** A full collection before the heap is read (the flag set at run time: `npm run bench` starts Node without it). */
function collect(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) {
    exposed();
    return;
  }
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A transfer as the gateway records it: its opened request, its verified text, its answer. */
function transferCall(i: number): { draft: CallDraft; answer: RecordedAnswer } {
  const key = `EIS-${i.toString(16).padStart(32, '0')}`;
  const request = {
    TRANS_NAME: '单笔转账', ACCT_NO: '6230910000012345678', ACCT_NAME: '浙江绿谷农业科技有限公司',
    PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行',
    TRAN_AMT: `${String(100 + (i % 900))}.00`, CURRENCY: 'CNY', REMARK: '货款', SERVICE_CODE: '7070010000000',
    IDEMPOTENCY_KEY: key, CHALLENGE_ID: `TC${i.toString(16).toUpperCase().padStart(24, '0')}`, CHALLENGE: 'kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0xY2z',
    CERT_SN: '5EED000000000123', SIGN_DATA: Buffer.alloc(64, i % 251).toString('base64'),
    H_MENU_ID: '10300000000', H_CHNL_ID: 'ET', CLIENT_MAC: '', CLIENT_IP: '127.0.0.1',
  };
  const plain = JSON.stringify({
    head: { STATUS: '000000', MSG: '交易成功' },
    body: { TRANS_SEQ: `T20261121102544${String(i).padStart(6, '0')}`, TRANS_DATE: '2026-11-21', TRANS_STATUS: '0', INSTR_STATUS: '0', AUTH_HINT: '单人授权：交易已记账' },
  });
  return {
    draft: {
      startedAt: Date.now(), method: 'POST', path: '/api/transfer/transferSub', operation: 'transferSub', persona: 'a3sp', client: '127.0.0.1',
      headers: {
        'host': '127.0.0.1:4010', 'content-type': 'text/plain;charset=UTF-8', 'cookie': `EIS_SESSION=${key}`, 'x-eis-cipher': 'SM',
        'x-eis-key': 'BASE64WRAPPEDKEY'.repeat(10), 'x-eis-nonce': i.toString(16).padStart(32, '0'), 'x-timestamp': '2026-11-21 10:25:44',
      },
      requestBytes: 1400, requestText: JSON.stringify(request), suite: 'SM', signed: true, check: 'book',
      signingText: `EIS/2 TX ${request.CHALLENGE_ID} ${request.CHALLENGE} ${key} 7070010000000|单笔转账|${request.ACCT_NO}|${request.ACCT_NAME}|` +
        `${request.PAYEE_ACCT_NO}|${request.PAYEE_ACCT_NAME}|${request.PAYEE_BANK_NAME}|${request.TRAN_AMT}|人民币|货款#|${request.PAYEE_ACCT_NO}|${request.TRAN_AMT}`,
    },
    answer: { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: `#10${'A'.repeat(560)}`, plain },
  };
}

/**
 * Milliseconds per sealed call of a logged-in persona on each mock, in alternating batches: a transfer
 * without its signature, which the gateway itself opens, checks, refuses (SG0001), seals and records.
 * The calls are sealed before the clock starts, under one wrapped key: the portal's SM2 key wrapping
 * (about 50 ms a call on this machine) and Prism (as long again) would drown the gateway's own time.
 */
async function callTimes(mocks: Record<'on' | 'off', RunningMock>, calls: number): Promise<Record<'on' | 'off', number[]>> {
  const suite = smClientSuite(testKeys.sm2Public);
  const key = 'Tr4fficL0gB3nch1';
  const prepared = { key, wrapped: await suite.wrapKey(key) };
  const binding = { method: 'POST', path: '/api/transfer/transferSub' };
  const cookies = { on: '', off: '' };
  for (const side of ['on', 'off'] as const) {
    const jar = cookieFetch();
    freshClient(mocks[side], jar);
    await logIn(mocks[side], 'a3sp', true);
    cookies[side] = `EIS_SESSION=${jar.jar.get('EIS_SESSION') ?? ''}`;
  }
  const batchOf = async (side: 'on' | 'off', n: number) => Promise.all(Array.from({ length: n }, async () => {
    const timestamp = gatewayTimestamp(Date.now());
    const sealed = await sealRequest(suite, '{}', prepared, timestamp, binding);
    return { body: sealed.body, headers: { ...sealed.headers, 'X-Timestamp': timestamp, 'content-type': 'text/plain;charset=UTF-8', 'cookie': cookies[side] } };
  }));
  const run = async (side: 'on' | 'off', n: number, into?: number[]) => {
    for (const call of await batchOf(side, n)) {
      const start = performance.now();
      const response = await fetch(`${mocks[side].url}${binding.path}`, { method: 'POST', headers: call.headers, body: call.body });
      const text = await response.text();
      into?.push(performance.now() - start);
      if (!text.startsWith('#10')) throw new Error(`the gateway did not seal its answer: ${text.slice(0, 80)}`);
    }
  };
  await run('on', 30); // warm-up
  await run('off', 30);
  const times: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const batch = 50;
  for (let done = 0; done < calls; done += batch) {
    await run('off', batch, times.off);
    await run('on', batch, times.on);
  }
  const [entry] = mocks.on.traffic?.select({ limit: 1 }) ?? [];
  if (entry?.status !== 'SG0001' || entry.persona !== 'a3sp') throw new Error(`the logged call is not a3sp's SG0001: ${JSON.stringify(entry ?? null)}`);
  return times;
}

async function trafficBench(): Promise<void> {
  const calls = Number(process.env.BENCH_TRAFFIC_CALLS ?? 300);
  const on = await startMock({ port: 0 });
  const off = await startMock({ port: 0, traffic: false });
  setErrorNotifier(() => undefined);
  let times: Record<'on' | 'off', number[]>;
  try {
    times = await callTimes({ on, off }, calls);
  } finally {
    setErrorNotifier(undefined);
    await on.close();
    await off.close();
  }
  const callOff = median(times.off);
  const callOn = median(times.on);

  // the log alone, in this process: 100,000 recorded transfers under the default bound
  const total = 100_000;
  const log = new TrafficLog();
  // a signed transfer is an important call: kept to the important bound (10x the routine one), not the default
  const bound = log.importantLimit;
  const heap = () => {
    collect();
    return process.memoryUsage().heapUsed;
  };
  const warm = new TrafficLog(); // the recording code compiled, its module's tables built, before the baseline
  for (let i = 0; i < bound; i++) warm.record(transferCall(i).draft, transferCall(i).answer, [], 3);
  warm.clear();
  const empty = heap();
  let recordMs = 0;
  const fill = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const { draft, answer } = transferCall(i);
      const start = performance.now();
      log.record(draft, answer, [], 3);
      recordMs += performance.now() - start;
    }
  };
  fill(0, bound);
  const atBound = heap() - empty;
  fill(bound, total);
  const after = heap() - empty;
  if (log.size !== bound) throw new Error(`the traffic log kept ${String(log.size)} signed calls, not its important bound ${String(bound)}`);
  const recordUs = (recordMs / total) * 1000;
  const mb = (bytes: number) => bytes / 1024 / 1024;

  record('mock.traffic.call.off.ms', callOff);
  record('mock.traffic.call.on.ms', callOn);
  record('mock.traffic.call.ratio', callOn / callOff);
  record('mock.traffic.record.us', recordUs);
  record('mock.traffic.heap.bound.mb', mb(atBound));
  record('mock.traffic.heap.100k.mb', mb(after));
  record('mock.traffic.heap.ratio', after / atBound);
  console.log(
    '\n' + table(
      [`the gateway's time for a sealed call of a logged-in persona (a transfer refused SG0001), median of ${String(times.on.length)}`, 'time', 'ratio'],
      [
        ['traffic log off (baseline)', `${callOff.toFixed(2)} ms`, '1.00x'],
        ['traffic log on (as the mock runs): decrypted, masked, recorded', `${callOn.toFixed(2)} ms`, ratio(callOn, callOff)],
        ['difference per call', `${((callOn - callOff) * 1000).toFixed(0)} µs`, ''],
      ],
    ) +
    '\n\n' + table(
      [`the traffic log's heap (signed transfers: the important bound, ${String(bound)} calls at the default ${String(DEFAULT_TRAFFIC_LIMIT)})`, 'heap', 'ratio'],
      [
        [`after ${String(bound)} recorded calls (the bound reached, baseline)`, `${mb(atBound).toFixed(2)} MB`, '1.00x'],
        [`after ${total.toLocaleString('en-US')} recorded calls (${String(log.size)} kept)`, `${mb(after).toFixed(2)} MB`, ratio(after, atBound)],
        ['recording one call (parse, mask, keep)', `${recordUs.toFixed(1)} µs`, ''],
      ],
    ),
  );
}
