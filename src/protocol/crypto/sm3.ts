/**
 * SM3 (GB/T 32905-2016) and HMAC-SM3 (RFC 2104 with SM3's 64-byte block) on bytes, with the
 * compression on 32-bit words in preallocated arrays. Same digests as sm-crypto-v2 and OpenSSL's
 * `dgst -sm3` (tests/unit/protocol/sm4-sm3.test.ts); several times faster on large bodies.
 */

const IV = [0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e];

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** T_j <<< (j mod 32), per round. */
const TJ = new Int32Array(64);
for (let j = 0; j < 64; j++) TJ[j] = rotl(j < 16 ? 0x79cc4519 : 0x7a879d8a, j % 32);

const W = new Int32Array(68);

/** Compresses the 64-byte blocks of `data` from `offset` (`blocks` of them) into the state `v`. */
function compress(v: Int32Array, data: Uint8Array, offset: number, blocks: number): void {
  for (let b = 0; b < blocks; b++) {
    const base = offset + b * 64;
    for (let i = 0; i < 16; i++) {
      const p = base + i * 4;
      W[i] = ((data[p] ?? 0) << 24) | ((data[p + 1] ?? 0) << 16) | ((data[p + 2] ?? 0) << 8) | (data[p + 3] ?? 0);
    }
    for (let i = 16; i < 68; i++) {
      const x = (W[i - 16] ?? 0) ^ (W[i - 9] ?? 0) ^ rotl(W[i - 3] ?? 0, 15);
      W[i] = x ^ rotl(x, 15) ^ rotl(x, 23) ^ rotl(W[i - 13] ?? 0, 7) ^ (W[i - 6] ?? 0);
    }
    let a = v[0] ?? 0;
    let bb = v[1] ?? 0;
    let c = v[2] ?? 0;
    let d = v[3] ?? 0;
    let e = v[4] ?? 0;
    let f = v[5] ?? 0;
    let g = v[6] ?? 0;
    let h = v[7] ?? 0;
    for (let j = 0; j < 64; j++) {
      const a12 = rotl(a, 12);
      const ss1 = rotl((a12 + e + (TJ[j] ?? 0)) | 0, 7);
      const ss2 = ss1 ^ a12;
      const wj = W[j] ?? 0;
      const wj1 = wj ^ (W[j + 4] ?? 0);
      const ff = j < 16 ? a ^ bb ^ c : (a & bb) | (a & c) | (bb & c);
      const gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
      const tt1 = (ff + d + ss2 + wj1) | 0;
      const tt2 = (gg + h + ss1 + wj) | 0;
      d = c;
      c = rotl(bb, 9);
      bb = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = tt2 ^ rotl(tt2, 9) ^ rotl(tt2, 17);
    }
    v[0] = (v[0] ?? 0) ^ a;
    v[1] = (v[1] ?? 0) ^ bb;
    v[2] = (v[2] ?? 0) ^ c;
    v[3] = (v[3] ?? 0) ^ d;
    v[4] = (v[4] ?? 0) ^ e;
    v[5] = (v[5] ?? 0) ^ f;
    v[6] = (v[6] ?? 0) ^ g;
    v[7] = (v[7] ?? 0) ^ h;
  }
}

/** The SM3 digest (32 bytes) of the concatenated parts. */
export function sm3(...parts: Uint8Array[]): Uint8Array {
  const v = Int32Array.from(IV);
  const buffer = new Uint8Array(64);
  let filled = 0;
  let length = 0;
  for (const part of parts) {
    length += part.length;
    let at = 0;
    if (filled > 0) {
      const take = Math.min(64 - filled, part.length);
      buffer.set(part.subarray(0, take), filled);
      filled += take;
      at = take;
      if (filled < 64) continue;
      compress(v, buffer, 0, 1);
    }
    const whole = Math.floor((part.length - at) / 64);
    compress(v, part, at, whole);
    at += whole * 64;
    buffer.set(part.subarray(at), 0);
    filled = part.length - at;
  }
  // padding: 0x80, zeros, the length in bits as 64 bits big-endian
  const tail = new Uint8Array(filled < 56 ? 64 : 128);
  tail.set(buffer.subarray(0, filled));
  tail[filled] = 0x80;
  const bits = length * 8;
  const high = Math.floor(bits / 0x100000000);
  const end = tail.length;
  tail[end - 8] = high >>> 24;
  tail[end - 7] = high >>> 16;
  tail[end - 6] = high >>> 8;
  tail[end - 5] = high;
  tail[end - 4] = bits >>> 24;
  tail[end - 3] = bits >>> 16;
  tail[end - 2] = bits >>> 8;
  tail[end - 1] = bits;
  compress(v, tail, 0, end / 64);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const x = v[i] ?? 0;
    out[i * 4] = x >>> 24;
    out[i * 4 + 1] = x >>> 16;
    out[i * 4 + 2] = x >>> 8;
    out[i * 4 + 3] = x;
  }
  return out;
}

/** HMAC-SM3 of the concatenated parts. */
export function hmacSm3(key: Uint8Array, ...parts: Uint8Array[]): Uint8Array {
  const k = new Uint8Array(64);
  k.set(key.length > 64 ? sm3(key) : key);
  const inner = k.map((b) => b ^ 0x36);
  const outer = k.map((b) => b ^ 0x5c);
  return sm3(outer, sm3(inner, ...parts));
}
