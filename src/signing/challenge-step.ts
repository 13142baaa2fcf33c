/**
 * The authorization's first step: the gateway's one-time challenge for this operation and
 * idempotency key, which goes into the signed text. A challenge held is asked again only when less
 * than CHALLENGE_MARGIN_MS is left of it.
 */
import { ApiError } from '@/api/errors.ts';
import { i18n } from '@/i18n/index.ts';
import type { Freshness } from '@/protocol/signing/text.ts';
import { shownMessage } from '@/session/messages.ts';
import type { FlowDeps } from './deps.ts';
import type { FlowFailure } from './failures.ts';

/** A challenge is asked again when less than this is left of it and nothing was signed yet. */
export const CHALLENGE_MARGIN_MS = 15_000;

export interface HeldChallenge {
  readonly freshness: Freshness;
  readonly expiresAt: number;
}

/** Whether the held challenge still serves (none held: no). */
export const challengeServes = (held: HeldChallenge | undefined, now: number): held is HeldChallenge =>
  held !== undefined && now < held.expiresAt - CHALLENGE_MARGIN_MS;

/** A new challenge, or the failure (with its reason) the user may retry. */
export async function askChallenge(
  use: Pick<FlowDeps, 'challenge' | 'now'>,
  operationId: string,
  key: string,
): Promise<{ challenge: HeldChallenge } | { failure: FlowFailure }> {
  try {
    const issued = await use.challenge(operationId, key);
    if (!issued) throw new Error('no challenge');
    return {
      challenge: {
        freshness: { challengeId: issued.CHALLENGE_ID, challenge: issued.CHALLENGE, idempotencyKey: key },
        expiresAt: use.now() + issued.EXPIRE_SECONDS * 1000,
      },
    };
  } catch (error) {
    const reason = error instanceof ApiError ? shownMessage(error.message) : i18n.t('signing.serviceError');
    return { failure: { kind: 'challenge', message: i18n.t('signing.challenge', { reason }), next: 'retry' } };
  }
}
