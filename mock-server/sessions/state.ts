/**
 * What Prism cannot keep, held by the gateway: sessions (cookie -> persona, enterprise, expiry,
 * the password control's random factor), the nonces seen (replay), injected faults, and the ledger
 * of accepted signed transactions with their idempotency keys. Transaction challenges: ./challenges.ts;
 * failed logins: ./login-failures.ts.
 */
import { randomBytes } from 'node:crypto';
import { Bank } from '../bank/bank.ts';
import { bankSeed } from '../bank/seed.ts';
import type { BankSeed } from '../bank/types.ts';
import { BankClock, transSeq } from '../clock.ts';
import { PERSONAS } from '../personas.ts';
import { expireChallenges, issueChallenge, voidChallenges } from './challenges.ts';
import { countFailedLogin } from './login-failures.ts';
import { DEFAULT_SESSION_TTL_MS, IMAGE_CODE_MS, MAX_IDEMPOTENT_CALLS, MAX_SESSIONS, TIMESTAMP_WINDOW_MS } from './types.ts';
import type { IdempotentCall, LedgerEntry, LoginFailures, QrCode, QueuedFault, Session, TxChallenge } from './types.ts';
import type { Fault } from '../faults/table.ts';

export type {
  IdempotentCall, LedgerEntry, LoginFailures, QrCode, QueuedFault, Reply, Session, TxChallenge,
} from './types.ts';
export {
  CHALLENGE_SECONDS, CHALLENGES_PER_SESSION, DEFAULT_SESSION_TTL_MS, IMAGE_CODE_MS, LOCKOUT_MS, MAX_IDEMPOTENT_CALLS,
  MAX_SESSIONS, QR_SECONDS, SESSION_COOKIE, TIMESTAMP_WINDOW_MS,
} from './types.ts';

export class GatewayState {
  readonly sessions = new Map<string, Session>();
  readonly qrCodes = new Map<string, QrCode>();
  readonly nonces = new Map<string, number>();
  faults: QueuedFault[] = [];
  sessionTtlMs = DEFAULT_SESSION_TTL_MS;
  readonly ledger: LedgerEntry[] = [];
  /** user + idempotency key -> the call that first used it. */
  readonly idempotent = new Map<string, IdempotentCall>();
  /** Transaction challenges by id. */
  readonly challenges = new Map<string, TxChallenge>();
  /** Image code id -> until when it may be used (once). */
  readonly imageCodes = new Map<string, number>();
  /** Login name -> failed password attempts (issue 15 finding 13: the lockout is the user's, not the cookie's). */
  readonly loginFailures = new Map<string, LoginFailures>();
  /** Idempotency entries kept at most (MAX_IDEMPOTENT_CALLS; tests set fewer). */
  maxIdempotentCalls = MAX_IDEMPOTENT_CALLS;
  /** Serial numbers given so far (a serial number is never given twice, across resets and restarts). */
  bookings = 0;

  /** Accounts, instructions and authorization rules (./bank.ts), from the contract's examples. */
  readonly bank: Bank;

  /** The bank's clock (./clock.ts): every date, stamp and serial number the mock writes reads it. */
  readonly clock: BankClock;
  /** The bank's instant now (the clock's). */
  readonly now: () => number;

  /**
   * `source`: the machine's clock (a test's); `seed`: what the bank starts from (./bank-seed.ts), by
   * default the personas' accounts and rules.
   */
  constructor(
    source: () => number = Date.now,
    seed: BankSeed = bankSeed(undefined, PERSONAS),
  ) {
    this.clock = new BankClock(source);
    this.now = this.clock.now;
    this.bank = new Bank(seed, this.now);
  }

  /**
   * A session the gateway keeps (the login flow's first calls and login itself: issue 15 finding 13).
   * Expired sessions and QR codes are pruned first, and the oldest anonymous ones beyond MAX_SESSIONS.
   */
  newSession(): Session {
    this.prune();
    const session = this.passingSession();
    this.sessions.set(session.id, session);
    return session;
  }

