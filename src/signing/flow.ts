/**
 * Transaction authorization (spec 000 §2 overlays, §4; spec 001 §4, §7), without React: from an
 * operation and the form's values, the confirmation (rows, service code, canonical text); on
 * confirm, the key's signature over exactly that text and one submission through the real client
 * with SIGN_DATA, CERT_SN, SERVICE_CODE and IDEMPOTENCY_KEY.
 *
 * One authorization books at most once:
 * - the values are copied when the authorization is made; later changes to the caller's object do
 *   not reach what is shown, signed or sent;
 * - one idempotency key per authorization (crypto.getRandomValues), sent with every attempt;
 * - a confirm while one runs gets the same promise; after success, the same result;
 * - a retry after a transport failure (network, HTTP 500, an answer that cannot be read: the
 *   outcome is unknown) or a lost session sends the same signed body again, key and signature
 *   unchanged, without asking the key again; the gateway answers a repeated key with the first result.
 * Every failure is a result with a Chinese message, never a fake success.
 */
import { send } from '../api/client.ts';
import { toHex } from '../api/crypto/encoding.ts';
import { ApiError } from '../api/errors.ts';
import { operationCall } from '../api/operation-call.ts';
import { type PlanOutcome, planFor } from './plan.ts';
import type { Values } from './rules.ts';
import { signLogged, type SignLogOptions } from './sign-log.ts';
import { asSignerError, type Signer } from './signer.ts';
import { configuredSigner } from './signers.ts';

/** What went wrong, for the dialog: a problem with the values, the key, or the submission. */
export type FailureKind = 'problem' | 'noKey' | 'cancelled' | 'signer' | 'business' | 'transport' | 'session';

export interface FlowFailure {
  readonly kind: FailureKind;
  /** Chinese, for the user. */
  readonly message: string;
  /** A retry may help (and sends nothing twice). */
  readonly retry: boolean;
  /** noKey: where the key's driver / security control is downloaded. */
  readonly downloadUrl?: string;
  /** business, transport, session: the ApiError's status. */
  readonly status?: string;
}

export type FlowOutcome =
  | { readonly ok: true; readonly answer: unknown }
  | { readonly ok: false; readonly failure: FlowFailure };

export interface FlowDeps {
  /** The signer (default: the build's, src/signing/signers.ts). */
  signer: () => Promise<Signer>;
  /** Sends the signed body to the call's path; resolves with the answer's body, rejects with ApiError. */
  submit: (path: string, body: Values) => Promise<unknown>;
  /** Random bytes for the idempotency key (default: crypto.getRandomValues). */
  randomBytes: (length: number) => Uint8Array;
  /** The no-key guidance's download link. */
  downloadUrl: string | undefined;
  signLog: SignLogOptions;
}

export interface Authorization {
  readonly operationId: string;
  /** The confirmation, or the problem that prevents one. */
  readonly plan: PlanOutcome;
  readonly idempotencyKey: string;
  /** Signs (once) and submits; see the module comment for what a repeat does. */
  confirm(): Promise<FlowOutcome>;
  readonly running: boolean;
  readonly done: boolean;
}

/** The guidance when no key answers (spec 001 §7: every signed call needs the key). */
export const NO_KEY_MESSAGE = '未检测到U盾。请插入U盾；如尚未安装U盾驱动（安全控件），请先下载安装，安装后重试。';

/** The default submission: the real client's chain (common fields, envelope, head); silent: the dialog shows errors. */
export function submitSigned(path: string, body: Values): Promise<unknown> {
  return send(operationCall(path), body as never, { silent: true });
}

const defaultDeps = (): FlowDeps => ({
  signer: configuredSigner,
  submit: submitSigned,
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
  downloadUrl: import.meta.env.VITE_SIGNER_DOWNLOAD_URL || import.meta.env.VITE_CLIENT_DOWNLOAD_URL || undefined,
  signLog: {},
});

/** A fresh idempotency key: 128 random bits (the contract: 16–64 of A-Z a-z 0-9 -). */
export const idempotencyKey = (randomBytes: (length: number) => Uint8Array): string => `EIS-${toHex(randomBytes(16))}`;

/** ApiError statuses after which the outcome is unknown: the same body may be sent again. */
const TRANSPORT = /^(NETWORK|DECRYPT|BAD_RESPONSE|HTTP_\d+)$/;

function submitFailure(error: unknown): FlowFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'transport', message: '服务异常，交易结果未知。请点击“重试”（不会重复记账）。', retry: true };
  }
  if (TRANSPORT.test(error.status)) {
    return { kind: 'transport', status: error.status, message: `${error.message}。交易结果未知，请点击“重试”（不会重复记账）。`, retry: true };
  }
  if (error.sessionLost) return { kind: 'session', status: error.status, message: `${error.message}。重新登录后请点击“重试”。`, retry: true };
  return { kind: 'business', status: error.status, message: error.message, retry: false };
}

function signerFailure(error: unknown, downloadUrl: string | undefined): FlowFailure {
  const failure = asSignerError(error);
  if (failure.reason === 'noKey') return { kind: 'noKey', message: NO_KEY_MESSAGE, retry: true, ...(downloadUrl ? { downloadUrl } : {}) };
  if (failure.reason === 'cancelled') return { kind: 'cancelled', message: '您已取消U盾签名，交易未提交。', retry: true };
  return { kind: 'signer', message: `${failure.message}，交易未提交。请检查U盾后重试。`, retry: true };
}

/** An authorization of one operation with these values (read once, now). */
export function createAuthorization(operationId: string, values: Values, deps: Partial<FlowDeps> = {}): Authorization {
  const use: FlowDeps = { ...defaultDeps(), ...deps };
  const snapshot: Values = { ...values };
  const plan = planFor(operationId, snapshot);
  const key = idempotencyKey(use.randomBytes);
  let signedBody: Values | undefined;
  let running: Promise<FlowOutcome> | undefined;
  let succeeded: FlowOutcome | undefined;

  async function attempt(): Promise<FlowOutcome> {
    if ('problem' in plan) return { ok: false, failure: { kind: 'problem', message: plan.message, retry: false } };
    const { plan: p } = plan;
    if (p.domain !== 'TX') {
      return { ok: false, failure: { kind: 'problem', message: `${operationId} 不是交易，不能在交易确认中签名`, retry: false } };
    }
    if (!signedBody) {
      try {
        const signer = await use.signer();
        const certSn = await signer.certSn();
        const signature = await signLogged(signer, p.text, p.serviceCode, use.signLog);
        const signing = { SIGN_DATA: signature, CERT_SN: certSn, SERVICE_CODE: p.serviceCode, IDEMPOTENCY_KEY: key };
        signedBody = { ...snapshot, ...signing };
      } catch (error) {
        return { ok: false, failure: signerFailure(error, use.downloadUrl) };
      }
    }
    try {
      const answer = await use.submit(p.path, signedBody);
      succeeded = { ok: true, answer };
      return succeeded;
    } catch (error) {
      return { ok: false, failure: submitFailure(error) };
    }
  }

  return {
    operationId,
    plan,
    idempotencyKey: key,
    get running() {
      return running !== undefined;
    },
    get done() {
      return succeeded !== undefined;
    },
    confirm() {
      if (succeeded) return Promise.resolve(succeeded);
      running ??= attempt().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
