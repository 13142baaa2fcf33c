// The real client against the real gateway and Prism (issue: mock server). spec 000 §4, §7, §8.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { loginAs } from '@tools/login-as.ts';
import { PERSONAS, TEST_PASSWORD } from '@mock/personas.ts';
import { type RunningMock, startMock } from '@mock/server.ts';
import { bootstrapWire, randomCount } from '@/api/bootstrap.ts';
import { installWire, send } from '@/api/client.ts';
import { wireContext } from '@/api/wire-context.ts';
import { openRequest, openResponse } from '@/protocol/crypto/envelope.ts';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { ApiError } from '@/api/errors.ts';
import {
  enterpriseInforQry,
  getRandomCount,
  imageCode,
  isNotElecOrderCheck,
  logOut,
  menuAuthCheck,
  menuListQry,
  passwordLogin,
  searchMenuListQry,
  selectEnterprise,
  userInfoThree,
} from '@/api/generated/sdk/sdk.gen.ts';
import { onSessionSignal, resetNotifyThrottle, type SessionSignal, sessionRestored, setErrorNotifier } from '@/api/signals.ts';
import { sm2 } from 'sm-crypto-v2';
import { personaByLogin } from '@mock/personas.ts';
import { loadSession, refreshSession, requestRefresh } from '@/session/load.ts';
import { submitKeyLogin } from '@/session/login.ts';
import { startLoginFlow } from '@/session/login-start.ts';
import { logout } from '@/session/logout.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';
import { keyLoginSigner } from '@/signing/login.ts';
import { serverSuites, testKeys } from '../../support/keys.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

const publicKey = testKeys.sm2Public;
let mock: RunningMock;
const signals: SessionSignal[] = [];
const toasts: string[] = [];
let jar: ReturnType<typeof cookieFetch>;
let lastRequest: Request | undefined;

function freshClient() {
  jar = cookieFetch();
  const recording = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    lastRequest = request.clone();
    return jar(request);
  }) as typeof fetch;
  installWire({
    baseUrl: mock.url,
    loadSuite: () => Promise.resolve(smClientSuite(publicKey)),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch: recording,
  });
}

async function login(name: string, password = TEST_PASSWORD) {
  const random = await send(getRandomCount, {});
  const code = await send(imageCode, {});
  return send(passwordLogin, {
    LOGIN_NAME: name,
    PASSWORD: encryptPassword(password, random?.MCRYPT_KEY ?? '', publicKey),
    IMAGE_CODE: 'K7P2',
    IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
  });
}

