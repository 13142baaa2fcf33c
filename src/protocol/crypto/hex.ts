/** Hex for large bodies: through ASCII bytes and one decode, not a string per byte. */

const DIGITS = new TextEncoder().encode('0123456789abcdef');
const ascii = new TextDecoder('latin1');
const encoder = new TextEncoder();

/** The lower-case hex of `bytes` as ASCII bytes (what a MAC over the hex text reads). */
export function hexBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    out[i * 2] = DIGITS[b >>> 4] ?? 0;
    out[i * 2 + 1] = DIGITS[b & 15] ?? 0;
  }
  return out;
}

export const asciiText = (bytes: Uint8Array): string => ascii.decode(bytes);

export const toHexFast = (bytes: Uint8Array): string => asciiText(hexBytes(bytes));

const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) VALUE[48 + i] = i;
for (let i = 0; i < 6; i++) {
  VALUE[65 + i] = 10 + i;
  VALUE[97 + i] = 10 + i;
}

/** Hex text to bytes; throws on an odd length or a character that is not a hex digit. */
export function fromHexFast(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw new Error('not hex');
  const codes = encoder.encode(hex);
  if (codes.length !== hex.length) throw new Error('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = VALUE[codes[i * 2] ?? 0] ?? -1;
    const lo = VALUE[codes[i * 2 + 1] ?? 0] ?? -1;
    if (hi < 0 || lo < 0) throw new Error('not hex');
    out[i] = (hi << 4) | lo;
  }
  return out;
}
