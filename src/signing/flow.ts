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
 */
import { browserStorage } from '@/api/browser-storage.ts';
import { send } from '@/api/client.ts';
import { bankClockNow } from '@/api/clock.ts';
import { toHex } from '@/protocol/crypto/encoding.ts';
import { ApiError } from '@/api/errors.ts';
import { i18n } from '@/i18n/index.ts';
import { transChallengeIssue, transStatusQry } from '@/api/generated/areas/auth/sdk.gen.ts';
import { operationCall } from '@/api/operation-call.ts';
import { signingEntry } from '@/protocol/signing/catalogue.ts';
import { shownMessage } from '@/session/messages.ts';
import { signingProblemText } from './problem-text.ts';
import { sessionStore } from '@/session/store.ts';
import { type PlanOutcome, planFor, textOf } from '@/protocol/signing/plan.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { signLogged, type SignLogOptions } from './sign-log.ts';
import {
  type FailureKind,
  type FlowFailure,
  type NextStep,
  noKeyMessage,
  signerFailure,
  submitFailure,
  unknownAdvice,
} from './failures.ts';
import type { Signer } from './signer.ts';
import { configuredSigner } from './signers.ts';
import type { Freshness } from '@/protocol/signing/text.ts';
import { signatureVerifies } from './verify.ts';

export type { FailureKind, FlowFailure, NextStep };
export { noKeyMessage };

export type FlowOutcome =
  | { readonly ok: true; readonly answer: unknown }
  | { readonly ok: false; readonly failure: FlowFailure };

/** The gateway's one-time challenge (transChallengeIssue's answer). */
export interface IssuedChallenge {
  readonly CHALLENGE_ID: string;
  readonly CHALLENGE: string;
  readonly EXPIRE_SECONDS: number;
}

/** transStatusQry's answer. */
export interface TransactionState {
  readonly TRANS_STATE: 'PROCESSING' | 'SUCCESS' | 'FAILED';
  readonly TRANS_SEQ?: string;
  readonly TRANS_DATE?: string;
  readonly TRANS_STATUS?: string;
  readonly FAIL_MSG?: string;
}

/** The certificate the user's key must sign with (UserInfo.CERT_SN and CERT_PUBLIC_KEY). */
export interface UserCertificate {
  readonly certSn?: string | undefined;
  readonly publicKey?: string | undefined;
}

export interface FlowDeps {
  /** The signer (default: the build's, src/signing/signers.ts). */
  signer: () => Promise<Signer>;
  /** Sends the signed body to the call's path; resolves with the answer's body, rejects with ApiError. */
  submit: (path: string, body: Values) => Promise<unknown>;
  /** Asks the gateway for a challenge bound to this operation and idempotency key. */
  challenge: (operationId: string, idempotencyKey: string) => Promise<IssuedChallenge | undefined>;
  /** Asks the outcome of the transaction sent under this idempotency key. */
  status: (idempotencyKey: string) => Promise<TransactionState | undefined>;
  /** The logged-in user's certificate. */
  certificate: () => UserCertificate;
  /** Whether a signature of the text verifies against the public key. */
  verify: (text: string, signature: string, publicKey: string) => Promise<boolean>;
  /** Random bytes for the idempotency key (default: crypto.getRandomValues). */
  randomBytes: (length: number) => Uint8Array;
  now: () => number;
  /** The bank's wall clock now, YYYY-MM-DD HH:mm:ss: when the outcome was last asked (issue 49 item 7). */
  bankTime: () => string;
  /** Waits before the outcome is asked again while the bank is still processing. */
  pause: (ms: number) => Promise<void>;
  /** The no-key guidance's download link. */
  downloadUrl: string | undefined;
  signLog: SignLogOptions;
}

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

/** A signed submission waits this long for its answer before the outcome is asked (provisional). */
export const SUBMIT_TIMEOUT_MS = 60_000;
/** A challenge is asked again when less than this is left of it and nothing was signed yet. */
export const CHALLENGE_MARGIN_MS = 15_000;
/** While the bank answers 处理中, the outcome is asked this many times, this far apart. */
export const STATUS_POLLS = 3;
export const STATUS_POLL_MS = 1_500;