const control = (path: string, body?: unknown) =>
  fetch(`${mock.url}/__mock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
const fault = (operation: string, spec: string, count = 1) => control('faults', { operation, fault: spec, count });

beforeAll(async () => {
  mock = await startMock({ port: 0, prism: sharedPrism() });
  onSessionSignal((s) => signals.push(s));
  setErrorNotifier((m) => toasts.push(m));
}, 60_000);
afterAll(async () => {
  setErrorNotifier(undefined);
  await mock.close();
});
beforeEach(async () => {
  await control('reset');
  signals.length = 0;
  toasts.length = 0;
  // a toast an earlier test showed less than 800 ms ago (spec 000 §8) would swallow this test's first
  resetNotifyThrottle();
  sessionRestored();
  freshClient();
});

describe('personas', () => {
  it.each(PERSONAS.map((p) => [p.login, p.user.USER_INDVATTELVL]))('%s logs in and reads userInfoThree: %s', async (name, level) => {
    expect((await loginAs(mock.url, name)).level).toBe(level);
  });

  it('refuses a wrong password, counting the attempts, then locks (spec 000 §4 login error count)', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push(await login('a3sp', 'wrong-password').then(() => 'ok', (e: unknown) => (e as ApiError).message));
    expect(messages[0]).toBe('用户名或密码错误，您还可以尝试 4 次');
    expect(messages[4]).toBe('密码错误次数过多，账户已锁定，请联系企业管理员');
    await expect(login('a3sp')).rejects.toMatchObject({ status: 'LG1002' });
  });

  it('sets an HttpOnly session cookie at login, a new one (no fixation)', async () => {
    await send(getRandomCount, {});
    const before = jar.jar.get('EIS_SESSION');
    await login('a3s');
    const after = jar.jar.get('EIS_SESSION');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });
});

describe('key login (spec 000 §4: challenge signed by the key)', () => {
  const plugin = (certSn: string, key = testKeys.ukeyPrivate) => keyLoginSigner({
    certSn: () => Promise.resolve(certSn),
    sign: (text: string) => Promise.resolve(Buffer.from(sm2.doSignature(text, key, { hash: true }), 'hex').toString('base64')),
  });

  it('logs in the persona of the certificate when the key signs the challenge', async () => {
    startLoginFlow('ukey');
    await submitKeyLogin(plugin(personaByLogin('a3s')?.certSn ?? ''));
    expect(sessionStore.getState().flow.step).toBe('done');
    expect((await send(userInfoThree, {}))?.USER_NAME).toBe('陈晓东');
    dispatchFlow({ type: 'callbackRan' });
  });

  it('refuses a signature by another key, and an unknown certificate', async () => {
    startLoginFlow('ukey');
    await submitKeyLogin(plugin(personaByLogin('a3s')?.certSn ?? '', sm2.generateKeyPairHex().privateKey));
    expect(sessionStore.getState().flow.message).toBe('U盾签名验证失败');
    await submitKeyLogin(plugin('5EED999999999999'));
    expect(sessionStore.getState().flow.message).toBe('该U盾证书未在本行登记');
    await expect(send(userInfoThree, {})).rejects.toMatchObject({ status: '005' });
    dispatchFlow({ type: 'cancel' });
  });
});

describe('state Prism cannot keep', () => {
  it('answers the logged-in persona\'s menus, enterprise, e-order state', async () => {
    await login('eorder');
    expect(await send(isNotElecOrderCheck, {})).toEqual({ IS_HAVE: 'Y', TYPE: '2' });
    expect((await send(enterpriseInforQry, {}))?.CUSTOMER_NAME).toBe('浙江绿谷农业科技有限公司');
    const menus = (await send(menuListQry, {}))?.MENU_LIST ?? [];
    expect(menus.find((m) => m.MENU_ID === '10500000000')?.ACCESS_FLAG).toBe('1');
  });

  it('denies a menu through the authority check with the server\'s message (spec 000 §5)', async () => {
    await login('a2');
    await expect(send(menuAuthCheck, { MENU_ID: '10501000000' })).rejects.toMatchObject({
      status: 'MN0403',
      message: '您没有该菜单的操作权限，请联系企业管理员',
    });
    await expect(send(menuAuthCheck, { MENU_ID: '11201000000' })).resolves.toEqual({});
  });

  it('answers 0110 until a persona with several enterprises chooses one (spec 000 §8)', async () => {
    expect((await login('multi'))?.NEXT_STEP).toBe('selectEnterprise');
    await expect(send(enterpriseInforQry, {})).rejects.toMatchObject({ status: '0110' });
    expect(signals.map((s) => s.type)).toEqual(['selectEnterprise']);
    await send(selectEnterprise, { ORG_NO: '91330502MA2B7C8D9E' });
    expect((await send(enterpriseInforQry, {}))?.CUSTOMER_NAME).toBe('湖州禾源生态农业有限公司');
  });

  it('answers 005 after logout and after the session expired (spec 000 §4, §8)', async () => {
    await login('a3s');
    await send(logOut, {});
    await expect(send(enterpriseInforQry, {})).rejects.toMatchObject({ status: '005', message: '会话已失效，请重新登录' });
    sessionRestored();
    signals.length = 0;
    await login('a3sp');
    expect((await send(userInfoThree, {}))?.USER_NAME).toBe('张敏');
    await control('expire');
    await expect(send(enterpriseInforQry, {})).rejects.toMatchObject({ status: '005', message: '会话已超时，请重新登录' });
    expect(signals.map((s) => s.type)).toEqual(['sessionLost']);
  });

  it('answers a visitor\'s secured call with 005, and userInfoThree without starting the login flow', async () => {
    await expect(send(userInfoThree, {})).rejects.toMatchObject({ status: '005' });
    expect(signals).toEqual([]);
    await expect(send(enterpriseInforQry, {})).rejects.toMatchObject({ status: '005' });
    expect(signals.map((s) => s.type)).toEqual(['sessionLost']);
  });
});

describe('the wire format at the gateway', () => {
  it('answers a request that breaks the contract with an error head naming the field', async () => {
    const body = { CHNL: 'ET' } as unknown as { MENU_MNAME: string; CHNL: 'ET' };
    const error = (await send(searchMenuListQry, body).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe('E0400');
    expect(error.message).toContain('MENU_MNAME');
    expect(toasts).toEqual([error.message]);
  });

  it('refuses a replayed request (same nonce), answering in the envelope of that call', async () => {
    await send(searchMenuListQry, { MENU_MNAME: '转账', CHNL: 'ET' });
    const original = lastRequest;
    if (!original) throw new Error('no request recorded');
    const body = await original.clone().text();
    // the test holds the gateway's private key: it can read what an attacker could not
    const opened = await openRequest(await serverSuites(), body, original.headers, { method: 'POST', path: '/api/search/searchMenuListQry' });
    const replay = await fetch(original.url, { method: 'POST', headers: original.headers, body });
    const suite = smClientSuite(publicKey);
    const answer = await openResponse(suite, await replay.text(), replay.headers, opened);
    expect(JSON.parse(answer)).toEqual({ head: { STATUS: 'E0409', MSG: '重复的请求已被拒绝' } });
  });

  it('refuses a tampered body and a plain body to an encrypted call', async () => {
    await send(searchMenuListQry, { MENU_MNAME: '转账', CHNL: 'ET' });
    const original = lastRequest;
    if (!original) throw new Error('no request recorded');
    const text = await original.clone().text();
    const tampered = text.slice(0, 40) + (text[40] === 'a' ? 'b' : 'a') + text.slice(41);
    const headers = new Headers(original.headers);
    headers.set('x-eis-nonce', 'f'.repeat(32));
    const refused = await fetch(original.url, { method: 'POST', headers, body: tampered });
    expect(((await refused.json()) as { head: { STATUS: string } }).head.STATUS).toBe('E0401');
    const plain = await fetch(original.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"H_CHNL_ID":"ET"}' });
    expect(((await plain.json()) as { head: { STATUS: string; MSG: string } }).head).toEqual({ STATUS: 'E0402', MSG: '请求报文未加密' });
  });
});

describe('the session module against the mock (spec 000 §4, §6)', () => {
  it('loads by level: enterprise for A3P, accounts and the e-order check only for A3S/A3SP', async () => {
    await login('a3p');
    expect(await loadSession()).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ loginFlag: true, accounts: [], elecOrder: undefined });
    expect(sessionStore.getState().enterPriseInfo?.CUSTOMER_NAME).toBe('浙江绿谷农业科技有限公司');
    await login('a2');
    await loadSession();
    expect(sessionStore.getState().enterPriseInfo).toBeUndefined();
  });

  it('clears the login on userInfoThree\'s 005', async () => {
    await login('a3s');
    await loadSession();
    await control('expire');
    expect(await loadSession()).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ loginFlag: false, userInfo: undefined });
  });

  it('the refresh flag reloads the session and menus, remounts the view, then runs the e-order check', async () => {
    await login('eorder');
    sessionStore.setState({ elecOrder: undefined, menusFromServer: false });
    const before = sessionStore.getState().viewKey;
    requestRefresh();
    expect(sessionStore.getState().refreshFlag).toBe(true);
    await refreshSession();
    expect(sessionStore.getState()).toMatchObject({ refreshFlag: false, viewKey: before + 1, menusFromServer: true, elecOrder: { IS_HAVE: 'Y', TYPE: '2' } });
    expect(sessionStore.getState().userInfo?.USER_NAME).toBe('孙丽');
  });

  it('logs out, clearing the state even when the server call fails (spec 000 §4)', async () => {
    await login('a3sp');
    await loadSession();
    await fault('logOut', 'http500');
    await logout();
    expect(sessionStore.getState()).toMatchObject({ loginFlag: false, userInfo: undefined, accounts: [] });
  });
});

describe('bootstrap calls (spec 000 §3, §4, §7)', () => {
  it('sets the server time offset, the client address and a device id; resets the time silently on failure', async () => {
    const result = await bootstrapWire(undefined, () => Date.now() - 5000);
    // the gateway's clock minus "now" (issue 15 finding 4: the mock answers its own time, not the example)
    expect(Math.abs(result.serverOffsetMs - 5000)).toBeLessThan(2000);
    // the address the gateway sees, not the contract's example (issue 50 item 8)
    expect(result.clientIp).toBe('127.0.0.1');
    expect(wireContext().clientIp).toBe('127.0.0.1');
    expect(result.deviceId).toMatch(/^D-[0-9a-f]{32}$/);
    await fault('getServerTime', 'http500');
    expect((await bootstrapWire()).serverOffsetMs).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('takes CLIENT_MAC and CLIENT_IP from the MAC parse when the plug-in gives a machine context', async () => {
    const result = await bootstrapWire({ macContext: () => Promise.resolve({ MAC_CTX: 'ctx', ENCRYPT_FTOR: 'f1e2' }) });
    expect(result).toMatchObject({ clientMac: '00-1C-42-2E-60-4A', clientIp: '127.0.0.1', deviceId: '00-1C-42-2E-60-4A' });
  });

  it('gets the password control\'s random factor', async () => {
    expect(await randomCount()).toMatch(/^[A-Za-z0-9]{16,64}$/);
  });
});

describe('fault injection', () => {
  const search = () => send(searchMenuListQry, { MENU_MNAME: '转账', CHNL: 'ET' });

  it.each([
    ['http500', { status: 'HTTP_500', message: '系统繁忙，请稍后再试' }],
    ['malformed', { status: 'BAD_RESPONSE', message: '服务异常' }],
    ['undecryptable', { status: 'DECRYPT', message: '服务响应无法解密，请稍后重试' }],
    ['status=009', { status: '009' }],
    ['status=0110', { status: '0110' }],
    [`business=TR0001;msg=${encodeURIComponent('账户余额不足，请核实后重试')}`, { status: 'TR0001', message: '账户余额不足，请核实后重试' }],
  ])('the next call answers %s', async (spec, expected) => {
    expect((await fault('searchMenuListQry', spec)).status).toBe(200);
    await expect(search()).rejects.toMatchObject(expected);
    await expect(search()).resolves.toBeDefined(); // only the next one
  });

  it('delays the next N calls of an operation', async () => {
    await fault('searchMenuListQry', 'delay=300', 2);
    for (let i = 0; i < 2; i++) {
      const start = performance.now();
      await search();
      expect(performance.now() - start).toBeGreaterThanOrEqual(290);
    }
  });

  it('takes a fault from the X-Mock-Fault header for one call', async () => {
    const answer = await searchMenuListQry({
      body: { MENU_MNAME: '转账', CHNL: 'ET', H_CHNL_ID: 'ET' },
      headers: { 'X-Mock-Fault': 'status=005' },
      throwOnError: true,
    }).catch((e: unknown) => e);
    expect((answer as ApiError).status).toBe('005');
    expect(signals.map((s) => s.type)).toEqual(['sessionLost']);
  });

  it('explains a bad fault request', async () => {
    const answer = await fault('searchMenuListQry', 'explode');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toMatch(/unknown fault "explode"/);
  });
});
