/**
 * A workspace's state as plain JSON and back (issue 52 item 4): everything the gateway keeps for one
 * tester (sessions, the bank, the ledger, idempotency keys and challenges, faults, the clock's offset),
 * so a restart restores it. Amounts (bigint) travel as decimal text, uploads' bytes as base64, an
 * expired session's -Infinity as null. A signed call still being answered when the snapshot was taken
 * was not booked (booking is synchronous): it is restored refused, for good, so a copy books nothing.
 * Pure but for the GatewayState it builds.
 */
import type { RosterSeed } from '../bank/roster-types.ts';
import type { Batch, Instruction, Rule, RuleKind } from '../bank/types.ts';
import { personaByLogin } from '../personas.ts';
import {
  GatewayState, type IdempotentCall, type LedgerEntry, type LoginFailures, type QrCode, type QueuedFault, type Reply,
  type Session, type TxChallenge,
} from '../sessions/state.ts';
import type { StoredUpload } from '../gateway/uploads.ts';

export const SNAPSHOT_VERSION = 1;

type Plain<T> = {
  [K in keyof T]: T[K] extends bigint ? string : T[K] extends bigint | undefined ? string | undefined : T[K];
};
type SavedRule = Plain<Rule>;
type SavedInstruction = Omit<Instruction, 'amount' | 'change'> & {
  amount?: string;
  change?: { kind: RuleKind; from: SavedRule | undefined; to: SavedRule | undefined };
};

export interface SavedSession extends Omit<Session, 'persona' | 'uploads' | 'lastSeen'> {
  persona?: string;
  lastSeen: number | null;
  uploads?: Array<Omit<StoredUpload, 'bytes'> & { bytes: string }>;
}

export interface StateSnapshot {
  version: typeof SNAPSHOT_VERSION;
  clockOffsetMs: number;
  sessionTtlMs: number;
  maxIdempotentCalls: number;
  bookings: number;
  sessions: SavedSession[];
  qrCodes: Array<[string, QrCode]>;
  nonces: Array<[string, number]>;
  faults: QueuedFault[];
  ledger: LedgerEntry[];
  idempotent: Array<{ slot: string; sessionId: string; text: string; outcome: Reply }>;
  challenges: Array<Omit<TxChallenge, 'expiresAt'> & { expiresAt: number | null }>;
  imageCodes: Array<[string, number]>;
  loginFailures: Array<[string, LoginFailures]>;
  bank: {
    accounts: Array<{
      acctNo: string; name: string; orgNo: string; balance: string; entries: Array<Record<string, unknown>>;
    }>;
    instructions: SavedInstruction[];
    rules: Array<[string, Array<[RuleKind, SavedRule]>]>;
    batches?: Batch[];
    /** Payees and messages (issue 49 item 4); absent in an older snapshot: the seed's. */
    roster?: RosterSeed;
  };
}

/** The answer of a call the gateway was still answering when it stopped: never booked. */
export const INTERRUPTED: Reply = { head: { STATUS: 'E0503', MSG: '模拟网关重启时交易仍在处理，交易未记账，请重新发起交易' } };

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);
const ruleOut = (r: Rule | undefined): SavedRule | undefined =>
  (r ? { ...r, threshold: r.threshold.toString() } : undefined);
const ruleIn = (r: SavedRule | undefined): Rule | undefined =>
  (r ? { ...r, threshold: BigInt(r.threshold) } : undefined);

function instructionOut(i: Instruction): SavedInstruction {
  if (i.type === 'rule') return { ...i, change: { kind: i.change.kind, from: ruleOut(i.change.from), to: ruleOut(i.change.to) } };
  return { ...i, amount: i.amount.toString() };
}

function instructionIn(i: SavedInstruction): Instruction {
  if (i.type === 'rule') {
    const change = i.change ?? { kind: 'transferSub', from: undefined, to: undefined };
    const rule = i as unknown as Instruction & { type: 'rule' };
    return { ...rule, change: { kind: change.kind, from: ruleIn(change.from), to: ruleIn(change.to) } };
  }
  return { ...(i as unknown as Instruction & { type: 'debit' }), amount: BigInt(i.amount ?? '0') };
}

function sessionOut(s: Session): SavedSession {
  const { persona, uploads, lastSeen, ...rest } = s;
  return {
    ...rest, lastSeen: finite(lastSeen), ...(persona ? { persona: persona.login } : {}),
    ...(uploads
      ? { uploads: [...uploads.values()].map((u) => ({ ...u, bytes: Buffer.from(u.bytes).toString('base64') })) }
      : {}),
  };
}

function sessionIn(s: SavedSession): Session {
  const { persona, uploads, lastSeen, ...rest } = s;
  const found = persona ? personaByLogin(persona) : undefined;
  return {
    ...rest, lastSeen: lastSeen ?? Number.NEGATIVE_INFINITY, ...(found ? { persona: found } : {}),
    ...(uploads
      ? { uploads: new Map(uploads.map((u) => [u.batchNo, { ...u, bytes: new Uint8Array(Buffer.from(u.bytes, 'base64')) }])) }
      : {}),
  };
}

