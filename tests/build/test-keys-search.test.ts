// Every TEST-ONLY key of test-keys/ stays out of any build but development and test (issue 39 items 4
// and 7; issue 15 finding 6): build/test-keys.ts knows each key of the mock (mock-server/keys.ts) in the
// spellings a bundle could hold it in, and vite.config.ts fails such a build naming the file and the
// key, not only for the U-key's private key and the software signer. The search itself, pure (it joins
// the mutation run); the builds are in ./test-keys.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testKeys as mockKeys } from '@mock/keys.ts';
import { type BundleOutput, testKeys, testOnlyIn } from '../../build/test-keys.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const KEYS = testKeys(ROOT);
const read = (name: string) => readFileSync(resolve(ROOT, 'test-keys', name), 'utf8').trim();
const chunk = (code: string): Record<string, BundleOutput> => ({ 'assets/index-0a1b2c.js': { type: 'chunk', code, moduleIds: ['/x/src/app/main.tsx'] } });
const found = (code: string) => testOnlyIn(chunk(code), KEYS).flatMap((c) => c.carries);
/** A PEM's base64 body on one line. */
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
describe('the TEST-ONLY keys a build is searched for', () => {
  it('are every file of test-keys/ but the README', () => {
    const files = readdirSync(resolve(ROOT, 'test-keys')).filter((f) => f !== 'README.md').sort();
    expect(KEYS.map((k) => k.name)).toEqual(files);
    expect(files).toEqual(expect.arrayContaining(['sm2-private.hex', 'rsa-private.pem', 'ukey-sm2-private.hex', 'online-service-hmac.hex']));
  });

  it.each(Object.entries(mockKeys))('include the mock\'s %s, as mock-server/keys.ts holds it', (name, value) => {
    expect(found(`const k=${JSON.stringify(value)};`), name).not.toEqual([]);
    expect(found(`const k=${JSON.stringify(value)};`).every((f) => f.startsWith('test-keys/')), name).toBe(true);
  });

  it('find each key in the spellings a bundle holds it in, and nothing in a clean bundle', () => {
    const sm2Private = read('sm2-private.hex');
    const ukeyPublic = read('ukey-sm2-public.hex');
    const hmac = read('online-service-hmac.hex');
    const rsaPrivate = read('rsa-private.pem');
    const rsaPublic = read('rsa-public.pem');
    const spellings: Array<[string, string]> = [
      ['test-keys/sm2-private.hex', `"${sm2Private}"`],
      ['test-keys/sm2-private.hex', `"${sm2Private.toUpperCase()}"`],
      ['test-keys/sm2-private.hex', `"${Buffer.from(sm2Private, 'hex').toString('base64')}"`],
      ['test-keys/sm2-private.hex', `"${Buffer.from(sm2Private, 'hex').toString('base64url')}"`],
      ['test-keys/ukey-sm2-public.hex', `"${ukeyPublic.slice(2)}"`], // the point without its 04 prefix
      ['test-keys/online-service-hmac.hex', `const mac="${hmac}"`],
      ['test-keys/rsa-private.pem', JSON.stringify(rsaPrivate)], // PEM with \n escapes
      ['test-keys/rsa-private.pem', `"${pemBody(rsaPrivate)}"`],
      ['test-keys/rsa-private.pem', `"${Buffer.from(pemBody(rsaPrivate), 'base64').toString('hex')}"`],
      ['test-keys/rsa-public.pem', `"${pemBody(rsaPublic)}"`], // as .env.test gives it
    ];
    for (const [key, code] of spellings) expect(found(code), code.slice(0, 40)).toContain(key);
    expect(found('const a="0466da63";const b="MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A";')).toEqual([]);
    // the software signer's modules, by their ids
    const signer = { 'assets/sign-1.js': { type: 'chunk', code: '', moduleIds: ['/r/src/signing/software-signer.ts', '/r/test-keys/ukey-sm2-private.hex?raw'] } };
    expect(testOnlyIn(signer, KEYS)).toEqual([{ file: 'assets/sign-1.js', carries: ['src/signing/software-signer.ts', 'test-keys/ukey-sm2-private.hex'] }]);
  });
});
