/**
 * One mock on a shared test host (issue 52 item 3): who a caller is and what they may read. Started
 * with `--host <addr>` beyond loopback, the mock takes a file of testers' tokens (`--tokens <file>`,
 * one `<name> <token>` a line); every /__mock/* and /api call from another machine carries a tester's
 * token (the X-Mock-Token header, or the cookie POST /__mock/tester sets after asking for it once),
 * compared in constant time. A workspace records the tester who made it, and its decrypted traffic is
 * served to that tester alone. A caller on this machine (a loopback peer that names no other client)
 * needs no token, as before. Pure but for node:crypto.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_HEADER = 'x-mock-token';
/** The cookie that carries a tester who signed in (an HMAC of their name under this process's secret). */
export const TESTER_COOKIE = 'eis_mock_tester';
/** A tester's name: what the list of workspaces shows as a workspace's owner. */
const TESTER_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** A token: 16 to 256 visible ASCII characters, no spaces (`openssl rand -hex 16` makes one of 32). */
const TOKEN = /^[\x21-\x7e]{16,256}$/;

export interface Tester {
  readonly name: string;
  /** SHA-256 of the token: the token itself is not kept. */
  readonly digest: Buffer;
}

/** The testers of a shared mock, and the secret its sign-in cookies are made with. */
export interface Team {
  readonly testers: readonly Tester[];
  readonly secret: Buffer;
  /** The host names testers reach the mock by, beyond loopback (the Host check accepts them). */
  readonly hostNames: readonly string[];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The token file: one tester a line, `<name> <token>` (separated by spaces or a tab); blank lines and
 * lines starting with `#` are skipped. Each name and each token once. The testers, or what is wrong
 * (with its line).
 */
export function parseTokenFile(text: string): Tester[] | { problem: string } {
  const testers: Tester[] = [];
  const names = new Map<string, number>();
  const tokens = new Map<string, string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const at = `line ${String(index + 1)}`;
    if (line === '' || line.startsWith('#')) continue;
    const parts = line.split(/[ \t]+/);
    const [name = '', token = ''] = parts;
    if (parts.length !== 2) return { problem: `${at}: a line is "<name> <token>" (two words), not ${String(parts.length)}` };
    if (!TESTER_NAME.test(name)) return { problem: `${at}: a tester's name is 1 to 32 of a-z, 0-9 and -, starting with a letter or digit, not ${JSON.stringify(name)}` };
    if (!TOKEN.test(token)) return { problem: `${at}: ${name}'s token must be 16 to 256 visible characters without spaces (openssl rand -hex 16 makes one)` };
    const first = names.get(name);
    if (first !== undefined) return { problem: `${at}: ${name} is named twice (also line ${String(first)})` };
    const holder = tokens.get(token);
    if (holder !== undefined) return { problem: `${at}: ${name}'s token is ${holder}'s too: every tester has a token of their own` };
    names.set(name, index + 1);
    tokens.set(token, name);
    testers.push({ name, digest: sha256(token) });
  }
  if (testers.length === 0) return { problem: 'the file names no tester: one line per tester, "<name> <token>"' };
  return testers;
}

export function team(
  testers: readonly Tester[], hostNames: readonly string[] = [], secret: Buffer = randomBytes(32),
): Team {
  return { testers, secret, hostNames };
}

/**
 * The tester whose digest equals this one, comparing with every tester in constant time (no early
 * exit, digests of one length), so the time taken says nothing about how close a guess came.
 */
function matching(candidates: ReadonlyArray<{ name: string; digest: Buffer }>, digest: Buffer): string | undefined {
  let found: string | undefined;
  for (const c of candidates) {
    const equal = timingSafeEqual(c.digest, digest);
    if (equal && found === undefined) found = c.name;
  }
  return found;
}

/** The tester a token belongs to; undefined: none (or no token). */
export function testerOfToken(team: Team, token: string | undefined): string | undefined {
  return token ? matching(team.testers, sha256(token)) : undefined;
}

const cookieDigest = (team: Team, name: string) => createHmac('sha256', team.secret).update(name, 'utf8').digest();

/** The sign-in cookie's value for a tester: their name's HMAC, good until the mock restarts. */
export function cookieValue(team: Team, name: string): string {
  return cookieDigest(team, name).toString('base64url');
}

