// The gateway after the second review (issue 39 item 5): "public" by the contract's security, each cookie
// its own Set-Cookie header, a one-use MCRYPT_KEY, a persona's menu access enforced on the business calls
// behind the menus, the idempotency map pruned with the sessions. spec 000 §4, §5, §6, §7.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeAnswer } from '@mock/gateway/http.ts';
import { OPERATION_MENUS, SHELL_OPERATIONS } from '@mock/access/menus.ts';
import { TEST_PASSWORD } from '@mock/personas.ts';
import type { RunningMock } from '@mock/server.ts';
import { GatewayState, type IdempotentCall, type Reply } from '@mock/sessions/state.ts';
import { send } from '@/api/client.ts';
import { operations } from '@/api/generated/operations.ts';
import {
  accountTransDetailQry,
  backlogListQry,
  bankAnnouncementListQry,
  getClientIp,
  getRandomCount,
  imageCode,
  loanListQry,
  logOut,
  passwordLogin,
  transStatusQry,
  userInfoThree,
} from '@/api/generated/sdk/sdk.gen.ts';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { sealRequest } from '@/protocol/crypto/envelope.ts';
import { gatewayTimestamp } from '@/protocol/wire-format.ts';
import { createAuthorization, type FlowDeps, submitSigned } from '@/signing/flow.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { testKeys } from '../../support/keys.ts';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { freshClient, ledger, logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';
import { callOf, signedOperation } from '@tests/support/signed-operation.ts';

const theMock = mockForFile();
let mock: RunningMock;

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
});

type Head = { head: { STATUS: string; MSG: string } };

describe('"public" is the contract\'s security, not the path\'s last segment', () => {
  // getClientIp is public (security: []); these paths are not the contract's, whatever their last segment
  const outside = ['/api/account/accountListQry/getClientIp', '/api/account/getClientIp', '/api/common/getClientIp/x/getClientIp'];

  it.each(outside)('answers 404 to %s, a plain body, and never takes it for the public call', async (path) => {
    const answer = await fetch(`${mock.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as Head).head).toEqual({ STATUS: 'E0404', MSG: `没有这个接口：POST ${path}` });
  });

  it('answers 404 to a body sealed for a path outside the contract: Prism never sees it', async () => {
    const path = '/api/account/accountListQry/getClientIp';
    const suite = smClientSuite(testKeys.sm2Public);
    const key = 'k'.repeat(16);
    const timestamp = gatewayTimestamp(Date.now());
    const sealed = await sealRequest(suite, '{"H_CHNL_ID":"ET"}', { key, wrapped: await suite.wrapKey(key) }, timestamp, { method: 'POST', path });
    const answer = await fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: { ...sealed.headers, 'content-type': 'text/plain', 'x-timestamp': timestamp },
      body: sealed.body,
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as Head).head.STATUS).toBe('E0404');
  });

  it('still answers the contract\'s public and secured calls by their operation', async () => {
    freshClient(mock);
    await expect(send(getClientIp, {}, { silent: true })).resolves.toHaveProperty('clientIp');
    await expect(send(userInfoThree, {}, { silent: true })).rejects.toMatchObject({ status: '005' });
  });
});

describe('each cookie is its own Set-Cookie header', () => {
  it('sends two cookies as two headers, never joined with ", "', async () => {
    const cookies = ['A=1; Path=/; HttpOnly; SameSite=Strict', 'B=2; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
    const server = createServer((_req, res) => {
      writeAnswer(res, { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{}' }, cookies);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const answer = await fetch(`http://127.0.0.1:${String(port)}/`);
      expect(answer.headers.getSetCookie()).toEqual(cookies);
    } finally {
      server.close();
    }
  });

  it('sets the login\'s session cookie as one header of one cookie', async () => {
    let seen: string[] = [];
    freshClient(mock, async (input, init) => {
      const answer = await fetch(input, init);
      seen = answer.headers.getSetCookie();
      return answer;
    });
    await send(getRandomCount, {}, { silent: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^EIS_SESSION=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
  });
});

describe('a call in flight at login leaves the new session\'s cookie alone (spec 000 §4)', () => {
  /** A fetch that keeps each answer's Set-Cookie headers, over `fetch` (a cookie jar) or with this cookie. */
  function recorded(seen: string[][], base: typeof globalThis.fetch, cookie?: string): typeof globalThis.fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      if (cookie) request.headers.set('cookie', cookie);
      const answer = await base(request);
      seen.push(answer.headers.getSetCookie());
      return answer;
    };
  }

  it('does not clear the cookie for a public call that names the session the login replaced', async () => {
    // the page's login flow: a session for the password control, then the login, which replaces it
    const seen: string[][] = [];
    freshClient(mock, recorded(seen, cookieFetch()));
    await send(getRandomCount, {}, { silent: true });
    const before = /^(EIS_SESSION=[\w-]+);/.exec(seen.at(-1)?.[0] ?? '')?.[1];
    expect(before).toBeDefined();
    await logIn(mock, 'a3sp', true);
    expect(seen.flat().some((c) => c.startsWith('EIS_SESSION=') && !c.startsWith(`${before ?? ''};`))).toBe(true); // replaced
    // a home widget's public call sent with the old cookie before the login's answer came, answered after it
    const late: string[][] = [];
    freshClient(mock, recorded(late, fetch, before));
    await send(getClientIp, {}, { silent: true });
    // its answer sets no cookie: clearing it would log the browser out of the session it has just got
    expect(late).toEqual([[]]);
  });
});

