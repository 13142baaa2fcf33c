// The byte/text helpers under the envelope (src/protocol/crypto/encoding.ts) and the call-key rules of
// suite.ts. spec 000 §7 says only "a fresh random 16-character key"; where it is silent the cases
// pin what a security review expects: strict hex and UTF-8 parsing, a comparison that does not
// accept a prefix, keys without modulo bias, a gateway key that is an uncompressed SM2 point.
// Independent oracles: RFC 4648's base64 vectors and Node's Buffer.
import { Buffer } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import {
  constantTimeEqual, fromBase64, fromHex, fromUtf8, randomBytes, toBase64, toHex, utf8,
} from '@/protocol/crypto/encoding.ts';
import { checkSm2PublicKey, CipherError, isKey, randomKey } from '@/protocol/crypto/suite.ts';
import { testKeys } from '@tests/support/keys.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('hex (strict: an odd length or a non-hex digit is refused)', () => {
  it.each([
    ['', []],
    ['00ff7f', [0x00, 0xff, 0x7f]],
    ['A0bC', [0xa0, 0xbc]],
  ])('%j parses to %j', (hex, expected) => {
    expect(Array.from(fromHex(hex))).toEqual(expected);
  });

  it.each(['abc', '0', 'zz', 'g0', '0g', '00zz', 'zz00', ' 00', '00 ', '0x00', '-1'])('refuses %j', (hex) => {
    expect(() => fromHex(hex)).toThrow('not hex');
  });

  it('writes lower-case, two digits per byte, as Node does', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(toHex(all)).toBe(Buffer.from(all).toString('hex'));
    expect(toHex(bytes(0, 10, 255))).toBe('000aff');
    expect(Array.from(fromHex(toHex(all)))).toEqual(Array.from(all));
  });
});

describe('base64 (RFC 4648 §10 vectors, and bodies larger than one 32 KB chunk)', () => {
  it.each([
    ['', ''], ['f', 'Zg=='], ['fo', 'Zm8='], ['foo', 'Zm9v'], ['foob', 'Zm9vYg=='], ['fooba', 'Zm9vYmE='], ['foobar', 'Zm9vYmFy'],
  ])('%j <-> %j', (text, encoded) => {
    expect(toBase64(utf8(text))).toBe(encoded);
    expect(fromUtf8(fromBase64(encoded))).toBe(text);
  });

  it.each([0x8000 - 1, 0x8000, 0x8000 + 1, 3 * 0x8000 + 7])('%i bytes encode as Node encodes them and back', (length) => {
    const data = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 255);
    const encoded = toBase64(data);
    expect(encoded).toBe(Buffer.from(data).toString('base64'));
    const decoded = fromBase64(encoded);
    expect(decoded.length).toBe(length);
    expect(Buffer.from(decoded).equals(Buffer.from(data))).toBe(true);
  });

  it('refuses text that is not base64', () => {
    expect(() => fromBase64('not base64!')).toThrow();
  });
});

describe('UTF-8 (fatal: a malformed byte sequence is refused, never replaced)', () => {
  it('round-trips Chinese text and emoji', () => {
    expect(Array.from(utf8('转账😀'))).toEqual(Array.from(Buffer.from('转账😀', 'utf8')));
    expect(fromUtf8(utf8('转账😀'))).toBe('转账😀');
  });

  it.each([[[0xff]], [[0xe8, 0xbd]], [[0x41, 0xc0, 0x80]], [[0xed, 0xa0, 0x80]]])('refuses the bytes %j', (values) => {
    expect(() => fromUtf8(bytes(...values))).toThrow();
  });

  // The decoder is built when the module loads: loaded afresh inside the test, so that what the
  // module does at load time is this test's to check (Stryker's per-test coverage sees it).
  it('refuses a malformed sequence from a freshly loaded module too', async () => {
    vi.resetModules();
    const fresh = await import('@/protocol/crypto/encoding.ts');
    expect(fresh.fromUtf8(bytes(0xe8, 0xbd, 0xac))).toBe('转');
    expect(() => fresh.fromUtf8(bytes(0xe8, 0xbd))).toThrow(TypeError);
  });
});