/** The state as JSON-safe data. */
export function snapshotOf(state: GatewayState): StateSnapshot {
  const { bank } = state;
  return {
    version: SNAPSHOT_VERSION,
    clockOffsetMs: state.clock.offset,
    sessionTtlMs: state.sessionTtlMs,
    maxIdempotentCalls: state.maxIdempotentCalls,
    bookings: state.bookings,
    sessions: [...state.sessions.values()].map(sessionOut),
    qrCodes: [...state.qrCodes].map(([id, qr]) => [id, { ...qr, expiresAt: finite(qr.expiresAt) ?? -1 }]),
    nonces: [...state.nonces],
    faults: state.faults.map((f) => ({ ...f })),
    ledger: state.ledger.map((e) => ({ ...e })),
    idempotent: [...state.idempotent].map(([slot, call]) => ({
      slot, sessionId: call.sessionId, text: call.text, outcome: call.outcome ?? INTERRUPTED,
    })),
    challenges: [...state.challenges.values()].map((c) => ({ ...c, expiresAt: finite(c.expiresAt) })),
    imageCodes: [...state.imageCodes],
    loginFailures: [...state.loginFailures].map(([login, f]) => [login, { ...f }]),
    bank: {
      accounts: [...bank.accounts.values()].map((a) => ({
        acctNo: a.acctNo, name: a.name, orgNo: a.orgNo, balance: a.balance.toString(),
        entries: a.entries.map((e) => ({ ...e, amount: e.amount.toString(), balance: e.balance.toString() })),
      })),
      instructions: [...bank.instructions.values()].map(instructionOut),
      batches: [...bank.batches.values()].map((b) => structuredClone(b)),
      roster: structuredClone({ payees: bank.roster.payees, messages: bank.roster.messages }),
      rules: [...bank.rules].map(([orgNo, rules]) => [
        orgNo, [...rules].map(([kind, r]) => [kind, ruleOut(r) ?? { mode: '0', threshold: '0' }]),
      ]),
    },
  };
}

/** Puts a snapshot's data into a state (made with the workspace's seed); a snapshot of another version is refused. */
export function restoreInto(state: GatewayState, snapshot: StateSnapshot): GatewayState {
  const version: number = snapshot.version;
  if (version !== SNAPSHOT_VERSION) {
    throw new Error(`snapshot version ${String(version)}, this mock reads ${String(SNAPSHOT_VERSION)}`);
  }
  state.clock.setOffset(snapshot.clockOffsetMs);
  state.sessionTtlMs = snapshot.sessionTtlMs;
  state.maxIdempotentCalls = snapshot.maxIdempotentCalls;
  state.bookings = snapshot.bookings;
  state.sessions.clear();
  for (const s of snapshot.sessions) state.sessions.set(s.id, sessionIn(s));
  state.qrCodes.clear();
  for (const [id, qr] of snapshot.qrCodes) state.qrCodes.set(id, qr);
  state.nonces.clear();
  for (const [nonce, at] of snapshot.nonces) state.nonces.set(nonce, at);
  state.faults = snapshot.faults.map((f) => ({ ...f }));
  state.ledger.length = 0;
  state.ledger.push(...snapshot.ledger);
  state.idempotent.clear();
  for (const c of snapshot.idempotent) {
    const reply = Promise.resolve(c.outcome);
    const call: IdempotentCall = { sessionId: c.sessionId, text: c.text, reply, outcome: c.outcome };
    state.idempotent.set(c.slot, call);
  }
  state.challenges.clear();
  for (const c of snapshot.challenges) {
    state.challenges.set(c.id, { ...c, expiresAt: c.expiresAt ?? Number.NEGATIVE_INFINITY });
  }
  state.imageCodes.clear();
  for (const [id, until] of snapshot.imageCodes) state.imageCodes.set(id, until);
  state.loginFailures.clear();
  for (const [login, f] of snapshot.loginFailures) state.loginFailures.set(login, f);
  const { bank } = state;
  bank.accounts.clear();
  for (const a of snapshot.bank.accounts) {
    const entries = a.entries.map((e) => ({
      ...e, amount: BigInt(String(e.amount)), balance: BigInt(String(e.balance)),
    })) as unknown;
    const account = { acctNo: a.acctNo, name: a.name, orgNo: a.orgNo, balance: BigInt(a.balance), entries };
    bank.accounts.set(a.acctNo, account as never);
  }
  bank.instructions.clear();
  for (const i of snapshot.bank.instructions) bank.instructions.set(i.seq, instructionIn(i));
  bank.batches.clear();
  for (const b of snapshot.bank.batches ?? []) bank.batches.set(b.batchNo, structuredClone(b));
  if (snapshot.bank.roster) {
    bank.roster.payees = structuredClone(snapshot.bank.roster.payees);
    bank.roster.messages = structuredClone(snapshot.bank.roster.messages);
  }
  bank.rules.clear();
  for (const [orgNo, rules] of snapshot.bank.rules) {
    for (const [kind, r] of rules) {
      const rule = ruleIn(r);
      if (rule) bank.rulesOf(orgNo).set(kind, rule);
    }
  }
  return state;
}
