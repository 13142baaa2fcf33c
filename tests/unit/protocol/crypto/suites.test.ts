// The cipher suites' own refusals (src/protocol/crypto/sm.ts, webcrypto.ts), below the envelope.
// spec 000 §7 gives the #10 prefix and the 16-character key sent alongside; it is silent on the
// error paths, so these cases pin what a bank's security review expects: a wrapped key that is
// malformed, undecryptable or not a call key, a ciphertext that is not base64, truncated, altered,
// under another key or not UTF-8, a suite without its key: each is refused with a CipherError
// that says why and keeps the library's error as its cause.
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHex, utf8 } from '@/protocol/crypto/encoding.ts';
import { type EnvelopeBinding, openRequest, sealRequest } from '@/protocol/crypto/envelope.ts';
import { smClientSuite, smServerSuite } from '@/protocol/crypto/sm.ts';
import { hmacSm3, sm3 } from '@/protocol/crypto/sm3.ts';
import { CipherError, randomKey, type Sealed, type ServerCipherSuite } from '@/protocol/crypto/suite.ts';
import { webCryptoClientSuite, webCryptoServerSuite } from '@/protocol/crypto/webcrypto.ts';
import { serverSuites, testKeys } from '@tests/support/keys.ts';

const servers = await serverSuites();
const sm = smClientSuite(testKeys.sm2Public);
const wc = await webCryptoClientSuite(testKeys.rsaPublic);
const TIMESTAMP = '2026-11-22 09:05:07';
const AT: EnvelopeBinding = { method: 'POST', path: '/api/search/searchMenuListQry' };
const AAD = 'EIS-ENV/2\nWC\nPOST\n/api/search/searchMenuListQry\n00112233445566778899aabbccddeeff\n2026-11-22 09:05:07\nrequest';

/** The rejection of `promise`, which must be a CipherError. */
async function refusal(promise: Promise<unknown>): Promise<CipherError> {
  const error: unknown = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(CipherError);
  return error as CipherError;
}

