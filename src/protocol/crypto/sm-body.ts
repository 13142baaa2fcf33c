/**
 * The SM suite's body cipher, without the key wrap: SM4-CBC under the call key with a random IV,
 * then HMAC-SM3 over the hex payload and the envelope's additional data (encrypt-then-MAC), the
 * MAC key being SM3("eis-mac:" + key). Synchronous and free of SM2, so the worker
 * (sm-worker.ts) loads only this. The wire format is the one sm-crypto-v2 gave (sm.ts).
 */
import { constantTimeEqual, randomBytes } from './encoding.ts';
import { asciiText, fromHexFast, hexBytes, toHexFast } from './hex.ts';
import { hmacSm3, sm3 } from './sm3.ts';
import { sm4CbcDecrypt, sm4CbcEncrypt, sm4Keys } from './sm4.ts';
import { CipherError, type Sealed } from './suite.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

const macKey = (key: string) => sm3(encoder.encode(`eis-mac:${key}`));
const mac = (key: string, payload: Uint8Array, aad: string) => toHexFast(hmacSm3(macKey(key), payload, encoder.encode(`\n${aad}`)));

export function sealSm(plain: string, key: string, aad: string, iv: Uint8Array = randomBytes(16)): Sealed {
  const cipher = sm4CbcEncrypt(encoder.encode(plain), sm4Keys(encoder.encode(key)), iv);
  const payload = new Uint8Array(2 * (16 + cipher.length));
  payload.set(hexBytes(iv));
  payload.set(hexBytes(cipher), 32);
  return { payload: asciiText(payload), digest: mac(key, payload, aad) };
}

export function openSm(sealed: Sealed, key: string, aad: string): string {
  const { payload, digest } = sealed;
  if (!digest || !constantTimeEqual(digest, mac(key, encoder.encode(payload), aad))) {
    throw new CipherError('digest does not match: the body was altered or belongs to another call');
  }
  if (!/^[0-9a-f]{64,}$/i.test(payload) || payload.length % 32 !== 0) {
    throw new CipherError('ciphertext is malformed');
  }
  try {
    const bytes = fromHexFast(payload);
    return decoder.decode(sm4CbcDecrypt(bytes.subarray(16), sm4Keys(encoder.encode(key)), bytes.subarray(0, 16)));
  } catch (cause) {
    throw new CipherError('ciphertext does not decrypt', { cause });
  }
}
