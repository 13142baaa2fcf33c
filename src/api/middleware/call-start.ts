/**
 * The request side's first step: what the chain knows of a call from its URL and its `meta` (the
 * path, operation and whether it is silent: the contract's x-eis-silent unless the call overrides it),
 * with the answer's schema loading beside the call (./answer-check.ts), and the signal that gives up
 * after the call's time limit (status TIMEOUT, ../errors.ts).
 */
import { operationIdOf } from '@/protocol/wire-format.ts';
import { SILENT_PATHS } from '../generated/runtime.ts';
import { prepareAnswerCheck } from './answer-check.ts';
import { apiPath, type CallState } from './call-state.ts';

/** The call's state, its answer check started. */
export function startCall(url: string, silent: boolean | undefined): CallState {
  const path = apiPath(url);
  const state: CallState = { path, operation: operationIdOf(path), silent: silent ?? SILENT_PATHS.has(path) };
  prepareAnswerCheck(state.operation);
  return state;
}

/** The request's own signal, aborted too after `limitMs` when the call has a limit. */
export function limitedSignal(signal: AbortSignal, limitMs: number | undefined): AbortSignal {
  return limitMs ? AbortSignal.any([signal, AbortSignal.timeout(limitMs)]) : signal;
}
