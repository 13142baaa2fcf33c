/**
 * The workspaces kept in a store (issue 52 items 4 and 5; docs/adr/0019): restored at start, saved
 * after the calls that change them, removed when deleted or expired. Saves are coalesced: a call
 * schedules its workspace's save a few milliseconds later, so a burst of calls writes once; a save
 * whose state is what was last written writes nothing (a console polling the traffic log); a created
 * or reset workspace is written at once. `close()` writes what is pending.
 */
import { createHash } from 'node:crypto';
import { idleText, MAX_WORKSPACES, type Workspace, type Workspaces } from './registry.ts';
import { snapshotOf } from './snapshot.ts';
import type { SavedWorkspace, WorkspaceStore } from './store.ts';

/** How long a call's save waits for the calls after it (ms): a burst writes once; a crash loses at most these. */
export const SAVE_DELAY_MS = 25;
/** How often idle workspaces are looked for (ms). */
export const EXPIRY_SWEEP_MS = 60_000;

export interface PersistOptions {
  log?: (line: string) => void;
  delayMs?: number;
  sweepMs?: number;
}

export interface Persisted {
  /** After a call a workspace answered (GatewayOptions.onChange). */
  changed(ws: Workspace): void;
  /** After a workspace was created, cloned, reset or deleted (GatewayOptions.onWorkspaces). */
  listChanged(change: { name: string; deleted: boolean }): void;
  /** Drops the idle workspaces and their files; their names. */
  expire(): string[];
  /** Writes the pending saves now. */
  flush(): void;
  /** Stops the expiry timer and writes the pending saves. */
  close(): void;
  /** How many files were written, and how many saves found nothing changed. */
  readonly writes: number;
  readonly unchanged: number;
}

/** The store's workspaces put into the registry: how many, and the names skipped (logged). */
export function restoreAll(workspaces: Workspaces, store: WorkspaceStore, log: (line: string) => void): number {
  let restored = 0;
  for (const saved of store.load()) {
    if (!workspaces.get(saved.name) && workspaces.size >= MAX_WORKSPACES) {
      log(`workspace store: skipped ${saved.name}: this mock keeps at most ${String(MAX_WORKSPACES)} workspaces`);
      continue;
    }
    try {
      const ws = workspaces.restore(saved.name, saved.snapshot, saved.createdAt, saved.from, saved.owner);
      ws.lastUsed = saved.lastUsed ?? ws.lastUsed;
      restored++;
    } catch (error) {
      workspaces.delete(saved.name);
      log(`workspace store: skipped ${saved.name}: its snapshot does not restore: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return restored;
}

/** What the store keeps of a workspace. */
export function savedOf(ws: Workspace): SavedWorkspace {
  return {
    name: ws.name, createdAt: ws.createdAt, lastUsed: ws.lastUsed, ...(ws.from ? { from: ws.from } : {}),
    ...(ws.owner ? { owner: ws.owner } : {}), snapshot: snapshotOf(ws.state),
  };
}

/** The workspaces' saves and removals (see the top of this file): what is pending, what was written. */
class StorePersistence implements Persisted {
  private readonly log: (line: string) => void;
  private readonly delayMs: number;
  private readonly pending = new Set<string>();
  /** The digest of each workspace's snapshot as last written. */
  private readonly written = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly sweep: NodeJS.Timeout;
  private readonly counts = { writes: 0, unchanged: 0 };

  constructor(
    private readonly workspaces: Workspaces, private readonly store: WorkspaceStore, options: PersistOptions,
  ) {
    this.log = options.log ?? (() => undefined);
    this.delayMs = options.delayMs ?? SAVE_DELAY_MS;
    this.sweep = setInterval(() => this.expire(), options.sweepMs ?? EXPIRY_SWEEP_MS);
    this.sweep.unref();
  }

  private write(name: string): void {
    this.pending.delete(name);
    const ws = this.workspaces.get(name);
    if (!ws) return; // deleted or expired since the call
    const saved = savedOf(ws);
    const digest = createHash('sha1').update(JSON.stringify(saved.snapshot)).digest('base64');
    if (this.written.get(name) === digest) {
      this.counts.unchanged++;
      return;
    }
    try {
      this.store.save(saved);
      this.written.set(name, digest);
      this.counts.writes++;
    } catch (error) {
      // the previous file is whole; the next call tries again
      this.log(`workspace store: could not save ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private forget(name: string): void {
    this.pending.delete(name);
    this.written.delete(name);
    try {
      this.store.remove(name);
    } catch (error) {
      this.log(`workspace store: could not remove ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const name of [...this.pending]) this.write(name);
  }

  expire(): string[] {
    const gone = this.workspaces.expire();
    for (const name of gone) {
      this.forget(name);
      this.log(`workspace ${name} expired after ${idleText(this.workspaces.idleMs)} idle; its saved state is removed`);
    }
    return gone;
  }

  changed(ws: Workspace): void {
    if (this.closed) return;
    this.pending.add(ws.name);
    this.timer ??= setTimeout(() => {
      this.flush();
    }, this.delayMs);
    this.timer.unref();
  }

  listChanged({ name, deleted }: { name: string; deleted: boolean }): void {
    if (this.closed) return;
    if (deleted) this.forget(name);
    else this.write(name);
  }

  close(): void {
    clearInterval(this.sweep);
    this.flush();
    this.closed = true;
  }

  get writes(): number {
    return this.counts.writes;
  }

  get unchanged(): number {
    return this.counts.unchanged;
  }
}

/** Keeps the workspaces in the store from now on: saves after calls, removals, the expiry sweep. */
export function persist(workspaces: Workspaces, store: WorkspaceStore, options: PersistOptions = {}): Persisted {
  return new StorePersistence(workspaces, store, options);
}
