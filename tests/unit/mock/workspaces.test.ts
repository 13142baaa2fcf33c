// Workspaces (issue 52 items 1, 2 and 5): names, clones that share nothing, `default` that is reset but
// never removed, idle workspaces dropped by the machine's clock (never the bank's), and the clock's
// control call.
import { describe, expect, it } from 'vitest';
import { BankClock } from '@mock/clock.ts';
import { GatewayState } from '@mock/sessions/state.ts';
import { TrafficLog } from '@mock/recorder/traffic-log.ts';
import { manageWorkspaces, setClock, workspaceOf } from '@mock/workspaces/control.ts';
import { DEFAULT_WORKSPACE, MAX_WORKSPACES, nameProblem, Workspaces } from '@mock/workspaces/registry.ts';

const AT = Date.UTC(2026, 10, 28, 12, 0, 0);

function registry(machine = { now: AT }, idleMs = 60_000) {
  return new Workspaces({
    newState: () => new GatewayState(() => AT), newTraffic: () => new TrafficLog(), machineNow: () => machine.now,
    idleMs,
  });
}

describe('Workspaces', () => {
  it('has default from the start, and takes names a URL can carry', () => {
    const all = registry();
    expect(all.list().map((w) => w.name)).toEqual([DEFAULT_WORKSPACE]);
    for (const good of ['alice', 'ci-42', '0', 'a'.repeat(32)]) expect(nameProblem(good), good).toBeUndefined();
    for (const bad of ['', '-a', 'Alice', 'a b', '../x', 'a'.repeat(33), 'zé', 7]) expect(nameProblem(bad), String(bad)).toBeDefined();
    expect(all.create('Alice')).toMatchObject({ status: 400 });
  });

  it('clones a state that shares nothing with its source', () => {
    const all = registry();
    const alice = all.create('alice');
    if ('problem' in alice) throw new Error(alice.problem);
    alice.state.clock.set(AT + 86_400_000);
    const carol = all.create('carol', 'alice');
    if ('problem' in carol) throw new Error(carol.problem);
    expect(carol.from).toBe('alice');
    expect(carol.state.clock.offset).toBe(alice.state.clock.offset);
    const account = [...alice.state.bank.accounts.keys()][0] ?? '';
    const before = carol.state.bank.accounts.get(account)?.balance;
    const source = alice.state.bank.accounts.get(account);
    if (source) source.balance += 100n;
    expect(carol.state.bank.accounts.get(account)?.balance).toBe(before);
    expect(all.create('carol')).toMatchObject({ status: 409 });
    expect(all.create('dave', 'nobody')).toMatchObject({ status: 404 });
  });

  it('resets default instead of removing it, and removes the others', () => {
    const all = registry();
    const account = [...all.default.state.bank.accounts.values()][0];
    const seeded = account?.balance;
    if (account) account.balance += 100n;
    all.default.state.faults.push({ kind: 'http500', operation: '*', remaining: 1 });
    expect(all.delete(DEFAULT_WORKSPACE)).toBe(true);
    expect([...all.default.state.bank.accounts.values()][0]?.balance).toBe(seeded);
    expect(all.default.state.faults).toEqual([]);
    all.create('alice');
    expect(all.delete('alice')).toBe(true);
    expect(all.delete('alice')).toBe(false);
    expect(all.get('alice')).toBeUndefined();
  });

  it('drops workspaces idle longer than the expiry by the machine\'s clock, never default', () => {
    const machine = { now: AT };
    const all = registry(machine, 60_000);
    all.create('alice');
    all.create('bob');
    machine.now += 30_000;
    all.use('bob');
    // alice's bank clock a year ahead does not make her idle, nor keep her
    all.get('alice')?.state.clock.set(AT + 365 * 86_400_000);
    machine.now += 30_001;
    expect(all.expire()).toEqual(['alice']);
    machine.now += 60_001;
    expect(all.expire()).toEqual(['bob']);
    expect(all.list().map((w) => w.name)).toEqual([DEFAULT_WORKSPACE]);
  });

  it('keeps at most MAX_WORKSPACES', () => {
    const all = registry();
    for (let i = 1; i < MAX_WORKSPACES; i++) all.create(`w${String(i)}`);
    expect(all.size).toBe(MAX_WORKSPACES);
    expect(all.create('one-more')).toMatchObject({ status: 409 });
  });
});

describe('the control calls', () => {
  it('name the workspace by header, then query, else default', () => {
    expect(workspaceOf('alice', 'bob')).toBe('alice');
    expect(workspaceOf(undefined, 'bob')).toBe('bob');
    expect(workspaceOf(undefined, null)).toBe(DEFAULT_WORKSPACE);
    expect(workspaceOf(' ', null)).toBe(DEFAULT_WORKSPACE);
    expect(workspaceOf('x'.repeat(100), null)).toHaveLength(64);
  });

  it('list, create and delete, with a reason for each refusal', () => {
    const all = registry();
    expect(manageWorkspaces(all, 'POST /__mock/workspaces', '{"name":"alice"}')).toMatchObject({ status: 201, changed: { name: 'alice', deleted: false } });
    expect(manageWorkspaces(all, 'POST /__mock/workspaces', '{oops')).toEqual({ status: 400, body: { error: 'the body must be JSON' } });
    expect(manageWorkspaces(all, 'POST /__mock/workspaces', '[]').status).toBe(400);
    expect(manageWorkspaces(all, 'POST /__mock/workspaces', '{"name":"b","from":7}').status).toBe(400);
    const listed = manageWorkspaces(all, 'GET /__mock/workspaces', '').body as { workspaces: Array<{ name: string; bookings: number }> };
    expect(listed.workspaces.map((w) => [w.name, w.bookings])).toEqual([['default', 0], ['alice', 0]]);
    expect(manageWorkspaces(all, 'DELETE /__mock/workspaces/alice', '')).toMatchObject({ status: 200, changed: { deleted: true } });
    expect(manageWorkspaces(all, 'DELETE /__mock/workspaces/default', '')).toMatchObject({ status: 200, body: { ok: true, reset: true } });
    expect(manageWorkspaces(all, 'DELETE /__mock/workspaces/alice', '').status).toBe(404);
    expect(manageWorkspaces(all, 'PUT /__mock/workspaces', '').status).toBe(404);
  });

  it('set the bank clock at a bank time, move it, and return it to the machine\'s', () => {
    const clock = new BankClock(() => AT);
    expect(setClock(clock, { at: '2026-11-30 08:59' }).body).toMatchObject({ now: '2026-11-30 08:59:00', date: '2026-11-30' });
    expect(setClock(clock, { advance: '+61s' }).body).toMatchObject({ now: '2026-11-30 09:00:01' });
    expect(setClock(clock, { advance: '-1d' }).body).toMatchObject({ date: '2026-11-29' });
    expect(setClock(clock, { advance: '+2h' }).body).toMatchObject({ now: '2026-11-29 11:00:01' });
    expect(setClock(clock, { advance: '-30m' }).body).toMatchObject({ now: '2026-11-29 10:30:01' });
    expect(setClock(clock, { reset: true }).body).toMatchObject({ offsetMs: 0, now: '2026-11-28 20:00:00' });
    for (const bad of [{ at: '2026-11-31 08:00' }, { at: '2026-11-30T08:00' }, { advance: '+1w' }, { advance: '1d' }, {}, { reset: 'yes' }]) {
      expect(setClock(clock, bad).status, JSON.stringify(bad)).toBe(400);
    }
    expect(clock.offset).toBe(0);
  });
});
