// The mock's traffic log (issue 40): every call decrypted, secrets masked, the signing verdict and the
// text verified, the fault applied; bounded; filtered; exported as HAR 1.2; behind the control plane's
// Origin and Host checks. Through the real client and envelope against the real gateway and Prism.
import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import type { RunningMock } from '@mock/server.ts';
import type { TrafficEntry, TrafficSummary } from '@mock/recorder/traffic.ts';
import { send } from '@/api/client.ts';
import { accountListQry, accountTransDetailQry, getClientIp, getRandomCount, getServerTime, md5Digest } from '@/api/generated/sdk/sdk.gen.ts';
import { installWire } from '@/api/client.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { testKeys } from '../../support/keys.ts';
import { createAuthorization, type FlowDeps, submitSigned } from '@/signing/flow.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { freshClient, logIn, mockControl, mockForFile, queueFault } from '../../support/mock-session.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';
import { signedOperation } from '@tests/support/signed-operation.ts';

const theMock = mockForFile();
let mock: RunningMock;

const TRANSFER: Values = { ...SINGLE_TRANSFER, TRAN_AMT: '1234.56', REMARK: '流量日志' };

const getJson = async <T>(path: string): Promise<T> => (await (await mockControl(mock, path, { method: 'GET' })).json()) as T;
interface TrafficList {
  limit: number;
  importantLimit: number;
  kept: number;
  pinned: number;
  dropped: { routine: number; important: number };
  entries: TrafficSummary[];
}
const list = (query = '') => getJson<TrafficList>(`traffic${query}`);
const entry = (id: number) => getJson<TrafficEntry>(`traffic/${String(id)}`);
const post = (path: string, body: unknown) =>
  mockControl(mock, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The newest call of an operation, in full. */
async function newest(operation: string): Promise<TrafficEntry> {
  const [row] = (await list(`?operation=${operation}&limit=1`)).entries;
  if (!row) throw new Error(`no ${operation} in the traffic log`);
  return entry(row.id);
}

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
});

