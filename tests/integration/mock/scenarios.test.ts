// Scenarios as files (issue 40): mock-server/scenarios/*.yaml, each a named set of faults, session
// settings and seed data, applied by a control call or `npm run mock -- --scenario <name>`; a file
// that does not validate is refused with the file, the line and the field.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMockArgs } from '@mock/args.ts';
import { createGateway } from '@mock/gateway/gateway.ts';
import { loadScenario, ScenarioError } from '@mock/recorder/scenario.ts';
import type { RunningMock } from '@mock/server.ts';
import type { TrafficEntry, TrafficSummary } from '@mock/recorder/traffic.ts';
import { send } from '@/api/client.ts';
import { accountListQry, backlogListQry, getServerTime, userInfoThree } from '@/api/generated/sdk/sdk.gen.ts';
import { createAuthorization } from '@/signing/flow.ts';
import { freshClient, ledger, logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { serverSuites, testKeys } from '../../support/keys.ts';
import { signedOperation } from '@tests/support/signed-operation.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const theMock = mockForFile();
let mock: RunningMock;

const post = (path: string, body: unknown) =>
  mockControl(mock, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const getJson = async <T>(path: string): Promise<T> => (await (await mockControl(mock, path, { method: 'GET' })).json()) as T;

interface Applied {
  applied: { id: string; faults: number; sessionTtlMs: number; seeded: Array<{ seq: string }> };
}

async function apply(name: string): Promise<Applied> {
  const answer = await post('scenario', { name });
  expect(answer.status).toBe(200);
  return (await answer.json()) as never;
}

async function newest(operation: string): Promise<TrafficEntry> {
  const { entries } = await getJson<{ entries: TrafficSummary[] }>(`traffic?operation=${operation}&limit=1`);
  return getJson<TrafficEntry>(`traffic/${String(entries[0]?.id)}`);
}

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
});

describe('the scenario files', () => {
  it('lists the five scenarios, each valid', async () => {
    const { scenarios, invalid } = await getJson<{ scenarios: Array<{ id: string; name: string; steps: string[] }>; invalid: unknown[] }>('scenarios');
    expect(invalid).toEqual([]);
    expect(scenarios.map((s) => [s.id, s.name])).toEqual([
      ['dual-control-pending', '双人授权待审批'],
      ['insufficient-balance', '余额不足'],
      ['session-timeout', '会话超时后重新登录'],
      ['slow-network', '网络慢 3 秒'],
      ['year-end-cutoff', '年终日切前 30 秒'],
    ]);
    for (const s of scenarios) expect(s.steps.length).toBeGreaterThan(0);
  });

  it('余额不足: a3sp\'s next transfer is refused TR0001 and nothing is booked', async () => {
    expect((await apply('余额不足')).applied).toMatchObject({ id: 'insufficient-balance', faults: 4 });
    await logIn(mock, 'a3sp');
    const outcome = await createAuthorization(signedOperation('transferSub'), {
      TRANS_NAME: '单笔转账', ACCT_NO: '6230910000012345678', ACCT_NAME: '浙江绿谷农业科技有限公司',
      PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行',
      CURRENCY: 'CNY', TRAN_AMT: '100.00', REMARK: '场景',
    }).confirm();
    expect(outcome.ok ? undefined : outcome.failure).toMatchObject({ status: 'TR0001', message: expect.stringContaining('账户余额不足') as unknown });
    expect(await ledger(mock)).toEqual([]);
    expect((await newest('transferSub')).fault).toEqual({ fault: 'business=TR0001;msg=账户余额不足，交易未记账', from: 'queue' });
  });

  it('会话超时后重新登录: a session idle past 60 s answers 005 会话已超时', async () => {
    expect((await apply('session-timeout')).applied.sessionTtlMs).toBe(60_000);
    expect((await getJson<{ sessionTtlMs: number }>('state')).sessionTtlMs).toBe(60_000);
    await logIn(mock, 'a3sp');
    await expect(send(userInfoThree, {})).resolves.toMatchObject({ USER_ID: 'U000123' });
    for (const session of mock.state.sessions.values()) session.lastSeen -= 61_000; // a minute passes
    await expect(send(accountListQry, {})).rejects.toMatchObject({ status: '005' });
    expect(await newest('accountListQry')).toMatchObject({ status: '005', message: '会话已超时，请重新登录', persona: 'a3sp' });
    await logIn(mock, 'a3sp', true); // and logging in again works
    await expect(send(userInfoThree, {})).resolves.toMatchObject({ USER_ID: 'U000123' });
  });

  it('网络慢 3 秒: the next call answers after 3 s', async () => {
    await apply('网络慢 3 秒');
    freshClient(mock);
    const start = performance.now();
    await send(getServerTime, {});
    expect(performance.now() - start).toBeGreaterThanOrEqual(2_900);
    const slow = await newest('getServerTime');
    expect(slow.fault).toEqual({ fault: 'delay=3000', from: 'queue' });
    expect(slow.latencyMs).toBeGreaterThanOrEqual(2_900);
  });

  it('双人授权待审批: a transfer of maker\'s waits in checker1\'s 待办', async () => {
    const { applied } = await apply('dual-control-pending');
    const seq = applied.seeded[0]?.seq;
    expect(seq).toMatch(/^T\d{20}$/);
    await logIn(mock, 'checker1');
    const backlog = await send(backlogListQry, { PAGE_NO: '1', PAGE_SIZE: '50' });
    expect(backlog?.LIST.find((r) => r.TRANS_SEQ === seq)).toMatchObject({ TRAN_AMT: '60000.00', SUBMITTER: '钱伟', AUTH_PROGRESS: '0/2' });
  });

  it('applies a scenario\'s settings only: another scenario replaces its faults and TTL', async () => {
    await apply('session-timeout');
    await apply('insufficient-balance');
    const state = await getJson<{ faults: unknown[]; sessionTtlMs: number }>('state');
    expect(state.sessionTtlMs).toBe(30 * 60_000);
    expect(state.faults).toHaveLength(4);
  });

  it('refuses an unknown name or none, naming the scenarios there are', async () => {
    const unknown = await post('scenario', { name: '不存在' });
    expect(unknown.status).toBe(404);
    const { error } = (await unknown.json()) as { error: string };
    expect(error).toMatch(/^no scenario "不存在"; there are: dual-control-pending \(双人授权待审批\), /);
    expect((await post('scenario', {})).status).toBe(400);
  });
});

