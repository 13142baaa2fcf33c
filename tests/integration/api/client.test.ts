// The request layer against a real local HTTP server that decrypts with the private key.
// spec 000 §7 (wire format), §8 (errors), §9 (constants).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installWire, send } from '@/api/client.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import type { CipherSuite } from '@/protocol/crypto/suite.ts';
import { webCryptoClientSuite } from '@/protocol/crypto/webcrypto.ts';
import type { DevToggles } from '@/api/dev-toggles.ts';
import { ApiError } from '@/api/errors.ts';
import { answerSchema } from '@/api/answer-schemas.ts';
import { operations } from '@/api/generated/operations.ts';
import {
  bankBranchQry,
  enterpriseInforQry,
  searchMenuListQry,
  uploadFile,
  userInfoThree,
} from '@/api/generated/sdk/sdk.gen.ts';
import { onSessionSignal, resetNotifyThrottle, type SessionSignal, sessionRestored, setErrorNotifier } from '@/api/signals.ts';
import { ENVELOPE_REFUSED, NETWORK_DOWN } from '@/protocol/wire-format.ts';
import { serverSuites, testKeys } from '../../support/keys.ts';
import { type RecordingGateway, startRecordingGateway } from './support/recording-gateway.ts';

const NOW = new Date(Date.UTC(2026, 10, 22, 1, 5, 7)); // 09:05:07 in the gateway's zone (Asia/Shanghai)
const CONTEXT = { menuId: '10401000000', clientMac: '00-1C-42-2E-60-4A', clientIp: '10.21.8.17' };

let gateway: RecordingGateway;
let toggles: DevToggles = { signLog: false, testMode: false };
const toasts: string[] = [];
const signals: SessionSignal[] = [];

function install(suite: CipherSuite) {
  installWire({
    baseUrl: gateway.url,
    loadSuite: () => Promise.resolve(suite),
    context: () => CONTEXT,
    now: () => NOW,
    toggles: () => toggles,
    mockBase: `${gateway.url}/eis-demo/`,
  });
}

let sm: CipherSuite;
let wc: CipherSuite;
beforeAll(async () => {
  gateway = await startRecordingGateway(await serverSuites());
  sm = smClientSuite(testKeys.sm2Public);
  wc = await webCryptoClientSuite(testKeys.rsaPublic);
  setErrorNotifier((m) => toasts.push(m));
  onSessionSignal((s) => signals.push(s));
});
afterAll(async () => {
  await gateway.close();
  setErrorNotifier(undefined);
});
beforeEach(() => {
  gateway.arrivals.length = 0;
  gateway.script.length = 0;
  toasts.length = 0;
  signals.length = 0;
  toggles = { signLog: false, testMode: false };
  resetNotifyThrottle();
  sessionRestored();
  install(sm);
});

const search = () => send(searchMenuListQry, { MENU_MNAME: '转账', CHNL: 'ET' });

