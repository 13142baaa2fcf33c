// The browser's SM suite wraps each call's key (src/protocol/crypto/sm.ts, src/api/crypto/keys.ts:
// one fresh key per call, spec 000 §7) with the gateway's public key through its precomputed tables:
// 0.7 ms a wrap with them, 3.4 ms with the hex key, which sm-crypto-v2 parses and multiplies from
// scratch each call (`npm run bench -- crypto`). The suite once computed the tables and dropped them.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { randomKey } from '@/protocol/crypto/suite.ts';
import { serverSuites, testKeys } from '@tests/support/keys.ts';

/** sm.ts loaded anew over an sm-crypto-v2 whose doEncrypt records what it was given. */
async function suiteWithRecordedEncrypt() {
  const actual = await import('sm-crypto-v2');
  const doEncrypt = vi.fn(actual.sm2.doEncrypt);
  // the unit files share one module cache (vitest.config.ts): this file's sm.ts is loaded on its own
  vi.resetModules();
  vi.doMock('sm-crypto-v2', () => ({ ...actual, sm2: { ...actual.sm2, doEncrypt } }));
  const { smClientSuite } = await import('@/protocol/crypto/sm.ts');
  return { suite: smClientSuite(testKeys.sm2Public), doEncrypt };
}

afterAll(() => {
  vi.doUnmock('sm-crypto-v2');
  vi.resetModules();
});

describe('the browser\'s SM suite', () => {
  it('wraps with the gateway key\'s precomputed point, not the hex key parsed anew each call', async () => {
    const { suite, doEncrypt } = await suiteWithRecordedEncrypt();
    const key = randomKey();
    const wrapped = await suite.wrapKey(key);
    expect(doEncrypt).toHaveBeenCalledOnce();
    expect(doEncrypt.mock.calls[0]?.[1]).not.toBeTypeOf('string');
    // and the gateway still unwraps it
    expect(await (await serverSuites()).SM.unwrapKey(wrapped)).toBe(key);
  });
});
