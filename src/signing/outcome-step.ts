/**
 * The authorization's last step when the signed body went and no answer came: the outcome asked by
 * the idempotency key (transStatusQry), never signed again. 处理中 is asked again a few times; each
 * ask says which it was, when (the bank's clock) and what the bank said (issue 49 item 7).
 */
import { ApiError } from '@/api/errors.ts';
import { i18n } from '@/i18n/index.ts';
import { shownMessage } from '@/session/messages.ts';
import type { FlowDeps, TransactionState } from './deps.ts';
import { failed, type FlowOutcome, unknownAdvice } from './failures.ts';

/** While the bank answers 处理中, the outcome is asked this many times, this far apart. */
export const STATUS_POLLS = 3;
export const STATUS_POLL_MS = 1_500;

/** The outcome, and the authorization's state after it: booked, closed for certain, or still unknown. */
export interface Asked {
  readonly outcome: FlowOutcome;
  readonly state: 'done' | 'closed' | 'sent';
}

/** Asks the outcome of what was sent under `key`; `ask` counts the asks (the first after the send is 1). */
export async function askOutcome(use: Pick<FlowDeps, 'status' | 'bankTime' | 'pause'>, key: string, ask: number): Promise<Asked> {
  const asked = () => ({ count: ask, time: use.bankTime(), advice: unknownAdvice() });
  for (let poll = 1; ; poll++) {
    let answer: TransactionState | undefined;
    try {
      answer = await use.status(key);
    } catch (error) {
      const reason = error instanceof ApiError ? shownMessage(error.message) : i18n.t('signing.serviceError');
      const message = i18n.t('signing.unknownOutcome', { reason, ...asked() });
      return { outcome: failed({ kind: 'unknown', message, next: 'query' }), state: 'sent' };
    }
    if (answer?.TRANS_STATE === 'SUCCESS') {
      const { TRANS_SEQ, TRANS_DATE, TRANS_STATUS } = answer;
      return { outcome: { ok: true, answer: { TRANS_SEQ, TRANS_DATE, TRANS_STATUS } }, state: 'done' };
    }
    if (answer?.TRANS_STATE === 'FAILED') {
      const message = answer.FAIL_MSG ? i18n.t('signing.failedWhy', { why: answer.FAIL_MSG }) : i18n.t('signing.failed');
      return { outcome: failed({ kind: 'failed', message, next: 'renew' }), state: 'closed' };
    }
    if (poll >= STATUS_POLLS) {
      return { outcome: failed({ kind: 'unknown', message: i18n.t('signing.processing', asked()), next: 'query' }), state: 'sent' };
    }
    await use.pause(STATUS_POLL_MS);
  }
}
