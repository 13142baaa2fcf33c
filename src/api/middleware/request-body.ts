/**
 * The request's body, in the form its call travels in (spec 000 §7), one named step each:
 * - `multipartBody`: an upload, never encrypted;
 * - `testModeRequest`: test mode's static file (a GET, no body; ../dev-toggles.ts);
 * - `plainBody`: the JSON the contract sends plain (x-eis-plain);
 * - `sealedBody`: the #10 envelope (./envelope.ts), its envelope kept in the call's state for the answer.
 * `bodyFor` picks the one a call needs.
 */
import type { CipherSuite } from '@/protocol/crypto/suite.ts';
import { WIRE_HEADER } from '@/protocol/wire-format.ts';
import { testModeUrl } from '../dev-toggles.ts';
import { PLAIN_PATHS } from '../generated/runtime.ts';
import type { CallState } from './call-state.ts';
import { seal } from './envelope.ts';

/** A request's parts before its body: where it goes, with which headers and signal. */
export interface Outgoing {
  readonly target: string;
  readonly headers: Headers;
  readonly init: RequestInit;
}

/** How the call is sent, beyond its own request. */
export interface BodyChoice {
  /** The body's JSON with the common fields. */
  readonly json: () => string;
  readonly testMode: boolean;
  /** Where test mode's static files are served. */
  readonly mockBase: string;
  readonly loadSuite: () => Promise<CipherSuite>;
}

/** A multipart call (upload): the SDK serialised its body to FormData. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
}

export async function multipartBody(request: Request, out: Outgoing): Promise<Request> {
  return new Request(out.target, { ...out.init, headers: out.headers, body: await request.blob() });
}

export function testModeRequest(path: string, mockBase: string, out: Outgoing): Request {
  return new Request(testModeUrl(path, mockBase), { ...out.init, headers: out.headers, method: 'GET', body: null });
}

export function plainBody(json: string, out: Outgoing): Request {
  out.headers.set('Content-Type', 'application/json');
  return new Request(out.target, { ...out.init, headers: out.headers, body: json });
}

export async function sealedBody(suite: CipherSuite, json: string, state: CallState, out: Outgoing): Promise<Request> {
  const timestamp = out.headers.get(WIRE_HEADER.timestamp) ?? '';
  const sealed = await seal(suite, json, timestamp, { method: out.init.method ?? 'POST', path: state.path });
  for (const [name, value] of Object.entries(sealed.headers)) out.headers.set(name, value);
  out.headers.set('Content-Type', 'text/plain;charset=UTF-8');
  state.envelope = sealed.envelope;
  return new Request(out.target, { ...out.init, headers: out.headers, body: sealed.body });
}

/** The request the call is sent as. */
export async function bodyFor(request: Request, state: CallState, out: Outgoing, choice: BodyChoice): Promise<Request> {
  if (isMultipart(request)) return multipartBody(request, out);
  if (choice.testMode) return testModeRequest(state.path, choice.mockBase, out);
  if (PLAIN_PATHS.has(state.path)) return plainBody(choice.json(), out);
  return sealedBody(await choice.loadSuite(), choice.json(), state, out);
}
