/**
 * What a production build may ship of its VITE_ settings (issue 15 finding 6). Development and test
 * builds talk to the mock gateway with the TEST-ONLY keys of test-keys/ (.env.development,
 * .env.test); a build in any other mode must carry the bank's gateway keys and real addresses:
 *
 * - VITE_GATEWAY_SM2_PUBLIC_KEY is set (the default suite's key wrap and the password encryption),
 *   and VITE_GATEWAY_RSA_PUBLIC_KEY too when VITE_CIPHER_SUITE=WC;
 * - neither equals a TEST-ONLY public key of test-keys/;
 * - no VITE_*_URL points at the mock (/__mock), at a loopback host in any spelling (loopbackHost:
 *   127.0.0.0/8, 0.0.0.0/8, ::1, ::, IPv4-mapped, -compatible and -translated forms, localhost and
 *   *.localhost; decimal, hex and octal IPv4 as the URL parser reads them; issue 39 item 7), or at a
 *   reserved example or test domain (RFC 2606, RFC 6761); every URL is absolute; the customer-service
 *   URL is https (issue 15 finding 1);
 *
 * (The bundle itself is searched for the TEST-ONLY software signer and every TEST-ONLY key of
 * test-keys/ by build/test-keys.ts, from build/vite/no-test-signer.ts.)
 *
 * Pure but for reading the key files; build/vite/no-test-signer.ts fails the build with the problems listed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Modes whose builds talk to the mock gateway and may carry its TEST-ONLY keys. */
export const MOCK_MODES: ReadonlySet<string> = new Set(['development', 'test']);

/** Settings whose value is a URL. */
export const URL_VARIABLES = [
  'VITE_ONLINE_SERVICE_URL',
  'VITE_BILL_APP_URL',
  'VITE_PAY_APP_URL',
  'VITE_EQUITY_APP_URL',
  'VITE_MOBILE_BANK_URL',
  'VITE_CLIENT_DOWNLOAD_URL',
  'VITE_SIGNER_DOWNLOAD_URL',
] as const;

/** Reserved for documentation and testing (RFC 2606, RFC 6761): never a bank's real address. */
const RESERVED = /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$/i;
/** Names that are this machine: localhost and its subdomains (RFC 6761), Debian's IPv6 aliases. */
const LOOPBACK_NAMES = /^(localhost|[^.]+(\.[^.]+)*\.localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$/;

/** An IPv4 address (dotted, as the URL parser writes it) in 127.0.0.0/8 or 0.0.0.0/8. */
function loopbackIpv4(octets: readonly number[]): boolean {
  return octets.length === 4 && (octets[0] === 127 || octets[0] === 0);
}

/** The eight 16-bit groups of an IPv6 address (without brackets), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let address = text.toLowerCase();
  // a dotted IPv4 tail (::ffff:127.0.0.1): two groups
  const tail = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.slice(2).map(Number);
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    address = `${tail[1] ?? ''}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : Number.NaN)));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
  return groups.some((g) => Number.isNaN(g)) ? undefined : groups;
}

/**
 * Whether an IPv6 address reaches this machine: ::1 and :: themselves, or an IPv4 loopback address
 * carried in it (IPv4-compatible ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d, IPv4-translated
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:AABB:CCDD::).
 */
function loopbackIpv6(groups: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const v4 = (hi: number, lo: number) => loopbackIpv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const zero = (...gs: number[]) => gs.every((g) => g === 0);
  if (zero(g0, g1, g2, g3, g4) && (g5 === 0 || g5 === 0xffff)) return v4(g6, g7); // compatible (and ::1, ::), mapped
  if (zero(g0, g1, g2, g3) && g4 === 0xffff && g5 === 0) return v4(g6, g7); // translated
  if (g0 === 0x64 && g1 === 0xff9b && zero(g2, g3, g4, g5)) return v4(g6, g7); // NAT64
  if (g0 === 0x2002) return v4(g1, g2); // 6to4
  return false;
}

/**
 * Whether a URL's host is this machine, in any spelling: the host as the URL parser canonicalises it
 * (decimal 2130706433, hex 0x7f.1, octal 0177.0.0.1 and short 127.1 all become 127.0.0.1; IPv6 is
 * compressed), then the names, the IPv4 ranges and the IPv6 forms above. A trailing dot is the same host.
 */
export function loopbackHost(host: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`).hostname;
  } catch {
    return false;
  }
  hostname = hostname.toLowerCase().replace(/\.+$/, '');
  if (LOOPBACK_NAMES.test(hostname)) return true;
  if (hostname.startsWith('[') && hostname.endsWith(']')) {
    const groups = ipv6Groups(hostname.slice(1, -1));
    return groups !== undefined && loopbackIpv6(groups);
  }
  const octets = /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ? hostname.split('.').map(Number) : [];
  return loopbackIpv4(octets);
}

/** A key in one comparable form: PEM armour, whitespace and case dropped. */
export const normaliseKey = (key: string): string =>
  key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '').toLowerCase();

/** The TEST-ONLY public keys of test-keys/ (normalised). */
export function mockPublicKeys(root: string): string[] {
  const dir = resolve(root, 'test-keys');
  return ['sm2-public.hex', 'rsa-public.pem', 'ukey-sm2-public.hex'].map((f) => normaliseKey(readFileSync(resolve(dir, f), 'utf8')));
}

/** Why a URL setting cannot ship in a production build, or undefined. */
export function urlProblem(name: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name}=${value} is not an absolute URL (a production build names the bank's address in full)`;
  }
  if (url.pathname.startsWith('/__mock')) return `${name}=${value} points at the mock gateway`;
  if (loopbackHost(url.hostname)) return `${name}=${value} points at a loopback address`;
  if (RESERVED.test(url.hostname)) return `${name}=${value} is on a reserved example or test domain, not the bank's address`;
  if (url.protocol !== 'https:' && (name === 'VITE_ONLINE_SERVICE_URL' || url.protocol !== 'http:')) {
    return `${name}=${value} must be https`;
  }
  return undefined;
}

/** Every reason these settings cannot ship in a production build (empty: they can). */
export function productionEnvProblems(env: Record<string, string | undefined>, testKeys: readonly string[]): string[] {
  const problems: string[] = [];
  const test = new Set(testKeys.map(normaliseKey));
  const keys: Array<[string, boolean]> = [
    ['VITE_GATEWAY_SM2_PUBLIC_KEY', true],
    ['VITE_GATEWAY_RSA_PUBLIC_KEY', (env.VITE_CIPHER_SUITE ?? 'SM') === 'WC'],
  ];
  for (const [name, required] of keys) {
    const value = env[name]?.trim() ?? '';
    if (!value) {
      if (required) problems.push(`${name} is missing: set the bank gateway's public key`);
    } else if (test.has(normaliseKey(value))) {
      problems.push(`${name} is a TEST-ONLY key of test-keys/: set the bank gateway's public key`);
    }
  }
  for (const name of URL_VARIABLES) {
    const value = env[name]?.trim();
    const problem = value ? urlProblem(name, value) : undefined;
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The message a failed production build prints. */
export function productionEnvMessage(mode: string, problems: readonly string[]): string {
  return `this ${mode} build cannot ship its VITE_ settings:\n` +
    problems.map((p) => `  - ${p}`).join('\n') +
    '\nSet the bank\'s values in .env.production.local (see .env.production.example); ' +
    '`npm run build:test` is the build against the mock gateway, and docs/security.md says how to build ' +
    'production locally with a throwaway key pair.';
}
