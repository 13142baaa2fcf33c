/**
 * What can go wrong in a transaction's authorization, and what the user may do next (src/signing/
 * flow.ts): the failures as the dialog shows them, each with a message in the current language, and how a refusal of
 * the gateway or the key maps to one. Only the outcome of a transaction that was sent and got no
 * answer is unknown; everything else is definite.
 */
import { ApiError } from '@/api/errors.ts';
import { i18n } from '@/i18n/index.ts';
import { asSignerError } from './signer.ts';

/** What went wrong, for the dialog. */
export type FailureKind =
  | 'problem' // the values cannot be signed
  | 'challenge' // no challenge could be had
  | 'noKey'
  | 'cancelled'
  | 'signer'
  | 'certificate' // the key is not the user's, or its signature does not verify against the user's certificate
  | 'business' // the bank refused the transaction
  | 'session' // the session was lost before the transaction was processed
  | 'stale' // the bank refused the signature's challenge (expired, used, voided): not booked
  | 'failed' // the outcome query: not booked
  | 'unknown'; // sent, and the outcome is not known yet

/**
 * What the user may do next:
 * - `retry`: the same step again (nothing was sent: the challenge, the key);
 * - `query`: ask the outcome again (查询结果), never sign again;
 * - `renew`: not booked, for certain: a new authorization (new challenge, new signature) may start;
 * - `back`: the bank refused it; back to the form.
 */
export type NextStep = 'retry' | 'query' | 'renew' | 'back';

export interface FlowFailure {
  readonly kind: FailureKind;
  /** For the user, in the language of the moment it failed. */
  readonly message: string;
  readonly next: NextStep;
  /** noKey: where the key's driver / security control is downloaded. */
  readonly downloadUrl?: string;
  /** business, session, stale: the ApiError's status. */
  readonly status?: string;
}

/** The guidance when no key answers (spec 001 §7: every signed call needs the key). */
/** What an authorization's confirm ends in: the bank's answer, or a failure with the next step. */
export type FlowOutcome =
  | { readonly ok: true; readonly answer: unknown }
  | { readonly ok: false; readonly failure: FlowFailure };

export const failed = (failure: FlowFailure): FlowOutcome => ({ ok: false, failure });

export const noKeyMessage = (): string => i18n.t('signing.noKey');

/** ApiError statuses after which the outcome of a sent transaction is unknown. */
const UNKNOWN_OUTCOME = /^(NETWORK|TIMEOUT|DECRYPT|BAD_RESPONSE|HTTP_\d+)$/;
/** The gateway's refusals of a signature's challenge (mock-server/README.md): nothing was booked. */
const STALE = /^SG001[0-3]$/;
/** Refusals of the envelope and the clock: the gateway processed nothing. */
const NOT_PROCESSED = /^E04(01|02|08|09|13)$/;

/** What to do while the outcome is unknown: ask it, never sign again. */
export const unknownAdvice = (): string => i18n.t('signing.unknownAdvice');

export function submitFailure(error: unknown): FlowFailure | 'unknown' {
  if (!(error instanceof ApiError) || UNKNOWN_OUTCOME.test(error.status)) return 'unknown';
  const { status, message } = error;
  if (error.sessionLost) return { kind: 'session', status, message: i18n.t('signing.sessionLost', { message }), next: 'renew' };
  if (STALE.test(status) || NOT_PROCESSED.test(status)) {
    return { kind: 'stale', status, message: i18n.t('signing.stale', { message }), next: 'renew' };
  }
  return { kind: 'business', status, message, next: 'back' };
}

export function signerFailure(error: unknown, downloadUrl: string | undefined): FlowFailure {
  const failure = asSignerError(error);
  if (failure.reason === 'noKey') return { kind: 'noKey', message: noKeyMessage(), next: 'retry', ...(downloadUrl ? { downloadUrl } : {}) };
  if (failure.reason === 'cancelled') return { kind: 'cancelled', message: i18n.t('signing.cancelled'), next: 'retry' };
  return { kind: 'signer', message: i18n.t('signing.signerFailed', { message: failure.message }), next: 'retry' };
}
