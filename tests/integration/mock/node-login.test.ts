// The browser tests' login from Node (tests/e2e/support/session-login.ts; issue 51 item 6): the
// cookie it hands the page's browser context is a session of the persona, in the tab's workspace, with
// the attributes the gateway set; a persona of several enterprises ends where the dialog's enterprise
// step ends; a refused login says what the gateway answered.
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { WORKSPACE_HEADER } from '@/api/workspace.ts';
import { send } from '@/api/client.ts';
import { enterpriseInforQry, userInfoThree } from '@/api/generated/sdk/sdk.gen.ts';
import { type GatewayCookie, logInFromNode, parseSetCookie } from '@tests/e2e/support/session-login.ts';
import { freshClient, mockControl, mockForFile } from '@tests/support/mock-session.ts';

const theMock = mockForFile();
const WORKSPACE = 'node-login';
const headers = { [WORKSPACE_HEADER]: WORKSPACE };

beforeAll(async () => {
  const made = await mockControl(theMock(), 'workspaces', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: WORKSPACE }),
  });
  expect(made.ok).toBe(true);
});

/** A new client (a second tab) holding only these cookies, in the workspace. */
function tabWith(cookies: GatewayCookie[]): void {
  const jar = cookieFetch();
  for (const { name, value } of cookies) jar.jar.set(name, value);
  freshClient(theMock(), (input, init) => {
    const request = new Request(input, init);
    request.headers.set(WORKSPACE_HEADER, WORKSPACE);
    return jar(request);
  });
}

const sessions = async (workspace?: string) =>
  ((await (await mockControl(theMock(), 'sessions', { headers: workspace ? { [WORKSPACE_HEADER]: workspace } : {} })).json()) as {
    sessions: Array<{ persona: string; enterprise: string | null }>;
  }).sessions;

describe('a login from Node, for a page that needs a logged-in user', () => {
  it('hands over the session cookie as the gateway set it, which another client then reads the user with', async () => {
    const cookies = await logInFromNode({ origin: theMock().url, headers, login: 'a3sp' });
    expect(cookies).toEqual([{ name: 'EIS_SESSION', value: expect.stringMatching(/^[\w-]{20,}$/) as string, path: '/', httpOnly: true, sameSite: 'Strict' }]);
    tabWith(cookies);
    expect((await send(userInfoThree, {}))?.USER_NAME).toBe('张敏');
    // in the tab's workspace, not the mock's default
    expect((await sessions(WORKSPACE)).map((s) => s.persona)).toContain('a3sp');
    expect((await sessions()).map((s) => s.persona)).not.toContain('a3sp');
  });

  it('ends a persona of several enterprises in the one named, as the dialog\'s enterprise step does', async () => {
    const heyuan = '91330502MA2B7C8D9E';
    tabWith(await logInFromNode({ origin: theMock().url, headers, login: 'multi', enterprise: heyuan }));
    expect((await send(enterpriseInforQry, {}))?.CUSTOMER_NAME).toBe('湖州禾源生态农业有限公司');
    expect((await sessions(WORKSPACE)).find((s) => s.persona === 'multi')?.enterprise).toBe(heyuan);
  });

  it('refuses a persona of several enterprises with none named, listing them', async () => {
    await expect(logInFromNode({ origin: theMock().url, headers, login: 'multi' }))
      .rejects.toThrow(/multi chooses an enterprise after the password \(offered: 91330110MA2H3K4L5N 浙江绿谷农业科技有限公司, /);
  });

  it('says what the gateway answered when it refuses the login', async () => {
    await expect(logInFromNode({ origin: theMock().url, headers, login: 'nobody' }))
      .rejects.toThrow(/^nobody's login failed at passwordLogin: passwordLogin answered \S+ \S+/);
    // a workspace the gateway does not know: refused at the first call of the password step
    await expect(logInFromNode({ origin: theMock().url, headers: { [WORKSPACE_HEADER]: 'no-such-room' }, login: 'a3sp' }))
      .rejects.toThrow(/^a3sp's login failed at the password step: \w+ answered HTTP_404 模拟网关没有工作区 no-such/);
  });
});

describe('a Set-Cookie line, as a browser keeps it', () => {
  it('takes Path, HttpOnly and SameSite, and the default path and Lax when they are absent', () => {
    expect(parseSetCookie('EIS_SESSION=a=b; Path=/; HttpOnly; SameSite=Strict', 'http://h/api/login/x'))
      .toEqual({ name: 'EIS_SESSION', value: 'a=b', path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(parseSetCookie('K=v', 'http://h/api/login/x')).toEqual({ name: 'K', value: 'v', path: '/api/login', httpOnly: false, sameSite: 'Lax' });
    expect(parseSetCookie('K=v; path=rel; samesite=none', 'http://h/x')).toEqual({ name: 'K', value: 'v', path: '/', httpOnly: false, sameSite: 'None' });
  });
});
