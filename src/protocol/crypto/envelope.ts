/**
 * The #10 envelope on the wire (spec 000 §7), both directions, for the portal and the gateway.
 *
 * Request:  body `#10<payload>`, Content-Type text/plain; headers X-EIS-Cipher (suite), X-EIS-Key
 *           (the call key wrapped with the gateway's public key), X-EIS-Nonce (128 random bits),
 *           X-EIS-Digest (SM suite), and the usual X-Timestamp. The digest/tag covers the payload
 *           and, as additional data, the suite id, the call's method and path, the nonce and the
 *           timestamp: a changed body fails, a body sealed for one operation does not open at
 *           another (or under another suite), and a replay is recognisable by its nonce.
 * Response: body `#10<payload>` under the same call key, X-EIS-Digest over the payload, the suite,
 *           method and path and the request's nonce, so an answer cannot be moved to another call.
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

/**
 * The operation an envelope belongs to: its HTTP method and its `/api/...` path. Both sides put it
 * in the additional data (issue 15 finding 9), so an envelope cannot be retargeted to another call.
 */
export interface EnvelopeBinding {
  method: string;
  path: string;
}

export const newNonce = (): string => toHex(randomBytes(16));
const bound = (suite: SuiteId, { method, path }: EnvelopeBinding) => `EIS-ENV/2\n${suite}\n${method.toUpperCase()}\n${path}`;
const requestAad = (suite: SuiteId, binding: EnvelopeBinding, nonce: string, timestamp: string) =>
  `${bound(suite, binding)}\n${nonce}\n${timestamp}\nrequest`;
const responseAad = (suite: SuiteId, binding: EnvelopeBinding, nonce: string) => `${bound(suite, binding)}\n${nonce}\nresponse`;

type HeaderSource = Headers | Record<string, string | undefined>;
const read = (headers: HeaderSource, name: string): string | undefined =>
  headers instanceof Headers ? (headers.get(name) ?? undefined) : (headers[name] ?? headers[name.toLowerCase()]);

export async function sealRequest(
  suite: CipherSuite,
  json: string,
  prepared: PreparedKey,
  timestamp: string,
  binding: EnvelopeBinding,
  nonce: string = newNonce(),
): Promise<SealedRequest> {
  const sealed = await suite.seal(json, prepared.key, requestAad(suite.id, binding, nonce, timestamp));
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
  /** The operation the request was sealed for (the one it arrived at): the answer is sealed for it too. */
  binding: EnvelopeBinding;
}

/**
 * The gateway's side: unwrap the key, verify, decrypt. `binding` is where the request arrived (its
 * method and /api path); a body sealed for another operation does not verify. Throws CipherError.
 */
export async function openRequest(
  suites: Partial<Record<SuiteId, ServerCipherSuite>>,
  body: string,
  headers: HeaderSource,
  binding: EnvelopeBinding,
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
    requestAad(suite.id, binding, nonce, timestamp),
  );
  return { json, key, nonce, suite: suite.id, binding };
}

/** The gateway's answer under the call's key, for the operation it was opened at. */
export async function sealResponse(
  suite: CipherSuite,
  json: string,
  opened: Pick<OpenedRequest, 'key' | 'nonce' | 'binding'>,
): Promise<{ body: string; headers: Record<string, string> }> {
  const sealed = await suite.seal(json, opened.key, responseAad(suite.id, opened.binding, opened.nonce));
  return {
    body: ENCRYPTED_PREFIX + sealed.payload,
    headers: sealed.digest ? { [HEADER.digest]: sealed.digest } : {},
  };
}

/** The portal's side of an encrypted answer to the call it sealed (key, nonce, operation). Throws CipherError. */
export async function openResponse(
  suite: CipherSuite,
  body: string,
  headers: HeaderSource,
  call: { key: string; nonce: string; binding: EnvelopeBinding },
): Promise<string> {
  if (!isEncrypted(body)) throw new CipherError('the body does not start with #10');
  const digest = read(headers, HEADER.digest);
  const sealed = { payload: body.slice(ENCRYPTED_PREFIX.length), ...(digest ? { digest } : {}) };
  return suite.open(sealed, call.key, responseAad(suite.id, call.binding, call.nonce));
}
