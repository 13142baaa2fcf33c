// The mock gateway's native SM2 decryption (mock-server/sm2-decrypt.ts; issue 52 item 5: the unwrap of
// every call's key was the largest part of the mock's work) against sm-crypto-v2's, which the browser's
// wrap (spec 000 §7: the key sent alongside the #10 body) and the standard's test vectors are checked by.
import { sm2 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';
import { sm3 } from '@/protocol/crypto/sm3.ts';
import { sm2Decrypter, sm2Kdf } from '@mock/sm2-decrypt.ts';

const C1C3C2 = 1;
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
          expect(decrypt(cipher)?.toString('utf8')).toBe(message);
          expect(sm2.doDecrypt(cipher, privateKey, C1C3C2, { output: 'string' })).toBe(message);
          checked++;
        }
      }
    }
    expect(checked).toBe(112);
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
