/**
 * Loads the configured cipher suite on first use, as its own chunk: the crypto code is not part
 * of the first paint (the first encrypted call waits for it, the key pool warms it earlier).
 */
import type { CipherSuite } from './suite.ts';

let loading: Promise<CipherSuite> | undefined;

export function loadConfiguredSuite(env: ImportMetaEnv = import.meta.env): Promise<CipherSuite> {
  loading ??= (async () => {
    if ((env.VITE_CIPHER_SUITE ?? 'SM') === 'WC') {
      const { webCryptoClientSuite } = await import('./webcrypto.ts');
      return webCryptoClientSuite(env.VITE_GATEWAY_RSA_PUBLIC_KEY ?? '');
    }
    const { smClientSuite } = await import('./sm.ts');
    return smClientSuite(env.VITE_GATEWAY_SM2_PUBLIC_KEY ?? '');
  })();
  loading.catch(() => {
    loading = undefined; // a failed load is retried by the next call
  });
  return loading;
}