describe('the traffic log records every call decrypted, secrets masked (issue 40)', () => {
  it('records a sealed call of a logged-in persona with its decrypted fields, and masks the login\'s password and the factor', async () => {
    const jar = cookieFetch();
    freshClient(mock, jar);
    const factorGiven = (await send(getRandomCount, {}))?.MCRYPT_KEY;
    await logIn(mock, 'a3sp', true);
    await send(accountTransDetailQry, { ACCT_NO: '6230910000012345678', PAGE_NO: '1', PAGE_SIZE: '5' });

    const detail = await newest('accountTransDetailQry');
    expect(detail).toMatchObject({
      persona: 'a3sp', operation: 'accountTransDetailQry', summary: '账户交易明细查询', method: 'POST',
      path: '/api/account/accountTransDetailQry', httpStatus: 200, status: '000000', suite: 'SM', signing: null, fault: null,
    });
    expect(Number.isNaN(Date.parse(detail.time))).toBe(false);
    expect(detail.latencyMs).toBeGreaterThan(0);
    // the decrypted request and answer, where the wire carried a #10 envelope both ways
    expect(detail.request.fields).toMatchObject({ ACCT_NO: '6230910000012345678', PAGE_NO: '1', PAGE_SIZE: '5' });
    expect(detail.request.bytes).toBeGreaterThan(0);
    expect(detail.answer.fields).toMatchObject({ head: { STATUS: '000000' }, body: { LIST: expect.any(Array) as unknown } });
    expect(detail.request.headers.cookie).toBe('EIS_SESSION=***');

    const login = await newest('passwordLogin');
    expect(login).toMatchObject({ persona: 'a3sp', summary: expect.any(String) as unknown, suite: 'SM', status: '000000' });
    expect(login.request.fields).toMatchObject({ LOGIN_NAME: 'a3sp', PASSWORD: '***', IMAGE_CODE: 'K7P2' });
    expect(login.answer.cookies).toEqual([expect.stringMatching(/^EIS_SESSION=\*\*\*; Path=\//) as unknown]);
    const factor = await newest('getRandomCount');
    expect(factor.answer.fields).toMatchObject({ body: { MCRYPT_KEY: '***' } });

    // neither a factor nor the session's cookie is anywhere in the log
    const everything = JSON.stringify(await Promise.all((await list()).entries.map((e) => entry(e.id))));
    const cookie = jar.jar.get('EIS_SESSION');
    expect(factorGiven).toBeTruthy();
    expect(cookie).toBeTruthy();
    expect(everything).not.toContain(factorGiven);
    expect(everything).not.toContain(cookie);
  });

  it('records a signed call\'s verdict and the canonical text verified, with SIGN_DATA shortened; a refusal names its rule', async () => {
    await logIn(mock, 'a3sp');
    const accepted = await createAuthorization(signedOperation('transferSub'), TRANSFER).confirm();
    expect(accepted.ok).toBe(true);
    const booked = await newest('transferSub');
    expect(booked.signing).toEqual({ verdict: 'accepted' });
    expect(booked.signingText).toMatch(/^EIS\/2 TX /);
    expect(booked.signingText).toContain('1234.56');
    const fields = booked.request.fields as Record<string, string>;
    expect(fields.SIGN_DATA).toMatch(/^.{12}…（\d+ 字符）$/);
    expect(fields.IDEMPOTENCY_KEY).toMatch(/\w{8,}/); // not a secret: how a tester finds the call
    expect(fields.TRAN_AMT).toBe('1234.56');

    // a field changed after signing: SG0007, and the rule that refused it
    const tampered = await createAuthorization(signedOperation('transferSub'), TRANSFER, {
      submit: (call, body) => submitSigned(call, { ...body, TRAN_AMT: '1.00' }),
    }).confirm();
    expect(tampered.ok).toBe(false);
    const refused = await newest('transferSub');
    expect(refused.signing).toMatchObject({ verdict: 'refused', status: 'SG0007', rule: expect.stringContaining('签名原文') as unknown });
    // the text rebuilt from what arrived, which is not the text the key signed
    expect(refused.signingText).toMatch(/\|1\.00$/);
    expect(refused.signingText).not.toContain('1234.56');
    expect(refused.status).toBe('SG0007');
  });

  it('records the fault applied, with the request still decrypted', async () => {
    await logIn(mock, 'a3sp');
    await queueFault(mock, 'accountListQry', 'http500');
    await expect(send(accountListQry, {})).rejects.toBeDefined();
    const faulted = await newest('accountListQry');
    expect(faulted).toMatchObject({ httpStatus: 500, status: '999999', fault: { fault: 'http500', from: 'queue' }, suite: 'SM' });
    expect(faulted.request.fields).toMatchObject({ CLIENT_IP: '127.0.0.1' });
  });

  it('filters by persona, operation and status, and refuses a bad limit', async () => {
    await logIn(mock, 'a3s');
    await send(accountListQry, {});
    const mine = await list('?persona=a3s');
    expect(mine.entries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.entries.map((e) => e.persona))).toEqual(new Set(['a3s']));
    expect((await list('?operation=accountListQry')).entries.map((e) => e.operation)).toEqual(['accountListQry']);
    expect((await list('?status=000000&limit=2')).entries).toHaveLength(2);
    expect((await list('?status=200')).entries.length).toBeGreaterThanOrEqual(4);
    expect((await mockControl(mock, 'traffic?limit=x', { method: 'GET' })).status).toBe(400);
    expect((await mockControl(mock, 'traffic/99999999', { method: 'GET' })).status).toBe(404);
  });
});

describe('the traffic log is bounded', () => {
  it('keeps the last 5 of 8 calls when the limit is 5, newest first', async () => {
    expect((await list()).limit).toBe(1000);
    expect(await (await post('traffic/limit', { limit: 5 })).json()).toMatchObject({ ok: true, limit: 5 });
    freshClient(mock);
    for (let i = 0; i < 8; i++) await send(getServerTime, {});
    const { entries, kept, limit } = await list();
    expect({ kept, limit }).toEqual({ kept: 5, limit: 5 });
    expect(entries).toHaveLength(5);
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a)); // newest first
    expect(Date.parse(entries[0]?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(entries[4]?.time ?? ''));
    // the oldest three went
    expect((await mockControl(mock, `traffic/${String((ids[4] ?? 0) - 1)}`, { method: 'GET' })).status).toBe(404);
    // POST /__mock/reset: the bound it started with, and an empty log
    await mockControl(mock, 'reset');
    expect(await list()).toMatchObject({ limit: 1000, kept: 0 });
  });

  it('keeps a signed transfer and a pinned query behind a flood of queries, and says what it dropped (issue 49 item 8)', async () => {
    await post('traffic/limit', { limit: 3 });
    await logIn(mock, 'a3sp');
    expect((await createAuthorization(signedOperation('transferSub'), TRANSFER).confirm()).ok).toBe(true);
    await send(getServerTime, {});
    const [routine] = (await list('?operation=getServerTime&limit=1')).entries;
    const pinned = await post(`traffic/${String(routine?.id)}/pin`, { pinned: true });
    expect(await pinned.json()).toMatchObject({ ok: true, pinned: true, pinnedCount: 1 });
    for (let i = 0; i < 10; i++) await send(getServerTime, {});
    const after = await list();
    expect(after).toMatchObject({ limit: 3, importantLimit: 30, pinned: 1 });
    expect(after.dropped.routine).toBeGreaterThanOrEqual(7);
    expect(after.dropped.important).toBe(0);
    expect(after.entries.filter((e) => e.operation === 'transferSub')).toHaveLength(1);
    expect(after.entries.find((e) => e.id === routine?.id)?.pinned).toBe(true);
    expect((await list('?pinned=1')).entries.map((e) => e.id)).toEqual([routine?.id]);
    // a pin of a call not there, and a bad body
    expect((await post('traffic/99999999/pin', { pinned: true })).status).toBe(404);
    expect((await post(`traffic/${String(routine?.id)}/pin`, { pinned: 'yes' })).status).toBe(400);
  });

  it.each([0, -1, 1.5, 'ten', null, 100_001])('refuses the limit %j with a clear message', async (limit) => {
    const answer = await post('traffic/limit', { limit });
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toMatch(/^limit must be a whole number from 1 to 100000, not /);
  });

  it('empties on POST /__mock/traffic/reset', async () => {
    freshClient(mock);
    await send(getServerTime, {});
    expect((await list()).kept).toBe(1);
    expect((await post('traffic/reset', {})).status).toBe(200);
    expect((await list()).kept).toBe(0);
  });
});

/** The fields HAR 1.2 requires (http://www.softwareishard.com/blog/har-12-spec/). */
const nameValue = z.object({ name: z.string(), value: z.string() });
const Har = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string().min(1), version: z.string().min(1) }),
    entries: z.array(z.object({
      startedDateTime: z.iso.datetime({ offset: true }),
      time: z.number().nonnegative(),
      request: z.object({
        method: z.string(),
        url: z.url(),
        httpVersion: z.string(),
        headers: z.array(nameValue),
        queryString: z.array(nameValue),
        cookies: z.array(nameValue),
        headersSize: z.number(),
        bodySize: z.number(),
        postData: z.object({ mimeType: z.string(), text: z.string() }).optional(),
      }),
      response: z.object({
        status: z.number().int(),
        statusText: z.string(),
        httpVersion: z.string(),
        headers: z.array(nameValue),
        cookies: z.array(nameValue),
        content: z.object({ size: z.number(), mimeType: z.string(), text: z.string().optional() }),
        redirectURL: z.string(),
        headersSize: z.number(),
        bodySize: z.number(),
      }),
      cache: z.object({}),
      timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }),
    })),
  }),
});