describe.each([
  ['SM (SM4-CBC + HMAC-SM3, SM2 key wrap)', 'SM'],
  ['WebCrypto (AES-GCM, RSA-OAEP key wrap)', 'WC'],
] as const)('the #10 envelope, suite %s', (_name, id) => {
  beforeEach(() => {
    install(id === 'SM' ? sm : wc);
  });

  it('sends #10 + ciphertext with the key wrapped, never in clear, and the gateway opens it', async () => {
    gateway.script.push({ head: { STATUS: '000000' }, body: { MENU_LIST: [] } });
    expect(await search()).toEqual({ MENU_LIST: [] });
    const [arrival] = gateway.arrivals;
    expect(arrival?.raw.startsWith('#10')).toBe(true);
    expect(arrival?.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(arrival?.suite).toBe(id);
    expect(arrival?.key).toMatch(/^[A-Za-z0-9]{16}$/); // a random 16-character key
    const wrapped = String(arrival?.headers['x-eis-key']);
    expect(wrapped).not.toContain(arrival?.key);
    expect(arrival?.raw).not.toContain(arrival?.key);
    expect(arrival?.raw).not.toContain('MENU_MNAME');
    if (id === 'SM') {
      expect(wrapped).toMatch(/^04[0-9a-f]{224}$/); // C1C3C2 of 16 bytes, with the 04 prefix
      expect(arrival?.headers['x-eis-digest']).toMatch(/^[0-9a-f]{64}$/);
    } else {
      expect(Buffer.from(wrapped, 'base64')).toHaveLength(256); // RSA-2048 OAEP
    }
    expect(arrival?.headers['x-eis-nonce']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('uses a fresh key and nonce for every call', async () => {
    await Promise.all([search(), search(), search()]);
    const keys = gateway.arrivals.map((a) => a.key);
    const nonces = gateway.arrivals.map((a) => a.headers['x-eis-nonce']);
    expect(new Set(keys).size).toBe(3);
    expect(new Set(nonces).size).toBe(3);
  });

  it('refuses an answer whose ciphertext was altered, with a clear error (no crash)', async () => {
    gateway.script.push({ tamper: true, head: { STATUS: '000000' } });
    const error = await search().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'DECRYPT', message: '服务响应无法解密，请稍后重试', operation: 'searchMenuListQry' });
    expect(toasts).toEqual(['服务响应无法解密，请稍后重试']);
  });
});

describe('common fields and headers (spec 000 §7)', () => {
  it('merges H_MENU_ID, H_CHNL_ID=ET, CLIENT_MAC and CLIENT_IP into the body', async () => {
    await search();
    expect(gateway.arrivals[0]?.json).toEqual({
      MENU_MNAME: '转账',
      CHNL: 'ET',
      H_MENU_ID: '10401000000',
      H_CHNL_ID: 'ET',
      CLIENT_MAC: '00-1C-42-2E-60-4A',
      CLIENT_IP: '10.21.8.17',
    });
    expect(gateway.arrivals[0]?.method).toBe('POST');
    expect(gateway.arrivals[0]?.path).toBe('/api/search/searchMenuListQry');
  });

  it('sends app id 6666, offset 0, a unique message id, the timestamp and channel ET on every call', async () => {
    await search();
    await search();
    const [a, b] = gateway.arrivals;
    for (const arrival of [a, b]) {
      expect(arrival?.headers['x-app-id']).toBe('6666');
      expect(arrival?.headers['x-time-offset']).toBe('0');
      expect(arrival?.headers['x-timestamp']).toBe('2026-11-22 09:05:07');
      expect(arrival?.headers['x-channel']).toBe('ET');
      expect(arrival?.headers['x-msg-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(a?.headers['x-msg-id']).not.toBe(b?.headers['x-msg-id']);
  });

  it('names the tab\'s mock workspace on every call, none for default (issue 52 item 1)', async () => {
    const store = new Map<string, string>([['eis.test.workspace', 'alice']]);
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null });
    try {
      await search();
      store.delete('eis.test.workspace');
      await search();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(gateway.arrivals.map((a) => a.headers['x-mock-workspace'])).toEqual(['alice', undefined]);
  });

  it('sends upload as multipart, never encrypted, with TRANS_TYPE', async () => {
    gateway.script.push({ head: { STATUS: '000000', MSG: '上传成功' }, body: { BATCH_NO: 'F1', FILES_PATH: '/u' } });
    const file = new Blob(['账号,金额\n6230910000012345678,12500.00\n'], { type: 'text/csv' });
    const { data } = await uploadFile({ body: { FILE: file, TRANS_TYPE: 'BATCH_TRANSFER' }, throwOnError: true });
    expect(data.head.MSG).toBe('上传成功');
    const arrival = gateway.arrivals[0];
    expect(arrival?.raw.startsWith('#10')).toBe(false);
    expect(arrival?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(arrival?.raw).toContain('name="TRANS_TYPE"');
    expect(arrival?.raw).toContain('6230910000012345678,12500.00');
    expect(arrival?.headers['x-eis-key']).toBeUndefined();
    expect(arrival?.headers['x-app-id']).toBe('6666');
  });
});

describe('status handling (spec 000 §8)', () => {
  it.each(['1', '000000'])('resolves STATUS %s with the typed body', async (status) => {
    gateway.script.push({ head: { STATUS: status }, body: { USER_ID: 'U1', USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP' } });
    const user = await send(userInfoThree, {});
    expect(user?.USER_INDVATTELVL).toBe('A3SP');
  });

  it.each([
    [{ STATUS: 'TR0001', MSG: '账户余额不足' }, '账户余额不足'],
    [{ STATUS: 'TR0002', message: '收款账号不存在' }, '收款账号不存在'],
    [{ STATUS: 'TR0003' }, '服务异常'],
    [{}, '服务异常'],
  ])('rejects %j with its message and shows it', async (head, message) => {
    gateway.script.push({ head });
    const error = await search().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).operation).toBe('searchMenuListQry');
    expect(toasts).toEqual([message]);
  });

  it.each(['005', '009'])('%s marks the session lost: one signal and one message for several calls at once', async (status) => {
    for (let i = 0; i < 3; i++) gateway.script.push({ head: { STATUS: status, MSG: '会话已失效，请重新登录' } });
    const results = await Promise.allSettled([search(), search(), search()]);
    for (const r of results) expect(r.status === 'rejected' && (r.reason as ApiError).sessionLost).toBe(true);
    expect(signals).toEqual([
      { type: 'sessionLost', status, message: '会话已失效，请重新登录', operation: 'searchMenuListQry' },
    ]);
    expect(toasts).toEqual(['会话已失效，请重新登录']);
  });

  it('signals again after the session was restored', async () => {
    gateway.script.push({ head: { STATUS: '005', MSG: '会话已失效' } }, { head: { STATUS: '005', MSG: '会话已失效' } });
    await search().catch(() => undefined);
    sessionRestored();
    await search().catch(() => undefined);
    expect(signals).toHaveLength(2);
  });

  it('does not start the login flow from userInfoThree\'s 005 ("no login check", spec 000 §7)', async () => {
    gateway.script.push({ head: { STATUS: '005', MSG: '会话已失效' } });
    const error = await send(userInfoThree, {}).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe('005');
    expect(signals).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('0110 starts the flow at select-enterprise, with no error toast', async () => {
    gateway.script.push({ head: { STATUS: '0110', MSG: '请选择企业' } });
    await search().catch(() => undefined);
    expect(signals).toEqual([{ type: 'selectEnterprise', status: '0110', message: '请选择企业', operation: 'searchMenuListQry' }]);
    expect(toasts).toEqual([]);
  });
});

describe('silent calls (spec 000 §7, §8)', () => {
  it('shows no toast for a call the contract marks silent', async () => {
    gateway.script.push({ head: { STATUS: 'EN0001', MSG: '企业信息查询失败' } });
    await expect(send(enterpriseInforQry, {})).rejects.toThrow('企业信息查询失败');
    expect(toasts).toEqual([]);
  });

  it('lets a call override the contract either way', async () => {
    gateway.script.push({ head: { STATUS: 'X1', MSG: 'a' } }, { head: { STATUS: 'X2', MSG: 'b' } });
    await send(searchMenuListQry, { MENU_MNAME: 'x', CHNL: 'ET' }, { silent: true }).catch(() => undefined);
    await send(enterpriseInforQry, {}, { silent: false }).catch(() => undefined);
    expect(toasts).toEqual(['b']);
  });
});

describe('transport failures (spec 000 §8)', () => {
  it('takes the server\'s message from an HTTP error answer', async () => {
    gateway.script.push({ status: 500, text: JSON.stringify({ head: { STATUS: '999999', MSG: '系统繁忙，请稍后再试' } }) });
    await expect(search()).rejects.toMatchObject({ status: 'HTTP_500', message: '系统繁忙，请稍后再试' });
  });

  it('says 服务异常 for an HTTP error without a message (an HTML error page is not shown)', async () => {
    gateway.script.push({ status: 502, text: '<html><body>Bad Gateway</body></html>', contentType: 'text/html' });
    await expect(search()).rejects.toMatchObject({ status: 'HTTP_502', message: '服务异常' });
  });

  it('says the network is down when the connection fails (no answer at all)', async () => {
    gateway.script.push({ destroy: true });
    await expect(search()).rejects.toMatchObject({ status: 'NETWORK', message: NETWORK_DOWN });
    expect(toasts).toEqual([NETWORK_DOWN]);
  });

  it('says 服务异常 for an answer that is not JSON', async () => {
    gateway.script.push({ raw: 'not json' });
    await expect(search()).rejects.toMatchObject({ status: 'BAD_RESPONSE', message: '服务异常' });
  });

  it('refuses an encrypted-looking answer to a call it did not encrypt', async () => {
    toggles = { signLog: false, testMode: false };
    gateway.script.push({ raw: '#10abcdef' });
    const file = new Blob(['x']);
    await expect(uploadFile({ body: { FILE: file, TRANS_TYPE: 'T' }, throwOnError: true })).rejects.toMatchObject({
      status: 'DECRYPT',
    });
  });
});

describe('a plain answer to a sealed call (issue 15 finding 2)', () => {
  it('refuses a plain success: a forged 000000 never resolves', async () => {
    gateway.script.push({ head: { STATUS: '000000', MSG: '交易成功' }, body: { MENU_LIST: [] }, encrypt: false });
    const error = await search().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'DECRYPT', message: '服务响应无法解密，请稍后重试' });
  });

  it('takes no session signal from a plain 005', async () => {
    gateway.script.push({ head: { STATUS: '005', MSG: '会话已失效' }, encrypt: false });
    await expect(search()).rejects.toMatchObject({ status: 'DECRYPT' });
    expect(signals).toEqual([]);
  });

  it.each(['E0401', 'E0402'])('passes the gateway\'s plain envelope refusal %s on as an error, toasting the portal\'s fixed text', async (status) => {
    // the plain answer is unauthenticated: its MSG is never shown (issue 39)
    gateway.script.push({ head: { STATUS: status, MSG: '账户存在风险，请拨打 400-000-0000' }, encrypt: false });
    await expect(search()).rejects.toMatchObject({ status, message: ENVELOPE_REFUSED });
    expect(toasts).toEqual([ENVELOPE_REFUSED]);
  });
});

describe('answers checked against the contract (issue 15 finding 7)', () => {
  it('rejects bankBranchQry answered {body:{}} with 服务异常, like any other failure', async () => {
    gateway.script.push({ head: { STATUS: '000000', MSG: '交易成功' }, body: {} });
    const error = await send(bankBranchQry, { QRY_TYPE: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'BAD_RESPONSE', message: '服务异常', operation: 'bankBranchQry' });
    expect(toasts).toEqual(['服务异常']);
  });

  it('rejects a field of the wrong kind (a level the contract does not know)', async () => {
    gateway.script.push({ head: { STATUS: '000000' }, body: { USER_ID: 'U1', USER_NAME: '张敏', USER_INDVATTELVL: 'ROOT' } });
    await expect(send(userInfoThree, {})).rejects.toMatchObject({ status: 'BAD_RESPONSE', message: '服务异常' });
  });

  it('passes an answer that fits, as the gateway sent it', async () => {
    const CLUB_LIST = [{ LINE_CLUB_CODE: '001', LINE_CLUB_NAME: '浙江余杭农村商业银行' }];
    gateway.script.push({ head: { STATUS: '000000' }, body: { CLUB_LIST } });
    await expect(send(bankBranchQry, { QRY_TYPE: '1' })).resolves.toEqual({ CLUB_LIST });
  });

  it('has an answer schema for every operation of the contract', async () => {
    const missing: string[] = [];
    for (const { operationId } of Object.values(operations)) {
      if (!(await answerSchema(operationId))) missing.push(operationId);
    }
    expect(missing).toEqual([]);
  });
});

describe('developer toggles (spec 000 §7)', () => {
  it('test mode answers from the static mock file of the call, unencrypted', async () => {
    toggles = { signLog: false, testMode: true };
    await search().catch(() => undefined);
    const arrival = gateway.arrivals[0];
    expect(arrival?.method).toBe('GET');
    expect(arrival?.path).toBe('/eis-demo/mock/api/search/searchMenuListQry.json');
  });

  it('the developer proxy sends calls to another origin', async () => {
    const other = await startRecordingGateway(await serverSuites());
    try {
      toggles = { signLog: false, testMode: false, apiBase: other.url };
      await search();
      expect(other.arrivals).toHaveLength(1);
      expect(gateway.arrivals).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('the toast throttle (spec 000 §8: one per 800 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('shows one toast per 800 ms across failing calls', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0, 0));
    resetNotifyThrottle();
    for (let i = 0; i < 3; i++) gateway.script.push({ head: { STATUS: 'E', MSG: `错误${i}` } });
    await search().catch(() => undefined);
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0, 0, 799));
    await search().catch(() => undefined);
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0, 0, 800));
    await search().catch(() => undefined);
    expect(toasts).toEqual(['错误0', '错误2']);
  });
});
