// The cipher suites: round trips of any JSON (fast-check), tampering, keys, the binding to the operation.
// spec 000 §7, §9; issue 15 finding 9.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EnvelopeBinding, HEADER, openRequest, openResponse, sealRequest, sealResponse } from '@/protocol/crypto/envelope.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { type CipherSuite, CipherError, KEY_ALPHABET, randomKey } from '@/protocol/crypto/suite.ts';
import { webCryptoClientSuite } from '@/protocol/crypto/webcrypto.ts';
import { serverSuites, testKeys } from '@tests/support/keys.ts';

const servers = await serverSuites();
const clients: Record<'SM' | 'WC', CipherSuite> = {
  SM: smClientSuite(testKeys.sm2Public),
  WC: await webCryptoClientSuite(testKeys.rsaPublic),
};
const TIMESTAMP = '2026-11-22 09:05:07';
const SEARCH: EnvelopeBinding = { method: 'POST', path: '/api/search/searchMenuListQry' };
const chinese = fc.string({ unit: fc.constantFrom(...'企业网上银行转账金额收款人户名账号张敏浙江绿谷，。、（）0123456789abcXYZ 😀'.split('')) });

async function roundTrip(suite: CipherSuite, json: string): Promise<void> {
  const key = randomKey();
  const sealed = await sealRequest(suite, json, { key, wrapped: await suite.wrapKey(key) }, TIMESTAMP, SEARCH);
  const opened = await openRequest(servers, sealed.body, { ...sealed.headers, 'X-Timestamp': TIMESTAMP }, SEARCH);
  expect(opened.json).toBe(json);
  expect(opened.key).toBe(key);
  const answer = await sealResponse(servers[suite.id], json, opened);
  const call = { key, nonce: sealed.nonce, binding: SEARCH };
  expect(await openResponse(suite, answer.body, answer.headers, call)).toBe(json);
}

describe.each(['SM', 'WC'] as const)('suite %s', (id) => {
  const suite = clients[id];

  it('round-trips any JSON through request and answer (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        await roundTrip(suite, JSON.stringify(value));
      }),
      { numRuns: id === 'SM' ? 40 : 80 },
    );
  });

  it('round-trips Chinese text and emoji (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('TRANS_NAME', 'ACCT_NAME', 'REMARK'), chinese), async (value) => {
        await roundTrip(suite, JSON.stringify(value));
      }),
      { numRuns: 30 },
    );
  });

  it('round-trips large bodies (64 KB and 1 MB)', async () => {
    for (const size of [64 * 1024, 1024 * 1024]) {
      await roundTrip(suite, JSON.stringify({ LIST: '转'.repeat(size / 3) }));
    }
  });

  it('refuses a body altered in transit, the timestamp changed, or another call\'s answer', async () => {
    const key = randomKey();
    const sealed = await sealRequest(suite, '{"TRAN_AMT":"12500.00"}', { key, wrapped: await suite.wrapKey(key) }, TIMESTAMP, SEARCH);
    const headers = { ...sealed.headers, 'X-Timestamp': TIMESTAMP };
    const flipped = sealed.body.slice(0, 10) + (sealed.body[10] === 'a' ? 'b' : 'a') + sealed.body.slice(11);
    await expect(openRequest(servers, flipped, headers, SEARCH)).rejects.toBeInstanceOf(CipherError);
    await expect(openRequest(servers, sealed.body, { ...headers, 'X-Timestamp': '2026-11-22 09:05:08' }, SEARCH)).rejects.toBeInstanceOf(CipherError);
    const opened = await openRequest(servers, sealed.body, headers, SEARCH);
    const answer = await sealResponse(servers[id], '{}', opened);
    await expect(openResponse(suite, answer.body, answer.headers, { key, nonce: 'f'.repeat(32), binding: SEARCH })).rejects.toBeInstanceOf(CipherError);
    await expect(openRequest(servers, 'plain', headers, SEARCH)).rejects.toThrow('does not start with #10');
    await expect(openRequest(servers, sealed.body, { ...headers, 'X-EIS-Key': '04abcd' }, SEARCH)).rejects.toBeInstanceOf(CipherError);
  });

  // issue 15 finding 9: the MAC / tag covers the method, the path and the suite, both ways
  it('refuses a body sealed for one operation at another (path or method), and an answer sealed for another operation', async () => {
    const key = randomKey();
    const sealed = await sealRequest(suite, '{"TRAN_AMT":"12500.00"}', { key, wrapped: await suite.wrapKey(key) }, TIMESTAMP, SEARCH);
    const headers = { ...sealed.headers, 'X-Timestamp': TIMESTAMP };
    const transfer: EnvelopeBinding = { method: 'POST', path: '/api/transfer/transferSub' };
    await expect(openRequest(servers, sealed.body, headers, transfer)).rejects.toBeInstanceOf(CipherError);
    await expect(openRequest(servers, sealed.body, headers, { ...SEARCH, method: 'PUT' })).rejects.toBeInstanceOf(CipherError);
    const opened = await openRequest(servers, sealed.body, headers, SEARCH);
    // the gateway's answer for another operation under the same key and nonce does not open as this call's
    const elsewhere = await sealResponse(servers[id], '{"head":{"STATUS":"000000"}}', { ...opened, binding: transfer });
    const call = { key, nonce: sealed.nonce, binding: SEARCH };
    await expect(openResponse(suite, elsewhere.body, elsewhere.headers, call)).rejects.toBeInstanceOf(CipherError);
    const own = await sealResponse(servers[id], '{"head":{"STATUS":"000000"}}', opened);
    expect(await openResponse(suite, own.body, own.headers, { key, nonce: sealed.nonce, binding: SEARCH })).toBe('{"head":{"STATUS":"000000"}}');
  });
});

// issue 15 finding 9: the suite id is bound too, so an envelope cannot be relabelled as another suite's
describe('the suite binding', () => {
  it('an envelope opened under another suite label does not verify, though key and cipher are the same', async () => {
    const key = randomKey();
    const sealed = await sealRequest(clients.SM, '{}', { key, wrapped: await clients.SM.wrapKey(key) }, TIMESTAMP, SEARCH);
    // the same algorithms behind another label: only the bound suite id differs
    const relabelled = { ...servers.SM, id: 'WC' as const };
    await expect(openRequest({ WC: relabelled }, sealed.body, { ...sealed.headers, [HEADER.cipher]: 'WC', 'X-Timestamp': TIMESTAMP }, SEARCH))
      .rejects.toBeInstanceOf(CipherError);
    expect((await openRequest(servers, sealed.body, { ...sealed.headers, 'X-Timestamp': TIMESTAMP }, SEARCH)).json).toBe('{}');
  });
});

describe('call keys (spec 000 §7, §9: random, 16 characters)', () => {
  it('are 16 characters of the alphabet, from getRandomValues, all different', () => {
    const keys = Array.from({ length: 2000 }, () => randomKey());
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    // every character of the alphabet turns up (no bias that excludes some)
    const seen = new Set(keys.join(''));
    expect(KEY_ALPHABET.split('').every((c) => seen.has(c))).toBe(true); // ASCII only
  });
});
