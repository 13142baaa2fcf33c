/**
 * What the chain knows of a call between its request and its answer: the path, operation, whether
 * it is silent, and the envelope it was sealed in. Kept beside the Request object the chain made.
 */
import type { EnvelopeBinding } from '@/protocol/crypto/envelope.ts';
import type { CipherSuite } from '@/protocol/crypto/suite.ts';

export interface CallState {
  path: string;
  operation: string;
  silent: boolean;
  envelope?: { suite: CipherSuite; key: string; nonce: string; binding: EnvelopeBinding };
}

const calls = new WeakMap<Request, CallState>();

export function rememberCall(request: Request, state: CallState): void {
  calls.set(request, state);
}

export function callOf(request: Request | undefined): CallState | undefined {
  return request ? calls.get(request) : undefined;
}

/** The /api/... part of a URL (a developer proxy's origin or the app's base path may come before it). */
export function apiPath(url: string): string {
  const pathname = new URL(url, 'http://portal.invalid').pathname;
  const at = pathname.indexOf('/api/');
  return at >= 0 ? pathname.slice(at) : pathname;
}
