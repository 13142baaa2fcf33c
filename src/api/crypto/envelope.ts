/**
 * The #10 envelope on the wire (spec 000 §7), both directions, for the portal and the gateway.
 *
 * Request:  body `#10<payload>`, Content-Type text/plain; headers X-EIS-Cipher (suite), X-EIS-Key
 *           (the call key wrapped with the gateway's public key), X-EIS-Nonce (128 random bits),
 *           X-EIS-Digest (SM suite), and the usual X-Timestamp. The digest/tag covers the payload,
 *           the nonce and the timestamp, so a changed body fails and a replay is recognisable by its nonce.
 * Response: body `#10<payload>` under the same call key, X-EIS-Digest over the payload and the
 *           request's nonce, so an answer cannot be moved to another call.
 * Header names and the digest layout are provisional (the spec gives the prefix and the key only).
 */
import { randomBytes, toHex } from './encoding.ts';
import { CipherError, type CipherSuite, type ServerCipherSuite, type SuiteId } from './suite.ts';

export const ENCRYPTED_PREFIX = '#10';
export const HEADER = {
  cipher: 'X-EIS-Cipher',
  key: 'X-EIS-Key',
  nonce: 'X-EIS-Nonce',
  digest: 'X-EIS-Digest',
  timestamp: 'X-Timestamp',
} as const;

/** A key ready for one call: the key and its wrapped form. */
export interface PreparedKey {
  key: string;
  wrapped: string;
}

export interface SealedRequest {
  body: string;
  headers: Record<string, string>;
  /** What the caller keeps to open the answer. */
  key: string;
  nonce: string;
}

export const newNonce = (): string => toHex(randomBytes(16));
const requestAad = (nonce: string, timestamp: string) => `${nonce}\n${timestamp}`;
const responseAad = (nonce: string) => `${nonce}\nresponse`;

type HeaderSource = Headers | Record<string, string | undefined>;
const read = (headers: HeaderSource, name: string): string | undefined =>
  headers instanceof Headers ? (headers.get(name) ?? undefined) : (headers[name] ?? headers[name.toLowerCase()]);

export async function sealRequest(
  suite: CipherSuite,
  json: string,
  prepared: PreparedKey,
  timestamp: string,
  nonce: string = newNonce(),
): Promise<SealedRequest> {
  const sealed = await suite.seal(json, prepared.key, requestAad(nonce, timestamp));
  const headers: Record<string, string> = {
    [HEADER.cipher]: suite.id,
    [HEADER.key]: prepared.wrapped,
    [HEADER.nonce]: nonce,
  };
  if (sealed.digest) headers[HEADER.digest] = sealed.digest;
  return { body: ENCRYPTED_PREFIX + sealed.payload, headers, key: prepared.key, nonce };
}

export const isEncrypted = (body: string): boolean => body.startsWith(ENCRYPTED_PREFIX);

export interface OpenedRequest {
  json: string;
  key: string;
  nonce: string;
  suite: SuiteId;
}

/** The gateway's side: unwrap the key, verify, decrypt. Throws CipherError. */
export async function openRequest(
  suites: Partial<Record<SuiteId, ServerCipherSuite>>,
  body: string,
  headers: HeaderSource,
): Promise<OpenedRequest> {
  if (!isEncrypted(body)) throw new CipherError('the body does not start with #10');
  const id = read(headers, HEADER.cipher) as SuiteId | undefined;
  const suite = id ? suites[id] : undefined;
  if (!suite) throw new CipherError(`unknown cipher suite ${JSON.stringify(id ?? null)}`);
  const wrapped = read(headers, HEADER.key);
  const nonce = read(headers, HEADER.nonce);
  const timestamp = read(headers, HEADER.timestamp);
  if (!wrapped || !nonce || !/^[0-9a-f]{32}$/.test(nonce) || !timestamp) {
    throw new CipherError('the envelope lacks its key, nonce or timestamp');
  }
  const key = await suite.unwrapKey(wrapped);
  const digest = read(headers, HEADER.digest);
  const json = await suite.open(
    { payload: body.slice(ENCRYPTED_PREFIX.length), ...(digest ? { digest } : {}) },
    key,
    requestAad(nonce, timestamp),
  );
  return { json, key, nonce, suite: suite.id };
}

/** The gateway's answer under the call's key. */
export async function sealResponse(
  suite: CipherSuite,
  json: string,
  key: string,
  nonce: string,
): Promise<{ body: string; headers: Record<string, string> }> {
  const sealed = await suite.seal(json, key, responseAad(nonce));
  return {
    body: ENCRYPTED_PREFIX + sealed.payload,
    headers: sealed.digest ? { [HEADER.digest]: sealed.digest } : {},
  };
}

/** The portal's side of an encrypted answer. Throws CipherError. */
export async function openResponse(
  suite: CipherSuite,
  body: string,
  headers: HeaderSource,
  key: string,
  nonce: string,
): Promise<string> {
  if (!isEncrypted(body)) throw new CipherError('the body does not start with #10');
  const digest = read(headers, HEADER.digest);
  const sealed = { payload: body.slice(ENCRYPTED_PREFIX.length), ...(digest ? { digest } : {}) };
  return suite.open(sealed, key, responseAad(nonce));
}
