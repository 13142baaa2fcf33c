/**
 * The #10 envelope's promises (docs/security.md, mock-server/README.md "Envelope"): a sealed call is
 * answered sealed, refusals included, and only the gateway's E0401/E0402 may come in plain; a stale
 * timestamp is refused (E0408), a nonce seen before is refused (E0409), a tampered envelope does not
 * open (E0401), a plain body to a sealed call is refused (E0402). These requests are made by hand with
 * the protocol's own functions (src/protocol/crypto/envelope.ts), since the portal's client never
 * makes such a request.
 */
import { serverOffset } from '@/api/client.ts';
import { type EnvelopeBinding, isEncrypted, openResponse, sealRequest } from '@/protocol/crypto/envelope.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { randomKey } from '@/protocol/crypto/suite.ts';
import { gatewayTimestamp, WIRE_HEADER, wireHeaders, withCommonFields } from '@/protocol/wire-format.ts';
import { operation } from '../contract.ts';
import type { Kit } from '../kit.ts';
import type { Exchange } from '../model.ts';
import { type Body, type Browser, call, throttle } from '../wire.ts';
import { freshSession, type Probe } from './common.ts';

/** A request as it goes on the wire, kept to be sent again. */
export interface Prepared {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly envelope?: { key: string; nonce: string; binding: EnvelopeBinding };
}

export interface RawOptions {
  /** The X-Timestamp to stamp (default: the gateway's now). */
  readonly timestamp?: string;
  /** Flip one character of the sealed payload. */
  readonly tamper?: boolean;
  /** Send the JSON in plain, without the envelope. */
  readonly plain?: boolean;
}

/** A request made by hand: the common fields and headers, sealed unless plain, as the client would make it. */
export async function prepare(kit: Kit, operationId: string, body: Body, options: RawOptions = {}): Promise<Prepared> {
  const path = operation(operationId).path;
  const headers = wireHeaders(Date.now() + serverOffset());
  if (options.timestamp) headers[WIRE_HEADER.timestamp] = options.timestamp;
  const json = JSON.stringify(withCommonFields({ ...body, H_CHNL_ID: 'ET' }, { menuId: '', clientMac: '', clientIp: '' }));
  if (options.plain) return { path, headers: { ...headers, 'Content-Type': 'application/json' }, body: json };
  const suite = smClientSuite(kit.gatewayKey);
  const key = randomKey();
  const binding = { method: 'POST', path };
  const sealed = await sealRequest(suite, json, { key, wrapped: await suite.wrapKey(key) }, headers[WIRE_HEADER.timestamp] ?? '', binding);
  const payload = options.tamper ? `${sealed.body.slice(0, -2)}${sealed.body.endsWith('A') ? 'B' : 'A'}${sealed.body.slice(-1)}` : sealed.body;
  return {
    path,
    headers: { ...headers, ...sealed.headers, 'Content-Type': 'text/plain;charset=UTF-8' },
    body: payload,
    envelope: { key: sealed.key, nonce: sealed.nonce, binding },
  };
}

/** Sends a prepared request in a browser and reads its answer as the client would (opened under its key). */
export async function sendRaw(
  kit: Kit, browser: Browser, operationId: string, prepared: Prepared, label: string,
): Promise<Exchange> {
  const ex: Exchange = {
    operationId, persona: browser.name, label, sent: { '(request made by hand)': label }, sealedCall: operation(operationId).sealed, ms: 0,
    wireRequest: { headers: prepared.headers, body: prepared.body },
  };
  const started = performance.now();
  await throttle();
  const response = await browser.fetch(new Request(`${kit.target}${prepared.path}`, { method: 'POST', headers: prepared.headers, body: prepared.body }));
  const text = await response.text();
  ex.wireAnswer = { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: text };
  ex.sealedAnswer = isEncrypted(text);
  try {
    const json = ex.sealedAnswer && prepared.envelope
      ? await openResponse(smClientSuite(kit.gatewayKey), text, response.headers, prepared.envelope)
      : text;
    ex.opened = JSON.parse(json);
  } catch (error) {
    ex.openError = error instanceof Error ? error.message : String(error);
  }
  ex.ms = performance.now() - started;
  return ex;
}

const refusal = (status: string) => ({ kind: 'refusal', status }) as const;
/** A call every logged-in persona may make, with no effect: the user's own information. */
const HARMLESS = 'userInfoThree';

const plainAnswer: Probe = {
  name: 'plain-answer-to-sealed-call', family: 'envelope',
  title: 'a sealed call is answered sealed, its refusals too (only E0401/E0402 may come in plain)',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    if (!session) return;
    await rec.expect(await call(session.browser, HARMLESS, {}, 'a success'), { kind: 'success' });
    const unsigned = { ...kit.contract.example('transferSub'), TRAN_AMT: '1.00' };
    await rec.expect(await call(session.browser, 'transferSub', unsigned, 'a refusal (no signature)'), refusal('SG0001'));
  },
};

const staleTimestamp: Probe = {
  name: 'stale-timestamp', family: 'envelope',
  title: 'a request stamped 10 minutes before the gateway\'s clock is refused (E0408)',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    if (!session) return;
    const stale = gatewayTimestamp(Date.now() + serverOffset() - 10 * 60_000);
    const prepared = await prepare(kit, HARMLESS, {}, { timestamp: stale });
    await rec.expect(await sendRaw(kit, session.browser, HARMLESS, prepared, `stamped ${stale}`), refusal('E0408'));
  },
};

const reusedNonce: Probe = {
  name: 'reused-nonce', family: 'envelope',
  title: 'the same sealed request sent twice (its nonce seen before) is refused the second time (E0409)',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    if (!session) return;
    const prepared = await prepare(kit, HARMLESS, {});
    await rec.expect(await sendRaw(kit, session.browser, HARMLESS, prepared, 'first'), { kind: 'success' });
    await rec.expect(await sendRaw(kit, session.browser, HARMLESS, prepared, 'the same bytes again'), refusal('E0409'));
  },
};

const tampered: Probe = {
  name: 'tampered-envelope', family: 'envelope',
  title: 'a sealed request changed on the way does not open (E0401)',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    if (!session) return;
    const prepared = await prepare(kit, HARMLESS, {}, { tamper: true });
    await rec.expect(await sendRaw(kit, session.browser, HARMLESS, prepared, 'one character changed'), refusal('E0401'));
  },
};

const unsealed: Probe = {
  name: 'unsealed-request', family: 'envelope',
  title: 'a plain body to a call the contract seals is refused (E0402)',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    if (!session) return;
    const prepared = await prepare(kit, HARMLESS, {}, { plain: true });
    await rec.expect(await sendRaw(kit, session.browser, HARMLESS, prepared, 'plain JSON'), refusal('E0402'));
  },
};

export const ENVELOPE_PROBES: readonly Probe[] = [plainAnswer, staleTimestamp, reusedNonce, tampered, unsealed];
