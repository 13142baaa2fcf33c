// The SM suite's body against an independent implementation, as a bank's gateway would check it:
// OpenSSL 3 decrypts our SM4-CBC and computes the same HMAC-SM3 (issue 17, large bodies).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { toHex } from '@/protocol/crypto/encoding.ts';
import { openSm, sealSm } from '@/protocol/crypto/sm-body.ts';
import { sm3 } from '@/protocol/crypto/sm3.ts';

const openssl = (args: string[], input: Buffer | string) => {
  const result = spawnSync('openssl', args, { input });
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout;
};

describe('SM4-CBC + HMAC-SM3 bodies and OpenSSL', () => {
  const key = 'Q1w2E3r4T5y6U7i8';
  const aad = 'EIS-ENV/2\nSM\nPOST\n/api/payTransfer/batchTransferSub\n00ff\n2026-11-23 09:00:00\nrequest';

  it.each([0, 15, 16, 1024, 64 * 1024 + 7])('a %i-byte body: OpenSSL decrypts it and computes the same digest', (size) => {
    const plain = JSON.stringify({ LIST: '转'.repeat(size) }).slice(0, Math.max(2, size));
    const sealed = sealSm(plain, key, aad);
    const iv = sealed.payload.slice(0, 32);
    const cipher = Buffer.from(sealed.payload.slice(32), 'hex');
    const decrypted = openssl(['enc', '-d', '-sm4-cbc', '-K', toHex(new TextEncoder().encode(key)), '-iv', iv], cipher);
    expect(decrypted.toString('utf8')).toBe(plain);
    const macKey = toHex(sm3(new TextEncoder().encode(`eis-mac:${key}`)));
    const digest = openssl(['dgst', '-sm3', '-mac', 'HMAC', '-macopt', `hexkey:${macKey}`, '-r'], `${sealed.payload}\n${aad}`);
    expect(digest.toString().split(' ')[0]).toBe(sealed.digest);
  });

  it('opens what OpenSSL encrypted', () => {
    const plain = JSON.stringify({ TRANS_NAME: '批量转账', LIST: 'y'.repeat(5000) });
    const iv = '0f0e0d0c0b0a09080706050403020100';
    const cipher = openssl(['enc', '-sm4-cbc', '-K', toHex(new TextEncoder().encode(key)), '-iv', iv], plain);
    const payload = iv + cipher.toString('hex');
    const macKey = toHex(sm3(new TextEncoder().encode(`eis-mac:${key}`)));
    const digest = openssl(['dgst', '-sm3', '-mac', 'HMAC', '-macopt', `hexkey:${macKey}`, '-r'], `${payload}\n${aad}`).toString().split(' ')[0] ?? '';
    expect(openSm({ payload, digest }, key, aad)).toBe(plain);
  });
});
