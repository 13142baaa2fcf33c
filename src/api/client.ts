/**
 * The one configured client under the generated SDK, and its interceptor chain in one place, in
 * the order the wire needs (spec 000 §7, §8):
 *
 *   request:  common fields -> headers -> (test mode: static file) -> #10 envelope or plain JSON
 *   response: open the #10 envelope -> classify the head (1/000000 pass; anything else throws)
 *             -> check the answer against its generated zod schema (a mismatch is 服务异常)
 *   error:    one ApiError -> session signal (005/009, 0110) -> error toast unless silent
 *
 * Screens call SDK functions through `send` (typed body in, typed body out) or directly; either
 * way every /api call goes through here. Nothing else in src/ calls fetch (lint rule).
 */
import { answerSchema, answerSchemas } from './answer-schemas.ts';
import { createKeyPool } from './crypto/keys.ts';
import { type EnvelopeBinding, isEncrypted, openResponse, sealRequest } from './crypto/envelope.ts';
import type { CipherSuite } from './crypto/suite.ts';
import { type DevToggles, readDevToggles, testModeUrl } from './dev-toggles.ts';
import { ApiError } from './errors.ts';
import { client } from './generated/sdk/client.gen.ts';
import { getServerTime } from './generated/sdk/sdk.gen.ts';
import { NO_LOGIN_CHECK_PATHS, PLAIN_PATHS, SILENT_PATHS } from './generated/runtime.ts';
import { notifyError, signalSession } from './notify.ts';
import {
  classifyHead,
  CLOCK_SKEW_STATUS,
  type CommonField,
  NETWORK_DOWN,
  operationIdOf,
  PLAIN_REFUSALS,
  SERVICE_EXCEPTION,
  TIMED_OUT,
  transportMessage,
  UNDECRYPTABLE,
  WIRE_HEADER,
  type WireContext,
  wireHeaders,
  withCommonFields,
} from './wire.ts';

/** Per-call options, passed as the SDK's `meta`. */
export interface CallMeta {
  /** Overrides the contract's x-eis-silent for this call. */
  silent?: boolean;
  /**
   * Gives up on the answer after this many ms: the call then fails with status TIMEOUT (its outcome
   * unknown: it may have been processed). Default: no limit but the browser's.
   */
  timeoutMs?: number;
}

export interface WireSetup {
  /** Origin of the gateway; '' for the page's own. */
  baseUrl: string;
  /** The cipher suite, loaded on first use. */
  loadSuite: () => Promise<CipherSuite>;
  /** The current route's menu and the client machine's address. */
  context: () => WireContext;
  now?: () => Date;
  toggles?: () => DevToggles;
  /** Where test mode's static files are served (the app's base URL). */
  mockBase?: string;
  /** A fetch other than the global one (Node scripts and tests: one with a cookie jar). */
  fetch?: typeof fetch;
}

interface CallState {
  path: string;
  operation: string;
  silent: boolean;
  envelope?: { suite: CipherSuite; key: string; nonce: string; binding: EnvelopeBinding };
}

const calls = new WeakMap<Request, CallState>();
/** Failures already reacted to (a toast, a session signal): each once. */
const handled = new WeakSet<ApiError>();

function apiPath(url: string): string {
  const pathname = new URL(url, 'http://portal.invalid').pathname;
  const at = pathname.indexOf('/api/');
  return at >= 0 ? pathname.slice(at) : pathname;
}

/** A multipart call (upload): the SDK serialised its body to FormData. */
function isMultipart(request: Request): boolean {
  return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
}

/** Maps anything thrown during a call to the one ApiError (spec 000 §8). */
function toApiError(error: unknown, response: Response | undefined, operation: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError('TIMEOUT', TIMED_OUT, operation, { cause: error });
  if (response && !response.ok) {
    return new ApiError(`HTTP_${response.status}`, transportMessage({ name: 'HTTPError' }, error), operation, { cause: error });
  }
  return new ApiError('NETWORK', networkDown(error) ? NETWORK_DOWN : transportMessage(error, undefined), operation, { cause: error });
}

/** The request never reached a server: the browser is offline, or fetch itself failed (no answer at all). */
function networkDown(error: unknown): boolean {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return offline || (error instanceof TypeError && /fetch|network/i.test(error.message));
}

/** What a failed call does besides rejecting: one session signal per episode, a toast unless silent. */
export function reactToFailure(error: ApiError, path: string, silent: boolean): void {
  const loginCheck = !NO_LOGIN_CHECK_PATHS.has(path);
  if (error.sessionLost) {
    if (!loginCheck) return; // userInfoThree: a 005 just means "not logged in" (spec 000 §7)
    const first = signalSession({ type: 'sessionLost', status: error.status, message: error.message, operation: error.operation });
    if (first && !silent) notifyError(error.message);
    return;
  }
  if (error.status === '0110') {
    signalSession({ type: 'selectEnterprise', status: error.status, message: error.message, operation: error.operation });
    return;
  }
  if (!silent) notifyError(error.message);
}

