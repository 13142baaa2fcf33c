/**
 * The default suite: the national standards a Chinese bank's auditors expect. SM2 (C1C3C2) wraps
 * the key, SM4-CBC with a random IV encrypts the body, and HMAC-SM3 under a key derived from the
 * call key covers IV, ciphertext and the envelope's additional data (suite, operation, nonce and
 * timestamp: envelope.ts), encrypt-then-MAC. sm-crypto-v2 (noble-based) does SM2; SM4 and SM3 are
 * our own table-driven code (sm4.ts, sm3.ts, sm-body.ts: the same bytes as sm-crypto-v2 and OpenSSL,
 * several times faster on large bodies).
 */
import { sm2 } from 'sm-crypto-v2';
import { openSm, sealSm } from './sm-body.ts';
import { checkSm2PublicKey, CipherError, type CipherSuite, isKey, type Sealed, type ServerCipherSuite } from './suite.ts';

const C1C3C2 = 1;

/** The gateway's public key as the point sm-crypto-v2 multiplies (a hex key, or its precomputed tables). */
type Sm2PublicKey = string | ReturnType<typeof sm2.precomputePublicKey>;

/**
 * The plaintext of a C1C3C2 ciphertext (hex, without the 04 prefix), or undefined (or a throw) when it
 * does not decrypt. The gateway may bring a native one (the mock: mock-server/sm2-decrypt.ts).
 */
export type Sm2Decrypt = (cipherHex: string) => string | undefined;

function suite(publicKey: Sm2PublicKey | undefined, decrypt: Sm2Decrypt | undefined): ServerCipherSuite {
  return {
    id: 'SM',
    wrapKey(key) {
      if (!publicKey) return Promise.reject(new CipherError('no SM2 public key configured'));
      // sm-crypto(-v2) omits the point's 04 prefix; gateways (Java) expect it
      return Promise.resolve(`04${sm2.doEncrypt(key, publicKey, C1C3C2)}`);
    },
    unwrapKey(wrapped) {
      if (!decrypt) return Promise.reject(new CipherError('no SM2 private key configured'));
      if (!/^04[0-9a-f]+$/i.test(wrapped)) return Promise.reject(new CipherError('wrapped key is not SM2 hex'));
      let key: string | undefined;
      try {
        key = decrypt(wrapped.slice(2));
      } catch (cause) {
        return Promise.reject(new CipherError('wrapped key does not decrypt', { cause }));
      }
      return key !== undefined && isKey(key) ? Promise.resolve(key) : Promise.reject(new CipherError('wrapped key does not decrypt'));
    },
    seal(plain, key, aad): Promise<Sealed> {
      try {
        return Promise.resolve(sealSm(plain, key, aad));
      } catch (cause) {
        return Promise.reject(cause instanceof CipherError ? cause : new CipherError('body does not encrypt', { cause }));
      }
    },
    open(sealed, key, aad) {
      try {
        return Promise.resolve(openSm(sealed, key, aad));
      } catch (cause) {
        return Promise.reject(cause instanceof CipherError ? cause : new CipherError('ciphertext does not decrypt', { cause }));
      }
    },
  };
}

/** The tables of the last few gateway keys a client suite was made for (a process talks to one or two). */
const TABLES_KEPT = 4;
const tables = new Map<string, Sm2PublicKey>();

/**
 * A public key's precomputed tables, computed once per process: 45 to 50 ms each time on our machines,
 * which a caller making a suite per request (a test's new client, a login tool) paid on every call.
 */
function tablesOf(publicKey: string): Sm2PublicKey {
  const kept = tables.get(publicKey);
  if (kept !== undefined) return kept;
  const computed = sm2.precomputePublicKey(publicKey);
  if (tables.size >= TABLES_KEPT) tables.delete(tables.keys().next().value ?? '');
  tables.set(publicKey, computed);
  return computed;
}

/**
 * The browser's suite: wraps with the gateway's public key, through its precomputed tables (a wrap
 * multiplies that key: 0.7 ms with the tables, 3.4 ms without; `npm run bench -- crypto`). The tables
 * are what sm-crypto-v2's precomputePublicKey returns; a hex key passed instead is parsed anew each call.
 */
export function smClientSuite(publicKey: string): CipherSuite {
  return suite(tablesOf(checkSm2PublicKey(publicKey)), undefined);
}

/**
 * The gateway's suite (mock server, tests): unwraps with the private key, through `decrypt` when the
 * gateway has a faster one than sm-crypto-v2's.
 */
export function smServerSuite(privateKey: string, publicKey?: string, decrypt?: Sm2Decrypt): ServerCipherSuite {
  const own: Sm2Decrypt = (cipherHex) => sm2.doDecrypt(cipherHex, privateKey, C1C3C2, { output: 'string' });
  return suite(publicKey ?? sm2.getPublicKeyFromPrivateKey(privateKey), decrypt ?? (privateKey ? own : undefined));
}