describe('SM suite: the wrapped key (SM2 C1C3C2 with the 04 point prefix, as Java gateways expect)', () => {
  it('wraps as 04 + hex and unwraps to the same key', async () => {
    const key = randomKey();
    const wrapped = await sm.wrapKey(key);
    // C1 (x, y: 128 hex) + C3 (SM3: 64 hex) + C2 (the 16 key bytes: 32 hex), after 04
    expect(wrapped).toMatch(/^04[0-9a-f]{224}$/);
    expect(await servers.SM.unwrapKey(wrapped)).toBe(key);
    expect(await servers.SM.unwrapKey(wrapped.toUpperCase())).toBe(key);
  });

  it.each([
    ['empty', () => ''],
    ['without its 04 prefix', (w: string) => w.slice(2)],
    ['prefixed 05 instead of 04', (w: string) => `05${w.slice(2)}`],
    ['with text before it', (w: string) => `xx${w}`],
    ['with text after it', (w: string) => `${w}zz`],
    ['with a non-hex digit inside', (w: string) => `${w.slice(0, 100)}g${w.slice(101)}`],
    ['as base64', (w: string) => Buffer.from(w, 'hex').toString('base64')],
  ])('refuses a wrapped key %s as not SM2 hex', async (_, change) => {
    const wrapped = await sm.wrapKey(randomKey());
    const error = await refusal(servers.SM.unwrapKey(change(wrapped)));
    expect(error.message).toMatch(/not SM2 hex/);
  });

  it('refuses a well-formed wrapped key that does not decrypt (altered C3, or a bad C1 point), keeping the cause where the library threw', async () => {
    const wrapped = await sm.wrapKey(randomKey());
    const c3 = 2 + 128;
    const altered = `${wrapped.slice(0, c3)}${wrapped[c3] === '0' ? '1' : '0'}${wrapped.slice(c3 + 1)}`;
    expect((await refusal(servers.SM.unwrapKey(altered))).message).toMatch(/does not decrypt/);
    // C1 not on the curve: sm-crypto-v2 throws, and that error is kept as the cause
    const offCurve = `04${'0'.repeat(127)}1${wrapped.slice(130)}`;
    const error = await refusal(servers.SM.unwrapKey(offCurve));
    expect(error.message).toMatch(/does not decrypt/);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('refuses a key wrapped for another gateway', async () => {
    const other = smClientSuite(testKeys.ukeyPublic);
    expect((await refusal(servers.SM.unwrapKey(await other.wrapKey(randomKey())))).message).toMatch(/does not decrypt/);
  });

  it.each(['ABCDEFGHIJKLMNO', 'ABCDEFGHIJKLMNOPQ', 'ABCDEFGHIJKLMNO-', '', '转账转账转账转账转账转账转账转账'])(
    'refuses a wrapped %j, which decrypts but is not a 16-character call key',
    async (notAKey) => {
      expect((await refusal(servers.SM.unwrapKey(await sm.wrapKey(notAKey)))).message).toMatch(/does not decrypt/);
    },
  );

  it('a suite without its public key does not wrap, one without its private key does not unwrap', async () => {
    const noPublic = smServerSuite(testKeys.sm2Private, '');
    expect((await refusal(noPublic.wrapKey(randomKey()))).message).toMatch(/no SM2 public key/);
    const noPrivate = smServerSuite('', testKeys.sm2Public);
    const wrapped = await noPrivate.wrapKey(randomKey());
    expect((await refusal(noPrivate.unwrapKey(wrapped))).message).toMatch(/no SM2 private key/);
    // the client's suite holds no private key either
    const client = sm as Partial<ServerCipherSuite>;
    await refusal(client.unwrapKey?.(wrapped) ?? Promise.resolve('no unwrapKey'));
  });

  it('a server suite given only its private key derives the public key from it', async () => {
    const derived = smServerSuite(testKeys.sm2Private);
    const key = randomKey();
    expect(await servers.SM.unwrapKey(await derived.wrapKey(key))).toBe(key);
  });

  // configured inside the test (not at the file's top), so the suite object built here is this test's
  it('names itself SM, in the X-EIS-Cipher header and in the opened request', async () => {
    const client = smClientSuite(testKeys.sm2Public);
    const server = smServerSuite(testKeys.sm2Private, testKeys.sm2Public);
    expect([client.id, server.id]).toEqual(['SM', 'SM']);
    const key = randomKey();
    const sealed = await sealRequest(client, '{}', { key, wrapped: await client.wrapKey(key) }, TIMESTAMP, AT);
    expect(sealed.headers['X-EIS-Cipher']).toBe('SM');
    const opened = await openRequest({ SM: server }, sealed.body, { ...sealed.headers, 'X-Timestamp': TIMESTAMP }, AT);
    expect([opened.suite, opened.json]).toEqual(['SM', '{}']);
  });

  it('the client suite refuses a gateway key that is not an uncompressed point, at configuration', () => {
    expect(() => smClientSuite(testKeys.sm2Public.slice(2))).toThrow(CipherError);
    expect(() => smClientSuite('')).toThrow(CipherError);
  });
});

describe('SM suite: the body', () => {
  it.each([
    ['15 characters', 'ABCDEFGHIJKLMNO'],
    ['17 characters', 'ABCDEFGHIJKLMNOPQ'],
    ['16 characters of 48 UTF-8 bytes', '转'.repeat(16)],
  ])('does not seal under a key of %s (SM4 takes 16 bytes), keeping the cause', async (_, key) => {
    const error = await refusal(sm.seal('{}', key, AAD));
    expect(error.message).toMatch(/does not encrypt/);
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.cause).not.toBeInstanceOf(CipherError);
  });

  // the digest as the gateway computes it: HMAC-SM3 keyed with SM3("eis-mac:" + key) over the hex
  // payload (IV, ciphertext), a newline and the additional data
  const digest = (key: string, payload: string, aad: string) =>
    toHex(hmacSm3(sm3(utf8(`eis-mac:${key}`)), utf8(payload), utf8(`\n${aad}`)));

  it('opens a body whose digest is computed by the documented layout, and refuses it under a 15-character key though its digest matches', async () => {
    const key = randomKey();
    const sealed = await sm.seal('{"TRAN_AMT":"1.00"}', key, AAD);
    expect(sealed.digest).toBe(digest(key, sealed.payload, AAD));
    const own = { payload: sealed.payload, digest: digest(key, sealed.payload, AAD) };
    expect(await sm.open(own, key, AAD)).toBe('{"TRAN_AMT":"1.00"}');
    const short = 'ABCDEFGHIJKLMNO';
    const matching = { payload: sealed.payload, digest: digest(short, sealed.payload, AAD) };
    const error = await refusal(sm.open(matching, short, AAD));
    expect(error.message).toMatch(/does not decrypt/);
  });

  it('opens what it sealed, and refuses it under another key, other additional data, or without its digest', async () => {
    const key = randomKey();
    const sealed = await sm.seal('{"TRAN_AMT":"1.00"}', key, AAD);
    expect(await sm.open(sealed, key, AAD)).toBe('{"TRAN_AMT":"1.00"}');
    expect((await refusal(sm.open(sealed, randomKey(), AAD))).message).toMatch(/digest/);
    expect((await refusal(sm.open(sealed, key, `${AAD}x`))).message).toMatch(/digest/);
    await refusal(sm.open({ payload: sealed.payload }, key, AAD));
  });
});

// suite.ts: open "throws CipherError on any tampering or malformed input"; a gateway handing on
// what it parsed from an untyped request may have no envelope object at all
describe.each(['SM', 'WC'] as const)('%s suite: no envelope at all', (id) => {
  it.each([null, undefined])('open(%s) is refused with a CipherError that keeps the cause', async (nothing) => {
    const suite = id === 'SM' ? sm : wc;
    const error = await refusal(suite.open(nothing as unknown as Sealed, randomKey(), AAD));
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/does not decrypt|not base64/);
  });
});

