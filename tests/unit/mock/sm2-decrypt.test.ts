// The mock gateway's native SM2 decryption (mock-server/sm2-decrypt.ts; issue 52 item 5: the unwrap of
// every call's key was the largest part of the mock's work) against sm-crypto-v2's, which the browser's
// wrap (spec 000 §7: the key sent alongside the #10 body) and the standard's test vectors are checked by.
import { sm2 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';
import { sm3 } from '@/protocol/crypto/sm3.ts';
import { sm2Decrypter, sm2Kdf } from '@mock/sm2-decrypt.ts';

const C1C3C2 = 1;
/** C1 (x1 ‖ y1) and C3 in hex: C2 follows. */
const C1C3_HEX = 128 + 64;
type Pair = ReturnType<typeof sm2.generateKeyPairHex>;
const pairs = Array.from({ length: 4 }, () => sm2.generateKeyPairHex());

describe('SM2 decryption with OpenSSL (C1C3C2, hex without the 04 prefix)', () => {
  it('gives what sm-crypto-v2 encrypted, for keys and messages of every length, either parity of y2', () => {
    let checked = 0;
    for (const { publicKey, privateKey } of pairs) {
      const decrypt = sm2Decrypter(privateKey);
      for (const length of [1, 16, 31, 32, 33, 64, 100]) {
        for (let n = 0; n < 4; n++) {
          const message = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7 + n * 13) % 90))).join('');
          const cipher = sm2.doEncrypt(message, publicKey, C1C3C2);
          // a one-byte message whose key stream is zero is refused (the test below)
          const zeroStream = cipher.slice(C1C3_HEX) === Buffer.from(message).toString('hex');
          expect(decrypt(cipher)?.toString('utf8')).toBe(zeroStream ? undefined : message);
          expect(sm2.doDecrypt(cipher, privateKey, C1C3C2, { output: 'string' })).toBe(message);
          checked++;
        }
      }
    }
    expect(checked).toBe(112);
  });

  it('decrypts a one-byte message whose other point\'s key stream is zero; refuses one whose own is (GB/T 32918.4 §7.1)', () => {
    // a one-byte message's key stream is one byte, zero once in 256: for the point C3 names the standard
    // refuses the ciphertext (c2 is then the message itself; sm-crypto-v2 does not check); for the point
    // of the other parity it says nothing. Both made by sm-crypto-v2 for this key, found among its
    // encryptions of 'H' (0x48).
    const decrypt = sm2Decrypter('40015434a83ae340a54a9913b8ddc23c34bb39ebdaac3d59814d67d8fbb815e0');
    const otherZero = '9ad06922fea23aab79728922a38bf1cbd04c3ace84139730e01bf6908d36b5b8f3687f3aa528ccb1da8c380f89fc9d8a29f40fa40a0eef2fc36bc0dfd636e176b0551963c742dd02d8b01f3a0e75a5baa7ca511711a2e71469d7ed7ccce0822f65';
    const ownZero = '107da31e12833dc3821a259129f6cd262fc33844eee18442dace50edd1759b066b0fb43d9b8a860a6f1e679673a3d9c8615670a9ace52b9f5fb30d50ef4bd3082178a09467e7673fd91ebb0ef5a712104b69dba13cf0dcaab8860271fba6db7248';
    expect(decrypt(otherZero)?.toString('utf8')).toBe('H');
    expect(ownZero.slice(C1C3_HEX)).toBe('48');
    expect(decrypt(ownZero)).toBeUndefined();
  });

  it('gives UTF-8 bytes back as they were', () => {
    const [{ publicKey, privateKey }] = pairs as [Pair];
    const cipher = sm2.doEncrypt('浙江丰收茶业：密钥', publicKey, C1C3C2);
    expect(sm2Decrypter(privateKey)(cipher)?.toString('utf8')).toBe('浙江丰收茶业：密钥');
  });

  it('refuses a ciphertext whose C3 or C2 was altered, or that was made for another key', () => {
    const [mine, other] = pairs as [Pair, Pair];
    const decrypt = sm2Decrypter(mine.privateKey);
    const cipher = sm2.doEncrypt('ABCDEFGHIJKLMNOP', mine.publicKey, C1C3C2);
    const flip = (at: number) => cipher.slice(0, at) + (cipher[at] === '0' ? '1' : '0') + cipher.slice(at + 1);
    expect(decrypt(flip(130))).toBeUndefined(); // C3
    expect(decrypt(flip(cipher.length - 1))).toBeUndefined(); // C2
    expect(decrypt(sm2.doEncrypt('ABCDEFGHIJKLMNOP', other.publicKey, C1C3C2))).toBeUndefined();
  });

  it('refuses what is not a ciphertext: too short, odd, not hex; throws for a C1 off the curve', () => {
    const [{ publicKey, privateKey }] = pairs as [Pair];
    const decrypt = sm2Decrypter(privateKey);
    const cipher = sm2.doEncrypt('ABCDEFGHIJKLMNOP', publicKey, C1C3C2);
    expect(decrypt(cipher.slice(0, 192))).toBeUndefined(); // C1 and C3, no C2
    expect(decrypt(cipher.slice(0, -1))).toBeUndefined();
    expect(decrypt(`${cipher.slice(0, -1)}g`)).toBeUndefined();
    expect(() => decrypt(`${'1'.repeat(128)}${cipher.slice(128)}`)).toThrow();
  });
});

describe('the standard\'s KDF', () => {
  it('is SM3(Z ‖ ct) for ct = 1, 2, … in 32 bits big-endian, cut to the length asked', () => {
    const z = Uint8Array.from({ length: 64 }, (_, i) => i);
    const counter = (ct: number) => Uint8Array.of(0, 0, 0, ct);
    const expected = Buffer.concat([sm3(z, counter(1)), sm3(z, counter(2)), sm3(z, counter(3))]);
    expect(sm2Kdf(z, 70)).toEqual(expected.subarray(0, 70));
    expect(sm2Kdf(z, 32)).toEqual(expected.subarray(0, 32));
    expect(sm2Kdf(z, 1)).toEqual(expected.subarray(0, 1));
  });
});
