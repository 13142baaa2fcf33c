// A workspace per tester (issue 52 items 1 and 2): two testers drive one mock at once through the real
// envelope, login and signing flow, each in a workspace of their own; a booking, a fault, a reset, the
// traffic log and the bank's clock of one are never seen by the other, and the default workspace (every
// call without a workspace, as before) is untouched. A clone starts from another's state; a deleted
// workspace says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '@mock/server.ts';
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

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock({ port: 0, prism: sharedPrism() });
  installKitWire(mock.url, testKeys.sm2Public, rateLimiter(undefined));
}, 60_000);

afterAll(async () => {
  await mock.close();
});

/** A control call, in a workspace when one is named. */
async function control(method: string, path: string, workspace?: string, body?: unknown) {
  const response = await fetch(`${mock.url}/__mock/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(workspace ? { 'x-mock-workspace': workspace } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Each tester's cookie jar, by the workspace they logged in to. */
const jars = new Map<string, Browser>();

/** A browser whose every call names its workspace, as the portal's test build does. */
function browserIn(workspace: string, plain = newBrowser(`a3sp@${workspace}`)): Browser {
  jars.set(workspace, plain);
  return {
    name: plain.name,
    fetch: (request) => {
      request.headers.set('x-mock-workspace', workspace);
      return plain.fetch(request);
    },
  };
}

async function loggedIn(workspace: string): Promise<Session> {
  const outcome = await logIn(A3SP, testKeys.sm2Public, browserIn(workspace));
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome.session;
}

async function balance(session: Session): Promise<string | undefined> {
  const ex = await call(session.browser, 'accountListQry', {}, 'balance');
  const client = ex.client;
  if (!client?.ok) throw new Error(`accountListQry: ${client?.message ?? ''}`);
  const list = (client.body as { LIST?: Array<{ ACCT_NO: string; BALANCE: string }> }).LIST ?? [];
  return list.find((a) => a.ACCT_NO === LVGU)?.BALANCE;
}

describe('workspaces (issue 52 item 1)', () => {
  it('creates workspaces by name, refusing a bad or taken name', async () => {
    expect((await control('POST', 'workspaces', undefined, { name: 'alice' })).status).toBe(201);
    expect((await control('POST', 'workspaces', undefined, { name: 'bob' })).status).toBe(201);
    expect(await control('POST', 'workspaces', undefined, { name: 'alice' })).toEqual({ status: 409, body: { error: 'workspace alice exists' } });
    expect((await control('POST', 'workspaces', undefined, { name: '../x' })).status).toBe(400);
    expect((await control('POST', 'workspaces', undefined, { name: 'x', from: 'nobody' })).status).toBe(404);
    const listed = (await control('GET', 'workspaces')).body.workspaces as Array<{ name: string }>;
    expect(listed.map((w) => w.name)).toEqual(['default', 'alice', 'bob']);
  });

  it('keeps two testers driving at once apart: bookings, faults, the ledger and the traffic log', async () => {
    const [alice, bob] = await Promise.all([loggedIn('alice'), loggedIn('bob')]);
    const seed = await balance(bob);
    expect(await balance(alice)).toBe(seed);

    // alice's fault for every call of hers is not bob's
    expect((await control('POST', 'faults', 'alice', { operation: 'accountListQry', fault: 'business=WS0001' })).status).toBe(200);
    const [faulted, clean] = await Promise.all([
      call(alice.browser, 'accountListQry', {}, 'faulted'), call(bob.browser, 'accountListQry', {}, 'clean'),
    ]);
    expect(faulted.client?.ok).toBe(false);
    expect(clean.client?.ok).toBe(true);

    // alice books a transfer (a3sp books alone); bob's bank and the default workspace do not move
    const signing = await signTransaction(alice, softwareKey(testKeys.ukeyPrivate), 'transferSub', TRANSFER);
    if ('problem' in signing) throw new Error(signing.problem);
    const booked = await call(alice.browser, 'transferSub', signing.body, 'transfer');
    expect(booked.client?.ok, booked.client?.ok ? '' : booked.client?.message).toBe(true);
    const fen = (text: string | undefined) => BigInt((text ?? '').replace('.', ''));
    expect(fen(await balance(alice))).toBe(fen(seed) - 1_234_560n);
    expect(await balance(bob)).toBe(seed);
    expect(((await control('GET', 'ledger', 'alice')).body.entries as unknown[]).length).toBe(1);
    expect((await control('GET', 'ledger', 'bob')).body.entries).toEqual([]);
    expect((await control('GET', 'ledger')).body.entries).toEqual([]);

    // each traffic log holds its own calls only
    const operations = async (ws: string) =>
      ((await control('GET', 'traffic', ws)).body.entries as Array<{ path: string }>).map((e) => e.path.split('/').pop());
    expect(await operations('alice')).toContain('transferSub');
    expect(await operations('bob')).not.toContain('transferSub');
    expect(await operations('default')).toEqual([]);

    // a clone starts from alice's state (her session too); a reset of alice leaves the clone as it was
    expect((await control('POST', 'workspaces', undefined, { name: 'carol', from: 'alice' })).status).toBe(201);
    const inCarol: Session = { ...alice, browser: browserIn('carol', jars.get('alice')) };
    expect(await balance(inCarol)).toBe(await balance(alice));
    expect((await control('POST', 'reset', 'alice')).status).toBe(200);
    expect(fen(await balance(inCarol))).toBe(fen(seed) - 1_234_560n);

    // a deleted workspace says so, in Chinese, on /api and on the control plane
    expect((await control('DELETE', 'workspaces/bob')).status).toBe(200);
    const gone = await call(bob.browser, 'accountListQry', {}, 'gone');
    expect(gone.client).toMatchObject({ ok: false, message: expect.stringContaining('模拟网关没有工作区 bob') as unknown });
    expect((await control('GET', 'ledger', 'bob')).status).toBe(404);
  });
});

describe('a clock per workspace (issue 52 item 2)', () => {
  it('sets and advances one workspace\'s bank clock, and the others keep the machine\'s', async () => {
    await control('POST', 'workspaces', undefined, { name: 'clocked' });
    const set = await control('POST', 'clock', 'clocked', { at: '2026-12-31 23:59' });
    expect(set.body).toMatchObject({ date: '2026-12-31', zone: 'Asia/Shanghai' });
    expect(String(set.body.now)).toMatch(/^2026-12-31 23:59:0\d$/);
    const advanced = await control('POST', 'clock', 'clocked', { advance: '+1d' });
    expect(advanced.body.date).toBe('2027-01-01');
    expect((await control('GET', 'clock')).body.offsetMs).toBe(0);
    expect((await control('POST', 'clock', 'clocked', { at: '2026-02-30 10:00' })).status).toBe(400);
    expect((await control('POST', 'clock', 'clocked', { advance: '1 day' })).status).toBe(400);
    // the portal's clock follows the gateway's: getServerTime answers the workspace's time
    const browser = browserIn('clocked');
    const ex = await call(browser, 'getServerTime', {}, 'clock');
    const stamp = Number((ex.client?.ok ? (ex.client.body as { timestamp?: unknown }).timestamp : undefined) ?? 0);
    expect(stamp).toBeGreaterThanOrEqual(Date.parse('2027-01-01T00:00:00+08:00'));
    expect((await control('POST', 'clock', 'clocked', { reset: true })).body.offsetMs).toBe(0);
  });
});
