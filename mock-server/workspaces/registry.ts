/**
 * Workspaces (issue 52 item 1): each an isolated copy of everything the mock keeps (sessions, the bank,
 * the ledger, idempotency keys and challenges, faults, the clock: a GatewayState; and its own traffic
 * log). `default` always exists, so a single tester's use is as before. A workspace idle longer than
 * its expiry is dropped and its memory returned; `default` never expires.
 */
import { GatewayState } from '../sessions/state.ts';
import { TrafficLog } from '../recorder/traffic-log.ts';
import { restoreInto, snapshotOf, type StateSnapshot } from './snapshot.ts';

// the name rule the portal's test builds share (?workspace=alice)
import { DEFAULT_WORKSPACE, WORKSPACE_NAME } from '@/protocol/workspace.ts';

export { DEFAULT_WORKSPACE, WORKSPACE_NAME };
/** The most workspaces one mock keeps (each holds a bank: about a megabyte, bench mock-team). */
export const MAX_WORKSPACES = 200;
/** Idle time after which a workspace is dropped (default 7 days; `--workspace-idle`). */
export const DEFAULT_IDLE_MS = 7 * 24 * 3_600_000;
const IDLE = /^(\d{1,6})([mhd])$/;
const IDLE_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** The longest idle time a workspace may be given (a year). */
export const MAX_IDLE_MS = 365 * 86_400_000;

/** An idle time as `--workspace-idle` takes it (30m, 12h, 7d: a minute to a year) in ms, or why not. */
export function parseIdle(text: string | undefined): number | string {
  const found = IDLE.exec(text ?? '');
  const ms = found ? Number(found[1]) * IDLE_UNIT_MS[found[2] as keyof typeof IDLE_UNIT_MS] : Number.NaN;
  if (!(ms >= 60_000 && ms <= MAX_IDLE_MS)) {
    return `an idle time is a whole number of minutes, hours or days, from 1m to 365d (30m, 12h, 7d); not ${JSON.stringify(text ?? '')}`;
  }
  return ms;
}

/** An idle time as parseIdle reads it: 7d, 12h, 30m. */
export function idleText(ms: number): string {
  const [unit, size] = Object.entries(IDLE_UNIT_MS).reverse().find(([, u]) => ms % u === 0) ?? ['m', 60_000];
  return `${String(Math.round(ms / size))}${unit}`;
}

export interface Workspace {
  readonly name: string;
  readonly state: GatewayState;
  readonly traffic: TrafficLog | undefined;
  /** When it was made (the machine's clock, ms) and last used by a call. */
  readonly createdAt: number;
  lastUsed: number;
  /** The workspace it was cloned from, if any. */
  readonly from?: string;
  /** The tester who made it on a shared mock (./testers.ts); undefined: made on this machine, or `default`. */
  readonly owner?: string;
}

export interface WorkspaceOptions {
  /** A new workspace's state (the bank's seed, the instant source). */
  newState: () => GatewayState;
  /** A new workspace's traffic log; undefined: none. */
  newTraffic: () => TrafficLog | undefined;
  /** The machine's clock, for idleness (never the bank's: a tester may set that to next year). */
  machineNow?: () => number;
  idleMs?: number;
  /** The default workspace's state and traffic log, when the caller made them (tests, the gateway's options). */
  defaultState?: GatewayState;
  defaultTraffic?: TrafficLog | undefined;
}

/** Why a name cannot be a new workspace's; undefined: it can. */
export function nameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || !WORKSPACE_NAME.test(name)) {
    return 'a workspace name is 1 to 32 of a-z, 0-9 and -, starting with a letter or digit (alice, ci-42)';
  }
  return undefined;
}

export class Workspaces {
  private readonly all = new Map<string, Workspace>();
  private readonly machineNow: () => number;
  idleMs: number;

  constructor(private readonly options: WorkspaceOptions) {
    this.machineNow = options.machineNow ?? Date.now;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.all.set(DEFAULT_WORKSPACE, this.make(
      DEFAULT_WORKSPACE, options.defaultState ?? options.newState(), 'defaultTraffic' in options ? options.defaultTraffic : options.newTraffic(),
    ));
  }

  private make(
    name: string, state: GatewayState, traffic: TrafficLog | undefined, from?: string, owner?: string,
  ): Workspace {
    const at = this.machineNow();
    return {
      name, state, traffic, createdAt: at, lastUsed: at, ...(from ? { from } : {}), ...(owner ? { owner } : {}),
    };
  }

  get default(): Workspace {
    const found = this.all.get(DEFAULT_WORKSPACE);
    if (!found) throw new Error('the default workspace is gone');
    return found;
  }

  /** The workspace of this name, marked used; undefined: none. */
  use(name: string): Workspace | undefined {
    const found = this.all.get(name);
    if (found) found.lastUsed = this.machineNow();
    return found;
  }

  get(name: string): Workspace | undefined {
    return this.all.get(name);
  }

  list(): Workspace[] {
    return [...this.all.values()];
  }

  get size(): number {
    return this.all.size;
  }

  /**
   * A new workspace from the seed, or a copy of `from`'s state (its traffic log is not copied); `owner`:
   * the tester who made it.
   */
  create(name: string, from?: string, owner?: string): Workspace | { problem: string; status: number } {
    const problem = nameProblem(name);
    if (problem) return { problem, status: 400 };
    if (this.all.has(name)) return { problem: `workspace ${name} exists`, status: 409 };
    if (this.all.size >= MAX_WORKSPACES) return { problem: `this mock keeps at most ${String(MAX_WORKSPACES)} workspaces`, status: 409 };
    const source = from === undefined ? undefined : this.all.get(from);
    if (from !== undefined && !source) return { problem: `no workspace ${from} to start from`, status: 404 };
    const state = this.options.newState();
    if (source) restoreInto(state, cloneOf(snapshotOf(source.state)));
    const made = this.make(name, state, this.options.newTraffic(), from, owner);
    this.all.set(name, made);
    return made;
  }

  /** A workspace restored from its saved state (the store, at start), its maker's still (`owner`). */
  restore(name: string, snapshot: StateSnapshot, createdAt: number, from?: string, owner?: string): Workspace {
    const existing = this.all.get(name);
    const state = existing?.state ?? this.options.newState();
    restoreInto(state, snapshot);
    // default exists from the start: it keeps its state and traffic log, and takes its saved birth
    const made = { ...(existing ?? this.make(name, state, this.options.newTraffic(), from, owner)), createdAt };
    this.all.set(name, made);
    return made;
  }

  /** Removes a workspace; `default` is reset instead (it always exists). */
  delete(name: string): boolean {
    const found = this.all.get(name);
    if (!found) return false;
    if (name === DEFAULT_WORKSPACE) {
      found.state.reset();
      found.traffic?.reset();
      return true;
    }
    return this.all.delete(name);
  }

  /** Drops the workspaces idle longer than idleMs (never `default`); their names. */
  expire(): string[] {
    const now = this.machineNow();
    const gone = [...this.all.values()]
      .filter((w) => w.name !== DEFAULT_WORKSPACE && now - w.lastUsed > this.idleMs)
      .map((w) => w.name);
    for (const name of gone) this.all.delete(name);
    return gone;
  }
}

/** A deep copy through the snapshot's JSON form: the clone shares nothing with its source. */
function cloneOf(snapshot: StateSnapshot): StateSnapshot {
  return JSON.parse(JSON.stringify(snapshot)) as StateSnapshot;
}
