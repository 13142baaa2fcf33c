/**
 * SM2 decryption (GB/T 32918.4, C1C3C2) on the gateway's side with Node's OpenSSL, for the call key
 * every /api request carries wrapped: sm-crypto-v2 (pure JavaScript, BigInt) takes 3.4 ms a key, the
 * largest part of the mock's work per call (issue 52 item 5: 9.5 s of the mock thread's 30 s busy in a
 * team bench's profile); this takes under 1 ms. A bank's gateway decrypts natively too; the browser
 * keeps sm-crypto-v2 (src/protocol/crypto/sm.ts), which wraps.
 *
 * OpenSSL's ECDH gives the x coordinate of d·C1 only; its y is one of the two square roots, got by
 * decompressing the point with either parity (02/03 + x). The right one is the one whose C3 (SM3 over
 * x2 ‖ M ‖ y2) matches, as the standard's own check: a wrong y gives another key stream and fails it.
 */
import { createECDH, createHash, ECDH, timingSafeEqual } from 'node:crypto';

/** Coordinates and digest are 32 bytes each: C1 is 04 ‖ x1 ‖ y1 (65 bytes), C3 32 bytes. */
const COORD = 32;
const C1_HEX = 2 * 2 * COORD;
const C3_HEX = 2 * COORD;

const sm3 = (...parts: Uint8Array[]) => {
  const hash = createHash('sm3');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The standard's KDF: SM3(Z ‖ ct) for ct = 1, 2, … (32 bits, big-endian), cut to `length` bytes. */
export function sm2Kdf(z: Uint8Array, length: number): Buffer {
  const blocks: Buffer[] = [];
  const counter = Buffer.alloc(4);
  for (let ct = 1; blocks.length * COORD < length; ct++) {
    counter.writeUInt32BE(ct);
    blocks.push(sm3(z, counter));
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/**
 * A decrypter for this private key (hex): the plaintext of a C1C3C2 ciphertext given in hex without the
 * point's 04 prefix (as sm-crypto-v2 takes it), or undefined when it is not one or its C3 does not
 * match; throws when its C1 is not a point of the curve.
 */
export function sm2Decrypter(privateKeyHex: string): (cipherHex: string) => Buffer | undefined {
  const ecdh = createECDH('SM2');
  ecdh.setPrivateKey(Buffer.from(privateKeyHex, 'hex'));
  return (cipherHex) => {
    const short = cipherHex.length <= C1_HEX + C3_HEX;
    if (short || cipherHex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(cipherHex)) return undefined;
    const c1 = Buffer.from(`04${cipherHex.slice(0, C1_HEX)}`, 'hex');
    const c3 = Buffer.from(cipherHex.slice(C1_HEX, C1_HEX + C3_HEX), 'hex');
    const c2 = Buffer.from(cipherHex.slice(C1_HEX + C3_HEX), 'hex');
    // OpenSSL throws for a C1 that is not a point of the curve: the suite keeps its error as the cause
    const x2 = ecdh.computeSecret(c1);
    for (const parity of [0x02, 0x03]) {
      const point = ECDH.convertKey(Buffer.concat([Buffer.of(parity), x2]), 'SM2', undefined, undefined, 'uncompressed') as Buffer;
      const y2 = point.subarray(1 + COORD);
      const stream = sm2Kdf(Buffer.concat([x2, y2]), c2.length);
      const message = Buffer.alloc(c2.length);
      for (let i = 0; i < c2.length; i++) message[i] = (c2[i] ?? 0) ^ (stream[i] ?? 0);
      // the standard's refusal of an all-zero key stream, for the point whose C3 matches: the other
      // parity's stream says nothing (a one-byte message's is zero once in 256)
      if (timingSafeEqual(sm3(x2, message, y2), c3)) return stream.some((byte) => byte !== 0) ? message : undefined;
    }
    return undefined;
  };
}
