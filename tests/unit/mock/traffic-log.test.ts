// What the testers' traffic log keeps (issue 49 item 8): its 1,000 calls filled in about 25 minutes of
// one tester and the first transfer was gone when looked for. Signed calls and failures are kept ten
// times longer than routine queries, a tester can pin a call, and the log says what it dropped.
import { describe, expect, it } from 'vitest';
import { IMPORTANT_FACTOR, isImportant, MAX_PINNED, TrafficLog } from '@mock/recorder/traffic-log.ts';
import type { CallDraft, RecordedAnswer } from '@mock/recorder/traffic.ts';

type Kind = 'query' | 'signed' | 'failed' | 'faulted';

function call(kind: Kind): { draft: CallDraft; answer: RecordedAnswer } {
  const draft: CallDraft = {
    startedAt: Date.now(), method: 'POST', path: '/api/account/accountListQry', headers: { host: '127.0.0.1:4010' },
    client: '127.0.0.1', requestBytes: 2, requestText: '{}', suite: 'SM', operation: 'accountListQry',
    ...(kind === 'signed' ? { signed: true, check: 'book' as const, path: '/api/transfer/transferSub', operation: 'transferSub' } : {}),
    ...(kind === 'faulted' ? { fault: { fault: 'delay=100', from: 'queue' as const } } : {}),
  };
  const status = kind === 'failed' ? 'TR0001' : '000000';
  const body = JSON.stringify({ head: { STATUS: status, MSG: kind === 'failed' ? '余额不足' : '交易成功' } });
  return { draft, answer: { status: 200, headers: {}, body } };
}

const record = (log: TrafficLog, kind: Kind, times = 1) => {
  const ids: number[] = [];
  for (let i = 0; i < times; i++) {
    const { draft, answer } = call(kind);
    ids.push(log.record(draft, answer, [], 1).id);
  }
  return ids;
};
const ids = (log: TrafficLog) => log.select().map((e) => e.id).reverse();

describe('the traffic log keeps what a tester needs', () => {
  it('keeps a signed call and a failure behind many more routine queries than the routine bound', () => {
    const log = new TrafficLog(5);
    const [transfer] = record(log, 'signed');
    const [refusal] = record(log, 'failed');
    const [delayed] = record(log, 'faulted');
    record(log, 'query', 40);
    expect(log.get(transfer ?? 0)?.operation).toBe('transferSub');
    expect(log.get(refusal ?? 0)).toBeDefined();
    expect(log.get(delayed ?? 0)).toBeDefined();
    expect(log.size).toBe(8); // 3 important, the last 5 routine
    expect(log.dropped).toEqual({ routine: 35, important: 0 });
  });

  it('keeps the important calls IMPORTANT_FACTOR times the routine bound, then drops their oldest, and counts them', () => {
    const log = new TrafficLog(2);
    expect(log.importantLimit).toBe(2 * IMPORTANT_FACTOR);
    const signed = record(log, 'signed', 2 * IMPORTANT_FACTOR + 3);
    expect(ids(log)).toEqual(signed.slice(3));
    expect(log.dropped).toEqual({ routine: 0, important: 3 });
  });

  it('keeps a pinned call whatever comes after it, until it is unpinned', () => {
    const log = new TrafficLog(3);
    const [first] = record(log, 'query');
    expect(log.pin(first ?? 0, true)).toBeUndefined();
    record(log, 'query', 10);
    expect(log.get(first ?? 0)?.pinned).toBe(true);
    expect(log.select({ pinned: true }).map((e) => e.id)).toEqual([first]);
    expect(log.pinnedCount).toBe(1);
    // unpinned, it counts as the newest routine call: the next ones push it out in turn
    expect(log.pin(first ?? 0, false)).toBeUndefined();
    expect(log.get(first ?? 0)?.pinned).toBe(false);
    record(log, 'query', 3);
    expect(log.get(first ?? 0)).toBeUndefined();
  });

  it('says why a pin is refused: no such call, or too many pinned', () => {
    const log = new TrafficLog(MAX_PINNED + 10);
    expect(log.pin(999, true)).toBe('no call 999 in the traffic log');
    for (const id of record(log, 'query', MAX_PINNED)) expect(log.pin(id, true)).toBeUndefined();
    const [one] = record(log, 'query');
    expect(log.pin(one ?? 0, true)).toBe(`${String(MAX_PINNED)} calls are pinned already; unpin one first`);
  });

  it('forgets pins and counts when emptied; the ids run on', () => {
    const log = new TrafficLog(1);
    const [a] = record(log, 'query', 3);
    log.pin((a ?? 0) + 2, true);
    log.clear();
    expect({ size: log.size, pinned: log.pinnedCount, dropped: log.dropped })
      .toEqual({ size: 0, pinned: 0, dropped: { routine: 0, important: 0 } });
    expect(record(log, 'query')[0]).toBe((a ?? 0) + 3);
  });

  it.each<[Kind, boolean]>([['query', false], ['signed', true], ['failed', true], ['faulted', true]])('counts a %s call as important: %s', (kind, important) => {
    const log = new TrafficLog();
    const [id] = record(log, kind);
    const entry = log.get(id ?? 0);
    expect(entry && isImportant(entry)).toBe(important);
  });
});