describe('a scenario file that does not validate', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
    writeFileSync(join(dir, 'bad.yaml'), [
      '# a fault kind the mock does not have',
      'name: 坏的场景',
      'faults:',
      '  - operation: transferSub',
      '    fault: explode',
      '    count: 2',
      '',
    ].join('\n'));
    writeFileSync(join(dir, 'typo.yaml'), 'name: 拼错\nsession:\n  ttlMs: 60000\n  ttl: 5\n');
    writeFileSync(join(dir, 'broken.yaml'), 'name: 坏\nfaults:\n  - fault: [http500\n');
    writeFileSync(join(dir, 'nobody.yaml'), 'name: 无人\nfaults:\n  - fault: http500\n    user: nobody\n');
    writeFileSync(join(dir, 'good.yaml'), 'name: 好\nfaults:\n  - {operation: getServerTime, fault: http500}\n');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const refusal = (file: string) => {
    try {
      loadScenario(join(dir, file));
    } catch (error) {
      if (error instanceof ScenarioError) return error;
      throw error;
    }
    throw new Error(`${file} loaded`);
  };

  it.each([
    ['bad.yaml', 5, 'faults[0].fault', /unknown fault "explode"/],
    ['typo.yaml', 4, 'session.ttl', /unknown field/],
    ['broken.yaml', 3, '', /not YAML/],
    ['nobody.yaml', 4, 'faults[0].user', /no persona "nobody"/],
  ])('%s: refused at line %i, field %j', (file, line, field, reason) => {
    const error = refusal(file);
    expect({ line: error.line, field: error.field }).toEqual({ line, field });
    expect(error.message).toMatch(new RegExp(`${file.replace('.', '\\.')}:${String(line)}: `));
    expect(error.reason).toMatch(reason);
  });

  it('is refused by the control call with its file, line and field, and listed apart', async () => {
    const suites = await serverSuites();
    const { server } = createGateway({
      prismUrl: mock.prism.url, suites, sm2PrivateKey: testKeys.sm2Private, ukeyPublicKey: testKeys.ukeyPublic,
      operations: new Map(), publicOperations: new Set(), plainOperations: new Set(), scenarioDir: dir,
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    const url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/__mock/`;
    try {
      const answer = await fetch(`${url}scenario`, { method: 'POST', body: JSON.stringify({ name: 'bad' }) });
      expect(answer.status).toBe(422);
      const body = (await answer.json()) as { error: string; line: number; field: string; file: string };
      expect(body).toMatchObject({ line: 5, field: 'faults[0].fault' });
      expect(body.error).toMatch(/bad\.yaml:5: faults\[0\]\.fault: unknown fault "explode"/);
      const listed = (await (await fetch(`${url}scenarios`)).json()) as { scenarios: Array<{ id: string }>; invalid: Array<{ id: string; line: number }> };
      expect(listed.scenarios.map((s) => s.id)).toEqual(['good']);
      expect(listed.invalid.map((i) => [i.id, i.line])).toEqual([['bad', 5], ['broken', 3], ['nobody', 4], ['typo', 4]]);
      expect((await fetch(`${url}scenario`, { method: 'POST', body: JSON.stringify({ name: '好' }) })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('npm run mock -- --scenario <name>', () => {
  it('takes a scenario by its file name or its name, and a traffic limit', () => {
    expect(parseMockArgs(['--scenario', 'slow-network'])).toMatchObject({ scenario: { name: '网络慢 3 秒' } });
    expect(parseMockArgs(['--quiet', '--scenario=双人授权待审批', '--traffic-limit', '50'])).toMatchObject({
      quiet: true, scenario: { id: 'dual-control-pending' }, trafficLimit: 50,
    });
  });

  it.each([
    [['--scenario'], /^--scenario needs a name; there are: dual-control-pending/],
    [['--scenario', '不存在'], /^no scenario "不存在"; there are: /],
    [['--traffic-limit', '0'], /^--traffic-limit: limit must be a whole number from 1 to 100000/],
    [['--traffic-limit', 'many'], /^--traffic-limit: limit must be a whole number/],
    [['--scenarios'], /^unknown argument --scenarios$/],
  ])('refuses %j with a message', (argv, message) => {
    expect(parseMockArgs(argv)).toMatch(message);
  });

  it('exits 2 with the message for an unknown scenario, before it starts anything', () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['mock-server/index.ts', '--scenario', 'nope'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^mock: no scenario "nope"; there are: dual-control-pending \(双人授权待审批\), /);
    expect(run.stderr).toContain('\nusage: npm run mock');
  });
});
