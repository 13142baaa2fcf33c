// Workspaces survive a restart (issue 52 item 4): a mock given a state directory saves its workspaces
// there and restores them all when started again on it, each with its own bank, ledger, clock, faults
// and logged-in sessions (the testers' cookies still work); `--fresh` starts from the seed; a torn or
// garbage file is skipped with a line naming it while the others load. The tests run in order on one
// directory: each starts from what the one before left.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMockArgs } from '@mock/args.ts';
import { type MockOptions, type RunningMock, startMock } from '@mock/server.ts';
import type { PersonaConfig } from '@tools/conformance/config.ts';
import { rateLimiter } from '@tools/conformance/rate.ts';
import { logIn, type Session, softwareKey } from '@tools/conformance/session.ts';
import { signTransaction } from '@tools/conformance/signing.ts';
import { type Browser, call, installKitWire, newBrowser } from '@tools/conformance/wire.ts';
import { testKeys } from '../../support/keys.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

const A3SP: PersonaConfig = {
  name: 'a3sp', login: { method: 'password', user: 'a3sp', password: 'Eis@2026' }, operations: 'rest', roles: ['transactor'],
};
const LVGU = '6230910000012345678';
const TRANSFER = {
  TRANS_NAME: '单笔转账', ACCT_NO: LVGU, ACCT_NAME: '杭州绿谷农业科技有限公司', PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行', TRAN_AMT: '12345.60', CURRENCY: 'CNY', REMARK: '货款',
};
const NAMES = Array.from({ length: 30 }, (_, i) => `tester-${String(i + 1).padStart(2, '0')}`);
const BOOKED = ['tester-01', 'tester-02'];
const FAULTED = 'tester-04';

let dir: string;
let mock: RunningMock | undefined;
const lines: string[] = [];

async function start(options: Partial<MockOptions> = {}): Promise<RunningMock> {
  lines.length = 0;
  mock = await startMock({ port: 0, prism: sharedPrism(), stateDir: dir, log: (line) => lines.push(line), ...options });
  installKitWire(mock.url, testKeys.sm2Public, rateLimiter(undefined));
  return mock;
}

async function stop(): Promise<void> {
  await mock?.close();
  mock = undefined;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'eis-mock-state-'));
});

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

