/**
 * A persona's login from Node through the portal's own request layer (src/api/client.ts: the #10
 * envelope, the password control's SM2 ciphertext, the image code: tools/portal-login.ts), so that
 * the session cookie the gateway then sets is what a user has who logged in in another tab. Nothing
 * of the portal or the mock knows this path: it is the gateway's public login, from another client.
 */
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { portalLogin, PortalLoginError } from '@tools/portal-login.ts';

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

/**
 * Logs the persona in through the password method (tools/portal-login.ts), the enterprise step if it
 * has one, and reads the user back with userInfoThree as the portal's boot does; resolves with the
 * cookies the gateway set.
 */
export async function logInFromNode({ origin, headers, login, enterprise }: NodeLogin): Promise<GatewayCookie[]> {
  const gateway = gatewayFetch(headers);
  try {
    const chosen = enterprise === undefined ? {} : { enterprise };
    await portalLogin({ baseUrl: origin, login, fetch: gateway.fetch, ...chosen });
  } catch (error) {
    if (error instanceof PortalLoginError) throw new NodeLoginError(`${error.message} (the login from Node; a test of the login itself uses the dialog)`, { cause: error });
    throw error;
  }
  const cookies = gateway.cookies();
  if (cookies.length === 0) throw new NodeLoginError(`${login}'s login from Node: the gateway set no cookie`);
  return cookies;
}