describe('WebCrypto suite: the wrapped key (RSA-OAEP SHA-256)', () => {
  it('unwraps what the client wrapped', async () => {
    const key = randomKey();
    expect(await servers.WC.unwrapKey(await wc.wrapKey(key))).toBe(key);
  });

  it.each(['ABCDEFGHIJKLMNO', 'ABCDEFGHIJKLMNOPQ', 'ABCDEFGHIJKLMNO-', ''])(
    'refuses a wrapped %j, which decrypts but is not a 16-character call key',
    async (notAKey) => {
      const error = await refusal(servers.WC.unwrapKey(await wc.wrapKey(notAKey)));
      expect(error.message).toMatch(/does not decrypt/);
    },
  );

  it('refuses a wrapped key that decrypts to bytes that are not UTF-8', async () => {
    const publicKey = await webcrypto.subtle.importKey('spki', Buffer.from(testKeys.rsaPublic, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const raw = new Uint8Array(16).fill(0xff);
    const wrapped = Buffer.from(await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw)).toString('base64');
    const error = await refusal(servers.WC.unwrapKey(wrapped));
    expect(error.message).toMatch(/does not decrypt/);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it.each([
    ['that RSA does not decrypt', 'AAAA'],
    ['that is not base64', 'not base64!'],
    ['that is empty', ''],
  ])('refuses a wrapped key %s, keeping the cause', async (_, wrapped) => {
    const error = await refusal(servers.WC.unwrapKey(wrapped));
    expect(error.message).toMatch(/does not decrypt/);
    expect(error.cause).toBeInstanceOf(Error);
  });

  // configured inside the test (not at the file's top), so the suite objects built here are this test's
  it('names itself WC, in the X-EIS-Cipher header and in the opened request', async () => {
    const client = await webCryptoClientSuite(testKeys.rsaPublic);
    const server = await webCryptoServerSuite(testKeys.rsaPrivate, testKeys.rsaPublic);
    expect([client.id, server.id]).toEqual(['WC', 'WC']);
    const key = randomKey();
    const sealed = await sealRequest(client, '{}', { key, wrapped: await client.wrapKey(key) }, TIMESTAMP, AT);
    expect(sealed.headers['X-EIS-Cipher']).toBe('WC');
    const opened = await openRequest({ WC: server }, sealed.body, { ...sealed.headers, 'X-Timestamp': TIMESTAMP }, AT);
    expect([opened.suite, opened.json, opened.key]).toEqual(['WC', '{}', key]);
  });
});

describe('WebCrypto suite: the body (AES-128-GCM, 12-byte IV + ciphertext + 16-byte tag, base64)', () => {
  const decoded = (payload: string) => Buffer.from(payload, 'base64');

  it('an empty body seals to exactly IV + tag (28 bytes) and opens', async () => {
    const key = randomKey();
    const sealed = await wc.seal('', key, AAD);
    expect(sealed.digest).toBeUndefined();
    expect(decoded(sealed.payload).length).toBe(12 + 16);
    expect(await wc.open(sealed, key, AAD)).toBe('');
    const body = await wc.seal('转账', key, AAD);
    expect(decoded(body.payload).length).toBe(12 + 6 + 16);
  });

  it.each([0, 1, 12, 27])('refuses a payload of %i bytes as too short', async (length) => {
    const payload = Buffer.alloc(length, 1).toString('base64');
    expect((await refusal(wc.open({ payload }, randomKey(), AAD))).message).toMatch(/too short/);
  });

  it('refuses a payload cut by one byte, or with a byte changed in the IV, the ciphertext or the tag', async () => {
    const key = randomKey();
    const sealed = await wc.seal('{"TRAN_AMT":"1.00"}', key, AAD);
    const bytes = decoded(sealed.payload);
    const cut = bytes.subarray(0, bytes.length - 1).toString('base64');
    expect((await refusal(wc.open({ payload: cut }, key, AAD))).message).toMatch(/GCM tag/);
    for (const at of [0, 11, 12, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      const error = await refusal(wc.open({ payload: changed.toString('base64') }, key, AAD));
      expect(error.message).toMatch(/GCM tag/);
      expect(error.cause).toBeInstanceOf(Error);
    }
    expect((await refusal(wc.open(sealed, randomKey(), AAD))).message).toMatch(/GCM tag/);
    expect((await refusal(wc.open(sealed, key, `${AAD}x`))).message).toMatch(/GCM tag/);
    expect(await wc.open(sealed, key, AAD)).toBe('{"TRAN_AMT":"1.00"}');
  });

  it('refuses a payload that is not base64, keeping the cause', async () => {
    const error = await refusal(wc.open({ payload: 'not base64!' }, randomKey(), AAD));
    expect(error.message).toMatch(/not base64/);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('refuses a body whose tag verifies but whose bytes are not UTF-8', async () => {
    const key = randomKey();
    const aesKey = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'AES-GCM' }, false, ['encrypt']);
    const iv = new Uint8Array(12).fill(7);
    const cipher = await webcrypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(AAD) }, aesKey, new Uint8Array([0x7b, 0xff, 0x7d]),
    );
    const payload = Buffer.concat([iv, new Uint8Array(cipher)]).toString('base64');
    await refusal(wc.open({ payload }, key, AAD));
  });
});

// A browser page served over plain http has no crypto.subtle: the suite says so with a CipherError
// instead of failing on an undefined object.
describe('WebCrypto suite without WebCrypto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['crypto.subtle is missing (an insecure context)', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) }],
    ['crypto itself is missing', undefined],
  ])('refuses to configure when %s', async (_, replacement) => {
    vi.stubGlobal('crypto', replacement);
    const error = await refusal(webCryptoClientSuite(testKeys.rsaPublic));
    expect(error.message).toMatch(/WebCrypto is unavailable.*HTTPS/);
  });

  it('refuses to open a body when crypto.subtle has gone', async () => {
    const key = randomKey();
    const sealed = await wc.seal('{}', key, AAD);
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    await refusal(wc.open(sealed, key, AAD));
  });
});
