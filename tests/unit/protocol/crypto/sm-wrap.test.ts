// The browser's SM suite wraps each call's key (src/protocol/crypto/sm.ts, src/api/crypto/keys.ts:
// one fresh key per call, spec 000 §7) with the gateway's public key through its precomputed tables:
// 0.7 ms a wrap with them, 3.4 ms with the hex key, which sm-crypto-v2 parses and multiplies from
// scratch each call (`npm run bench -- crypto`). The suite once computed the tables and dropped them.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { randomKey } from '@/protocol/crypto/suite.ts';
import { serverSuites, testKeys } from '@tests/support/keys.ts';

/** sm.ts loaded anew over an sm-crypto-v2 whose doEncrypt and precomputePublicKey record their calls. */
async function recordedSm() {
  // the real module: an earlier test's doMock is still in place
  const actual = await vi.importActual<typeof import('sm-crypto-v2')>('sm-crypto-v2');
  const doEncrypt = vi.fn(actual.sm2.doEncrypt);
  const precomputePublicKey = vi.fn(actual.sm2.precomputePublicKey);
  // the unit files share one module cache (vitest.config.ts): this file's sm.ts is loaded on its own
  vi.resetModules();
  vi.doMock('sm-crypto-v2', () => ({ ...actual, sm2: { ...actual.sm2, doEncrypt, precomputePublicKey } }));
  const { smClientSuite } = await import('@/protocol/crypto/sm.ts');
  return { smClientSuite, doEncrypt, precomputePublicKey, generateKeyPairHex: actual.sm2.generateKeyPairHex };
}

afterAll(() => {
  vi.doUnmock('sm-crypto-v2');
  vi.resetModules();
});

describe('the browser\'s SM suite', () => {
  it('wraps with the gateway key\'s precomputed point, not the hex key parsed anew each call', async () => {
    const { smClientSuite, doEncrypt } = await recordedSm();
    const suite = smClientSuite(testKeys.sm2Public);
    const key = randomKey();
    const wrapped = await suite.wrapKey(key);
    expect(doEncrypt).toHaveBeenCalledOnce();
    expect(doEncrypt.mock.calls[0]?.[1]).not.toBeTypeOf('string');
    // and the gateway still unwraps it
    expect(await (await serverSuites()).SM.unwrapKey(wrapped)).toBe(key);
  });

  it('computes a key\'s tables once, however many suites are made for it (a new client per call paid 45 ms a call)', async () => {
    const { smClientSuite, precomputePublicKey } = await recordedSm();
    const suites = [1, 2, 3].map(() => smClientSuite(testKeys.sm2Public));
    expect(precomputePublicKey).toHaveBeenCalledOnce();
    const server = (await serverSuites()).SM;
    for (const suite of suites) {
      const key = randomKey();
      expect(await server.unwrapKey(await suite.wrapKey(key))).toBe(key);
    }
  });

  it('keeps the tables of four keys: a fifth key drops the oldest, which is computed again when asked', async () => {
    const { smClientSuite, precomputePublicKey, generateKeyPairHex } = await recordedSm();
    const keys = Array.from({ length: 5 }, () => generateKeyPairHex().publicKey);
    for (const key of keys.slice(0, 4)) smClientSuite(key);
    for (const key of keys.slice(0, 4)) smClientSuite(key);
    expect(precomputePublicKey).toHaveBeenCalledTimes(4);
    smClientSuite(keys[4] ?? '');
    smClientSuite(keys[1] ?? ''); // still kept
    expect(precomputePublicKey).toHaveBeenCalledTimes(5);
    smClientSuite(keys[0] ?? ''); // dropped for the fifth
    expect(precomputePublicKey).toHaveBeenCalledTimes(6);
    expect(precomputePublicKey.mock.calls.map(([key]) => key)).toEqual([...keys, keys[0]]);
  });
});