  /** A session for one call that needs none (a public call without a cookie): never kept, no cookie. */
  passingSession(): Session {
    return { id: randomBytes(24).toString('base64url'), lastSeen: this.now() };
  }

  /**
   * Forgets expired sessions (with what only they could use, see forget), QR codes and image codes;
   * keeps the number of sessions bounded.
   */
  prune(): void {
    const t = this.now();
    const gone = new Set<string>();
    for (const [id, session] of this.sessions) {
      if (t - session.lastSeen > this.sessionTtlMs) gone.add(id);
    }
    for (const [id, qr] of this.qrCodes) if (t > qr.expiresAt) this.qrCodes.delete(id);
    for (const [id, until] of this.imageCodes) if (t > until) this.imageCodes.delete(id);
    if (this.sessions.size - gone.size >= MAX_SESSIONS) {
      const anonymous = [...this.sessions.values()].filter((s) => !s.persona && !gone.has(s.id))
        .sort((a, b) => a.lastSeen - b.lastSeen);
      for (const session of anonymous.slice(0, this.sessions.size - gone.size - MAX_SESSIONS + 1)) gone.add(session.id);
    }
    this.forget(gone);
  }

  /**
   * Drops these sessions and their transaction challenges (a copy of a signed call is refused in any
   * other session: its challenge was this session's). Their signed calls' entries stay (issue 48 item 3):
   * a call still being answered is 处理中 to an outcome query of the user's next login, and a key that
   * has an outcome never books again.
   */
  private forget(ids: ReadonlySet<string>): void {
    if (ids.size === 0) return;
    for (const id of ids) this.sessions.delete(id);
    for (const [id, challenge] of this.challenges) if (ids.has(challenge.sessionId)) this.challenges.delete(id);
  }

  /** A new image code id, valid for IMAGE_CODE_MS and one login attempt. */
  issueImageCode(): string {
    this.prune();
    const id = `IC${randomBytes(8).toString('hex')}`;
    this.imageCodes.set(id, this.now() + IMAGE_CODE_MS);
    return id;
  }

  /** Uses up an image code id: true when it was issued and is still valid. */
  takeImageCode(id: string): boolean {
    const until = this.imageCodes.get(id);
    this.imageCodes.delete(id);
    return until !== undefined && this.now() <= until;
  }

  /** Whether the login name is locked now. */
  locked(login: string): boolean {
    const until = this.loginFailures.get(login)?.lockedUntil;
    return until !== undefined && this.now() < until;
  }

  /** Counts a wrong password for the login name; gives the attempts left (0: now locked; ./login-failures.ts). */
  failedLogin(login: string, max: number): number {
    return countFailedLogin(this.loginFailures, login, max, this.now);
  }

  succeededLogin(login: string): void {
    this.loginFailures.delete(login);
  }

  /** The login of a live session, without touching it (the session's own checks come later). */
  sessionLogin(id: string | undefined): string | undefined {
    const session = id ? this.sessions.get(id) : undefined;
    return session && this.now() - session.lastSeen <= this.sessionTtlMs ? session.persona?.login : undefined;
  }

