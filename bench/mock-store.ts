/**
 * The workspaces' store (issue 52 item 4, docs/adr/0019): the size of a workspace's file, the cost of
 * one save (snapshot, JSON, write, fsync, rename) beside the snapshot alone, what a call pays when a
 * burst of ten is coalesced into one save, and a restart's restore of 30 saved workspaces beside
 * making 30 from the seed. In this process, on the machine's temporary directory, without Prism.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleContract } from '../generators/bundle.ts';
import { actorOf, bankSeed } from '../mock-server/bank/seed.ts';
import { personaByLogin, PERSONAS } from '../mock-server/personas.ts';
import { GatewayState } from '../mock-server/sessions/state.ts';
import { TrafficLog } from '../mock-server/recorder/traffic-log.ts';
import { persist, restoreAll, savedOf } from '../mock-server/workspaces/persist.ts';
import { type Workspace, Workspaces } from '../mock-server/workspaces/registry.ts';
import { snapshotOf } from '../mock-server/workspaces/snapshot.ts';
import { FileStore, type WorkspaceStore } from '../mock-server/workspaces/store.ts';
import { kb, median, perCall, ratio, record, table } from './util.ts';

const WORKSPACES = 30;
const TRANSFER = {
  TRANS_NAME: '单笔转账', ACCT_NO: '6230910000034567890', PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
  TRAN_AMT: '100.00', CURRENCY: 'CNY',
};

/** A workspace a tester has used: a logged-in session and `bookings` transfers submitted and in the ledger. */
function use(ws: Workspace, bookings: number): void {
  const maker = personaByLogin('maker');
  if (!maker) throw new Error('no persona maker');
  ws.state.newSession().persona = maker;
  for (let i = 0; i < bookings; i++) {
    const seq = ws.state.nextTransSeq();
    ws.state.bank.submit('transferSub', TRANSFER, actorOf(maker), seq);
    ws.state.ledger.push({
      operationId: 'transferSub', serviceCode: '7070010000000', user: 'maker', idempotencyKey: `EIS-${String(i)}`, transSeq: seq,
      amount: { field: 'TRAN_AMT', value: '100.00' }, time: new Date().toISOString(),
    });
  }
}

export async function storeBench(): Promise<void> {
  const contract = await bundleContract();
  const seed = bankSeed(contract.doc, PERSONAS);
  const registry = () => new Workspaces({
    newState: () => new GatewayState(Date.now, seed), newTraffic: () => new TrafficLog(),
  });
  const dir = mkdtempSync(join(tmpdir(), 'eis-bench-store-'));
  try {
    const store = new FileStore(dir);
    const source = registry();
    const made: Workspace[] = [];
    for (let i = 0; i < WORKSPACES; i++) {
      const ws = source.create(`tester-${String(i)}`);
      if ('problem' in ws) throw new Error(ws.problem);
      use(ws, i % 3 === 0 ? 20 : 2);
      store.save(savedOf(ws));
      made.push(ws);
    }
    const bytes = (ws: Workspace) => statSync(store.fileOf(ws.name)).size;
    const sizes = made.map(bytes);
    const fresh = source.default;
    store.save(savedOf(fresh));
    const seedBytes = bytes(fresh);

    // one save of a used workspace, beside its snapshot and JSON alone (what the save adds: the disk)
    const busy = made[0] as Workspace;
    const snapshotMs = await perCall(() => JSON.stringify(snapshotOf(busy.state)));
    let offset = 0;
    const saveMs = await perCall(() => {
      busy.state.clock.setOffset(++offset);
      store.save(savedOf(busy));
    });
    // bursts of ten quick calls through the coalescer: the time spent saving, per call
    let savingMs = 0;
    const timed: WorkspaceStore = { load: () => store.load(), remove: (n) => {
      store.remove(n);
    }, clear: () => {
      store.clear();
    }, save: (ws) => {
      const start = performance.now();
      store.save(ws);
      savingMs += performance.now() - start;
    } };
    const kept = persist(source, timed, { delayMs: 5 });
    const bursts = 20;
    for (let b = 0; b < bursts; b++) {
      for (let i = 0; i < 10; i++) {
        busy.state.clock.setOffset(++offset);
        kept.changed(busy);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    kept.close();
    const perBurstCall = savingMs / (bursts * 10);
    record('mock.store.save.burst.per.call.ms', perBurstCall);

    // a restart: 31 files loaded and restored, beside 30 workspaces made from the seed
    const restore: number[] = [];
    const create: number[] = [];
    for (let run = 0; run < 5; run++) {
      let start = performance.now();
      restoreAll(registry(), store, () => undefined);
      restore.push(performance.now() - start);
      start = performance.now();
      const target = registry();
      for (let i = 0; i < WORKSPACES; i++) target.create(`tester-${String(i)}`);
      create.push(performance.now() - start);
    }
    const restoreMs = median(restore);
    const createMs = median(create);
    const perWorkspace = median(sizes);
    record('mock.store.file.seed.kb', seedBytes / 1024);
    record('mock.store.file.median.kb', perWorkspace / 1024);
    record('mock.store.save.ms', saveMs);
    record('mock.store.snapshot.ms', snapshotMs);
    record('mock.store.restore30.ms', restoreMs);
    record('mock.store.create30.ms', createMs);
    console.log(
      '\n' + table(
        [`a workspace's file (${String(WORKSPACES)} used workspaces: a session, 2 or 20 transfers)`, 'size', 'ratio'],
        [
          ['from the seed, unused (baseline)', kb(seedBytes), '1.00x'],
          ['median of the used ones', kb(perWorkspace), ratio(perWorkspace, seedBytes)],
          ['largest (20 transfers)', kb(Math.max(...sizes)), ratio(Math.max(...sizes), seedBytes)],
        ],
      ) +
      '\n\n' + table(
        ['saving a used workspace (20 transfers), on the gateway\'s thread', 'time', 'ratio'],
        [
          ['its snapshot as JSON, no disk (baseline)', `${snapshotMs.toFixed(2)} ms`, '1.00x'],
          ['one save: snapshot, digest, write, fsync, rename, fsync of the directory', `${saveMs.toFixed(2)} ms`, ratio(saveMs, snapshotMs)],
          [`per call in bursts of 10 (coalesced: ${String(kept.writes)} writes for ${String(bursts * 10)} calls)`, `${perBurstCall.toFixed(3)} ms`, ratio(perBurstCall, snapshotMs)],
        ],
      ) +
      '\n\n' + table(
        [`a restart's workspaces (median of ${String(restore.length)})`, 'time', 'ratio'],
        [
          [`${String(WORKSPACES)} workspaces made from the seed (baseline)`, `${createMs.toFixed(1)} ms`, '1.00x'],
          [`${String(WORKSPACES + 1)} saved workspaces read and restored`, `${restoreMs.toFixed(1)} ms`, ratio(restoreMs, createMs)],
        ],
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
