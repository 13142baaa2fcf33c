// A scenario may set its workspace's bank clock (issue 52 item 2: "Scenario files may set the clock"):
// `clock: {at: …}` or `clock: {advance: …}`, the grammar of POST /__mock/clock; applied before its seed,
// so seeded instructions carry the scenario's time; a bad value is refused with the file, the line,
// the field and the grammar; another workspace's clock does not move.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyScenario, loadScenario, ScenarioError } from '@mock/recorder/scenario.ts';
import type { RunningMock } from '@mock/server.ts';
import { GatewayState } from '@mock/sessions/state.ts';
import { mockControl, mockForFile } from '../../support/mock-session.ts';

const theMock = mockForFile();
let mock: RunningMock;
let dir: string;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const clockOf = async (workspace?: string) => (await (await mockControl(mock, 'clock', {
  method: 'GET', headers: workspace ? { 'x-mock-workspace': workspace } : {},
})).json()) as { now: string; date: string };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'scenario-clock-'));
  const seed = [
    'seed:', '  instructions:', '    - operation: transferSub', '      submitter: maker', '      fields:',
    '        {TRANS_NAME: 单笔转账, ACCT_NO: \'6230910000034567890\', ACCT_NAME: 浙江丰收茶业有限公司, PAYEE_ACCT_NO: \'6230910000087654321\',',
    '         PAYEE_ACCT_NAME: 杭州禾丰农资贸易有限公司, CURRENCY: CNY, TRAN_AMT: \'60000.00\'}',
  ];
  writeFileSync(join(dir, 'at.yaml'), ['name: 日切', 'clock:', '  at: \'2026-11-30 23:59\'', ...seed, ''].join('\n'));
  writeFileSync(join(dir, 'advance.yaml'), 'name: 明天\nclock: {advance: +1d}\n');
  writeFileSync(join(dir, 'bad-at.yaml'), 'name: 坏时间\nclock:\n  at: 2026-13-40 25:00\n');
  writeFileSync(join(dir, 'bad-advance.yaml'), 'name: 坏偏移\nclock:\n  advance: tomorrow\n');
  writeFileSync(join(dir, 'both.yaml'), 'name: 两样\nclock:\n  at: \'2026-11-30 08:00\'\n  advance: +1h\n');
  writeFileSync(join(dir, 'typo.yaml'), 'name: 拼错\nclock:\n  when: +1h\n');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
  await mockControl(mock, 'clock', json({ reset: true }));
});

describe('a scenario\'s clock (issue 52 item 2)', () => {
  it('at: the bank\'s time is the scenario\'s, and its seed is submitted then', () => {
    const at = Date.UTC(2026, 10, 28, 4, 0, 0);
    const state = new GatewayState(() => at);
    const applied = applyScenario(loadScenario(join(dir, 'at.yaml')), state, () => state.reset());
    expect(applied.clock).toBe('2026-11-30 23:59:00');
    expect(state.clock.wall().stamp).toBe('2026-11-30 23:59:00');
    expect([...state.bank.instructions.values()].at(-1)?.submitTime).toBe('2026-11-30 23:59:00');
    expect(applied.seeded[0]?.seq).toMatch(/^T20261130235900/);
  });

  it('advance: the clock moves on from where it was', () => {
    const at = Date.UTC(2026, 10, 28, 4, 0, 0); // 12:00 in Asia/Shanghai
    const state = new GatewayState(() => at);
    applyScenario(loadScenario(join(dir, 'advance.yaml')), state, () => state.reset());
    expect(state.clock.wall().stamp).toBe('2026-11-29 12:00:00');
    applyScenario(loadScenario(join(dir, 'advance.yaml')), state, () => state.reset());
    expect(state.clock.today()).toBe('2026-11-30');
  });

  it.each([
    ['bad-at.yaml', 3, 'clock.at', /^at is the bank's date and time, YYYY-MM-DD HH:mm\[:ss\] \(Asia\/Shanghai\).*got "2026-13-40 25:00"$/],
    ['bad-advance.yaml', 3, 'clock.advance', /^advance is a sign, a whole number and d, h, m or s.*got "tomorrow"$/],
    ['both.yaml', 3, 'clock', /^give at or advance, not both$/],
    ['typo.yaml', 3, 'clock.when', /unknown field/],
  ])('%s is refused at line %i, field %s, with the grammar', (file, line, field, reason) => {
    let error: unknown;
    try {
      loadScenario(join(dir, file));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    const refused = error as ScenarioError;
    expect({ line: refused.line, field: refused.field }).toEqual({ line, field });
    expect(refused.reason).toMatch(reason);
  });

  it('the shipped 年终日切 scenario sets its workspace\'s clock, not another\'s', async () => {
    await mockControl(mock, 'workspaces', json({ name: 'yearend' }));
    const answer = await mockControl(mock, 'scenario', {
      ...json({ name: 'year-end-cutoff' }), headers: { 'content-type': 'application/json', 'x-mock-workspace': 'yearend' },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { applied: { clock: string } }).applied.clock).toMatch(/^2026-12-31 23:59:3/);
    expect((await clockOf('yearend')).date).toBe('2026-12-31');
    expect((await clockOf()).date).not.toBe('2026-12-31');
    await mockControl(mock, 'workspaces/yearend', { method: 'DELETE' });
  });
});
