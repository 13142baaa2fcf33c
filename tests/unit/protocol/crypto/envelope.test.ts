// spec 000 §7: every body is encrypted under a fresh random 16-character key sent alongside, the
// payload prefixed with #10, both ways. The envelope's own rules (src/protocol/crypto/envelope.ts): a
// 128-bit hex nonce; under the SM suite an HMAC-SM3 digest (X-EIS-Digest) that must be present and
// must match, on the request and on the answer.
import { describe, expect, it } from 'vitest';
import {
  type EnvelopeBinding, HEADER, isEncrypted, newNonce, openRequest, openResponse, sealRequest, sealResponse,
} from '@/protocol/crypto/envelope.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { CipherError, randomKey } from '@/protocol/crypto/suite.ts';
import { webCryptoClientSuite } from '@/protocol/crypto/webcrypto.ts';
import { serverSuites, testKeys } from '@tests/support/keys.ts';

const servers = await serverSuites();
const sm = smClientSuite(testKeys.sm2Public);
const wc = await webCryptoClientSuite(testKeys.rsaPublic);
const TIMESTAMP = '2026-11-22 09:05:07';
const AT: EnvelopeBinding = { method: 'POST', path: '/api/search/searchMenuListQry' };

const omit = (headers: Record<string, string>, name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));

async function sealed(suite = sm, nonce?: string) {
  const key = randomKey();
  const request = await sealRequest(suite, '{"MENU_MNAME":"转账"}', { key, wrapped: await suite.wrapKey(key) }, TIMESTAMP, AT, nonce);
  const headers: Record<string, string> = { ...request.headers, [HEADER.timestamp]: TIMESTAMP };
  return { key, request, headers };
}

describe('the #10 prefix (spec 000 §7), on requests and on answers', () => {
  it('a request is sent as #10 and its payload, with the suite, the wrapped key and the nonce beside it', async () => {
    const { request, key } = await sealed();
    expect(request.body.startsWith('#10')).toBe(true);
    expect(isEncrypted(request.body)).toBe(true);
    expect(isEncrypted('#1')).toBe(false);
    expect(isEncrypted('{"#10":1}')).toBe(false);
    expect(request.headers[HEADER.cipher]).toBe('SM');
    expect(request.headers[HEADER.key]).toMatch(/^04[0-9a-f]+$/);
    expect(request.headers[HEADER.nonce]).toBe(request.nonce);
    expect(request.key).toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('an answer whose body does not start with #10 is refused, though the rest is the sealed answer', async () => {
    const { key, request, headers } = await sealed();
    const opened = await openRequest(servers, request.body, headers, AT);
    const answer = await sealResponse(servers.SM, '{"head":{"STATUS":"000000"}}', opened);
    expect(answer.body.startsWith('#10')).toBe(true);
    const call = { key, nonce: request.nonce, binding: AT };
    // the same three-character length as the prefix: only the prefix check can refuse it
    for (const prefix of ['#11', '10#', 'abc']) {
      await expect(openResponse(sm, prefix + answer.body.slice(3), answer.headers, call)).rejects.toThrow('the body does not start with #10');
    }
    expect(await openResponse(sm, answer.body, answer.headers, call)).toBe('{"head":{"STATUS":"000000"}}');
  });

  it('a request whose body does not start with #10 is refused, though the rest is the sealed body', async () => {
    const { request, headers } = await sealed();
    await expect(openRequest(servers, `#01${request.body.slice(3)}`, headers, AT)).rejects.toThrow('the body does not start with #10');
  });
});

describe('the digest must be there and match (SM suite)', () => {
  it('an answer without X-EIS-Digest is refused', async () => {
    const { key, request, headers } = await sealed();
    const opened = await openRequest(servers, request.body, headers, AT);
    const answer = await sealResponse(servers.SM, '{}', opened);
    expect(answer.headers[HEADER.digest]).toMatch(/^[0-9a-f]{64}$/);
    const call = { key, nonce: request.nonce, binding: AT };
    await expect(openResponse(sm, answer.body, {}, call)).rejects.toBeInstanceOf(CipherError);
    await expect(openResponse(sm, answer.body, { [HEADER.digest]: '' }, call)).rejects.toBeInstanceOf(CipherError);
    // read case-insensitively from a Headers object
    expect(await openResponse(sm, answer.body, new Headers(answer.headers), call)).toBe('{}');
  });

  it('a request without X-EIS-Digest is refused', async () => {
    const { request, headers } = await sealed();
    expect(headers[HEADER.digest]).toMatch(/^[0-9a-f]{64}$/);
    await expect(openRequest(servers, request.body, omit(headers, HEADER.digest), AT)).rejects.toThrow(CipherError);
    await expect(openRequest(servers, request.body, { ...headers, [HEADER.digest]: '0'.repeat(64) }, AT)).rejects.toThrow(CipherError);
    expect((await openRequest(servers, request.body, headers, AT)).json).toBe('{"MENU_MNAME":"转账"}');
  });

  it('the WebCrypto suite carries no digest header (its tag is in the payload) and still opens', async () => {
    const { request, headers } = await sealed(wc);
    expect(request.headers[HEADER.digest]).toBeUndefined();
    expect(request.headers[HEADER.cipher]).toBe('WC');
    const opened = await openRequest(servers, request.body, headers, AT);
    const answer = await sealResponse(servers.WC, '{}', opened);
    expect(answer.headers).toEqual({});
    expect(await openResponse(wc, answer.body, answer.headers, { key: opened.key, nonce: request.nonce, binding: AT })).toBe('{}');
  });
});

describe('the nonce is 128 random bits in lower-case hex', () => {
  it('a fresh one per call', () => {
    const nonces = Array.from({ length: 200 }, () => newNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  // sealed with the malformed nonce, so the digest matches: only the format check refuses it
  const malformed = ['', 'f'.repeat(31), 'f'.repeat(33), 'F'.repeat(32), 'g'.repeat(32), ` ${'a'.repeat(31)}`];
  it.each(malformed)('refuses a request sealed with the nonce %j', async (nonce) => {
    const { request, headers } = await sealed(sm, nonce);
    const withNonce = { ...headers, [HEADER.nonce]: nonce };
    await expect(openRequest(servers, request.body, withNonce, AT)).rejects.toThrow(CipherError);
  });

  it('refuses a request without its wrapped key, nonce or timestamp, and an unknown suite', async () => {
    const { request, headers } = await sealed();
    for (const name of [HEADER.key, HEADER.nonce, HEADER.timestamp]) {
      await expect(openRequest(servers, request.body, omit(headers, name), AT), name).rejects.toThrow('the envelope lacks its key, nonce or timestamp');
    }
    await expect(openRequest(servers, request.body, { ...headers, [HEADER.cipher]: 'XX' }, AT)).rejects.toThrow('unknown cipher suite "XX"');
    await expect(openRequest(servers, request.body, omit(headers, HEADER.cipher), AT)).rejects.toThrow('unknown cipher suite null');
  });

  it('opens a well-formed request, reading lower-case header names too', async () => {
    const { request, headers, key } = await sealed();
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const opened = await openRequest(servers, request.body, lower, AT);
    expect(opened).toEqual({ json: '{"MENU_MNAME":"转账"}', key, nonce: request.nonce, suite: 'SM', binding: AT });
  });
});