describe('HAR export', () => {
  it('exports the selection as HAR 1.2 with the decrypted bodies, masked', async () => {
    await logIn(mock, 'a3sp');
    await send(accountListQry, {});
    const answer = await mockControl(mock, 'traffic.har?persona=a3sp', { method: 'GET' });
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="mock-traffic-.+\.har"$/);
    const har = Har.parse(await answer.json());
    const urls = har.log.entries.map((e) => new URL(e.request.url).pathname);
    expect(urls).toContain('/api/account/accountListQry');
    expect(urls.indexOf('/api/login/passwordLogin')).toBeLessThan(urls.indexOf('/api/account/accountListQry')); // oldest first
    const login = har.log.entries.find((e) => e.request.url.endsWith('/passwordLogin'));
    expect(JSON.parse(login?.request.postData?.text ?? '{}')).toMatchObject({ LOGIN_NAME: 'a3sp', PASSWORD: '***' });
    const accounts = har.log.entries.find((e) => e.request.url.endsWith('/accountListQry'));
    expect(JSON.parse(accounts?.response.content.text ?? '{}')).toMatchObject({ head: { STATUS: '000000' }, body: { LIST: expect.any(Array) as unknown } });
    expect(accounts?.request.cookies).toEqual([{ name: 'EIS_SESSION', value: '***' }]);
    // only the selection: another persona's calls are not in it
    const all = Har.parse(await (await mockControl(mock, 'traffic.har', { method: 'GET' })).json());
    expect(all.log.entries.length).toBeGreaterThanOrEqual(har.log.entries.length);
    expect(Har.parse(await (await mockControl(mock, 'traffic.har?persona=maker', { method: 'GET' })).json()).log.entries).toEqual([]);
  });
});