/**
 * The test build may shorten the submit timeout (localStorage `eis.test.submitTimeoutMs`), so that a
 * browser test can play an answer that does not come; a production build compiles this out.
 */
export const TEST_TIMEOUT_KEY = 'eis.test.submitTimeoutMs';

function submitTimeoutMs(): number {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const stored = Number(browserStorage('local')?.getItem(TEST_TIMEOUT_KEY));
    if (Number.isInteger(stored) && stored > 0) return stored;
  }
  return SUBMIT_TIMEOUT_MS;
}

/** The default submission: the real client's chain (common fields, envelope, head); silent: the dialog shows errors. */
export function submitSigned(path: string, body: Values): Promise<unknown> {
  return send(operationCall(path), body as never, { silent: true, timeoutMs: submitTimeoutMs() });
}

const defaultDeps = (): FlowDeps => ({
  signer: configuredSigner,
  submit: submitSigned,
  challenge: (operationId, key) =>
    send(transChallengeIssue, { TRANS_OPERATION: operationId, IDEMPOTENCY_KEY: key }, { silent: true }),
  status: (key) => send(transStatusQry, { IDEMPOTENCY_KEY: key }, { silent: true }),
  certificate: () => {
    const user = sessionStore.getState().userInfo;
    return { certSn: user?.CERT_SN, publicKey: user?.CERT_PUBLIC_KEY };
  },
  verify: signatureVerifies,
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
  now: () => Date.now(),
  bankTime: () => bankClockNow().stamp,
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  downloadUrl: import.meta.env.VITE_SIGNER_DOWNLOAD_URL || import.meta.env.VITE_CLIENT_DOWNLOAD_URL || undefined,
  signLog: {},
});

/** A fresh idempotency key: 128 random bits (the contract: 16–64 of A-Z a-z 0-9 -). */
export const idempotencyKey = (randomBytes: (length: number) => Uint8Array): string => `EIS-${toHex(randomBytes(16))}`;

const failure = (f: FlowFailure): FlowOutcome => ({ ok: false, failure: f });

/** Authorizations whose outcome is unknown, by user and operation (module comment). */
const unresolved = new Map<string, Authorization>();
const slotOf = (operationId: string) => `${sessionStore.getState().userInfo?.USER_ID ?? ''}\n${operationId}`;

/** The user's authorization of this operation whose outcome is still unknown, if any. */
export function unresolvedAuthorization(operationId: string): Authorization | undefined {
  return unresolved.get(slotOf(operationId));
}

