/** What the gateway's state holds (./state.ts): sessions, QR codes, challenges, the ledger, idempotency entries. */
import type { Persona } from '../personas.ts';
import type { StoredUpload } from '../gateway/uploads.ts';
import type { Fault } from '../faults/table.ts';

export interface Session {
  id: string;
  persona?: Persona;
  /** ORG_NO chosen at the select-enterprise step. */
  enterprise?: string;
  /** The password control's random factor (getRandomCount), until a login attempt uses it. */
  mcryptKey?: string;
  /** A login attempt used the factor: the next one needs a new factor (LG1005). */
  mcryptKeyUsed?: boolean;
  /** The key-login challenge issued to this session. */
  challenge?: { id: string; value: string; certSn: string };
  lastSeen: number;
  /** Files uploaded in this session, by BATCH_NO (./uploads.ts). */
  uploads?: Map<string, StoredUpload>;
}

/** A login name's failed password attempts (per user, whatever browser or cookie they come from). */
export interface LoginFailures {
  count: number;
  /** Locked until then (ms), after MAX_LOGIN_ERRORS failures. */
  lockedUntil?: number;
}

export interface QueuedFault extends Fault {
  /** operationId, or * for any call. */
  operation: string;
  remaining: number;
  /** Only calls of this persona's session (its login); absent: any caller's. */
  user?: string;
}

export const SESSION_COOKIE = 'EIS_SESSION';
export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;
/** Sessions the gateway keeps at most; beyond, the least recently seen ones without a user go first. */
export const MAX_SESSIONS = 10_000;
/** How long a user stays locked after too many wrong passwords. */
export const LOCKOUT_MS = 30 * 60 * 1000;
/** How long an image code may be used. */
export const IMAGE_CODE_MS = 5 * 60 * 1000;
/** A request's timestamp may be this far from the gateway's clock. */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

/** A login QR code: which browser session shows it, until when, and who confirmed it on a phone. */
export interface QrCode {
  sessionId: string;
  expiresAt: number;
  confirmedBy?: string;
}

export const QR_SECONDS = 120;

/** One accepted signed transaction (GET /__mock/ledger). */
export interface LedgerEntry {
  operationId: string;
  serviceCode: string;
  /** The persona's login. */
  user: string;
  idempotencyKey: string;
  /** A fresh serial number per booking. */
  transSeq: string;
  /** The transaction's amount field (the first Amount row), if it has one. */
  amount: { field: string; value: string } | null;
  /** ISO time of the booking. */
  time: string;
}

/** The answer to a head-and-body call, as the gateway sends it. */
export interface Reply {
  head: { STATUS: string; MSG: string };
  body?: unknown;
}

/**
 * A signed call under one user's idempotency key: the text it signed, and its first reply (pending
 * while that call is still being answered, so a duplicate sent meanwhile waits for it instead of
 * booking; `outcome` once it is answered, booked or refused, for good: issue 48 item 3). It outlives
 * the session that made it: its outcome query works from a new login, and the key books nothing in
 * any other session (a new challenge for it is refused, SG0015). Bounded by maxIdempotentCalls.
 */
export interface IdempotentCall {
  /** The session that made the call. */
  sessionId: string;
  text: string;
  reply: Promise<Reply>;
  outcome?: Reply;
}

/** Idempotency entries the gateway keeps at most; beyond, the oldest answered ones go (issue 39). */
export const MAX_IDEMPOTENT_CALLS = 10_000;

/** How long a transaction challenge may be used (transChallengeIssue's EXPIRE_SECONDS). */
export const CHALLENGE_SECONDS = 120;
/** Unused challenges a session may hold at once; beyond, its oldest go. */
export const CHALLENGES_PER_SESSION = 32;

/**
 * A transaction challenge (transChallengeIssue): bound to the session that asked it, one operation
 * and one idempotency key. `issued` until a booking uses it, `void` once an outcome query found
 * nothing under its key (a late copy of the call must not book after the user was told it failed).
 */
export interface TxChallenge {
  id: string;
  value: string;
  sessionId: string;
  /** The persona's login. */
  user: string;
  operationId: string;
  idempotencyKey: string;
  expiresAt: number;
  state: 'issued' | 'used' | 'void';
}
