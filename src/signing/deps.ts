/**
 * What the authorization flow (./flow.ts) works with, and the build's defaults: the signer, the
 * submission through the real client, the gateway's challenge and outcome calls, the user's
 * certificate, the clocks. Tests replace any of them.
 */
import { browserStorage } from '@/api/browser-storage.ts';
import { send } from '@/api/client.ts';
import { bankClockNow } from '@/api/clock.ts';
import type { OperationCall } from '@/api/generated/areas.ts';
import { transChallengeIssue, transStatusQry } from '@/api/generated/areas/auth/sdk.gen.ts';
import { toHex } from '@/protocol/crypto/encoding.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { sessionStore } from '@/session/store.ts';
import type { SignLogOptions } from './sign-log.ts';
import type { Signer } from './signer.ts';
import { configuredSigner } from './signers.ts';
import { signatureVerifies } from './verify.ts';

/**
 * The operation the user authorizes, as the screen bound it: its id (the signing catalogue's key) and
 * its generated SDK function, which the signed body is sent through.
 */
export interface SignedOperation {
  readonly id: string;
  readonly call: OperationCall;
}

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
  /** Sends the signed body through the operation's call; resolves with the answer's body, rejects with ApiError. */
  submit: (call: OperationCall, body: Values) => Promise<unknown>;
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

/** A signed submission waits this long for its answer before the outcome is asked (provisional). */
export const SUBMIT_TIMEOUT_MS = 60_000;

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
export function submitSigned(call: OperationCall, body: Values): Promise<unknown> {
  return send(call, body, { silent: true, timeoutMs: submitTimeoutMs() });
}

export const defaultDeps = (): FlowDeps => ({
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
