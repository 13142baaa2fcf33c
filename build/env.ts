/**
 * What a production build may ship of its VITE_ settings (issue 15 finding 6). Development and test
 * builds talk to the mock gateway with the TEST-ONLY keys of test-keys/ (.env.development,
 * .env.test); a build in any other mode must carry the bank's gateway keys and real addresses:
 *
 * - VITE_GATEWAY_SM2_PUBLIC_KEY is set (the default suite's key wrap and the password encryption),
 *   and VITE_GATEWAY_RSA_PUBLIC_KEY too when VITE_CIPHER_SUITE=WC;
 * - neither equals a TEST-ONLY public key of test-keys/;
 * - no VITE_*_URL points at the mock (/__mock), at a loopback host, or at a reserved example or test
 *   domain (RFC 2606, RFC 6761); every URL is absolute; the customer-service URL is https
 *   (issue 15 finding 1);
 *
 * (The TEST-ONLY software signer has its own check on the bundle, in vite.config.ts.)
 *
 * Pure but for reading the key files; vite.config.ts fails the build with the problems listed.
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
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i;

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
  if (LOOPBACK.test(url.hostname)) return `${name}=${value} points at a loopback address`;
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
