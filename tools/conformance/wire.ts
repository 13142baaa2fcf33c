/**
 * The kit's calls go through the portal's own request layer (issue 53): `installWire` and `send` of
 * src/api/client.ts over the generated SDK, with the #10 envelope of src/protocol. One client serves
 * every persona: each call runs in the scope of a browser (a cookie jar), and the client's fetch hands
 * the request to that browser's jar (AsyncLocalStorage), so personas run side by side as separate
 * browsers would. The same fetch records the call as it went on the wire and opens its answer with
 * the call's own key, so the kit checks what the gateway sent, not only what the client kept.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { installWire, send, syncServerClock } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import type { CallState } from '@/api/middleware/call-state.ts';
import { callOf } from '@/api/middleware/call-state.ts';
import { calls } from '@/api/generated/calls.ts';
import type { OperationCall } from '@/api/generated/areas.ts';
import { setErrorNotifier } from '@/api/signals.ts';
import { isEncrypted, openResponse } from '@/protocol/crypto/envelope.ts';
import { smClientSuite } from '@/protocol/crypto/sm.ts';
import { operation } from './contract.ts';
import type { Exchange } from './model.ts';
import { type RateLimiter, rateLimiter } from './rate.ts';

/** A call waits this long for its answer; then its outcome is unknown (the client's TIMEOUT). */
export const CALL_TIMEOUT_MS = 30_000;

/** One browser: a persona's cookie jar. */
export interface Browser {
  readonly name: string;
  fetch(request: Request): Promise<Response>;
}

/** A browser with an empty cookie jar (a cookie expired or emptied by the gateway leaves it). */
export function newBrowser(name: string): Browser {
  const jar = new Map<string, string>();
  return {
    name,
    async fetch(request) {
      if (jar.size > 0) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const response = await fetch(request);
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (at <= 0) continue;
        if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    },
  };
}

interface Scope {
  readonly browser: Browser;
  readonly exchange: Exchange;
}

const scope = new AsyncLocalStorage<Scope>();
let limiter: RateLimiter = rateLimiter(undefined);

const headersOf = (headers: Headers): Record<string, string> => Object.fromEntries(headers.entries());

/** Opens the answer as the call's client will: under the call's key when it came sealed. */
async function readAnswer(ex: Exchange, text: string, headers: Headers, state: CallState | undefined): Promise<void> {
  ex.sealedAnswer = isEncrypted(text);
  let json = text;
  if (ex.sealedAnswer) {
    if (!state?.envelope) {
      ex.openError = 'a sealed answer to a call that was not sealed';
      return;
    }
    try {
      json = await openResponse(state.envelope.suite, text, headers, state.envelope);
    } catch (error) {
      ex.openError = error instanceof Error ? error.message : String(error);
      return;
    }
  }
  try {
    ex.opened = JSON.parse(json);
  } catch {
    ex.openError = `the answer is not JSON: ${json.slice(0, 120)}`;
  }
}

/** The client's fetch: the scope's browser sends it; the exchange keeps it and its answer. */
async function routed(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const here = scope.getStore();
  if (!here) throw new Error('a call outside a browser scope');
  const request = input instanceof Request ? input : new Request(input, init);
  const state = callOf(request);
  const ex = here.exchange;
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const bytes = await request.clone().arrayBuffer();
  ex.wireRequest = {
    headers: headersOf(request.headers),
    body: multipart ? `(multipart/form-data, ${String(bytes.byteLength)} bytes)` : new TextDecoder().decode(bytes),
  };
  await limiter.take();
  let response: Response;
  try {
    response = await here.browser.fetch(request);
  } catch (error) {
    ex.openError = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  }
  const text = await response.text();
  ex.wireAnswer = { status: response.status, headers: headersOf(response.headers), body: text };
  await readAnswer(ex, text, response.headers, state);
  const empty = [101, 204, 205, 304].includes(response.status);
  const { status, statusText } = response;
  return new Response(empty ? null : text, { status, statusText, headers: response.headers });
}

/** Waits for the rate limit: for requests the kit makes by hand (./probes/envelope.ts). */
export const throttle = (): Promise<void> => limiter.take();

/** Installs the portal's client for the kit: the gateway, its SM2 key, the rate limit. */
export function installKitWire(target: string, gatewaySm2PublicKey: string, rate: RateLimiter): void {
  limiter = rate;
  const suite = smClientSuite(gatewaySm2PublicKey);
  setErrorNotifier(() => undefined); // the kit reads every failure itself; no toasts
  installWire({
    baseUrl: target,
    loadSuite: () => Promise.resolve(suite),
    context: () => ({ menuId: '', clientMac: '', clientIp: '' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch: routed,
  });
}

const callTable: Readonly<Record<string, OperationCall | undefined>> = calls;

/** The generated SDK function of an operation. */
export function sdkFunction(operationId: string): OperationCall {
  const call = Object.hasOwn(callTable, operationId) ? callTable[operationId] : undefined;
  if (!call) throw new Error(`the contract has no operation ${operationId}`);
  return call;
}

export type Body = Record<string, unknown>;

/** One call through the portal's client in this browser: what went and came, and what the client made of it. */
export async function call(browser: Browser, operationId: string, body: Body, label: string): Promise<Exchange> {
  const sealedCall = operation(operationId).sealed;
  const ex: Exchange = { operationId, persona: browser.name, label, sent: body, sealedCall, ms: 0 };
  const started = performance.now();
  await scope.run({ browser, exchange: ex }, async () => {
    try {
      const answer = await send(sdkFunction(operationId), body, { silent: true, timeoutMs: CALL_TIMEOUT_MS });
      ex.client = { ok: true, body: answer };
    } catch (error) {
      ex.client = error instanceof ApiError
        ? { ok: false, status: error.status, message: error.message }
        : { ok: false, status: 'ERROR', message: error instanceof Error ? error.message : String(error) };
    }
  });
  ex.ms = performance.now() - started;
  return ex;
}

/** Measures the gateway's clock as the portal does at start-up (getServerTime), in a browser of its own. */
export function syncClock(browser: Browser): Promise<number> {
  const ex: Exchange = { operationId: 'getServerTime', persona: browser.name, label: 'clock', sent: {}, sealedCall: true, ms: 0 };
  return scope.run({ browser, exchange: ex }, () => syncServerClock());
}
