// The SM3 digest of an uploaded batch file's bytes. issue 37, spec 000 §7 upload.
import { describe, expect, it } from 'vitest';
import { fileDigest } from '@/protocol/batch/digest.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('fileDigest', () => {
  it('is SM3 in lowercase hex (GB/T 32905 vectors)', () => {
    expect(fileDigest(utf8('abc'))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(fileDigest(utf8('abcd'.repeat(16)))).toBe(
      'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732',
    );
  });

  it('digests the bytes as they are: a byte-order mark changes it', () => {
    const plain = fileDigest(utf8('收款账号\r\n'));
    expect(plain).toMatch(/^[0-9a-f]{64}$/);
    expect(fileDigest(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('收款账号\r\n')]))).not.toBe(plain);
  });
});
