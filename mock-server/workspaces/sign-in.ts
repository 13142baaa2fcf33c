/**
 * A tester brings their token once (issue 52 item 3): `POST /__mock/tester` with `{"token": "…"}` (or
 * the sign-in page's form) sets the sign-in cookie, which every later call of that browser carries, to
 * /__mock/* and to /api alike; `GET /__mock/tester` says who the caller is (or, to a browser, shows the
 * page); `DELETE /__mock/tester` signs out. Pure: the route, its body and headers in, the answer out.
 */
import { type Caller, cookieValue, TESTER_COOKIE, type Team, testerOfToken } from './testers.ts';

export const SIGN_IN_PATH = '/__mock/tester';
/** The cookie lasts a working week; a restart of the mock ends it sooner (its secret is new). */
const COOKIE_MAX_AGE_S = 7 * 24 * 3600;

export interface SignInAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  cookie?: string;
}

const json = (value: unknown, status = 200): SignInAnswer => ({
  status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value),
});

/** The page a browser gets: a field for the token, posted here. Fixed text: nothing of the request is written in it. */
function page(status: number, refused: boolean): SignInAnswer {
  const note = refused ? '<p role="alert">令牌不正确，请核对后重试（The token is not a tester\'s of this mock.）</p>' : '';
  const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟网关：测试人员登录</title></head><body>
<h1>模拟网关：测试人员登录</h1><p>这台模拟网关由测试团队共用，请输入管理员发给您的测试人员令牌（Tester token）。</p>${note}
<form method="post" action="${SIGN_IN_PATH}"><label>测试人员令牌 <input type="password" name="token" autocomplete="off" required></label>
<button type="submit">登录</button></form></body></html>`;
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': 'default-src \'none\'; form-action \'self\'; frame-ancestors \'none\'; base-uri \'none\'',
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-store',
    },
    body,
  };
}

/** The token of a JSON body or of the page's form; undefined: none, or a body of neither kind. */
function tokenIn(raw: string, contentType: string): string | undefined {
  if (contentType.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(raw).get('token') ?? undefined;
  try {
    const value: unknown = JSON.parse(raw);
    const token = typeof value === 'object' && value !== null ? (value as { token?: unknown }).token : undefined;
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

const cookie = (value: string, maxAge: number) => `${TESTER_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${String(maxAge)}`;

/** GET, POST and DELETE /__mock/tester. */
export function signIn(
  team: Team | undefined,
  caller: Caller,
  request: { method: string; raw: string; contentType: string; accept: string },
): SignInAnswer {
  const browser = request.accept.includes('text/html');
  if (request.method === 'GET') {
    if (team && browser && caller.tester === undefined) return page(200, false);
    return json({ team: team !== undefined, tester: caller.tester ?? null, local: caller.local });
  }
  if (!team) return json({ error: 'this mock is not shared: it has no testers\' tokens (started without --tokens), and no call needs one' }, 404);
  if (request.method === 'DELETE') return { ...json({ ok: true }), cookie: cookie('', 0) };
  if (request.method !== 'POST') return json({ error: `no control route ${request.method} ${SIGN_IN_PATH}` }, 404);
  const form = request.contentType.startsWith('application/x-www-form-urlencoded');
  const tester = testerOfToken(team, tokenIn(request.raw, request.contentType));
  if (tester === undefined) {
    return form ? page(401, true) : json({ error: 'token is one tester\'s token of this mock\'s token file; this one is not' }, 401);
  }
  const set = cookie(cookieValue(team, tester), COOKIE_MAX_AGE_S);
  if (form) return { status: 303, headers: { Location: '/__mock/' }, body: '', cookie: set };
  return { ...json({ ok: true, tester }), cookie: set };
}
