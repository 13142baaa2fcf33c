/**
 * Loads the configured cipher suite on first use, as its own chunk: the crypto code is not part
 * of the first paint (the first encrypted call waits for it, the key pool warms it earlier). The SM
 * suite wraps keys and seals and opens large bodies in a Web Worker (offload.ts) where the browser
 * gives one; SM2 then never loads on the page's main thread.
 */
import type { BodyWorker } from './offload.ts';
import { checkSm2PublicKey, type CipherSuite } from '@/protocol/crypto/suite.ts';

let loading: Promise<CipherSuite> | undefined;

/** The body worker, or undefined where there are no workers (Node, unit tests). */
export function spawnBodyWorker(): BodyWorker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./sm-worker.ts', import.meta.url), { type: 'module', name: 'eis-sm-body' });
}

export function loadConfiguredSuite(env: ImportMetaEnv = import.meta.env): Promise<CipherSuite> {
  loading ??= (async () => {
    if ((env.VITE_CIPHER_SUITE ?? 'SM') === 'WC') {
      const { webCryptoClientSuite } = await import('@/protocol/crypto/webcrypto.ts');
      return webCryptoClientSuite(env.VITE_GATEWAY_RSA_PUBLIC_KEY ?? '');
    }
    const publicKey = checkSm2PublicKey(env.VITE_GATEWAY_SM2_PUBLIC_KEY ?? '');
    const { offloadSm } = await import('./offload.ts');
    // every body goes to the worker too (threshold 0): a round trip of well under a millisecond, and
    // the page's main thread does no SM4 or SM3 at all, not even the first call's cold start
    return offloadSm(publicKey, spawnBodyWorker, async () => (await import('@/protocol/crypto/sm.ts')).smClientSuite(publicKey), 0);
  })();
  loading.catch(() => {
    loading = undefined; // a failed load is retried by the next call
  });
  return loading;
}