async function control(method: string, path: string, workspace?: string, body?: unknown) {
  const response = await fetch(`${mock?.url ?? ''}/__mock/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(workspace ? { 'x-mock-workspace': workspace } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function browserIn(workspace: string): Browser {
  const plain = newBrowser(`a3sp@${workspace}`);
  return { name: plain.name, fetch: (request) => {
    request.headers.set('x-mock-workspace', workspace);
    return plain.fetch(request);
  } };
}

async function loggedIn(workspace: string): Promise<Session> {
  const outcome = await logIn(A3SP, testKeys.sm2Public, browserIn(workspace));
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome.session;
}

async function balance(session: Session): Promise<string> {
  const ex = await call(session.browser, 'accountListQry', {}, 'balance');
  if (!ex.client?.ok) throw new Error(`accountListQry: ${ex.client?.message ?? ''}`);
  const list = (ex.client.body as { LIST?: Array<{ ACCT_NO: string; BALANCE: string }> }).LIST ?? [];
  return list.find((a) => a.ACCT_NO === LVGU)?.BALANCE ?? '';
}

/** What must come back of each workspace: everything the list shows but its time of last use. */
async function listed() {
  const all = (await control('GET', 'workspaces')).body.workspaces as Array<{ name: string; clock: { offsetMs: number } }>;
  return all.map((w) => {
    const { lastUsed, traffic, clock, ...rest } = w as typeof w & { lastUsed: string; traffic: number };
    expect([typeof lastUsed, typeof traffic]).toEqual(['string', 'number']);
    return { ...rest, offsetMs: clock.offsetMs };
  });
}

const sessions = new Map<string, Session>();
const fen = (text: string) => BigInt(text.replace('.', ''));

describe('workspaces kept in a state directory (issue 52 item 4)', () => {
  it('restores 30 workspaces after a restart, each with its bank, ledger, clock, faults and sessions', async () => {
    await start();
    for (const [i, name] of NAMES.entries()) {
      const from = i === 29 ? 'tester-01' : undefined;
      expect((await control('POST', 'workspaces', undefined, { name, ...(from ? { from } : {}) })).status).toBe(201);
      // a third of them on a clock of their own (not the ones that log in: their calls carry the machine's time)
      if (i % 3 === 2) expect((await control('POST', 'clock', name, { advance: `+${String(i + 1)}h` })).status).toBe(200);
    }
    for (const name of [...BOOKED, FAULTED]) sessions.set(name, await loggedIn(name));
    const seed = await balance(sessions.get(FAULTED) as Session);
    for (const name of BOOKED) {
      const session = sessions.get(name) as Session;
      const signing = await signTransaction(session, softwareKey(testKeys.ukeyPrivate), 'transferSub', TRANSFER);
      if ('problem' in signing) throw new Error(signing.problem);
      const booked = await call(session.browser, 'transferSub', signing.body, 'transfer');
      expect(booked.client?.ok, booked.client?.ok ? '' : booked.client?.message).toBe(true);
    }
    expect((await control('POST', 'faults', FAULTED, { operation: 'accountListQry', fault: 'business=WS0004' })).status).toBe(200);
    const before = await listed();
    expect(before).toHaveLength(31);
    await stop();
    expect(readdirSync(dir).sort()).toEqual(['default', ...NAMES].map((n) => `${n}.json`).sort());

    await start();
    expect(lines).toContainEqual(expect.stringMatching(/^workspaces: 31 restored from .+ in \d+ ms$/));
    expect(await listed()).toEqual(before);
    // the testers' cookies still hold their sessions; each bank is where it was
    for (const name of BOOKED) {
      expect(fen(await balance(sessions.get(name) as Session))).toBe(fen(seed) - 1_234_560n);
      expect(((await control('GET', 'ledger', name)).body.entries as unknown[]).length).toBe(1);
    }
    // the clone of tester-01 was made before its booking, and stays so
    expect((await control('GET', 'ledger', 'tester-30')).body.entries).toEqual([]);
    // tester-04's queued fault is still queued, once
    const faulted = await call((sessions.get(FAULTED) as Session).browser, 'accountListQry', {}, 'faulted');
    expect(faulted.client).toMatchObject({ ok: false, status: 'WS0004' });
    expect(await balance(sessions.get(FAULTED) as Session)).toBe(seed);
    expect((await control('GET', 'clock', 'tester-06')).body.offsetMs).toBe(6 * 3_600_000);
    expect((await control('GET', 'clock', 'tester-05')).body.offsetMs).toBe(0);
    expect((await control('GET', 'ledger')).body.entries).toEqual([]);
    await stop();
  });

  it('skips a torn file and a garbage one with a line naming each, and restores the others', async () => {
    const whole = readFileSync(join(dir, 'tester-30.json'), 'utf8');
    writeFileSync(join(dir, 'tester-30.json'), whole.slice(0, Math.floor(whole.length / 2)));
    writeFileSync(join(dir, 'garbage.json'), '\u0000\u0001 not a workspace');
    await start();
    const skipped = lines.filter((l) => l.startsWith('workspace store: skipped'));
    expect(skipped).toEqual([
      expect.stringMatching(new RegExp(`^workspace store: skipped ${join(dir, 'garbage.json')}: not JSON \\(a torn or foreign file\\)`)),
      expect.stringMatching(new RegExp(`^workspace store: skipped ${join(dir, 'tester-30.json')}: not JSON \\(a torn or foreign file\\)`)),
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^workspaces: 30 restored from /));
    const names = (await listed()).map((w) => w.name);
    expect(names).toEqual(['default', ...NAMES.slice(0, 29)]);
    expect(((await control('GET', 'ledger', 'tester-02')).body.entries as unknown[]).length).toBe(1);
    await stop();
  });

  it('starts from the seed with --fresh, the saved workspaces removed', async () => {
    expect(readdirSync(dir)).toContain('tester-01.json');
    await start({ fresh: true });
    expect(readdirSync(dir)).toEqual([]);
    expect((await listed()).map((w) => w.name)).toEqual(['default']);
    const ws = browserIn('tester-01');
    const gone = await call(ws, 'getServerTime', {}, 'gone');
    expect(gone.client).toMatchObject({ ok: false, message: expect.stringContaining('模拟网关没有工作区 tester-01') as unknown });
    await stop();
  });
});

describe('npm run mock -- --state-dir, --fresh, --no-state, --workspace-idle', () => {
  it('keeps the workspaces in .mock-state/ unless told otherwise', () => {
    const defaults = parseMockArgs([]);
    expect(defaults).toMatchObject({ stateDir: expect.stringMatching(/[/\\]\.mock-state$/) as unknown, fresh: false });
    expect(parseMockArgs(['--state-dir', 'x/y', '--fresh', '--workspace-idle=12h'])).toMatchObject({
      stateDir: join(process.cwd(), 'x/y'), fresh: true, workspaceIdleMs: 43_200_000,
    });
    expect(parseMockArgs(['--no-state'])).toMatchObject({ stateDir: undefined });
  });

  it.each([
    [['--state-dir'], /^--state-dir needs a directory/],
    [['--state-dir', '--fresh'], /^--state-dir needs a directory/],
    [['--no-state', '--state-dir', 'x'], /^--no-state keeps no workspaces and --state-dir names where to keep them: give one$/],
    [['--fresh', '--no-state'], /^--no-state always starts from the seed: --fresh goes with a state directory$/],
    [['--workspace-idle', '1w'], /^--workspace-idle: an idle time is a whole number of minutes, hours or days, from 1m to 365d/],
    [['--workspace-idle'], /^--workspace-idle: an idle time/],
    [['--fresh=yes'], /^unknown argument --fresh=yes$/],
  ])('refuses %j with a message', (argv, message) => {
    expect(parseMockArgs(argv)).toMatch(message);
  });
});