/**
 * The gateway's clock minus this computer's, in ms: measured by getServerTime at start-up and again
 * after a timestamp refusal (E0408). Every header timestamp is local time plus this offset, in the
 * gateway's zone, so a browser in another zone or with a wrong clock still passes the gateway's
 * window (issue 15 finding 4).
 */
let serverOffsetMs = 0;

export function setServerOffset(ms: number): void {
  serverOffsetMs = Number.isFinite(ms) ? ms : 0;
}

export function serverOffset(): number {
  return serverOffsetMs;
}

let clockSync: Promise<number> | undefined;
/**
 * Measures the offset with getServerTime (the gateway lets this one call through whatever its
 * timestamp, so it works from a wrong clock) and keeps it; one measurement at a time. A failure
 * resets the offset to 0 silently (spec 000 §4, §8).
 */
export function syncServerClock(now: () => number = Date.now): Promise<number> {
  clockSync ??= (async () => {
    try {
      const sent = now();
      const body = await send(getServerTime, {}, { silent: true });
      const received = now();
      // the server read its clock about halfway through the round trip
      setServerOffset(body ? body.timestamp - (sent + received) / 2 : 0);
    } catch {
      setServerOffset(0);
    } finally {
      clockSync = undefined;
    }
    return serverOffsetMs;
  })();
  return clockSync;
}

let pools = new WeakMap<CipherSuite, ReturnType<typeof createKeyPool>>();
function keyPool(suite: CipherSuite) {
  let pool = pools.get(suite);
  if (!pool) {
    pool = createKeyPool(suite);
    pools.set(suite, pool);
  }
  return pool;
}

/** Configures the shared client and (re)installs the chain; called once at start-up (and by tests). */
export function installWire(setup: WireSetup): void {
  const now = setup.now ?? (() => new Date());
  const toggles = setup.toggles ?? (() => readDevToggles());
  pools = new WeakMap();
  setServerOffset(0);
  client.setConfig({
    baseUrl: setup.baseUrl,
    credentials: 'include',
    throwOnError: true,
    ...(setup.fetch ? { fetch: setup.fetch } : {}),
  });
  client.interceptors.request.clear();
  client.interceptors.response.clear();
  client.interceptors.error.clear();

  client.interceptors.request.use(async (request, opts) => {
    // the answer schemas load beside the call (see the response interceptor)
    answerSchemas().catch(() => undefined);
    const path = apiPath(request.url);
    // the SDK passes `meta` through to the resolved options; hey-api does not type it there
    const meta = (opts as { meta?: CallMeta }).meta;
    const state: CallState = { path, operation: operationIdOf(path), silent: meta?.silent ?? SILENT_PATHS.has(path) };
    const dev = toggles();
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(wireHeaders(now().getTime() + serverOffsetMs))) headers.set(name, value);
    const target = dev.apiBase ? `${dev.apiBase}${path}` : request.url;
    const limit = meta?.timeoutMs;
    const signal = limit ? AbortSignal.any([request.signal, AbortSignal.timeout(limit)]) : request.signal;
    const init: RequestInit = { method: 'POST', headers, credentials: 'include', signal };

    let next: Request;
    if (isMultipart(request)) {
      // multipart upload: never encrypted (spec 000 §7)
      next = new Request(target, { ...init, body: await request.blob() });
    } else {
      const json = JSON.stringify(withCommonFields(opts.body as Record<string, unknown> | undefined, setup.context()));
      if (dev.testMode) {
        next = new Request(testModeUrl(path, setup.mockBase ?? '/'), { ...init, method: 'GET', body: null });
      } else if (PLAIN_PATHS.has(path)) {
        headers.set('Content-Type', 'application/json');
        next = new Request(target, { ...init, body: json });
      } else {
        const suite = await setup.loadSuite();
        // the envelope is bound to this operation: sealed for one call, it opens at no other (issue 15 finding 9)
        const binding: EnvelopeBinding = { method: init.method ?? 'POST', path };
        const timestamp = headers.get(WIRE_HEADER.timestamp) ?? '';
        const sealed = await sealRequest(suite, json, await keyPool(suite).take(), timestamp, binding);
        for (const [name, value] of Object.entries(sealed.headers)) headers.set(name, value);
        headers.set('Content-Type', 'text/plain;charset=UTF-8');
        next = new Request(target, { ...init, body: sealed.body });
        state.envelope = { suite, key: sealed.key, nonce: sealed.nonce, binding };
      }
    }
    calls.set(next, state);
    return next;
  });

  /**
   * What every failed call does, once: one ApiError, the session signal or toast, and after a
   * timestamp refusal a new measurement of the clock. Called from the response interceptor for what
   * it throws (hey-api 0.95 does not pass those to the error interceptors) and from the error
   * interceptor for transport failures and HTTP errors.
   */
  const fail = (error: unknown, response: Response | undefined, request: Request | undefined): ApiError => {
    if (error instanceof ApiError && handled.has(error)) return error;
    const state = request ? calls.get(request) : undefined;
    const apiError = toApiError(error, response, state?.operation ?? (request ? operationIdOf(apiPath(request.url)) : 'unknown'));
    handled.add(apiError);
    reactToFailure(apiError, state?.path ?? '', state?.silent ?? false);
    // the clock moved since start-up (or the first measurement failed): measure again, so that the
    // next attempt carries a timestamp the gateway accepts
    if (apiError.status === CLOCK_SKEW_STATUS) void syncServerClock(() => now().getTime());
    return apiError;
  };

  client.interceptors.response.use(async (response, request) => {
    try {
      return await answer(response, request);
    } catch (error) {
      throw fail(error, response, request);
    }
  });

  const answer = async (response: Response, request: Request): Promise<Response> => {
    if (!response.ok) return response;
    const state = calls.get(request);
    const operation = state?.operation ?? operationIdOf(apiPath(request.url));
    const text = await response.text();
    let json = text;
    const sealed = isEncrypted(text);
    if (sealed) {
      if (!state?.envelope) throw new ApiError('DECRYPT', UNDECRYPTABLE, operation);
      try {
        json = await openResponse(state.envelope.suite, text, response.headers, state.envelope);
      } catch (cause) {
        throw new ApiError('DECRYPT', UNDECRYPTABLE, operation, { cause });
      }
    }
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch (cause) {
      throw new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, operation, { cause });
    }
    const outcome = classifyHead((data as { head?: Record<string, unknown> } | null)?.head);
    if (state?.envelope && !sealed) {
      // a sealed call's answer is sealed too: a plain one can only be the gateway's refusal of the
      // envelope (E0401/E0402), and is an error; anything else, a success above all, is not ours
      // (issue 15 finding 2)
      if (outcome.kind !== 'ok' && PLAIN_REFUSALS.has(outcome.status)) throw new ApiError(outcome.status, outcome.message, operation);
      throw new ApiError('DECRYPT', UNDECRYPTABLE, operation);
    }
    if (outcome.kind !== 'ok') throw new ApiError(outcome.status, outcome.message, operation);
    // the answer as the contract describes it, or a service exception: a malformed body never reaches
    // a screen (issue 15 finding 7). Checked, not transformed: the body stays as the gateway sent it.
    const schema = await answerSchema(operation).catch((cause: unknown) => {
      throw new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, operation, { cause });
    });
    const checked = schema?.safeParse(data);
    if (!checked?.success) {
      throw new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, operation, { cause: checked?.error ?? 'no answer schema' });
    }
    return new Response(json, { status: response.status, headers: { 'Content-Type': 'application/json' } });
  };

  client.interceptors.error.use((error, response, request) => fail(error, response, request));
}

