/**
 * The traffic log's store (issue 40; issue 49 item 8): which calls it keeps, for how long, and what it
 * dropped. One tester filled the 1,000-call log in about 25 minutes, and the first transfer was gone
 * when looked for, behind hundreds of routine queries. So it keeps three kinds of call apart:
 *
 * - **routine** calls (a query or lookup that succeeded): the last `limit` (DEFAULT_TRAFFIC_LIMIT);
 * - **important** calls, what a tester comes back for: every signed call (whatever its verdict), every
 *   failure (an HTTP error, a head other than success, an envelope that did not open) and every call
 *   that got a fault: the last `importantLimit` (IMPORTANT_FACTOR times `limit`);
 * - **pinned** calls: a tester pinned them (POST /__mock/traffic/<id>/pin); no bound drops them, at
 *   most MAX_PINNED at once.
 *
 * Each kind drops its own oldest first; the log counts what it dropped of each, which the console
 * says. A Map per kind keeps insertion order, so the oldest goes in constant time. Read by the control
 * plane (gateway.ts) and the console (./console/Traffic.tsx).
 */
import { type CallDraft, entryOf, type RecordedAnswer, type TrafficEntry, type TrafficSummary } from './traffic.ts';

export const DEFAULT_TRAFFIC_LIMIT = 1000;
/** The largest bound a control call or an option may set. */
export const MAX_TRAFFIC_LIMIT = 100_000;
/** Important calls (signed, failed, faulted) are kept this many times longer than routine ones. */
export const IMPORTANT_FACTOR = 10;
/** The most calls pinned at once. */
export const MAX_PINNED = 200;

const SUCCESS = new Set(['000000', '1']);

/** Whether a call is one a tester comes back for: signed, failed, or faulted. */
export function isImportant(e: TrafficSummary): boolean {
  if (e.signing !== null || e.fault !== null || e.httpStatus >= 400 || e.suite === 'unopened') return true;
  return e.status !== null && !SUCCESS.has(e.status);
}

export interface TrafficFilter {
  persona?: string;
  operation?: string;
  /** The head's STATUS or the HTTP status. */
  status?: string;
  /** Only the pinned calls. */
  pinned?: boolean;
  limit?: number;
}

/** What the log has dropped since it started (or was emptied), by kind. */
export interface Dropped {
  routine: number;
  important: number;
}

type Kind = 'routine' | 'important' | 'pinned';

export class TrafficLog {
  /** Every call by id, oldest first: the order the list reads. */
  private readonly all = new Map<number, TrafficEntry>();
  /** Each kind's calls by id, oldest first: what its bound drops. */
  private readonly kinds: Record<Kind, Map<number, TrafficEntry>> = {
    routine: new Map(), important: new Map(), pinned: new Map(),
  };

  private nextId = 1;
  private bound: number;
  private droppedCount: Dropped = { routine: 0, important: 0 };

  constructor(readonly defaultLimit: number = DEFAULT_TRAFFIC_LIMIT) {
    const refused = limitRefusal(defaultLimit);
    if (refused) throw new Error(`traffic log: ${refused}`);
    this.bound = defaultLimit;
  }

  /** The routine calls' bound. */
  get limit(): number {
    return this.bound;
  }

  /** The important calls' bound: IMPORTANT_FACTOR times the routine one, at most MAX_TRAFFIC_LIMIT. */
  get importantLimit(): number {
    return Math.min(this.bound * IMPORTANT_FACTOR, MAX_TRAFFIC_LIMIT);
  }

  get size(): number {
    return this.all.size;
  }

  get dropped(): Dropped {
    return { ...this.droppedCount };
  }

  get pinnedCount(): number {
    return this.kinds.pinned.size;
  }

  /** Sets the routine bound (and so the important one), dropping the oldest beyond them; a message for a bad value. */
  setLimit(value: unknown): string | undefined {
    const refused = limitRefusal(value);
    if (refused) return refused;
    this.bound = value as number;
    this.trim();
    return undefined;
  }

