/**
 * Transaction authorization (spec 000 §2 overlays, §4; spec 001 §4, §7), without React: from an
 * operation and the form's values, the confirmation (every field sent, row by row, and the service
 * code); the gateway's one-time challenge; on confirm, the key's signature over exactly that text,
 * checked against the user's certificate, and one submission through the real client with SIGN_DATA,
 * CERT_SN, SERVICE_CODE, IDEMPOTENCY_KEY, CHALLENGE_ID and CHALLENGE.
 *
 * Signed once, booked once (docs/signing.md, docs/security.md):
 * - the values are copied when the authorization is made; later changes to the caller's object do
 *   not reach what is shown, signed or sent;
 * - one idempotency key per authorization (crypto.getRandomValues) and one challenge, both inside
 *   the signed text: the gateway books a signature once, in the session that asked the challenge,
 *   within its validity;
 * - a confirm while one runs gets the same promise; after success, the same result;
 * - once the signed body was sent and no answer came (timeout, network, HTTP 5xx, an answer that
 *   cannot be read), the outcome is asked by the idempotency key (transStatusQry), never signed
 *   again: 处理中 / 成功 / 失败. Only a definite failure (the bank refused it, the session was lost
 *   before it was processed, the outcome query says it failed, which voids its challenge) closes the
 *   authorization, and only then may a new one start. An authorization whose outcome is unknown is
 *   kept (unresolvedAuthorization), so that 取消 then 下一步 asks its outcome again instead of
 *   booking a second time.
 * Every failure is a result with a message (in the current language) and the step the user may take next, never a
 * fake success.
 *
 * The steps, one module each: the challenge (./challenge-step.ts), the signature over what was shown
 * (./sign-step.ts), the submission through the operation's own generated SDK function, which the
 * screen hands over bound (./deps.ts: `submitSigned`), and the outcome query (./outcome-step.ts). This
 * module holds the authorization's state between them.
 */
import { i18n } from '@/i18n/index.ts';
import { signingEntry } from '@/protocol/signing/catalogue.ts';
import { type PlanOutcome, planFor } from '@/protocol/signing/plan.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { sessionStore } from '@/session/store.ts';
import { askChallenge, challengeServes, type HeldChallenge } from './challenge-step.ts';
import { defaultDeps, type FlowDeps, idempotencyKey, type SignedOperation } from './deps.ts';
import { failed, type FlowFailure, type FlowOutcome, submitFailure } from './failures.ts';
import { askOutcome } from './outcome-step.ts';
import { signingProblemText } from './problem-text.ts';
import { signShown } from './sign-step.ts';

export { CHALLENGE_MARGIN_MS } from './challenge-step.ts';
export {
  type FlowDeps, idempotencyKey, type IssuedChallenge, type SignedOperation, SUBMIT_TIMEOUT_MS, submitSigned,
  TEST_TIMEOUT_KEY, type TransactionState, type UserCertificate,
} from './deps.ts';
export { type FailureKind, type FlowFailure, type FlowOutcome, type NextStep, noKeyMessage } from './failures.ts';
export { STATUS_POLL_MS, STATUS_POLLS } from './outcome-step.ts';

export type AuthorizationState =
  /** Nothing sent; a challenge may be held. */
  | 'open'
  /** The signed body was sent, and the outcome is not known. */
  | 'sent'
  /** Booked: the answer is there. */
  | 'done'
  /** Not booked, for certain: this authorization sends nothing more. */
  | 'closed';

export interface Authorization {
  readonly operationId: string;
  /** The confirmation, or the problem that prevents one. */
  readonly plan: PlanOutcome;
  readonly idempotencyKey: string;
  readonly state: AuthorizationState;
  /** Gets the challenge the text will carry (before the rows are shown); undefined when it is there. */
  prepare(): Promise<FlowFailure | undefined>;
  /**
   * Signs (once) and submits; once sent with the outcome unknown, asks the outcome (transStatusQry)
   * instead. See the module comment.
   */
  confirm(): Promise<FlowOutcome>;
  readonly running: boolean;
  readonly done: boolean;
}

