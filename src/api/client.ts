/**
 * The one configured client under the generated SDK, and the order of its chain (spec 000 §7, §8):
 *
 *   request:  the call's state and time limit (middleware/call-start.ts) -> the headers, their time by
 *             the gateway's clock (middleware/headers.ts) -> the body with the common fields
 *             (middleware/request-body.ts): multipart as it is, test mode's static file, plain JSON
 *             for the calls the contract sends plain, else the #10 envelope (middleware/envelope.ts)
 *   response: open the envelope (middleware/envelope.ts) -> the head (middleware/status.ts) -> the
 *             answer's generated schema (middleware/answer-check.ts)
 *   error:    one ApiError, then the session signal or the toast (middleware/failure.ts); after a
 *             timestamp refusal the clock is measured again
 *
 * Screens call SDK functions through `send` (typed body in, typed body out) or directly; either way
 * every /api call goes through here. Nothing else in src/ calls fetch (lint rule).
 */
import type { ApiError } from './errors.ts';
import { measureServerClock, serverOffset, setLocalClock, setServerOffset } from './clock.ts';
import { type DevToggles, readDevToggles } from './dev-toggles.ts';
import { client } from './generated/sdk/client.gen.ts';
import { getServerTime } from './generated/areas/common/sdk.gen.ts';
import { checkAnswer } from './middleware/answer-check.ts';
import { apiPath, callOf, rememberCall } from './middleware/call-state.ts';
import { limitedSignal, startCall } from './middleware/call-start.ts';
import { keyPool, open, resetKeyPools } from './middleware/envelope.ts';
import { firstReaction, reactToFailure, toApiError } from './middleware/failure.ts';
import { requestHeaders } from './middleware/headers.ts';
import { bodyFor, type Outgoing } from './middleware/request-body.ts';
import { checkHead } from './middleware/status.ts';
import { retryWhileStarting } from './middleware/starting.ts';
import type { CipherSuite } from '@/protocol/crypto/suite.ts';
import { CLOCK_SKEW_STATUS, type CommonField, operationIdOf, type WireContext, withCommonFields } from '@/protocol/wire-format.ts';

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
  /** Development: a call the dev server's proxy could not pass on is sent again (middleware/starting.ts). */
  retryWhileStarting?: boolean;
}

/**
 * Measures the gateway's clock offset with getServerTime (./clock.ts): at start-up, and again after a
 * timestamp refusal (E0408).
 */
export function syncServerClock(now: () => number = Date.now): Promise<number> {
  return measureServerClock(async () => (await send(getServerTime, {}, { silent: true }))?.timestamp, now);
}

export { serverOffset, setServerOffset };

/** Configures the shared client and (re)installs the chain; called once at start-up (and by tests). */
export function installWire(setup: WireSetup): void {
  const now = setup.now ?? (() => new Date());
  const toggles = setup.toggles ?? (() => readDevToggles());
  resetKeyPools();
  setLocalClock(() => now().getTime());
  setServerOffset(0);
  client.setConfig({
    baseUrl: setup.baseUrl,
    credentials: 'include',
    throwOnError: true,
    ...(setup.retryWhileStarting ? { fetch: retryWhileStarting(setup.fetch ?? ((input, init) => fetch(input, init))) }
      : setup.fetch ? { fetch: setup.fetch } : {}),
  });
  client.interceptors.request.clear();
  client.interceptors.response.clear();
  client.interceptors.error.clear();

  client.interceptors.request.use(async (request, opts) => {
    // the SDK passes `meta` through to the resolved options; hey-api does not type it there
    const meta = (opts as { meta?: CallMeta }).meta;
    const state = startCall(request.url, meta?.silent);
    const dev = toggles();
    const out: Outgoing = {
      target: dev.apiBase ? `${dev.apiBase}${state.path}` : request.url,
      headers: requestHeaders(request.headers),
      init: { method: 'POST', credentials: 'include', signal: limitedSignal(request.signal, meta?.timeoutMs) },
    };
    const next = await bodyFor(request, state, out, {
      json: () => JSON.stringify(withCommonFields(opts.body as Record<string, unknown> | undefined, setup.context())),
      testMode: dev.testMode,
      mockBase: setup.mockBase ?? '/',
      loadSuite: setup.loadSuite,
    });
    rememberCall(next, state);
    return next;
  });

  /**
   * What every failed call does, once: one ApiError, the session signal or toast, and after a
   * timestamp refusal a new measurement of the clock. Called from the response interceptor for what
   * it throws (hey-api 0.95 does not pass those to the error interceptors) and from the error
   * interceptor for transport failures and HTTP errors.
   */
  const fail = (error: unknown, response: Response | undefined, request: Request | undefined): ApiError => {
    const state = callOf(request);
    const apiError = toApiError(error, response, state?.operation ?? (request ? operationIdOf(apiPath(request.url)) : 'unknown'));
    if (!firstReaction(apiError)) return apiError;
    reactToFailure(apiError, state?.path ?? '', state?.silent ?? false);
    // the clock moved since start-up (or the first measurement failed): measure again, so that the
    // next attempt carries a timestamp the gateway accepts
    if (apiError.status === CLOCK_SKEW_STATUS) void syncServerClock(() => now().getTime());
    return apiError;
  };

  client.interceptors.response.use(async (response, request) => {
    if (!response.ok) return response;
    const state = callOf(request);
    const operation = state?.operation ?? operationIdOf(apiPath(request.url));
    try {
      const { json, plain } = await open(await response.text(), response.headers, state);
      const data = checkHead(json, operation, state?.envelope !== undefined, plain);
      await checkAnswer(operation, data);
      return new Response(json, { status: response.status, headers: { 'Content-Type': 'application/json' } });
    } catch (error) {
      throw fail(error, response, request);
    }
  });

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
