// The envelope's wire layout as a gateway built apart from the portal (Java) reproduces it: spec
// 000 §7 gives the #10 prefix and the key sent alongside; the header names and the additional data
// the digest or tag covers are the portal's own (src/protocol/crypto/envelope.ts), written out here by
// hand, not taken from the code, so a change to either side of the interface fails.
import { describe, expect, it } from 'vitest';
import { type EnvelopeBinding, openRequest, sealRequest, sealResponse } from '@/protocol/crypto/envelope.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { type CipherSuite, randomKey } from '@/protocol/crypto/suite.ts';
import { webCryptoClientSuite } from '@/protocol/crypto/webcrypto.ts';
import { serverSuites, testKeys } from '@tests/support/keys.ts';

const servers = await serverSuites();
const clients: Record<'SM' | 'WC', CipherSuite> = {
  SM: smClientSuite(testKeys.sm2Public),
  WC: await webCryptoClientSuite(testKeys.rsaPublic),
};
const TIMESTAMP = '2026-11-22 09:05:07';
const NONCE = '00112233445566778899aabbccddeeff';
const PATH = '/api/search/searchMenuListQry';

describe.each(['SM', 'WC'] as const)('suite %s', (id) => {
  const client = clients[id];
  const server = servers[id];

  it('a request\'s additional data is EIS-ENV/2, the suite, the method in capitals, the path, the nonce, the timestamp and "request"', async () => {
    const key = randomKey();
    // a lower-case method is bound as the gateway sees it on the wire: upper case
    const binding: EnvelopeBinding = { method: 'post', path: PATH };
    const sealed = await sealRequest(client, '{"MENU_MNAME":"转账"}', { key, wrapped: await client.wrapKey(key) }, TIMESTAMP, binding, NONCE);
    expect(sealed.body.startsWith('#10')).toBe(true);
    const aad = `EIS-ENV/2\n${id}\nPOST\n${PATH}\n${NONCE}\n${TIMESTAMP}\nrequest`;
    const digest = sealed.headers['X-EIS-Digest'];
    const payload = { payload: sealed.body.slice(3), ...(digest === undefined ? {} : { digest }) };
    expect(await server.open(payload, key, aad)).toBe('{"MENU_MNAME":"转账"}');
    const opened = await openRequest(servers, sealed.body, { ...sealed.headers, 'X-Timestamp': TIMESTAMP }, { method: 'POST', path: PATH });
    expect(opened.json).toBe('{"MENU_MNAME":"转账"}');
  });

  it('an answer\'s additional data is EIS-ENV/2, the suite, the method in capitals, the path, the request\'s nonce and "response"', async () => {
    const key = randomKey();
    const answer = await sealResponse(server, '{"head":{"STATUS":"000000"}}', { key, nonce: NONCE, binding: { method: 'post', path: PATH } });
    const digest = answer.headers['X-EIS-Digest'];
    const payload = { payload: answer.body.slice(3), ...(digest === undefined ? {} : { digest }) };
    expect(await client.open(payload, key, `EIS-ENV/2\n${id}\nPOST\n${PATH}\n${NONCE}\nresponse`)).toBe('{"head":{"STATUS":"000000"}}');
  });
});

describe('the request headers', () => {
  it('SM: the suite, the wrapped key, the nonce and the digest, nothing else', async () => {
    const key = randomKey();
    const sealed = await sealRequest(clients.SM, '{}', { key, wrapped: await clients.SM.wrapKey(key) }, TIMESTAMP, { method: 'POST', path: PATH }, NONCE);
    expect(Object.keys(sealed.headers).sort()).toEqual(['X-EIS-Cipher', 'X-EIS-Digest', 'X-EIS-Key', 'X-EIS-Nonce']);
    expect(sealed.headers['X-EIS-Digest']).toMatch(/^[0-9a-f]{64}$/);
  });

  // an undefined header value would travel as the text "undefined"
  it('WC: no X-EIS-Digest header at all (the GCM tag is in the payload)', async () => {
    const key = randomKey();
    const sealed = await sealRequest(clients.WC, '{}', { key, wrapped: await clients.WC.wrapKey(key) }, TIMESTAMP, { method: 'POST', path: PATH }, NONCE);
    expect(Object.keys(sealed.headers).sort()).toEqual(['X-EIS-Cipher', 'X-EIS-Key', 'X-EIS-Nonce']);
    expect(new Headers(sealed.headers).has('X-EIS-Digest')).toBe(false);
  });
});