describe('MCRYPT_KEY is used once', () => {
  /** One password login with this random factor and a fresh image code. */
  async function attempt(mcryptKey: string, password = TEST_PASSWORD) {
    const code = await send(imageCode, {}, { silent: true });
    return send(passwordLogin, {
      LOGIN_NAME: 'a3sp',
      PASSWORD: encryptPassword(password, mcryptKey, testKeys.sm2Public),
      IMAGE_CODE: 'K7P2',
      IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
    }, { silent: true });
  }
  const used = { status: 'LG1005', message: '密码控件的随机因子已使用，请刷新页面后重新输入密码' };

  it('refuses a second attempt with the key of a failed one', async () => {
    freshClient(mock);
    const key = (await send(getRandomCount, {}, { silent: true }))?.MCRYPT_KEY ?? '';
    await expect(attempt(key, 'wrong-password')).rejects.toMatchObject({ status: 'LG1001' });
    await expect(attempt(key)).rejects.toMatchObject(used);
    // a new factor logs in
    const next = (await send(getRandomCount, {}, { silent: true }))?.MCRYPT_KEY ?? '';
    await expect(attempt(next)).resolves.toMatchObject({ NEXT_STEP: 'done' });
  });

  it('refuses the key of a successful login again in the logged-in session', async () => {
    freshClient(mock);
    const key = (await send(getRandomCount, {}, { silent: true }))?.MCRYPT_KEY ?? '';
    await expect(attempt(key)).resolves.toMatchObject({ NEXT_STEP: 'done' });
    await expect(attempt(key)).rejects.toMatchObject(used);
  });
});