/** The tester a sign-in cookie names; undefined: none, or not made by this process. */
export function testerOfCookie(team: Team, value: string | undefined): string | undefined {
  if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) return undefined;
  return matching(team.testers.map((t) => ({ name: t.name, digest: cookieDigest(team, t.name) })), Buffer.from(value, 'base64url'));
}

/** Who makes a call: on a shared mock (`team`), the tester their token or cookie names; `local`: from this machine. */
export interface Caller {
  readonly team: boolean;
  readonly local: boolean;
  readonly tester?: string;
  /** A token or cookie came with the call that names no tester. */
  readonly badCredential?: boolean;
}

/** A loopback address: 127.0.0.0/8 or ::1 (also as ::ffff:127.x). */
export function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Who makes a call: the peer, or the client a proxy on this machine names last in X-Forwarded-For (as
 * the gateway's clientAddress reads it); the X-Mock-Token header first, else the sign-in cookie.
 */
export function callerOf(
  team: Team | undefined,
  request: {
    peer: string | undefined; forwarded: string | undefined; token: string | undefined; cookie: string | undefined;
  },
): Caller {
  const named = request.forwarded?.split(',').map((a) => a.trim()).filter(Boolean).pop();
  const local = isLoopback(request.peer ?? '') && (named === undefined || isLoopback(named));
  if (!team) return { team: false, local };
  const presented = request.token !== undefined && request.token !== '';
  const tester = presented ? testerOfToken(team, request.token) : testerOfCookie(team, request.cookie);
  const bad = tester === undefined && (presented || (request.cookie ?? '') !== '');
  return { team: true, local, ...(tester === undefined ? {} : { tester }), ...(bad ? { badCredential: true } : {}) };
}

/** A host name or address `--host` may name without tokens: a loopback one. */
export const loopbackHost = (host: string): boolean => host.toLowerCase() === 'localhost' || isLoopback(host.replace(/^\[|\]$/g, ''));

export interface Refused {
  readonly status: 401 | 403;
  readonly message: string;
}

/**
 * Why a call is refused before anything of it is read: on a shared mock, a call from another machine
 * without a tester's token, or (from anywhere) with a token or cookie that names no tester. Undefined:
 * it may go on. The sign-in call itself passes: it is where a tester brings the token.
 */
export function admission(caller: Caller, signingIn: boolean): Refused | undefined {
  if (!caller.team || signingIn) return undefined;
  if (caller.badCredential) {
    return { status: 401, message: 'this token is not one of this mock\'s testers\' (X-Mock-Token, or sign in again at /__mock/tester): ask the mock\'s keeper for yours' };
  }
  if (caller.local || caller.tester !== undefined) return undefined;
  return {
    status: 401,
    message: 'this mock is shared: a call from another machine carries a tester\'s token (the X-Mock-Token header, or sign in once at /__mock/tester); ask the mock\'s keeper for yours',
  };
}

/**
 * Whether a caller may read a workspace's decrypted traffic (or change its log), or remove it. Alone on
 * loopback (no team): anyone, as before. On a shared mock: a tester, the workspaces they made; a caller
 * on this machine without a token (the host's keeper), every workspace. A workspace nobody made
 * (`default`, or one made on this machine without a token) is the keeper's alone: testers share it, so
 * its traffic would show one tester's calls to another.
 */
export function mayOwn(owner: string | undefined, caller: Caller): boolean {
  if (!caller.team) return true;
  if (caller.tester !== undefined) return owner === caller.tester;
  return caller.local;
}

/** Why a caller may not read or remove this workspace's things (`what`: its decrypted traffic); undefined: may. */
export function ownerRefusal(
  workspace: string, owner: string | undefined, caller: Caller, what: string,
): Refused | undefined {
  if (mayOwn(owner, caller)) return undefined;
  const whose = owner === undefined ? 'the shared workspace of this host' : `${owner}'s workspace`;
  const whom = owner ?? 'the host\'s keeper (on the host itself)';
  return { status: 403, message: `workspace ${workspace} is ${whose}: ${what} is for ${whom} alone; make a workspace of your own (POST /__mock/workspaces)` };
}
