// A production build carries no developer toggle (issue 15 finding 3; spec 000 §7 names the toggles:
// a developer proxy, sign logging and a test mode, all read from localStorage), no TEST-ONLY key of
// test-keys/ in any spelling, and does not look like a test environment: no 测试环境 banner, no
// title prefix (issue 39 item 4; the test build's, in Chromium: tests/e2e/nginx.test.ts). It is built
// here into a temporary directory (never dist/, which the browser tests serve) and its every file is
// searched.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sm2 } from 'sm-crypto-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TOGGLE_KEYS } from '@/api/dev-toggles.ts';
import { WORKSPACE_HEADER, WORKSPACE_KEY } from '@/api/workspace.ts';
import { WIRE_HEADER } from '@/protocol/wire-format.ts';
import { TEST_SIGNER_KEY } from '@/signing/software-signer.ts';
import { zhCN } from '@/i18n/zh-CN.ts';
import { testKeys } from '../../build/test-keys.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let outDir: string;
let files: Array<{ name: string; text: string }> = [];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The settings a production build needs: gateway keys of its own (a production build refuses the
 * mock's TEST-ONLY keys) and no address of the mock or of a reserved example domain.
 */
function productionEnv(): NodeJS.ProcessEnv {
  const { publicKey: rsa } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sm2Public = sm2.generateKeyPairHex().publicKey;
  return {
    ...process.env,
    NODE_ENV: 'production',
    VITE_CIPHER_SUITE: 'SM',
    VITE_GATEWAY_SM2_PUBLIC_KEY: sm2Public.startsWith('04') ? sm2Public : `04${sm2Public}`,
    VITE_GATEWAY_RSA_PUBLIC_KEY: rsa.export({ type: 'spki', format: 'der' }).toString('base64'),
    VITE_SIGNER: '',
    VITE_ONLINE_SERVICE_URL: '',
    VITE_MOBILE_BANK_URL: '',
    VITE_CLIENT_DOWNLOAD_URL: '',
    VITE_SIGNER_DOWNLOAD_URL: '',
    VITE_BILL_APP_URL: '',
    VITE_PAY_APP_URL: '',
    VITE_EQUITY_APP_URL: '',
  };
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'eis-production-build-'));
  const vite = resolve(ROOT, 'node_modules/vite/bin/vite.js');
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: productionEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
    child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
    child.on('error', fail);
    child.on('close', done);
  });
  if (code !== 0) throw new Error(`the production build failed (exit ${String(code)}):\n${output.join('')}`);
  files = walk(outDir)
    .filter((file) => /\.(js|html|css|json|txt|map)$/.test(file))
    .map((file) => ({ name: file.slice(outDir.length + 1), text: readFileSync(file, 'utf8') }));
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('a production build (issue 15 finding 3)', () => {
  it('holds the request layer it was searched for (the search is not vacuous)', () => {
    expect(files.some((f) => f.name === 'index.html')).toBe(true);
    expect(files.some((f) => f.text.includes(WIRE_HEADER.timestamp))).toBe(true);
  });

  // nor the mock workspace's header and storage (src/api/workspace.ts; issue 52 item 1)
  it.each([...Object.values(DEV_TOGGLE_KEYS), TEST_SIGNER_KEY, 'eis.dev.', 'eis.test.', WORKSPACE_HEADER, WORKSPACE_KEY])(
    'carries no %s anywhere',
    (key) => {
      expect(files.filter((f) => f.text.includes(key)).map((f) => f.name)).toEqual([]);
    },
  );
});

describe('a production build does not look like a test environment (issue 39 item 4)', () => {
  it('has the plain title, no prefix', () => {
    const html = files.find((f) => f.name === 'index.html')?.text ?? '';
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('企业网上银行');
    expect(html).not.toContain(zhCN.app.testEnvironmentTitle);
  });

  it('has no banner: the component is not in the bundle', () => {
    expect(files.filter((f) => /test-environment-(banner|spacer)/.test(f.text)).map((f) => f.name)).toEqual([]);
  });

  it.each(testKeys(ROOT).map((k) => [k.name, k.needles] as const))('carries no TEST-ONLY key: %s', (_name, needles) => {
    expect(files.filter((f) => needles.some((n) => f.text.includes(n))).map((f) => f.name)).toEqual([]);
  });
});
