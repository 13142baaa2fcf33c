/**
 * The gateway's HTTP helpers, shared by the /api pipeline (./pipeline.ts) and the control routes
 * (../control/): answers, bodies, cookies, headers, and the cross-site check both planes make.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a request is refused as cross-site (issue 15 finding 13; issue 50 items 4 and 5), for the
 * control plane and /api alike: a page of another site or of another origin of the same site
 * (Sec-Fetch-Site cross-site or same-site, or an Origin other than the host it was sent to or one of
 * the portal's `origins`, exactly) must not reset the mock, read the ledger, upload a file or make a
 * call in the user's session; nor a host name other than loopback (DNS rebinding). Tools and tests (no
 * Origin, no Sec-Fetch-Site) and the portal's own pages pass. `origins`: the portal's origins where
 * they are not the Host the mock is sent (behind nginx, which sends the mock its own Host), for a
 * browser that sends no Sec-Fetch-Site.
 */
export function crossSiteRefusal(
  headers: Record<string, string | undefined>,
  origins: readonly string[] = [],
  hostNames: readonly string[] = [],
): string | undefined {
  const host = headers.host ?? '';
  const hostname = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')).toLowerCase();
  // a shared mock (issue 52 item 3) answers the names its testers reach it by too, and still no other
  const known = LOOPBACK_HOSTS.has(hostname) || hostNames.some((name) => name.toLowerCase() === hostname);
  if (!known) {
    return hostNames.length === 0
      ? `the gateway answers loopback host names only, not ${JSON.stringify(host)}`
      : `the gateway answers loopback and ${hostNames.join(', ')} only, not ${JSON.stringify(host)}`;
  }
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `a ${site} request`;
  // the browser's own word, which no page can forge: the Origin is the one the page was sent to (behind
  // nginx, not the Host the mock is sent)
  if (site === 'same-origin') return undefined;
  const origin = headers.origin;
  // exactly: the scheme, host and port this request was sent to (the mock speaks http), or a listed one
  if (origin !== undefined && origin !== `http://${host}` && !origins.includes(origin)) return `a request from ${origin}`;
  return undefined;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A sealed answer's plain JSON (for the traffic log; never written). */
  plain?: string;
}

/**
 * Writes an answer and the cookies it sets, each cookie its own Set-Cookie header (issue 39): a client
 * reads a header joined with ", " as one cookie, whose value runs on into the next (and an Expires date
 * holds a comma of its own).
 */
export function writeAnswer(res: ServerResponse, answer: Answer, cookies: readonly string[]): void {
  const headers: Record<string, string | string[]> = { ...answer.headers };
  if (cookies.length) headers['Set-Cookie'] = [...cookies];
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

export const json = (value: unknown, status = 200): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(value),
});
export const head = (STATUS: string, MSG: string) => ({ head: { STATUS, MSG } });

export class TooLarge extends Error {}

/** The body, up to `limit` bytes; a larger one is read to its end and dropped, and rejects TooLarge. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      if (!over) chunks.push(c);
    });
    req.on('end', () => {
      if (over) reject(new TooLarge(`the body is larger than ${String(limit)} bytes`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * The client's address as the gateway sees it (issue 50 item 8): the peer, or, when the peer is a
 * proxy on this machine (nginx, Vite), the address it names last in X-Forwarded-For (nginx sets one,
 * its own peer's). Never the body's CLIENT_IP, which the client writes.
 */
export function clientAddress(peer: string | undefined, forwarded: string | undefined): string {
  const address = (peer ?? '').replace(/^::ffff:/, '');
  const fromProxy = address === '127.0.0.1' || address === '::1';
  const named = forwarded?.split(',').map((a) => a.trim()).filter(Boolean).pop();
  return fromProxy && named ? named : address;
}

export const headerMap = (req: IncomingMessage): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

/** A control call refused as cross-site: 403 with why, its body left unread; undefined when it may go on. */
export function controlRefusal(
  req: IncomingMessage, origins?: readonly string[], hostNames?: readonly string[],
): Answer | undefined {
  const refused = crossSiteRefusal(headerMap(req), origins, hostNames);
  if (!refused) return undefined;
  req.resume();
  return json({ error: `cross-site request refused: ${refused}` }, 403);
}
