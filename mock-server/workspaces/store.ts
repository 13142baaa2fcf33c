/**
 * Where workspaces are kept between runs (issue 52 item 4; docs/adr/0019): a small interface, and a
 * store of one JSON file per workspace in a state directory. A file is written atomically (a temporary
 * file in the same directory, fsync, rename, fsync of the directory), so a crash mid-write leaves the
 * previous file whole: it loses at most the last save, never a workspace. At start a file that cannot
 * be read, or holds another snapshot version, is skipped with a line naming it and why.
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOT_VERSION, type StateSnapshot } from './snapshot.ts';
import { WORKSPACE_NAME } from './registry.ts';

/** A workspace as the store keeps it. */
export interface SavedWorkspace {
  name: string;
  /** When it was made and last used (the machine's clock, ms). */
  createdAt: number;
  lastUsed?: number;
  /** The workspace it was cloned from, if any. */
  from?: string;
  /** The tester who made it (./testers.ts), on a shared mock: still theirs after a restart. */
  owner?: string;
  snapshot: StateSnapshot;
}

/** What the mock needs of a store: a file store here; PostgreSQL or Redis behind the same four calls (ADR 0019). */
export interface WorkspaceStore {
  /** Every workspace saved, the unreadable ones skipped (and said). */
  load(): SavedWorkspace[];
  /** Replaces the saved state of ws.name, whole or not at all. */
  save(ws: SavedWorkspace): void;
  remove(name: string): void;
  /** Removes every saved workspace (`--fresh`). */
  clear(): void;
}

/** The file operations the store uses; tests give failing ones. */
export type StoreIo = Pick<typeof fs,
  'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'rmSync' | 'readFileSync' | 'readdirSync' | 'mkdirSync'>;

const FILE = /^([a-z0-9][a-z0-9-]{0,31})\.json$/;
/** A temporary file of a write: `.<name>.json.<pid>.<n>.tmp` (a dot first: never taken for a workspace). */
const TEMP = /^\.[a-z0-9][a-z0-9-]{0,31}\.json\.\d+\.\d+\.tmp$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why a file's content is not a saved workspace of this name; undefined: it is one. */
export function savedProblem(data: unknown, name: string): string | undefined {
  if (!isRecord(data)) return 'not a JSON object';
  if (data.name !== name) return `it names workspace ${JSON.stringify(data.name)}, not ${name}`;
  if (typeof data.createdAt !== 'number' || !Number.isFinite(data.createdAt)) return 'no createdAt';
  if (data.lastUsed !== undefined && (typeof data.lastUsed !== 'number' || !Number.isFinite(data.lastUsed))) return 'a bad lastUsed';
  if (data.from !== undefined && typeof data.from !== 'string') return 'a bad from';
  if (data.owner !== undefined && typeof data.owner !== 'string') return 'a bad owner';
  const snapshot = data.snapshot;
  if (!isRecord(snapshot)) return 'no snapshot';
  if (snapshot.version !== SNAPSHOT_VERSION) {
    return `snapshot version ${JSON.stringify(snapshot.version)}, this mock reads ${String(SNAPSHOT_VERSION)}`;
  }
  if (!isRecord(snapshot.bank) || !Array.isArray(snapshot.sessions) || !Array.isArray(snapshot.ledger)) return 'an incomplete snapshot';
  return undefined;
}

export class FileStore implements WorkspaceStore {
  private writes = 0;

  constructor(
    readonly dir: string,
    private readonly log: (line: string) => void = () => undefined,
    private readonly io: StoreIo = fs,
  ) {}

  fileOf(name: string): string {
    if (!WORKSPACE_NAME.test(name)) throw new Error(`not a workspace name: ${JSON.stringify(name)}`);
    return join(this.dir, `${name}.json`);
  }

  load(): SavedWorkspace[] {
    this.io.mkdirSync(this.dir, { recursive: true });
    const found: SavedWorkspace[] = [];
    for (const file of this.io.readdirSync(this.dir).sort()) {
      if (TEMP.test(file)) {
        // a write that never reached its rename: the workspace's previous file is whole
        this.io.rmSync(join(this.dir, file), { force: true });
        this.log(`workspace store: removed ${file}, a write interrupted before it completed`);
        continue;
      }
      const name = FILE.exec(file)?.[1];
      if (name === undefined) continue;
      const read = this.read(name);
      if (typeof read === 'string') this.log(`workspace store: skipped ${join(this.dir, file)}: ${read}`);
      else found.push(read);
    }
    return found;
  }

  private read(name: string): SavedWorkspace | string {
    let data: unknown;
    try {
      data = JSON.parse(this.io.readFileSync(this.fileOf(name), 'utf8'));
    } catch (error) {
      return error instanceof SyntaxError ? `not JSON (a torn or foreign file): ${error.message}` : `cannot be read: ${String(error)}`;
    }
    return savedProblem(data, name) ?? (data as SavedWorkspace);
  }

  save(ws: SavedWorkspace): void {
    const file = this.fileOf(ws.name);
    const temp = join(this.dir, `.${ws.name}.json.${String(process.pid)}.${String(this.writes++)}.tmp`);
    const bytes = Buffer.from(JSON.stringify(ws), 'utf8');
    this.io.mkdirSync(this.dir, { recursive: true });
    const fd = this.io.openSync(temp, 'w', 0o600);
    try {
      let written = 0;
      while (written < bytes.length) written += this.io.writeSync(fd, bytes, written, bytes.length - written);
      this.io.fsyncSync(fd);
    } catch (error) {
      this.io.closeSync(fd);
      this.io.rmSync(temp, { force: true });
      throw error;
    }
    this.io.closeSync(fd);
    this.io.renameSync(temp, file);
    this.syncDir();
  }

  /** The rename itself made durable (Linux, macOS); a system that cannot open a directory skips it. */
  private syncDir(): void {
    let fd: number | undefined;
    try {
      fd = this.io.openSync(this.dir, 'r');
      this.io.fsyncSync(fd);
    } catch {
      // Windows opens no directory: the rename is still atomic, only its durability waits for the OS
    } finally {
      if (fd !== undefined) this.io.closeSync(fd);
    }
  }

  remove(name: string): void {
    this.io.rmSync(this.fileOf(name), { force: true });
  }

  clear(): void {
    this.io.mkdirSync(this.dir, { recursive: true });
    for (const file of this.io.readdirSync(this.dir)) {
      if (FILE.test(file) || TEMP.test(file)) this.io.rmSync(join(this.dir, file), { force: true });
    }
  }
}
