/**
 * The WebCrypto suite: RSA-OAEP (SHA-256) wraps the key, AES-128-GCM encrypts the body with a
 * random 96-bit IV; the GCM tag authenticates the ciphertext and, as additional data, the
 * envelope's suite, operation, nonce and timestamp (envelope.ts). Needs a secure context (HTTPS
 * or localhost) for crypto.subtle.
 */
import { CipherError, type CipherSuite, isKey, type Sealed, type ServerCipherSuite } from './suite.ts';
import { fromBase64, fromUtf8, randomBytes, toBase64, utf8 } from './encoding.ts';

const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  if (typeof crypto === 'undefined' || !('subtle' in crypto)) {
    throw new CipherError('WebCrypto is unavailable (it needs HTTPS or localhost)');
  }
  return crypto.subtle;
}

const aesKey = (key: string, usage: KeyUsage) =>
  subtle().importKey('raw', utf8(key), { name: 'AES-GCM' }, false, [usage]);

async function seal(plain: string, key: string, aad: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const cipher = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(aad) },
    await aesKey(key, 'encrypt'),
    utf8(plain),
  );
  const out = new Uint8Array(12 + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), 12);
  return { payload: toBase64(out) };
}

async function open(sealed: Sealed, key: string, aad: string): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(sealed.payload);
  } catch (cause) {
    throw new CipherError('ciphertext is not base64', { cause });
  }
  if (bytes.length < 12 + 16) throw new CipherError('ciphertext is too short');
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: utf8(aad) },
      await aesKey(key, 'decrypt'),
      bytes.subarray(12),
    );
    return fromUtf8(new Uint8Array(plain));
  } catch (cause) {
    throw new CipherError('the GCM tag does not verify: the body was altered or belongs to another call', { cause });
  }
}

/** `publicKey`: SPKI DER, base64. */
export async function webCryptoClientSuite(publicKey: string): Promise<CipherSuite> {
  const wrapping = await subtle().importKey('spki', fromBase64(publicKey), OAEP, false, ['encrypt']);
  return {
    id: 'WC',
    async wrapKey(key) {
      return toBase64(new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, wrapping, utf8(key))));
    },
    seal,
    open,
  };
}

/** `privateKey`: PKCS#8 DER, base64. */
export async function webCryptoServerSuite(privateKey: string, publicKey: string): Promise<ServerCipherSuite> {
  const client = await webCryptoClientSuite(publicKey);
  const unwrapping = await subtle().importKey('pkcs8', fromBase64(privateKey), OAEP, false, ['decrypt']);
  return {
    ...client,
    async unwrapKey(wrapped) {
      let key: string;
      try {
        key = fromUtf8(new Uint8Array(await subtle().decrypt({ name: 'RSA-OAEP' }, unwrapping, fromBase64(wrapped))));
      } catch (cause) {
        throw new CipherError('wrapped key does not decrypt', { cause });
      }
      if (!isKey(key)) throw new CipherError('wrapped key does not decrypt');
      return key;
    },
  };
}