describe('a persona\'s menu access holds on the business calls behind the menus (spec 000 §5)', () => {
  const closed = { status: 'MN0403', message: expect.stringMatching(/^您没有该业务所在菜单（.+）的操作权限，请联系企业管理员$/) as unknown };

  it('refuses a3p a loan query: 信贷中心 is closed to it', async () => {
    expect(OPERATION_MENUS.get('loanListQry')?.every((id) => id.startsWith('108'))).toBe(true);
    await logIn(mock, 'a3p');
    await expect(send(loanListQry, { PAGE_NO: '1', PAGE_SIZE: '10' }, { silent: true })).rejects.toMatchObject(closed);
    await logIn(mock, 'a3sp');
    await expect(send(loanListQry, { PAGE_NO: '1', PAGE_SIZE: '10' }, { silent: true })).resolves.toBeDefined();
  });

  it('lets a3p make the calls of the menus it may open, and the calls behind no menu', async () => {
    await logIn(mock, 'a3p');
    await expect(send(accountTransDetailQry, { ACCT_NO: '6230910000012345678', PAGE_NO: '1', PAGE_SIZE: '10' }, { silent: true }))
      .resolves.toBeDefined(); // 账户管理 is open to it
    await expect(send(bankAnnouncementListQry, { IS_NOTICE_POP: 'N' } as never, { silent: true })).resolves.toBeDefined();
  });

  it('leaves the shell\'s own calls open: a2\'s home page asks its to-do count', async () => {
    expect(OPERATION_MENUS.get('backlogListQry')?.length).toBeGreaterThan(0); // behind 工作台, closed to a2
    await logIn(mock, 'a2');
    await expect(send(backlogListQry, { PAGE_NO: '1', PAGE_SIZE: '5' }, { silent: true })).resolves.toBeDefined();
  });

  it('knows every call the portal makes outside a screen (src/ but its screens) as a shell call', () => {
    // every area's SDK module (issue 41): the portal imports the area's own
    const sdk = readdirSync('src/api/generated/areas').map((area) => readFileSync(`src/api/generated/areas/${area}/sdk.gen.ts`, 'utf8')).join('\n');
    const pathOf = new Map([...sdk.matchAll(/export const (\w+) = [^;]*?url: '([^']+)'/gs)].map((m) => [m[1] ?? '', m[2] ?? '']));
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
    const outsideScreens = files('src').filter((f) => !/^src\/(screens|api\/generated)\//.test(f));
    const byPath = operations as Record<string, { operationId: string } | undefined>;
    const called = new Set<string>();
    for (const file of outsideScreens) {
      const imports = /import \{([^}]*)\} from '(?:@\/api\/|\.\/)generated\/(?:sdk|areas\/\w+)\/sdk\.gen\.ts'/g;
      for (const m of readFileSync(file, 'utf8').matchAll(imports)) {
        for (const name of (m[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
          const path = pathOf.get(name);
          const operation = path ? byPath[path]?.operationId : undefined;
          if (operation) called.add(operation);
        }
      }
    }
    expect(called.size).toBeGreaterThan(10);
    const behindMenus = [...called].filter((op) => OPERATION_MENUS.has(op) && !SHELL_OPERATIONS.has(op));
    expect(behindMenus).toEqual([]);
  });
});

describe('the idempotency map outlives the sessions, bounded by its size (issue 48 item 3)', () => {
  /** Signs and books one transfer as the logged-in user; its idempotency key and serial number. */
  async function booked(): Promise<{ key: string; seq: string }> {
    const authorization = createAuthorization(signedOperation('transferSub'), { ...SINGLE_TRANSFER, REMARK: '货款' });
    const outcome = await authorization.confirm();
    if (!outcome.ok) throw new Error(`not booked: ${outcome.failure.message}`);
    return { key: authorization.idempotencyKey, seq: String((outcome.answer as { TRANS_SEQ?: string }).TRANS_SEQ) };
  }

  it('keeps a session\'s keys after logout: the outcome query finds the booking after a new login', async () => {
    await logIn(mock, 'a3sp');
    const { key, seq } = await booked();
    expect(mock.state.idempotent.size).toBe(1);
    await send(logOut, {});
    expect(mock.state.idempotent.size).toBe(1); // a key with an outcome never books again, in any session
    await logIn(mock, 'a3sp');
    await expect(send(transStatusQry, { IDEMPOTENCY_KEY: key })).resolves.toMatchObject({ TRANS_STATE: 'SUCCESS', TRANS_SEQ: seq, TRANS_STATUS: '0' });
  });

  it('keeps an expired session\'s keys while forgetting the session', async () => {
    await logIn(mock, 'a3sp');
    await booked();
    expect(mock.state.idempotent.size).toBe(1);
    await mockControl(mock, 'expire');
    await logIn(mock, 'a3s'); // another browser's login prunes what expired
    expect(mock.state.sessions.size).toBe(1);
    expect(mock.state.idempotent.size).toBe(1);
  });

  it('refuses the copy of a booked call whose entry the bound dropped, and books nothing (SG0015)', async () => {
    await logIn(mock, 'a3sp');
    mock.state.maxIdempotentCalls = 1;
    const sent: Values[] = [];
    const capture: Partial<FlowDeps> = { submit: (call, body) => (sent.push(body), submitSigned(call, body)) };
    await expect(createAuthorization(signedOperation('transferSub'), { ...SINGLE_TRANSFER, REMARK: '一' }, capture).confirm()).resolves.toMatchObject({ ok: true });
    await expect(createAuthorization(signedOperation('transferSub'), { ...SINGLE_TRANSFER, REMARK: '二' }, capture).confirm()).resolves.toMatchObject({ ok: true });
    expect(mock.state.idempotent.size).toBe(1); // the first one's entry went
    const first = sent[0];
    if (!first) throw new Error('nothing sent');
    await expect(submitSigned(callOf('transferSub'), first)).rejects.toMatchObject({ status: 'SG0015', message: '该笔交易已提交，请查询交易结果' });
    expect(await ledger(mock)).toHaveLength(2);
  });

  it('keeps at most maxIdempotentCalls, the oldest answered ones going first', () => {
    const state = new GatewayState();
    state.maxIdempotentCalls = 2;
    const session = state.newSession();
    const reply: Reply = { head: { STATUS: '000000', MSG: '交易成功' } };
    const call = (answered: boolean): IdempotentCall => ({
      sessionId: session.id, text: 't', reply: Promise.resolve(reply), ...(answered ? { outcome: reply } : {}),
    });
    state.rememberCall('u\n1', call(false)); // still being answered: kept
    state.rememberCall('u\n2', call(true));
    state.rememberCall('u\n3', call(true));
    expect([...state.idempotent.keys()]).toEqual(['u\n1', 'u\n3']);
  });
});
