/**
 * The answer's head (spec 000 §8): 1 and 000000 pass; anything else is an ApiError with the head's
 * message (服务异常 by default). A sealed call answered in plain passes only as the gateway's refusal of
 * the envelope (E0401/E0402), and is an error even then, with the portal's fixed message: the plain
 * answer's MSG is unauthenticated and never shown (issue 39).
 */
import { ApiError } from '../errors.ts';
import { classifyHead, ENVELOPE_REFUSED, PLAIN_REFUSALS, SERVICE_EXCEPTION, UNDECRYPTABLE } from '@/protocol/wire-format.ts';

/** The parsed answer, or the ApiError its head (or its text) stands for. */
export function checkHead(json: string, operation: string, sealedCall: boolean, plainAnswer: boolean): unknown {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (cause) {
    throw new ApiError('BAD_RESPONSE', SERVICE_EXCEPTION, operation, { cause });
  }
  const outcome = classifyHead((data as { head?: Record<string, unknown> } | null)?.head);
  if (sealedCall && plainAnswer) {
    if (outcome.kind !== 'ok' && PLAIN_REFUSALS.has(outcome.status)) throw new ApiError(outcome.status, ENVELOPE_REFUSED, operation);
    throw new ApiError('DECRYPT', UNDECRYPTABLE, operation);
  }
  if (outcome.kind !== 'ok') throw new ApiError(outcome.status, outcome.message, operation);
  return data;
}
