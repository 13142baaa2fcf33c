// A default production build ships no TEST-ONLY gateway key and no mock or example address; one that
// would fails with a clear message (issue 15 finding 6). The test keys and the mock's addresses live in
// .env.development and .env.test; .env.production.example documents every VITE_ setting.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, loadEnv } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { mockPublicKeys, normaliseKey, productionEnvProblems, URL_VARIABLES } from '../../build/env.ts';
import { throwawayProductionEnv } from '../../tools/throwaway-env.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TEST_KEYS = mockPublicKeys(ROOT);
const SM2_TEST = readFileSync(resolve(ROOT, 'test-keys/sm2-public.hex'), 'utf8').trim();
const RSA_TEST_PEM = readFileSync(resolve(ROOT, 'test-keys/rsa-public.pem'), 'utf8');
const VARIABLES = ['VITE_GATEWAY_SM2_PUBLIC_KEY', 'VITE_GATEWAY_RSA_PUBLIC_KEY', 'VITE_CIPHER_SUITE', ...URL_VARIABLES];
const saved = Object.fromEntries(VARIABLES.map((k) => [k, process.env[k]]));

/** The files' values alone: the test runner's own environment must not stand in for them. */
function clearProcessEnv(): void {
  for (const k of VARIABLES) Reflect.deleteProperty(process.env, k);
}

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = v;
  }
});

const good = { ...throwawayProductionEnv(), VITE_CIPHER_SUITE: 'SM' };

describe('the production build\'s settings (issue 15 finding 6)', () => {
  it('the committed env files give a production build no TEST-ONLY key and no mock, loopback or example address', () => {
    clearProcessEnv();
    const env = loadEnv('production', ROOT, 'VITE_');
    const values = Object.values(env).map(normaliseKey);
    expect(values.filter((v) => TEST_KEYS.includes(v))).toEqual([]);
    expect(Object.entries(env).filter(([, v]) => /__mock|127\.0\.0\.1|localhost|\.example\b/.test(v))).toEqual([]);
    // while development and test builds keep talking to the mock
    for (const mode of ['development', 'test']) {
      expect(normaliseKey(loadEnv(mode, ROOT, 'VITE_').VITE_GATEWAY_SM2_PUBLIC_KEY ?? '')).toBe(normaliseKey(SM2_TEST));
    }
  });

  it('refuses a missing key, a TEST-ONLY key in any spelling, and addresses at the mock, loopback or example domains', () => {
    expect(productionEnvProblems(good, TEST_KEYS)).toEqual([]);
    const problems = (env: Record<string, string>) => productionEnvProblems({ ...good, ...env }, TEST_KEYS).join('\n');
    expect(problems({ VITE_GATEWAY_SM2_PUBLIC_KEY: '' })).toMatch(/VITE_GATEWAY_SM2_PUBLIC_KEY is missing/);
    const upper = SM2_TEST.toUpperCase();
    expect(problems({ VITE_GATEWAY_SM2_PUBLIC_KEY: upper })).toMatch(/SM2_PUBLIC_KEY is a TEST-ONLY key/);
    expect(problems({ VITE_CIPHER_SUITE: 'WC', VITE_GATEWAY_RSA_PUBLIC_KEY: '' })).toMatch(/RSA_PUBLIC_KEY is missing/);
    expect(problems({ VITE_GATEWAY_RSA_PUBLIC_KEY: RSA_TEST_PEM })).toMatch(/RSA_PUBLIC_KEY is a TEST-ONLY key/);
    expect(problems({ VITE_ONLINE_SERVICE_URL: '/__mock/online-service' })).toMatch(/not an absolute URL/);
    const atMock = 'https://kf.bank.cn/__mock/online-service';
    expect(problems({ VITE_ONLINE_SERVICE_URL: atMock })).toMatch(/the mock gateway/);
    expect(problems({ VITE_ONLINE_SERVICE_URL: 'http://kf.bank.cn/' })).toMatch(/must be https/);
    expect(problems({ VITE_PAY_APP_URL: 'http://127.0.0.1:4010/pay' })).toMatch(/loopback/);
    expect(problems({ VITE_BILL_APP_URL: 'https://localhost/bill' })).toMatch(/loopback/);
    for (const host of ['mobile.bank.example', 'example.com', 'x.test', 'a.invalid', 'www.example.org']) {
      expect(problems({ VITE_MOBILE_BANK_URL: `https://${host}/x` })).toMatch(/reserved example/);
    }
    expect(problems({ VITE_ONLINE_SERVICE_URL: 'https://kf.bank.cn/', VITE_PAY_APP_URL: 'https://pay.bank.cn/eis-pay' })).toBe('');
  });

  it('refuses a loopback host in every spelling: IPv4 forms, IPv6 and IPv4 in IPv6, localhost names (issue 39 item 7)', () => {
    const loopback = [
      'https://127.0.0.1/', 'https://127.1.2.3/', 'https://127.0.0.1./', 'https://127.1/', 'https://127.000.000.001/',
      'https://2130706433/', 'https://0x7f000001/', 'https://0x7f.1/', 'https://0177.0.0.1/', 'https://017700000001/',
      'https://１２７.０.０.１/', 'https://0.0.0.0/', 'https://0/', 'https://0.1.2.3/',
      'https://[::1]/', 'https://[0:0:0:0:0:0:0:1]/', 'https://[::]/',
      'https://[::ffff:127.0.0.1]/', 'https://[::FFFF:7f00:1]/', 'https://[::ffff:0.0.0.0]/', 'https://[0:0:0:0:0:ffff:127.0.0.1]/',
      'https://[::127.0.0.1]/', 'https://[::ffff:0:127.0.0.1]/', 'https://[64:ff9b::127.0.0.1]/', 'https://[2002:7f00:1::]/',
      'https://localhost/', 'https://LOCALHOST./', 'https://pay.localhost/', 'https://a.b.localhost:8443/x', 'https://localhost.localdomain/',
      'https://ip6-localhost/',
    ];
    for (const url of loopback) {
      expect(productionEnvProblems({ ...good, VITE_PAY_APP_URL: url }, TEST_KEYS).join('\n'), url).toMatch(/points at a loopback address/);
    }
    for (const url of ['https://pay.bank.cn/', 'https://10.0.0.21/', 'https://127.bank.cn/', 'https://[2001:db8:1::1]/', 'https://[::ffff:10.0.0.21]/', 'https://localhost.bank.cn/']) {
      expect(productionEnvProblems({ ...good, VITE_PAY_APP_URL: url }, TEST_KEYS), url).toEqual([]);
    }
  });

  it('fails a production build of the committed settings before it starts, naming what is wrong', async () => {
    clearProcessEnv();
    const failure = await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, rolldownOptions: { input: resolve(ROOT, 'tests/build/fixtures/signer-entry.ts') } },
    }).then(() => 'built', (e: unknown) => String(e));
    expect(failure).toContain('VITE_GATEWAY_SM2_PUBLIC_KEY is missing');
    expect(failure).toContain('.env.production.example');
  });

  it('.env.production.example documents every VITE_ setting the portal reads', () => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (f === 'generated') continue;
        if (statSync(p).isDirectory()) walk(p);
        else for (const m of readFileSync(p, 'utf8').matchAll(/VITE_[A-Z0-9_]+/g)) names.add(m[0]);
      }
    };
    walk(resolve(ROOT, 'src'));
    const example = readFileSync(resolve(ROOT, '.env.production.example'), 'utf8');
    expect([...names].filter((n) => !new RegExp(`^#? ?${n}=`, 'm').test(example))).toEqual([]);
  });
});
