// The workspaces' store (issue 52 item 4): a file is replaced whole or not at all (a temporary file in
// the same directory, fsync, rename), so a failed or interrupted write leaves the previous one; a torn,
// foreign or other-version file is skipped with a line naming it and why; the saves of a burst of calls
// are coalesced into one write, flushed on close; a deleted or expired workspace takes its file with it.
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayState } from '@mock/sessions/state.ts';
import { TrafficLog } from '@mock/recorder/traffic-log.ts';
import { persist, restoreAll, savedOf } from '@mock/workspaces/persist.ts';
import { idleText, parseIdle, Workspaces } from '@mock/workspaces/registry.ts';
import { snapshotOf } from '@mock/workspaces/snapshot.ts';
import { FileStore, type SavedWorkspace, savedProblem, type StoreIo, type WorkspaceStore } from '@mock/workspaces/store.ts';

const AT = Date.UTC(2026, 10, 28, 12, 0, 0);
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(join(tmpdir(), 'eis-store-'));
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

function registry(machine = { now: AT }) {
  return new Workspaces({
    newState: () => new GatewayState(() => AT), newTraffic: () => new TrafficLog(),
    machineNow: () => machine.now, idleMs: 60_000,
  });
}

function saved(name: string, offset = 0): SavedWorkspace {
  const state = new GatewayState(() => AT);
  state.clock.setOffset(offset);
  return { name, createdAt: AT, lastUsed: AT, snapshot: snapshotOf(state) };
}