/** An authorization of one operation with these values (read once, now). */
export function createAuthorization(operationId: string, values: Values, deps: Partial<FlowDeps> = {}): Authorization {
  const use: FlowDeps = { ...defaultDeps(), ...deps };
  // an en-US confirmation shows, and so signs, its values in English (SIGN_LANG, issue 38)
  const snapshot: Values = { ...values, ...(i18n.language === 'zh-CN' ? {} : { SIGN_LANG: i18n.language }) };
  const plan = planFor(operationId, snapshot, i18n.term);
  const key = idempotencyKey(use.randomBytes);
  const slot = slotOf(operationId);
  let state: AuthorizationState = 'open';
  let challenge: { freshness: Freshness; expiresAt: number } | undefined;
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
    if (challenge && use.now() < challenge.expiresAt - CHALLENGE_MARGIN_MS) return undefined;
    try {
      const issued = await use.challenge(operationId, key);
      if (!issued) throw new Error('no challenge');
      challenge = {
        freshness: { challengeId: issued.CHALLENGE_ID, challenge: issued.CHALLENGE, idempotencyKey: key },
        expiresAt: use.now() + issued.EXPIRE_SECONDS * 1000,
      };
      return undefined;
    } catch (error) {
      const reason = error instanceof ApiError ? shownMessage(error.message) : i18n.t('signing.serviceError');
      return { kind: 'challenge', message: i18n.t('signing.challenge', { reason }), next: 'retry' };
    }
  }

  /** Signs the text with the challenge, checks the signature against the user's certificate. */
  async function sign(): Promise<{ failure: FlowFailure } | { body: Values }> {
    if (!('plan' in plan) || !challenge) throw new TypeError('sign() before a plan and a challenge');
    const { plan: p } = plan;
    const text = textOf(p, challenge.freshness);
    const mine = use.certificate();
    let certSn: string;
    let signature: string;
    try {
      const signer = await use.signer();
      certSn = await signer.certSn();
      if (mine.certSn && certSn !== mine.certSn) {
        const message = i18n.t('signing.wrongKey', { certSn });
        return { failure: { kind: 'certificate', message, next: 'retry' } };
      }
      signature = await signLogged(signer, text, p.serviceCode, use.signLog);
    } catch (error) {
      return { failure: signerFailure(error, use.downloadUrl) };
    }
    if (!mine.publicKey || !(await use.verify(text, signature, mine.publicKey))) {
      const message = i18n.t('signing.badSignature');
      return { failure: { kind: 'certificate', message, next: 'retry' } };
    }
    const { challengeId, challenge: value } = challenge.freshness;
    const fields = {
      SIGN_DATA: signature, CERT_SN: certSn, SERVICE_CODE: p.serviceCode,
      IDEMPOTENCY_KEY: key, CHALLENGE_ID: challengeId, CHALLENGE: value,
    };
    return { body: { ...snapshot, ...fields } };
  }

  /** The outcome of what was sent, by the idempotency key; 处理中 is asked again a few times. */
  async function query(): Promise<FlowOutcome> {
    asks += 1;
    // each ask says which it was, when (the bank's clock) and what the bank said (issue 49 item 7)
    const asked = () => ({ count: asks, time: use.bankTime(), advice: unknownAdvice() });
    for (let poll = 1; ; poll++) {
      let answer: TransactionState | undefined;
      try {
        answer = await use.status(key);
      } catch (error) {
        const reason = error instanceof ApiError ? shownMessage(error.message) : i18n.t('signing.serviceError');
        const message = i18n.t('signing.unknownOutcome', { reason, ...asked() });
        return settle(failure({ kind: 'unknown', message, next: 'query' }), 'sent');
      }
      if (answer?.TRANS_STATE === 'SUCCESS') {
        const { TRANS_SEQ, TRANS_DATE, TRANS_STATUS } = answer;
        return settle({ ok: true, answer: { TRANS_SEQ, TRANS_DATE, TRANS_STATUS } }, 'done');
      }
      if (answer?.TRANS_STATE === 'FAILED') {
        const message = answer.FAIL_MSG ? i18n.t('signing.failedWhy', { why: answer.FAIL_MSG }) : i18n.t('signing.failed');
        return settle(failure({ kind: 'failed', message, next: 'renew' }), 'closed');
      }
      if (poll >= STATUS_POLLS) {
        const message = i18n.t('signing.processing', asked());
        return settle(failure({ kind: 'unknown', message, next: 'query' }), 'sent');
      }
      await use.pause(STATUS_POLL_MS);
    }
  }

  async function attempt(): Promise<FlowOutcome> {
    if ('problem' in plan) {
      return failure({ kind: 'problem', message: signingProblemText(plan.problem, signingEntry(operationId)), next: 'back' });
    }
    if (plan.plan.domain !== 'TX') {
      return failure({ kind: 'problem', message: i18n.t('signing.notTransaction', { operation: operationId }), next: 'back' });
    }
    if (!signedBody) {
      const missing = await (preparing ?? ensureChallenge());
      if (missing) return failure(missing);
      const signed = await sign();
      if ('failure' in signed) return failure(signed.failure);
      signedBody = signed.body;
    }
    state = 'sent';
    try {
      const answer = await use.submit(plan.plan.path, signedBody);
      return settle({ ok: true, answer }, 'done');
    } catch (error) {
      const refused = submitFailure(error);
      return refused === 'unknown' ? query() : settle(failure(refused), 'closed');
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
