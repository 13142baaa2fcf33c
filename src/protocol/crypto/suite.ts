/**
 * A cipher suite of the request envelope (spec 000 §7: "bodies are encrypted with a fresh random
 * 16-character key, with the key sent alongside"). The key wraps under the gateway's public key;
 * the body encrypts under the key with its own IV; integrity comes from an HMAC (SM suite) or the
 * AES-GCM tag (WebCrypto suite), both bound to the envelope's suite, operation, nonce and timestamp.
 */
export type SuiteId = 'SM' | 'WC';

export interface Sealed {
  /** The ciphertext as it travels after the #10 prefix. */
  payload: string;
  /** A separate MAC, when the cipher has no tag of its own. */
  digest?: string;
}

export interface CipherSuite {
  readonly id: SuiteId;
  /** Wraps a 16-character key with the gateway's public key (never travels in clear). */
  wrapKey(key: string): Promise<string>;
  /**
   * Encrypts text under the key; `aad` (suite, operation, nonce, timestamp: envelope.ts) is
   * authenticated, not encrypted.
   */
  seal(plain: string, key: string, aad: string): Promise<Sealed>;
  /** Decrypts and verifies; throws CipherError on any tampering or malformed input. */
  open(sealed: Sealed, key: string, aad: string): Promise<string>;
}

/** The gateway's side: it also unwraps keys with its private key. */
export interface ServerCipherSuite extends CipherSuite {
  unwrapKey(wrapped: string): Promise<string>;
}

/** Anything wrong with an envelope: bad prefix, key, digest, tag or ciphertext. */
export class CipherError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CipherError';
  }
}

/** The key is 16 characters from this alphabet: 16 bytes once UTF-8 encoded (an SM4/AES-128 key). */
export const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const KEY_LENGTH = 16;

/** A fresh random key from crypto.getRandomValues, without modulo bias. */
export function randomKey(): string {
  const out: string[] = [];
  const limit = 256 - (256 % KEY_ALPHABET.length);
  const buffer = new Uint8Array(32);
  while (out.length < KEY_LENGTH) {
    crypto.getRandomValues(buffer);
    for (const byte of buffer) {
      if (byte < limit && out.length < KEY_LENGTH) out.push(KEY_ALPHABET[byte % KEY_ALPHABET.length] ?? '');
    }
  }
  return out.join('');
}

export function isKey(value: string): boolean {
  return value.length === KEY_LENGTH && /^[A-Za-z0-9]+$/.test(value);
}

/** The gateway's SM2 public key as configured: an uncompressed point in hex (04, x, y). */
export function checkSm2PublicKey(publicKey: string): string {
  if (!/^04[0-9a-f]{128}$/i.test(publicKey)) throw new CipherError('the SM2 public key is not an uncompressed hex point');
  return publicKey;
}
