/**
 * A persona's login from Node through the portal's own request layer (src/api/client.ts: the #10
 * envelope, the password control's SM2 ciphertext, the image code), as tools/login-as.ts makes one:
 * the session cookie the gateway then sets is what a user has who logged in in another tab. Nothing
 * of the portal or the mock knows this path: it is the gateway's public login, from another client.
 */
import { installWire, send, syncServerClock } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { enterpriseListQry, getRandomCount, imageCode, passwordLogin, selectEnterprise, userInfoThree } from '@/api/generated/sdk/sdk.gen.ts';
import { encryptPassword } from '@/protocol/crypto/password.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { TEST_PASSWORD } from '@mock/personas.ts';
import { testKeys } from '@tests/support/keys.ts';

/** A cookie the gateway set, with the attributes a browser keeps it by (Playwright's addCookies takes them). */
export interface GatewayCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

export interface NodeLogin {
  /** Where the portal's page sends its /api calls: its own origin (the server's proxy to the gateway). */
  origin: string;
  /** Headers every call carries as the page's would: the tab's mock workspace. */
  headers: Record<string, string>;
  login: string;
  /**
   * The enterprise (ORG_NO) a persona of several chooses after the password, as in the dialog's
   * enterprise step; a persona of several without one is refused, as the dialog would wait for it.
   */
  enterprise?: string;
}

/** The gateway's refusal of a step of the login, in words a failing test shows. */
export class NodeLoginError extends Error {
  override name = 'NodeLoginError';
}

/**
 * A Set-Cookie line's cookie with its attributes; a cookie without Path takes the default path of
 * `url` (RFC 6265 §5.1.4).
 */
export function parseSetCookie(line: string, url: string): GatewayCookie {
  const [pair = '', ...parts] = line.split(';');
  const at = pair.indexOf('=');
  const attributes = new Map(parts.map((part) => {
    const eq = part.indexOf('=');
    return eq < 0 ? [part.trim().toLowerCase(), ''] : [part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim()];
  }));
  const requestPath = new URL(url).pathname;
  const defaultPath = requestPath.lastIndexOf('/') > 0 ? requestPath.slice(0, requestPath.lastIndexOf('/')) : '/';
  const path = attributes.get('path');
  const sameSite = (attributes.get('samesite') ?? '').toLowerCase();
  return {
    name: (at < 0 ? '' : pair.slice(0, at)).trim(),
    value: (at < 0 ? pair : pair.slice(at + 1)).trim(),
    path: path?.startsWith('/') ? path : defaultPath,
    httpOnly: attributes.has('httponly'),
    // a browser's default for a cookie that names none (Chromium: Lax)
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
  };
}

/** A fetch with a cookie jar that also keeps each cookie's attributes, and names the tab's workspace. */
function gatewayFetch(headers: Record<string, string>) {
  const jarFetch = cookieFetch();
  const lines = new Map<string, GatewayCookie>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    const response = await jarFetch(request);
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line, request.url);
      lines.set(cookie.name, cookie);
    }
    return response;
  };
  // the cookies still set (the jar drops an expired one): the last Set-Cookie of each
  const cookies = (): GatewayCookie[] => [...jarFetch.jar.keys()].flatMap((name) => lines.get(name) ?? []);
  return { fetch, cookies };
}

/** One step of the login, its refusal said with what the gateway answered. */
async function step<T>(login: string, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const answer = error instanceof ApiError ? `${error.operation} answered ${error.status} ${error.message}` : String(error);
    throw new NodeLoginError(`${login}'s login from Node failed at ${what}: ${answer}`, { cause: error });
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Logs the persona in through the password method, the enterprise step if it has one, and reads the
 * user back with userInfoThree as the portal's boot does; resolves with the cookies the gateway set.
 * One at a time: the request layer is one configured client per process.
 */
export function logInFromNode(options: NodeLogin): Promise<GatewayCookie[]> {
  const next = queue.then(() => passwordLoginFromNode(options));
  queue = next.catch(() => undefined);
  return next;
}

async function passwordLoginFromNode({ origin, headers, login, enterprise }: NodeLogin): Promise<GatewayCookie[]> {
  const gateway = gatewayFetch(headers);
  const suite = smClientSuite(testKeys.sm2Public);
  installWire({
    baseUrl: origin,
    loadSuite: () => Promise.resolve(suite),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch: gateway.fetch,
  });
  const silent = { silent: true };
  // the gateway's clock, as the portal's start-up measures it: a workspace's clock may be moved
  await step(login, 'getServerTime', () => syncServerClock());
  const [random, code] = await step(login, 'the password step', () =>
    Promise.all([send(getRandomCount, {}, silent), send(imageCode, {}, silent)]));
  const result = await step(login, 'passwordLogin', () => send(passwordLogin, {
    LOGIN_NAME: login,
    PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', testKeys.sm2Public),
    IMAGE_CODE: 'K7P2',
    IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
  }, silent));
  let next = result?.NEXT_STEP ?? 'done';
  if (next === 'selectEnterprise') {
    const choices = (await step(login, 'enterpriseListQry', () => send(enterpriseListQry, {}, silent)))?.ENTERPRISE_LIST ?? [];
    const chosen = choices.find((e) => e.ORG_NO === enterprise);
    if (!chosen) {
      const offered = choices.map((e) => `${e.ORG_NO} ${e.CUSTOMER_NAME}`).join(', ');
      throw new NodeLoginError(`${login} chooses an enterprise after the password (${offered}): name one (ORG_NO), or log in through the dialog`);
    }
    next = (await step(login, 'selectEnterprise', () => send(selectEnterprise, { ORG_NO: chosen.ORG_NO }, silent)))?.NEXT_STEP ?? 'done';
  }
  if (next !== 'done') throw new NodeLoginError(`${login}'s login goes on at step ${next}, which only the dialog takes`);
  const user = await step(login, 'userInfoThree', () => send(userInfoThree, {}, silent));
  if (!user) throw new NodeLoginError(`${login}'s login from Node: userInfoThree answered no user`);
  const cookies = gateway.cookies();
  if (cookies.length === 0) throw new NodeLoginError(`${login}'s login from Node: the gateway set no cookie`);
  return cookies;
}
