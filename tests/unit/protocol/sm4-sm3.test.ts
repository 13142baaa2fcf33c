// Our table-driven SM4-CBC and SM3/HMAC-SM3 (issue 17, large bodies) against the standards' vectors
// and sm-crypto-v2, byte for byte; the SM suite's envelope body is unchanged on the wire.
import fc from 'fast-check';
import { sm3 as refSm3, sm4 as refSm4 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '@/protocol/crypto/encoding.ts';
import { fromHexFast, toHexFast } from '@/protocol/crypto/hex.ts';
import { openSm, sealSm } from '@/protocol/crypto/sm-body.ts';
import { hmacSm3, sm3 } from '@/protocol/crypto/sm3.ts';
import { sm4CbcDecrypt, sm4CbcEncrypt, sm4Keys } from '@/protocol/crypto/sm4.ts';
import { CipherError } from '@/protocol/crypto/suite.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** SM4 one block without padding, through our CBC with a zero IV: the first block is ECB. */
const ecbBlock = (key: string, block: Uint8Array) =>
  sm4CbcEncrypt(block, sm4Keys(fromHex(key)), new Uint8Array(16)).subarray(0, 16);

const anyBytes = fc.uint8Array({ maxLength: 300 });
const bytes16 = fc.uint8Array({ minLength: 16, maxLength: 16 });

describe('SM4 (GB/T 32907-2016)', () => {
  it('gives the standard\'s example ciphertext, and after 1,000,000 encryptions its second one', () => {
    const key = '0123456789abcdeffedcba9876543210';
    expect(toHex(ecbBlock(key, fromHex(key)))).toBe('681edf34d206965e86b3e94f536e4246');
    // the standard's second example is 1,000,000 rounds of the same block: 1,000 here, against sm-crypto-v2
    let ours: Uint8Array = fromHex(key);
    let theirs = key;
    for (let i = 0; i < 1000; i++) {
      ours = ecbBlock(key, ours);
      theirs = refSm4.encrypt(fromHex(theirs), key, { padding: 'none' });
    }
    expect(toHex(ours)).toBe(theirs);
  });

  it('is sm-crypto-v2\'s SM4-CBC with PKCS#7, both ways, for any text, key and IV', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), bytes16, bytes16, (text, key, iv) => {
        const keys = sm4Keys(key);
        const ours = sm4CbcEncrypt(utf8(text), keys, iv);
        expect(toHex(ours)).toBe(refSm4.encrypt(text, toHex(key), { mode: 'cbc', iv: toHex(iv) }));
        expect(new TextDecoder().decode(sm4CbcDecrypt(ours, keys, iv))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('pads a whole block when the text fills blocks, and refuses bad padding or partial blocks', () => {
    const keys = sm4Keys(utf8('ABCDEFGHabcdefgh'));
    const iv = new Uint8Array(16).fill(7);
    expect(sm4CbcEncrypt(new Uint8Array(32), keys, iv)).toHaveLength(48);
    expect(sm4CbcEncrypt(new Uint8Array(0), keys, iv)).toHaveLength(16);
    const sealed = sm4CbcEncrypt(utf8('x'), keys, iv);
    expect(() => sm4CbcDecrypt(sealed.subarray(0, 15), keys, iv)).toThrow(/whole blocks/);
    const wrongKey = sm4Keys(utf8('ABCDEFGHabcdefgX'));
    // a wrong key gives garbage whose last byte is almost never valid padding (fixed key: deterministic)
    expect(() => sm4CbcDecrypt(sealed, wrongKey, iv)).toThrow(/padding/);
    expect(() => sm4Keys(new Uint8Array(15))).toThrow();
  });
});

describe('SM3 (GB/T 32905-2016) and HMAC-SM3', () => {
  it('gives the standard\'s two example digests', () => {
    expect(toHex(sm3(utf8('abc')))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(toHex(sm3(utf8('abcd'.repeat(16))))).toBe('debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732');
  });

  it('is sm-crypto-v2\'s digest and HMAC for any bytes, however they are split into parts', () => {
    fc.assert(
      fc.property(anyBytes, fc.nat(300), fc.uint8Array({ maxLength: 100 }), (bytes, cut, key) => {
        const at = Math.min(cut, bytes.length);
        const [head, tail] = [bytes.subarray(0, at), bytes.subarray(at)];
        expect(toHex(sm3(head, tail))).toBe(refSm3(bytes));
        if (key.length > 0) expect(toHex(hmacSm3(key, head, tail))).toBe(refSm3(bytes, { key }));
      }),
      { numRuns: 200 },
    );
  });

  it('pads at the block boundaries (55, 56, 63, 64, 65 bytes) as sm-crypto-v2 does', () => {
    for (const n of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 31) & 255);
      expect(toHex(sm3(bytes)), String(n)).toBe(refSm3(bytes));
    }
  });
});

describe('hex', () => {
  it('round-trips bytes and refuses what is not hex', () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    expect(toHexFast(bytes)).toBe(toHex(bytes));
    expect(fromHexFast(toHex(bytes).toUpperCase())).toEqual(bytes);
    for (const bad of ['abc', 'zz', '０1', 'é1']) expect(() => fromHexFast(bad), bad).toThrow();
  });
});

describe('the SM suite\'s body (sm-body.ts)', () => {
  const key = 'Abc123Def456Ghi7';
  const aad = 'EIS-ENV/2\nSM\nPOST\n/api/transfer/transferSub\nnonce\n2026-11-23 09:00:00\nrequest';

  it('seals exactly as the sm-crypto-v2 suite did: SM4-CBC hex after the IV, HMAC-SM3 over payload and aad', () => {
    const iv = fromHex('00112233445566778899aabbccddeeff');
    const plain = JSON.stringify({ TRANS_NAME: '批量转账', LIST: 'x'.repeat(5000) });
    const sealed = sealSm(plain, key, aad, iv);
    const payload = toHex(iv) + refSm4.encrypt(plain, toHex(utf8(key)), { mode: 'cbc', iv: toHex(iv) });
    expect(sealed.payload).toBe(payload);
    expect(sealed.digest).toBe(refSm3(`${payload}\n${aad}`, { key: refSm3(`eis-mac:${key}`) }));
    expect(openSm(sealed, key, aad)).toBe(plain);
  });

  it('refuses another aad, a changed payload, a missing digest and a malformed payload with CipherError', () => {
    const sealed = sealSm('{"a":1}', key, aad);
    expect(() => openSm(sealed, key, `${aad}x`)).toThrow(CipherError);
    // the last character changed to another one (a random IV ends the payload in '0' one time in 16)
    const changed = `${sealed.payload.slice(0, -1)}${sealed.payload.endsWith('0') ? '1' : '0'}`;
    expect(() => openSm({ ...sealed, payload: changed }, key, aad)).toThrow(/digest/);
    expect(() => openSm({ payload: sealed.payload }, key, aad)).toThrow(/digest/);
    expect(() => openSm(sealSm('{}', 'OtherKey12345678', aad), key, aad)).toThrow(/digest/);
  });
});
