import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { smServerSuite } from '../../src/api/crypto/sm.ts';
import type { ServerCipherSuite } from '../../src/api/crypto/suite.ts';
import { webCryptoServerSuite } from '../../src/api/crypto/webcrypto.ts';

const KEYS = resolve(import.meta.dirname, '../../mock-server/keys');
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/** The TEST-ONLY key pairs of mock-server/keys/. */
export const testKeys = {
  sm2Public: readFileSync(resolve(KEYS, 'sm2-public.hex'), 'utf8').trim(),
  sm2Private: readFileSync(resolve(KEYS, 'sm2-private.hex'), 'utf8').trim(),
  rsaPublic: pemBody(readFileSync(resolve(KEYS, 'rsa-public.pem'), 'utf8')),
  rsaPrivate: pemBody(readFileSync(resolve(KEYS, 'rsa-private.pem'), 'utf8')),
};

export async function serverSuites(): Promise<{ SM: ServerCipherSuite; WC: ServerCipherSuite }> {
  return {
    SM: smServerSuite(testKeys.sm2Private, testKeys.sm2Public),
    WC: await webCryptoServerSuite(testKeys.rsaPrivate, testKeys.rsaPublic),
  };
}