/** Authorizations whose outcome is unknown, by user and operation (module comment). */
const unresolved = new Map<string, Authorization>();
const slotOf = (operationId: string) => `${sessionStore.getState().userInfo?.USER_ID ?? ''}\n${operationId}`;

/** The user's authorization of this operation whose outcome is still unknown, if any. */
export function unresolvedAuthorization(operationId: string): Authorization | undefined {
  return unresolved.get(slotOf(operationId));
}

/** An authorization of the bound operation with these values (read once, now). */
export function createAuthorization(
  operation: SignedOperation,
  values: Values,
  deps: Partial<FlowDeps> = {},
): Authorization {
  const use: FlowDeps = { ...defaultDeps(), ...deps };
  const { id: operationId, call } = operation;
  // an en-US confirmation shows, and so signs, its values in English (SIGN_LANG, issue 38)
  const snapshot: Values = { ...values, ...(i18n.language === 'zh-CN' ? {} : { SIGN_LANG: i18n.language }) };
  const plan = planFor(operationId, snapshot, i18n.term);
  const key = idempotencyKey(use.randomBytes);
  const slot = slotOf(operationId);
  let state: AuthorizationState = 'open';
  let challenge: HeldChallenge | undefined;
  let signedBody: Values | undefined;
  let running: Promise<FlowOutcome> | undefined;
  let preparing: Promise<FlowFailure | undefined> | undefined;
  let ended: FlowOutcome | undefined;
  /** How many times the outcome was asked (after the send, then each 查询结果): the user sees each ask. */
  let asks = 0;

  const settle = (outcome: FlowOutcome, next: AuthorizationState): FlowOutcome => {
    state = next;
    if (next === 'done' || next === 'closed') {
      ended = outcome;
      if (unresolved.get(slot) === self) unresolved.delete(slot);
    } else if (next === 'sent') {
      unresolved.set(slot, self);
    }
    return outcome;
  };

  async function ensureChallenge(): Promise<FlowFailure | undefined> {
    if (challengeServes(challenge, use.now())) return undefined;
    const asked = await askChallenge(use, operationId, key);
    if ('failure' in asked) return asked.failure;
    challenge = asked.challenge;
    return undefined;
  }

  async function query(): Promise<FlowOutcome> {
    asks += 1;
    const { outcome, state: next } = await askOutcome(use, key, asks);
    return settle(outcome, next);
  }

  async function attempt(): Promise<FlowOutcome> {
    if ('problem' in plan) {
      return failed({ kind: 'problem', message: signingProblemText(plan.problem, signingEntry(operationId)), next: 'back' });
    }
    if (plan.plan.domain !== 'TX') {
      return failed({ kind: 'problem', message: i18n.t('signing.notTransaction', { operation: operationId }), next: 'back' });
    }
    if (!signedBody) {
      const missing = await (preparing ?? ensureChallenge());
      if (missing) return failed(missing);
      if (!challenge) throw new TypeError('a challenge was ensured but none is held');
      const signed = await signShown(use, plan.plan, snapshot, challenge);
      if ('failure' in signed) return failed(signed.failure);
      signedBody = signed.body;
    }
    state = 'sent';
    try {
      const answer = await use.submit(call, signedBody);
      return settle({ ok: true, answer }, 'done');
    } catch (error) {
      const failure = submitFailure(error);
      return failure === 'unknown' ? query() : settle(failed(failure), 'closed');
    }
  }

  const once = (work: () => Promise<FlowOutcome>): Promise<FlowOutcome> => {
    if (ended) return Promise.resolve(ended);
    running ??= work().finally(() => {
      running = undefined;
    });
    return running;
  };

  const self: Authorization = {
    operationId,
    plan,
    idempotencyKey: key,
    get state() {
      return state;
    },
    get running() {
      return running !== undefined;
    },
    get done() {
      return state === 'done';
    },
    prepare() {
      if ('problem' in plan || state !== 'open' || signedBody) return Promise.resolve(undefined);
      preparing ??= ensureChallenge().finally(() => {
        preparing = undefined;
      });
      return preparing;
    },
    confirm() {
      return once(() => (state === 'sent' ? query() : attempt()));
    },
  };
  return self;
}