describe('one-time secrets in the log and its HAR files, attached to tickets (issue 50 item 7)', () => {
  it('masks MD5Digest\'s DIGEST, a hand-off valid for 60 s, as passwords and keys are masked', async () => {
    await logIn(mock, 'a3sp');
    const handOff = await send(md5Digest, {}, { silent: true });
    expect(handOff?.DIGEST).toMatch(/^[0-9a-f]{64}$/);
    const recorded = await newest('MD5Digest');
    expect(recorded.answer.fields).toMatchObject({ body: { USER_ID: handOff?.USER_ID, NONCE: handOff?.NONCE, DIGEST: '***' } });
    const har = await (await mockControl(mock, 'traffic.har', { method: 'GET' })).text();
    expect(har).not.toContain(handOff?.DIGEST);
  });

  it('masks a challenge wherever it is recorded unused, and keeps it in the call that used it up', async () => {
    await logIn(mock, 'a3sp');
    const sent: Values[] = [];
    const record: Partial<FlowDeps> & Pick<FlowDeps, 'submit'> = { submit: (call, body) => {
      sent.push(body);
      return submitSigned(call, body);
    } };
    // refused before it used its challenge (a field changed after signing): the challenge stays usable
    const tampered = await createAuthorization(signedOperation('transferSub'), TRANSFER, {
      submit: (call, body) => record.submit(call, { ...body, TRAN_AMT: '1.00' }),
    }).confirm();
    expect(tampered.ok).toBe(false);
    const unused = String(sent[0]?.CHALLENGE);
    const refused = await newest('transferSub');
    expect((refused.request.fields as Values).CHALLENGE).toBe('***');
    expect(refused.signingText).not.toContain(unused);
    expect(refused.signingText).toMatch(/^EIS\/2 TX \S+ \*\*\* /);
    // an issued challenge is unused when it is issued
    expect((await newest('transChallengeIssue')).answer.fields).toMatchObject({ body: { CHALLENGE: '***' } });
    const har = await (await mockControl(mock, 'traffic.har', { method: 'GET' })).text();
    expect(har).not.toContain(unused);

    const booked = await createAuthorization(signedOperation('transferSub'), TRANSFER, record).confirm();
    expect(booked.ok).toBe(true);
    const used = String(sent[1]?.CHALLENGE);
    const accepted = await newest('transferSub');
    expect((accepted.request.fields as Values).CHALLENGE).toBe(used);
    expect(accepted.signingText).toContain(used);
  });
});

describe('the client the bank\'s risk controls read (issue 50 item 8)', () => {
  it('takes the address from its own view, never the body\'s CLIENT_IP or CLIENT_MAC', async () => {
    // a client that claims another address and device in every body
    installWire({
      baseUrl: mock.url,
      loadSuite: () => Promise.resolve(smClientSuite(testKeys.sm2Public)),
      context: () => ({ menuId: '', clientMac: 'AA-BB-CC-DD-EE-FF', clientIp: '203.0.113.9' }),
      toggles: () => ({ signLog: false, testMode: false }),
      fetch: cookieFetch(),
    });
    // it answered the contract's example address, 10.21.8.17
    expect((await send(getClientIp, {}))?.clientIp).toBe('127.0.0.1');
    const recorded = await newest('getClientIp');
    expect(recorded.request.fields).toMatchObject({ CLIENT_IP: '203.0.113.9', CLIENT_MAC: 'AA-BB-CC-DD-EE-FF' });
    expect(recorded.client).toBe('127.0.0.1');
  });

  it('takes the address a proxy on this machine names (nginx\'s one X-Forwarded-For), the last it names', async () => {
    const json = { 'content-type': 'application/json' };
    await raw('POST', '/api/common/getClientIp', { ...json, 'x-forwarded-for': '198.51.100.66, 203.0.113.7' }, '{"H_CHNL_ID":"ET"}');
    expect((await newest('getClientIp')).client).toBe('203.0.113.7');
  });
});

/** A raw HTTP request with exactly these headers (fetch would not send Host as given). */
function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<number> {
  const url = new URL(path, mock.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the traffic and scenario control calls refuse another origin', () => {
  const routes = [
    ['GET', '/__mock/traffic'], ['GET', '/__mock/traffic/1'], ['GET', '/__mock/traffic.har?persona=a3sp'],
    ['POST', '/__mock/traffic/reset'], ['POST', '/__mock/traffic/limit'], ['GET', '/__mock/scenarios'], ['POST', '/__mock/scenario'],
  ] as const;
  it.each(routes)('%s %s: 403 from another site\'s page or host, not from its own page', async (method, path) => {
    const host = `127.0.0.1:${new URL(mock.url).port}`;
    const body = path.endsWith('limit') ? '{"limit":1000}' : path.endsWith('scenario') ? '{"name":"slow-network"}' : '';
    const json = { 'content-type': 'application/json' };
    expect(await raw(method, path, { host, origin: 'https://evil.example', ...json }, body)).toBe(403);
    expect(await raw(method, path, { host, 'sec-fetch-site': 'cross-site', ...json }, body)).toBe(403);
    expect(await raw(method, path, { host: 'rebind.example', ...json }, body)).toBe(403);
    if (path.endsWith('scenario')) return; // applying it from the tool would slow the next calls
    expect(await raw(method, path, { host, origin: `http://${host}`, ...json }, body)).not.toBe(403);
  });
});