describe('constantTimeEqual (a digest comparison: equal only if the same length and the same characters)', () => {
  it.each([
    ['', '', true],
    ['abc', 'abc', true],
    ['a', 'ab', false],
    ['ab', 'a', false],
    ['a', 'a\0', false],
    ['a\0', 'a', false],
    ['', 'a', false],
    ['abc', 'abd', false],
    ['abc', 'xbc', false],
    ['ab', 'ba', false],
  ])('%j vs %j: %s', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});

describe('randomBytes', () => {
  it('gives the length asked for, from the random source (two draws differ)', () => {
    expect(randomBytes(0).length).toBe(0);
    const a = randomBytes(32);
    const b = randomBytes(32);
    expect(a.length).toBe(32);
    expect(toHex(a)).not.toBe(toHex(b));
  });
});

describe('CipherError', () => {
  it('is an Error named CipherError that keeps its message and cause', () => {
    const cause = new Error('inner');
    const error = new CipherError('refused', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CipherError');
    expect(error.message).toBe('refused');
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe('CipherError: refused');
  });
});

// spec 000 §7: "a fresh random 16-character key"
describe('call keys', () => {
  it.each([
    ['ABCDEFGHIJKLMNOP', true],
    ['abcdefghij012345', true],
    ['0123456789012345', true],
    ['', false],
    ['ABCDEFGHIJKLMNO', false],
    ['ABCDEFGHIJKLMNOPQ', false],
    ['A'.repeat(32), false],
    ['-BCDEFGHIJKLMNOP', false],
    ['ABCDEFGHIJKLMNO-', false],
    ['ABCDEFG IJKLMNOP', false],
    ['ABCDEFGHIJKLMNO\n', false],
    ['ABCDEFGHIJKLMNOé', false],
  ])('isKey(%j) is %s', (value, expected) => {
    expect(isKey(value)).toBe(expected);
  });

  // No modulo bias (a bank's review checks this): 256 % 62 = 8, so taking every byte modulo 62 would
  // make 'A'..'H' come up 5/4 as often as the other characters. Over 800,000 characters each of the
  // 62 is expected about 12,900 times (standard deviation about 112); the bias would put the
  // commonest 25 % above the rarest, chance keeps the spread under 10 %.
  it('draws every character of the 62 equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) {
      for (const c of randomKey()) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const values = [...counts.values()];
    expect(values.reduce((a, b) => a + b, 0)).toBe(800_000);
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.15);
  });
});

describe('the gateway\'s SM2 public key must be an uncompressed point in hex (04, x, y)', () => {
  const point = testKeys.sm2Public;

  it('accepts the configured key, in either case', () => {
    expect(point).toMatch(/^04[0-9a-f]{128}$/i);
    expect(checkSm2PublicKey(point)).toBe(point);
    expect(checkSm2PublicKey(point.toUpperCase())).toBe(point.toUpperCase());
  });

  it.each([
    ['empty', ''],
    ['compressed (02, x)', `02${point.slice(2, 66)}`],
    ['without its 04 prefix', point.slice(2)],
    ['prefixed 05', `05${point.slice(2)}`],
    ['one digit short', point.slice(0, -1)],
    ['one digit long', `${point}0`],
    ['a byte long', `${point}00`],
    ['a non-hex digit in x', `04g${point.slice(3)}`],
    ['a non-hex digit at the end', `${point.slice(0, -1)}g`],
    ['text before it', `x${point}`],
    ['text after it', `${point}x`],
    ['a space before it', ` ${point}`],
  ])('refuses a key %s', (_, value) => {
    expect(() => checkSm2PublicKey(value)).toThrow(CipherError);
    expect(() => checkSm2PublicKey(value)).toThrow(/uncompressed/);
  });
});
