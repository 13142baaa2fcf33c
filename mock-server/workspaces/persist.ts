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

export function persist(workspaces: Workspaces, store: WorkspaceStore, options: PersistOptions = {}): Persisted {
  const log = options.log ?? (() => undefined);
  const delayMs = options.delayMs ?? SAVE_DELAY_MS;
  const pending = new Set<string>();
  /** The digest of each workspace's snapshot as last written. */
  const written = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const counts = { writes: 0, unchanged: 0 };

  function write(name: string): void {
    pending.delete(name);
    const ws = workspaces.get(name);
    if (!ws) return; // deleted or expired since the call
    const saved = savedOf(ws);
    const digest = createHash('sha1').update(JSON.stringify(saved.snapshot)).digest('base64');
    if (written.get(name) === digest) {
      counts.unchanged++;
      return;
    }
    try {
      store.save(saved);
      written.set(name, digest);
      counts.writes++;
    } catch (error) {
      // the previous file is whole; the next call tries again
      log(`workspace store: could not save ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    for (const name of [...pending]) write(name);
  }

  function forget(name: string): void {
    pending.delete(name);
    written.delete(name);
    try {
      store.remove(name);
    } catch (error) {
      log(`workspace store: could not remove ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function expire(): string[] {
    const gone = workspaces.expire();
    for (const name of gone) {
      forget(name);
      log(`workspace ${name} expired after ${idleText(workspaces.idleMs)} idle; its saved state is removed`);
    }
    return gone;
  }

  const sweep = setInterval(expire, options.sweepMs ?? EXPIRY_SWEEP_MS);
  sweep.unref();

  return {
    changed(ws) {
      if (closed) return;
      pending.add(ws.name);
      timer ??= setTimeout(flush, delayMs);
      timer.unref();
    },
    listChanged({ name, deleted }) {
      if (closed) return;
      if (deleted) forget(name);
      else write(name);
    },
    expire,
    flush,
    close() {
      clearInterval(sweep);
      flush();
      closed = true;
    },
    get writes() {
      return counts.writes;
    },
    get unchanged() {
      return counts.unchanged;
    },
  };
}