  /** Records a call once its answer was written; `latencyMs` from its arrival. */
  record(draft: CallDraft, answer: RecordedAnswer, cookies: readonly string[], latencyMs: number): TrafficEntry {
    const entry = entryOf(this.nextId++, draft, answer, cookies, latencyMs);
    this.all.set(entry.id, entry);
    this.kinds[isImportant(entry) ? 'important' : 'routine'].set(entry.id, entry);
    this.trim();
    return entry;
  }

  /**
   * Pins a call (no bound drops it) or unpins it (it goes back to its kind, as its newest: it is not
   * dropped at once). A message when there is no such call, or MAX_PINNED are pinned already.
   */
  pin(id: number, pinned: boolean): string | undefined {
    const entry = this.all.get(id);
    if (!entry) return `no call ${String(id)} in the traffic log`;
    if (entry.pinned === pinned) return undefined;
    if (pinned && this.kinds.pinned.size >= MAX_PINNED) return `${String(MAX_PINNED)} calls are pinned already; unpin one first`;
    this.kinds[entry.pinned ? 'pinned' : isImportant(entry) ? 'important' : 'routine'].delete(id);
    entry.pinned = pinned;
    this.kinds[pinned ? 'pinned' : isImportant(entry) ? 'important' : 'routine'].set(id, entry);
    this.trim();
    return undefined;
  }

  /** The calls that pass the filter, newest first (at most `limit`). */
  select(filter: TrafficFilter = {}): TrafficEntry[] {
    const out: TrafficEntry[] = [];
    const all = [...this.all.values()];
    for (let i = all.length - 1; i >= 0 && out.length < (filter.limit ?? Infinity); i--) {
      const e = all[i];
      if (!e) continue;
      if (filter.persona && e.persona !== filter.persona) continue;
      if (filter.operation && e.operation !== filter.operation) continue;
      if (filter.status && e.status !== filter.status && String(e.httpStatus) !== filter.status) continue;
      if (filter.pinned && !e.pinned) continue;
      out.push(e);
    }
    return out;
  }

  get(id: number): TrafficEntry | undefined {
    return this.all.get(id);
  }

  /** Empties the log, pins and counts too (the ids run on: an id is never given twice). */
  clear(): void {
    this.all.clear();
    for (const kind of Object.values(this.kinds)) kind.clear();
    this.droppedCount = { routine: 0, important: 0 };
  }

  /** Empties the log and sets the bound it started with (POST /__mock/reset). */
  reset(): void {
    this.clear();
    this.bound = this.defaultLimit;
  }

  private trim(): void {
    this.drop('routine', this.bound);
    this.drop('important', this.importantLimit);
  }

  private drop(kind: 'routine' | 'important', bound: number): void {
    const calls = this.kinds[kind];
    for (const id of calls.keys()) {
      if (calls.size <= bound) break;
      calls.delete(id);
      this.all.delete(id);
      this.droppedCount[kind]++;
    }
  }
}

/** Why a value is not a bound for the log: a whole number 1..MAX_TRAFFIC_LIMIT. */
export function limitRefusal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TRAFFIC_LIMIT) return undefined;
  const given = value === undefined ? 'nothing' : JSON.stringify(value);
  return `limit must be a whole number from 1 to ${String(MAX_TRAFFIC_LIMIT)}, not ${given}`;
}

/** The list's row: the entry without its bodies. */
export function summaryOfEntry(e: TrafficEntry): TrafficSummary {
  return {
    id: e.id, time: e.time, persona: e.persona, operation: e.operation, summary: e.summary,
    method: e.method, path: e.path, httpStatus: e.httpStatus, status: e.status, message: e.message,
    latencyMs: e.latencyMs, suite: e.suite, signing: e.signing, fault: e.fault, pinned: e.pinned,
  };
}

/** Reads a filter from a query string; a message for a bad limit. */
export function filterOf(params: URLSearchParams): TrafficFilter | string {
  const filter: TrafficFilter = {};
  for (const key of ['persona', 'operation', 'status'] as const) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  if (params.get('pinned') === '1') filter.pinned = true;
  const limit = params.get('limit');
  if (limit !== null && limit !== '') {
    const n = Number(limit);
    if (!Number.isInteger(n) || n < 1) return `limit must be a whole number of calls (1 or more), not ${JSON.stringify(limit)}`;
    filter.limit = n;
  }
  return filter;
}
