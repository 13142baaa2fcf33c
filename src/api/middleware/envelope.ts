/**
 * The #10 envelope as a step of the chain (spec 000 §7): a request body sealed under a fresh key from
 * the suite's key pool, bound to its operation (issue 15 finding 9), and the answer opened under the
 * same key. A sealed call's plain answer can only be the gateway's refusal of the envelope (E0401,
 * E0402); anything else, a success above all, is not the gateway's (issue 15 finding 2).
 */
import { createKeyPool } from '../crypto/keys.ts';
import { ApiError } from '../errors.ts';
import { type EnvelopeBinding, isEncrypted, openResponse, sealRequest } from '@/protocol/crypto/envelope.ts';
import type { CipherSuite } from '@/protocol/crypto/suite.ts';
import { UNDECRYPTABLE } from '@/protocol/wire-format.ts';
import type { CallState } from './call-state.ts';

let pools = new WeakMap<CipherSuite, ReturnType<typeof createKeyPool>>();

/** The pool of call keys of a suite (keys are wrapped ahead of time, one per call still). */
export function keyPool(suite: CipherSuite): ReturnType<typeof createKeyPool> {
  let pool = pools.get(suite);
  if (!pool) {
    pool = createKeyPool(suite);
    pools.set(suite, pool);
  }
  return pool;
}

/** Forgets the pools (a new client setup). */
export function resetKeyPools(): void {
  pools = new WeakMap();
}

/** The sealed body and its headers; the envelope is remembered for the answer. */
export async function seal(suite: CipherSuite, json: string, timestamp: string, binding: EnvelopeBinding) {
  const sealed = await sealRequest(suite, json, await keyPool(suite).take(), timestamp, binding);
  const envelope = { suite, key: sealed.key, nonce: sealed.nonce, binding };
  return { body: sealed.body, headers: sealed.headers, envelope };
}

/** An answer's JSON text, and whether it came in plain. */
export interface Opened {
  json: string;
  plain: boolean;
}

/** The answer's JSON text: opened when sealed, as it is otherwise; `plain` says which. */
export async function open(text: string, headers: Headers, state?: CallState): Promise<Opened> {
  if (!isEncrypted(text)) return { json: text, plain: true };
  if (!state?.envelope) throw new ApiError('DECRYPT', UNDECRYPTABLE, state?.operation ?? 'unknown');
  try {
    return { json: await openResponse(state.envelope.suite, text, headers, state.envelope), plain: false };
  } catch (cause) {
    throw new ApiError('DECRYPT', UNDECRYPTABLE, state.operation, { cause });
  }
}
