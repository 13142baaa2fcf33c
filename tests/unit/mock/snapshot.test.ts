// A workspace survives a restart (issue 52 item 4): the gateway's state through JSON and back is the
// same state, the bank's amounts exact, an expired session still expired, and a signed call that was
// still being answered restored as refused for good (it was never booked).
import { describe, expect, it } from 'vitest';
import { actorOf } from '@mock/bank/seed.ts';
import { personaByLogin } from '@mock/personas.ts';
import { GatewayState } from '@mock/sessions/state.ts';
import { INTERRUPTED, restoreInto, snapshotOf, SNAPSHOT_VERSION } from '@mock/workspaces/snapshot.ts';

const AT = Date.UTC(2026, 10, 28, 12, 0, 0);
const persona = (login: string) => {
  const p = personaByLogin(login);
  if (!p) throw new Error(`no ${login}`);
  return p;
};
const TRANSFER = {
  TRANS_NAME: '单笔转账', ACCT_NO: '6230910000034567890', PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
  TRAN_AMT: '60000.00', CURRENCY: 'CNY',
};

/** A state that has lived: sessions (one expired, one with an upload), a booking, a waiting instruction,
 * a rule change, a fault. */
function lived(): GatewayState {
  const state = new GatewayState(() => AT);
  state.clock.set(AT + 3_600_000);
  const session = state.newSession();
  session.persona = persona('maker');
  const bytes = new Uint8Array([0, 1, 254, 255]);
  session.uploads = new Map([['F1', { batchNo: 'F1', name: 'a.csv', transType: 'PAYROLL', bytes, digest: 'ab', used: false }]]);
  const gone = state.newSession();
  state.expire(gone.id);
  state.issueChallenge(session, 'maker', 'transferSub', 'EIS-0011');
  state.bank.submit('transferSub', TRANSFER, actorOf(persona('maker')), state.nextTransSeq());
  state.bank.submit('transferSub', { ...TRANSFER, TRAN_AMT: '100.00' }, actorOf(persona('maker')), state.nextTransSeq());
  state.bank.changeRule('autoModeUpdate', { TRANS_KIND: 'transferSub', AUTH_MODE: '0', THRESHOLD_AMT: '50000.00' }, actorOf(persona('dcadmin')), state.nextTransSeq());
  state.queueFault({ kind: 'delay', ms: 100, operation: '*', remaining: 2 });
  state.ledger.push({
    operationId: 'transferSub', serviceCode: '7070010000000', user: 'maker', idempotencyKey: 'EIS-0011', transSeq: 'T1',
    amount: null, time: new Date(AT).toISOString(),
  });
  state.idempotent.set('maker\nEIS-0011', { sessionId: session.id, text: 't', reply: new Promise(() => undefined) }); // still answering
  state.failedLogin('checker1', 5);
  return state;
}

describe('snapshotOf and restoreInto', () => {
  it('go through JSON and back to the same state', () => {
    const before = lived();
    const saved = JSON.parse(JSON.stringify(snapshotOf(before))) as ReturnType<typeof snapshotOf>;
    expect(saved.version).toBe(SNAPSHOT_VERSION);
    const after = restoreInto(new GatewayState(() => AT), saved);
    const again = snapshotOf(after);
    expect(again).toEqual({ ...snapshotOf(before), idempotent: again.idempotent });
    expect(after.clock.now()).toBe(AT + 3_600_000);
    expect(after.bank.accounts.get('6230910000034567890')?.balance).toBe(before.bank.accounts.get('6230910000034567890')?.balance);
    const types = (s: GatewayState) => [...s.bank.instructions.values()].map((i) => i.type);
    expect(types(after)).toEqual(types(before));
    const first = [...before.sessions.keys()][0] ?? '';
    expect(after.sessions.get(first)?.uploads?.get('F1')?.bytes).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect(after.bookings).toBe(before.bookings);
  });

  it('restores an expired session expired, and a call still being answered as refused for good', async () => {
    const saved = JSON.parse(JSON.stringify(snapshotOf(lived()))) as ReturnType<typeof snapshotOf>;
    const after = restoreInto(new GatewayState(() => AT), saved);
    expect([...after.sessions.values()].filter((s) => s.lastSeen === Number.NEGATIVE_INFINITY)).toHaveLength(1);
    const call = after.idempotent.get('maker\nEIS-0011');
    expect(call?.outcome).toEqual(INTERRUPTED);
    expect(await call?.reply).toEqual(INTERRUPTED);
  });

  it('refuses a snapshot of another version', () => {
    const saved = { ...snapshotOf(new GatewayState(() => AT)), version: 2 } as unknown as ReturnType<typeof snapshotOf>;
    expect(() => restoreInto(new GatewayState(() => AT), saved)).toThrow('snapshot version 2, this mock reads 1');
  });
});
