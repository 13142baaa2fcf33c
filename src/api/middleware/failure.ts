/**
 * What a failed call does besides rejecting (spec 000 §8): one ApiError for anything thrown, then,
 * once per error, the session signal (005/009 lost, 0110 choose an enterprise) or an error toast unless
 * the call is silent.
 */
import { ApiError } from '../errors.ts';
import { NO_LOGIN_CHECK_PATHS } from '../generated/runtime.ts';
import { notifyError, signalSession } from '../signals.ts';
import { NETWORK_DOWN, TIMED_OUT, transportMessage } from '@/protocol/wire-format.ts';

/** Failures already reacted to: each once. */
const handled = new WeakSet<ApiError>();

/** The request never reached a server: the browser is offline, or fetch itself failed (no answer at all). */
function networkDown(error: unknown): boolean {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return offline || (error instanceof TypeError && /fetch|network/i.test(error.message));
}

/** Anything thrown during a call as the one ApiError. */
export function toApiError(error: unknown, response: Response | undefined, operation: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError('TIMEOUT', TIMED_OUT, operation, { cause: error });
  if (response && !response.ok) {
    return new ApiError(`HTTP_${response.status}`, transportMessage({ name: 'HTTPError' }, error), operation, { cause: error });
  }
  return new ApiError('NETWORK', networkDown(error) ? NETWORK_DOWN : transportMessage(error, undefined), operation, { cause: error });
}

/** The session signal or toast of a failure: one session signal per episode, a toast unless silent. */
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

/** Whether this failure was reacted to already; marks it. */
export function firstReaction(error: ApiError): boolean {
  if (handled.has(error)) return false;
  handled.add(error);
  return true;
}