/** The calls a store makes, in order, on the real file system; writeSync may be made to fail part-way. */
function recording(failWriteAfter?: number) {
  const calls: string[] = [];
  const io: StoreIo = {
    ...fs,
    openSync: ((path: string, flags: string, mode?: number) => {
      calls.push(`open ${path.replace(dir, '<dir>')} ${flags}`);
      return fs.openSync(path, flags, mode);
    }) as typeof fs.openSync,
    writeSync: ((fd: number, bytes: Buffer, offset: number, length: number) => {
      if (failWriteAfter !== undefined) {
        fs.writeSync(fd, bytes, offset, Math.min(length, failWriteAfter));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      calls.push('write');
      return fs.writeSync(fd, bytes, offset, length);
    }) as typeof fs.writeSync,
    fsyncSync: (fd) => {
      calls.push('fsync');
      fs.fsyncSync(fd);
    },
    renameSync: (from, to) => {
      calls.push(`rename ${String(from).replace(dir, '<dir>')} -> ${String(to).replace(dir, '<dir>')}`);
      fs.renameSync(from, to);
    },
  };
  return { calls, io };
}

describe('FileStore (issue 52 item 4)', () => {
  it('writes a temporary file in the same directory, syncs it, then renames it over the workspace\'s file', () => {
    const { calls, io } = recording();
    new FileStore(dir, undefined, io).save(saved('alice'));
    expect(calls).toEqual([
      expect.stringMatching(/^open <dir>\/\.alice\.json\.\d+\.0\.tmp w$/), 'write', 'fsync',
      expect.stringMatching(/^rename <dir>\/\.alice\.json\.\d+\.0\.tmp -> <dir>\/alice\.json$/),
      'open <dir> r', 'fsync',
    ]);
    expect(fs.readdirSync(dir)).toEqual(['alice.json']);
    expect(new FileStore(dir).load()).toEqual([saved('alice')]);
  });

  it('leaves the previous file whole, and no temporary file, when a write fails part-way', () => {
    new FileStore(dir).save(saved('alice', 3_600_000));
    const before = fs.readFileSync(join(dir, 'alice.json'), 'utf8');
    const { io } = recording(100);
    expect(() => {
      new FileStore(dir, undefined, io).save(saved('alice', 7_200_000));
    }).toThrow(/ENOSPC/);
    expect(fs.readdirSync(dir)).toEqual(['alice.json']);
    expect(fs.readFileSync(join(dir, 'alice.json'), 'utf8')).toBe(before);
    expect(new FileStore(dir).load()[0]?.snapshot.clockOffsetMs).toBe(3_600_000);
  });

  it('removes what a crash left before its rename, and loads the file it was replacing', () => {
    const lines: string[] = [];
    new FileStore(dir).save(saved('alice', 60_000));
    fs.writeFileSync(join(dir, '.alice.json.4242.7.tmp'), '{"name":"alice","createdAt":17');
    const loaded = new FileStore(dir, (l) => lines.push(l)).load();
    expect(loaded.map((w) => w.snapshot.clockOffsetMs)).toEqual([60_000]);
    expect(fs.readdirSync(dir)).toEqual(['alice.json']);
    expect(lines).toEqual(['workspace store: removed .alice.json.4242.7.tmp, a write interrupted before it completed']);
  });

  it('skips a torn, foreign or other-version file with a line naming it and why, and loads the rest', () => {
    const store = new FileStore(dir, (l) => lines.push(l));
    const lines: string[] = [];
    store.save(saved('alice'));
    store.save(saved('bob'));
    const whole = fs.readFileSync(join(dir, 'bob.json'), 'utf8');
    fs.writeFileSync(join(dir, 'torn.json'), whole.slice(0, whole.length / 2));
    fs.writeFileSync(join(dir, 'newer.json'), JSON.stringify({ ...saved('newer'), snapshot: { version: 2 } }));
    fs.writeFileSync(join(dir, 'other.json'), JSON.stringify(saved('alice')));
    fs.writeFileSync(join(dir, 'notes.txt'), 'not a workspace');
    fs.writeFileSync(join(dir, 'Bad Name.json'), '{}');
    expect(store.load().map((w) => w.name)).toEqual(['alice', 'bob']);
    expect(lines).toEqual([
      `workspace store: skipped ${join(dir, 'newer.json')}: snapshot version 2, this mock reads 1`,
      `workspace store: skipped ${join(dir, 'other.json')}: it names workspace "alice", not other`,
      expect.stringMatching(new RegExp(`^workspace store: skipped ${join(dir, 'torn.json')}: not JSON \\(a torn or foreign file\\): `)),
    ]);
  });

  it('says what is missing from a saved workspace', () => {
    const good = saved('a');
    expect(savedProblem(good, 'a')).toBeUndefined();
    expect(savedProblem([], 'a')).toBe('not a JSON object');
    expect(savedProblem({ ...good, createdAt: 'x' }, 'a')).toBe('no createdAt');
    expect(savedProblem({ ...good, lastUsed: null }, 'a')).toBe('a bad lastUsed');
    expect(savedProblem({ ...good, from: 7 }, 'a')).toBe('a bad from');
    expect(savedProblem({ ...good, snapshot: null }, 'a')).toBe('no snapshot');
    expect(savedProblem({ ...good, snapshot: { version: 1, bank: {} } }, 'a')).toBe('an incomplete snapshot');
  });

  it('removes one workspace\'s file, or all of them (--fresh), and refuses a name that is not a workspace\'s', () => {
    const store = new FileStore(dir);
    for (const name of ['alice', 'bob']) store.save(saved(name));
    fs.writeFileSync(join(dir, 'keep.txt'), 'mine');
    store.remove('alice');
    store.remove('nobody');
    expect(fs.readdirSync(dir).sort()).toEqual(['bob.json', 'keep.txt']);
    store.clear();
    expect(fs.readdirSync(dir)).toEqual(['keep.txt']);
    expect(() => {
      store.remove('../x');
    }).toThrow(/not a workspace name/);
  });
});

/** A store in memory, counting its writes. */
function memory(): WorkspaceStore & { files: Map<string, SavedWorkspace>; saves: number } {
  const files = new Map<string, SavedWorkspace>();
  return {
    files, saves: 0,
    load: () => [...files.values()],
    save(ws) {
      this.saves++;
      files.set(ws.name, JSON.parse(JSON.stringify(ws)) as SavedWorkspace);
    },
    remove: (name) => files.delete(name),
    clear: () => {
      files.clear();
    },
  };
}

describe('persist: saves coalesced, deletions and expiry (issue 52 items 4 and 5)', () => {
  it('writes ten quick calls of a workspace once, a burst later', () => {
    vi.useFakeTimers();
    const all = registry();
    const store = memory();
    const kept = persist(all, store, { delayMs: 25 });
    const ws = all.default;
    for (let i = 0; i < 10; i++) {
      ws.state.clock.setOffset(i * 1000);
      kept.changed(ws);
    }
    expect(store.saves).toBe(0);
    vi.advanceTimersByTime(25);
    expect(store.saves).toBe(1);
    expect(store.files.get('default')?.snapshot.clockOffsetMs).toBe(9000);
    // a call that changed nothing (the console reading the traffic log) writes nothing
    kept.changed(ws);
    vi.advanceTimersByTime(25);
    expect([store.saves, kept.writes, kept.unchanged]).toEqual([1, 1, 1]);
    kept.close();
  });

  it('writes what is pending on close, a created workspace at once, and removes a deleted one\'s file', () => {
    const all = registry();
    const store = memory();
    const kept = persist(all, store);
    const alice = all.create('alice');
    if ('problem' in alice) throw new Error(alice.problem);
    kept.listChanged({ name: 'alice', deleted: false });
    expect([...store.files.keys()]).toEqual(['alice']);
    alice.state.clock.setOffset(5000);
    kept.changed(alice);
    kept.close();
    expect(store.files.get('alice')?.snapshot.clockOffsetMs).toBe(5000);
    // after close nothing more is written
    alice.state.clock.setOffset(6000);
    kept.changed(alice);
    kept.flush();
    expect(store.files.get('alice')?.snapshot.clockOffsetMs).toBe(5000);

    const again = persist(all, store);
    again.changed(alice);
    all.delete('alice');
    again.listChanged({ name: 'alice', deleted: true });
    again.close();
    expect(store.files.has('alice')).toBe(false);
  });

  it('says so when a save fails, and writes it at the next call', () => {
    const all = registry();
    const lines: string[] = [];
    let full = true;
    const good = memory();
    const store = { ...good, save: (ws: SavedWorkspace) => {
      if (full) throw new Error('ENOSPC: no space left on device');
      good.save(ws);
    } };
    const kept = persist(all, store, { log: (l) => lines.push(l) });
    kept.changed(all.default);
    kept.flush();
    expect(lines).toEqual(['workspace store: could not save default: ENOSPC: no space left on device']);
    full = false;
    kept.changed(all.default);
    kept.close();
    expect(good.saves).toBe(1);
  });

  it('drops idle workspaces with their files, by the machine\'s clock, on the sweep', () => {
    vi.useFakeTimers();
    const machine = { now: AT };
    const all = registry(machine);
    const store = memory();
    const lines: string[] = [];
    const kept = persist(all, store, { sweepMs: 60_000, log: (l) => lines.push(l) });
    for (const name of ['idle', 'busy']) {
      all.create(name);
      kept.listChanged({ name, deleted: false });
    }
    machine.now += 50_000;
    all.use('busy');
    machine.now += 20_000;
    vi.advanceTimersByTime(60_000);
    expect(all.list().map((w) => w.name)).toEqual(['default', 'busy']);
    expect([...store.files.keys()]).toEqual(['busy']);
    expect(lines).toEqual(['workspace idle expired after 1m idle; its saved state is removed']);
    kept.close();
  });

  it('restores every saved workspace with its time of last use, skipping one that does not restore', () => {
    const source = registry();
    const store = memory();
    const alice = source.create('alice');
    if ('problem' in alice) throw new Error(alice.problem);
    alice.state.clock.setOffset(86_400_000);
    alice.lastUsed = AT - 1000;
    store.save(savedOf(alice));
    store.save({ ...savedOf(source.default), createdAt: AT - 86_400_000 });
    store.save({ ...saved('broken'), snapshot: { ...saved('broken').snapshot, sessions: 7 as never } });
    const lines: string[] = [];
    const target = registry();
    const traffic = target.default.traffic;
    expect(restoreAll(target, store, (l) => lines.push(l))).toBe(2);
    expect(target.default).toMatchObject({ createdAt: AT - 86_400_000, traffic });
    expect(target.get('alice')).toMatchObject({ lastUsed: AT - 1000, createdAt: alice.createdAt });
    expect(target.get('alice')?.state.clock.offset).toBe(86_400_000);
    expect(target.get('broken')).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^workspace store: skipped broken: its snapshot does not restore: /)]);
  });
});

describe('--workspace-idle (issue 52 item 5)', () => {
  it('takes minutes, hours or days, from a minute to a year', () => {
    expect([parseIdle('30m'), parseIdle('12h'), parseIdle('7d'), parseIdle('365d')])
      .toEqual([1_800_000, 43_200_000, 604_800_000, 31_536_000_000]);
    for (const bad of [undefined, '', '0m', '7', '1.5h', '-1d', '366d', '2w', ' 7d']) expect(parseIdle(bad), String(bad)).toMatch(/from 1m to 365d/);
    expect([idleText(604_800_000), idleText(43_200_000), idleText(1_800_000), idleText(90 * 60_000)]).toEqual(['7d', '12h', '30m', '90m']);
  });
});