/** The origin calls go to now: a developer proxy when one is set, else the configured one. */
export function currentBaseUrl(toggles: DevToggles = readDevToggles()): string {
  return toggles.apiBase ?? client.getConfig().baseUrl ?? '';
}

/** Prepares call keys ahead of the first call (start-up, idle time). */
export async function warmKeys(loadSuite: () => Promise<CipherSuite>): Promise<void> {
  keyPool(await loadSuite()).warm();
}

/** Any generated SDK function. */
type SdkFunction = (options: never) => Promise<unknown>;
/** The request body an SDK function takes. */
type SdkBody<F extends SdkFunction> = NonNullable<Parameters<F>[0] extends { body?: infer B } ? B : never>;
/** The answer of an SDK function when it succeeds: { head, body }. */
type SdkAnswer<F extends SdkFunction> = Extract<Awaited<ReturnType<F>>, { error: undefined }> extends { data: infer D }
  ? NonNullable<D>
  : never;

/** A request body without the common fields, which the chain adds. */
export type CallBody<TBody> = Omit<TBody, CommonField>;
/** The `body` of a successful answer. */
export type CallResult<F extends SdkFunction> = SdkAnswer<F> extends { body?: infer B } ? B | undefined : never;

/**
 * Calls an SDK function and resolves with the typed `body` of a successful answer (spec 000 §8:
 * 1 and 000000 resolve with the typed body); rejects with ApiError otherwise.
 */
export async function send<F extends SdkFunction>(
  call: F,
  body: CallBody<SdkBody<F>>,
  meta: CallMeta = {},
): Promise<CallResult<F>> {
  // H_CHNL_ID satisfies the body type; the chain sets every common field
  const options = { body: { ...body, H_CHNL_ID: 'ET' }, throwOnError: true, meta: { ...meta } };
  const invoke = call as unknown as (o: typeof options) => Promise<{ data: { body?: unknown } }>;
  const { data } = await invoke(options);
  return data.body as CallResult<F>;
}