  /** The session of a cookie: 'expired' once idle longer than the TTL (and then forgotten). */
  session(id: string | undefined): Session | 'expired' | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (this.now() - session.lastSeen > this.sessionTtlMs) {
      this.forget(new Set([id]));
      return 'expired';
    }
    session.lastSeen = this.now();
    return session;
  }

  /** A new id for a session (after login: no session fixation). */
  rotate(session: Session): Session {
    this.forget(new Set([session.id]));
    const next = { ...session, id: randomBytes(24).toString('base64url') };
    this.sessions.set(next.id, next);
    return next;
  }

  end(id: string): void {
    this.forget(new Set([id]));
  }

  /** Makes every session (or one) expire now. */
  expire(id?: string): number {
    let n = 0;
    for (const session of this.sessions.values()) {
      if (id === undefined || session.id === id) {
        session.lastSeen = Number.NEGATIVE_INFINITY;
        n++;
      }
    }
    return n;
  }

  /** True when the nonce was seen inside the window (a replay); remembers it otherwise. */
  replayed(nonce: string): boolean {
    const t = this.now();
    for (const [seen, at] of this.nonces) if (t - at > 2 * TIMESTAMP_WINDOW_MS) this.nonces.delete(seen);
    if (this.nonces.has(nonce)) return true;
    this.nonces.set(nonce, t);
    return false;
  }

  queueFault(fault: QueuedFault): void {
    this.faults.push(fault);
  }

  /**
   * The next queued fault for this operation and caller (the login of the call's session), counting it
   * down: a fault queued for one persona is not taken by another's calls (tests running side by side).
   */
  takeFault(operation: string, user?: string): Fault | undefined {
    const index = this.faults.findIndex(
      (f) => f.remaining > 0 && (f.operation === operation || f.operation === '*') && (f.user === undefined || f.user === user),
    );
    const found = this.faults[index];
    if (!found) return undefined;
    found.remaining--;
    if (found.remaining === 0) this.faults.splice(index, 1);
    const { kind, ms, status, msg } = found;
    return { kind, ...(ms !== undefined ? { ms } : {}), ...(status ? { status } : {}), ...(msg ? { msg } : {}) };
  }

  /** The phone app confirms the newest waiting QR code for this login. */
  confirmQr(login: string): boolean {
    const waiting = [...this.qrCodes.values()].filter((q) => !q.confirmedBy && this.now() <= q.expiresAt);
    const newest = waiting[waiting.length - 1];
    if (!newest) return false;
    newest.confirmedBy = login;
    return true;
  }

  expireQrCodes(): void {
    for (const qr of this.qrCodes.values()) qr.expiresAt = Number.NEGATIVE_INFINITY;
  }

  /** A new challenge for this session, operation and key (./challenges.ts). */
  issueChallenge(session: Session, user: string, operationId: string, idempotencyKey: string): TxChallenge {
    return issueChallenge(this.challenges, this.sessions, this.now(), session, user, operationId, idempotencyKey);
  }

  /** Voids the user's unused challenges for this key (an outcome query found nothing under it). */
  voidChallenges(user: string, idempotencyKey: string): number {
    return voidChallenges(this.challenges, user, idempotencyKey);
  }

  /** Makes every unused challenge expire now (testers: "the user took too long"). */
  expireChallenges(): number {
    return expireChallenges(this.challenges);
  }

  /**
   * Keeps a signed call under its user and idempotency key (`slot`), after forgetting what expired;
   * beyond maxIdempotentCalls the oldest answered entries go (one still being answered stays: its
   * duplicates wait for it). A booked call's copy in its own session is then refused (SG0015, see
   * ./signing.ts), never booked again.
   */
  rememberCall(slot: string, call: IdempotentCall): void {
    this.prune();
    this.idempotent.set(slot, call);
    for (const [old, kept] of this.idempotent) {
      if (this.idempotent.size <= this.maxIdempotentCalls) break;
      if (kept.outcome) this.idempotent.delete(old);
    }
  }

  /** The ledger's booking under this user's idempotency key, if any (it outlives the session that booked it). */
  booked(user: string, idempotencyKey: string): LedgerEntry | undefined {
    return this.ledger.find((e) => e.user === user && e.idempotencyKey === idempotencyKey);
  }

  /** A fresh transaction serial number: T, the bank's date and time, a counter (./clock.ts). */
  nextTransSeq(): string {
    this.bookings++;
    return transSeq(this.now(), this.bookings);
  }

  reset(): void {
    this.bank.reset();
    this.ledger.length = 0;
    this.idempotent.clear(); // the serial counter runs on: a serial number is never given twice
    this.challenges.clear();
    this.qrCodes.clear();
    this.sessions.clear();
    this.loginFailures.clear();
    this.imageCodes.clear();
    this.nonces.clear();
    this.faults = [];
    this.sessionTtlMs = DEFAULT_SESSION_TTL_MS;
    this.maxIdempotentCalls = MAX_IDEMPOTENT_CALLS;
  }
}
