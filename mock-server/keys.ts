/** The TEST-ONLY key pairs of test-keys/, read once, and the gateway's cipher suites over them. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { smServerSuite } from '@/protocol/crypto/sm.ts';
import type { ServerCipherSuite, SuiteId } from '@/protocol/crypto/suite.ts';
import { webCryptoServerSuite } from '@/protocol/crypto/webcrypto.ts';
import { sm2Decrypter } from './sm2-decrypt.ts';

const KEYS = resolve(import.meta.dirname, '../test-keys');
const read = (name: string) => readFileSync(resolve(KEYS, name), 'utf8').trim();
/** PEM -> base64 DER. */
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

export const testKeys = {
  sm2Public: read('sm2-public.hex'),
  sm2Private: read('sm2-private.hex'),
  rsaPublic: pemBody(read('rsa-public.pem')),
  rsaPrivate: pemBody(read('rsa-private.pem')),
  ukeyPublic: read('ukey-sm2-public.hex'),
  ukeyPrivate: read('ukey-sm2-private.hex'),
};

/** The gateway's suites; SM unwraps with OpenSSL (./sm2-decrypt.ts: 4x faster than sm-crypto-v2). */
export async function serverSuites(): Promise<Record<SuiteId, ServerCipherSuite>> {
  const decrypt = sm2Decrypter(testKeys.sm2Private);
  return {
    SM: smServerSuite(testKeys.sm2Private, testKeys.sm2Public, (hex) => decrypt(hex)?.toString('utf8')),
    WC: await webCryptoServerSuite(testKeys.rsaPrivate, testKeys.rsaPublic),
  };
}
