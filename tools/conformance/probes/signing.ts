/**
 * Signed once, booked once (docs/signing.md, docs/security.md): a signature authorizes one
 * transaction, exactly as shown, once. Each probe is the attack or the accident the promise answers,
 * with the refusal code the gateway must give (mock-server/README.md, "Signed calls and the ledger"),
 * and a check that nothing more was booked.
 */
import { bankToday } from '../kit.ts';
import type { Exchange } from '../model.ts';
import { answerBody, balanceOf, headOf, isSuccess, outcomeOf, signedNotSent, yuan } from '../money.ts';
import { logIn, logOut } from '../session.ts';
import { shown } from '../schema-diff.ts';
import { call } from '../wire.ts';
import {
  bookTransfer, expectBookedOnce, expectNothingBooked, freshSession, holdTransfer, type Probe, probeTransfer,
} from './common.ts';
import { newIdempotencyKey } from '../signing.ts';

const refusal = (status: string) => ({ kind: 'refusal', status }) as const;
/** Why the expired-challenge probe is skipped without a control plane. */
export const NEEDS_CONTROL = 'skipped: needs a control plane (a challenge lives 120 s; a real gateway cannot be told to expire it)';
const seqOf = (ex: Exchange) => answerBody(ex)?.TRANS_SEQ;

const sameRequestTwice: Probe = {
  name: 'same-request-twice', family: 'signing',
  title: 'the same signed request again gets the first answer and books nothing more',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const booked = session && (await bookTransfer(kit, rec, session));
    if (!session || !booked) return;
    const again = await call(session.browser, 'transferSub', booked.body, 'the same request again');
    await rec.expect(again, { kind: 'success' });
    rec.assert('first answer again', seqOf(again) === booked.seq, `the copy was answered ${String(seqOf(again))}, the first ${String(booked.seq)}`);
    await expectBookedOnce(kit, rec, session, booked.key, booked.seq);
  },
};

const racingCopies: Probe = {
  name: 'racing-copies', family: 'signing',
  title: 'two copies of a signed request sent at once book once and get the same answer',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const held = session && (await holdTransfer(kit, rec, session));
    if (!session || !held) return;
    const [a, b] = await Promise.all([1, 2].map((n) => call(session.browser, 'transferSub', held.body, `copy ${String(n)}`)));
    if (!a || !b) return;
    await rec.expect(a, { kind: 'success' });
    await rec.expect(b, { kind: 'success' });
    rec.assert('one answer for both', seqOf(a) === seqOf(b), `the copies got ${String(seqOf(a))} and ${String(seqOf(b))}`);
    await expectBookedOnce(kit, rec, session, held.idempotencyKey, seqOf(a));
  },
};

const replayNewKey: Probe = {
  name: 'replay-new-key', family: 'signing',
  title: 'a booked signature replayed with a new idempotency key is refused (SG0012) and books nothing',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const booked = session && (await bookTransfer(kit, rec, session));
    if (!session || !booked) return;
    const key = newIdempotencyKey();
    await rec.expect(await call(session.browser, 'transferSub', { ...booked.body, IDEMPOTENCY_KEY: key }, 'replay, new key'), refusal('SG0012'));
    await expectNothingBooked(kit, rec, session, key, 'the replay');
  },
};

const changedField: Probe = {
  name: 'changed-signed-field', family: 'signing',
  title: 'a signed request with a field changed after signing (用途/附言) is refused (SG0007) and books nothing',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const held = session && (await holdTransfer(kit, rec, session));
    if (!session || !held) return;
    await rec.expect(await call(session.browser, 'transferSub', { ...held.body, REMARK: '退款' }, 'REMARK changed'), refusal('SG0007'));
    await expectNothingBooked(kit, rec, session, held.idempotencyKey, 'the changed request');
  },
};

const foreignField: Probe = {
  name: 'foreign-field', family: 'signing',
  title: 'a signed request carrying a field that is not the call\'s own (not signed) is refused (SG0009) and books nothing',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const held = session && (await holdTransfer(kit, rec, session));
    if (!session || !held) return;
    await rec.expect(await call(session.browser, 'transferSub', { ...held.body, PAYEE_NOTE: '未签名的字段' }, 'a foreign field'), refusal('SG0009'));
    await expectNothingBooked(kit, rec, session, held.idempotencyKey, 'the request with a foreign field');
  },
};

const otherSession: Probe = {
  name: 'other-session', family: 'signing',
  title: 'a signed request sent in another session of the same user is refused (SG0010) and books nothing',
  async run(kit, rec) {
    const first = await freshSession(kit, rec, 'transactor', 'first browser');
    const held = first && (await holdTransfer(kit, rec, first));
    const second = held && (await freshSession(kit, rec, 'transactor', 'second browser'));
    if (!first || !held || !second) return;
    await rec.expect(await call(second.browser, 'transferSub', held.body, 'in another session'), refusal('SG0010'));
    await expectNothingBooked(kit, rec, first, held.idempotencyKey, 'the request in another session');
  },
};

const afterLogout: Probe = {
  name: 'after-logout', family: 'signing',
  title: 'a signed request sent after logout and a new login is refused (SG0010) and books nothing',
  async run(kit, rec) {
    const first = await freshSession(kit, rec, 'transactor', 'before logout');
    const held = first && (await holdTransfer(kit, rec, first));
    if (!first || !held) return;
    rec.add(await logOut(first));
    const again = await logIn(first.persona, kit.gatewayKey, first.browser);
    rec.add(...again.exchanges);
    if ('problem' in again) {
      rec.fail('login again', again.problem);
      return;
    }
    await rec.expect(await call(again.session.browser, 'transferSub', held.body, 'after logout'), refusal('SG0010'));
    await expectNothingBooked(kit, rec, again.session, held.idempotencyKey, 'the request after logout');
  },
};

const expiredChallenge: Probe = {
  name: 'expired-challenge', family: 'signing',
  title: 'a signed request whose challenge expired (120 s) is refused (SG0011) and books nothing',
  async run(kit, rec) {
    if (!kit.control) {
      rec.skip('expired challenge', NEEDS_CONTROL);
      return;
    }
    const session = await freshSession(kit, rec, 'transactor');
    const held = session && (await holdTransfer(kit, rec, session));
    if (!session || !held) return;
    await kit.control.expireChallenges();
    await rec.expect(await call(session.browser, 'transferSub', held.body, 'after expiry'), refusal('SG0011'));
    await expectNothingBooked(kit, rec, session, held.idempotencyKey, 'the expired request');
  },
};

const outcomeVoided: Probe = {
  name: 'outcome-voided', family: 'signing',
  title: 'a late copy after the outcome query said FAILED is refused (SG0013) and books nothing',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const held = session && (await holdTransfer(kit, rec, session));
    if (!session || !held) return;
    const asked = await outcomeOf(session, held.idempotencyKey, 'outcome query before sending');
    await rec.expect(asked.ex, { kind: 'success' });
    rec.assert('FAILED before sending', asked.state === 'FAILED', `transStatusQry said ${asked.state ?? 'nothing'} of a request never sent`);
    await rec.expect(await call(session.browser, 'transferSub', held.body, 'the late copy'), refusal('SG0013'));
    await expectNothingBooked(kit, rec, session, held.idempotencyKey, 'the late copy');
  },
};

/**
 * A request the bank refused after its signature was verified (here: above the balance) gets its first
 * answer again when it comes again, even once the cause is gone (the account topped up): the signature
 * was used, and the user was told it failed.
 */
const refusedThenResent: Probe = {
  name: 'refused-then-resent', family: 'signing',
  title: 'a signed request the bank refused, sent again after the cause is gone, gets the first answer and books nothing',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const payer = session?.persona.accounts?.payer;
    if (!session || !payer) {
      rec.skip('refused then resent', 'needs the transactor\'s test accounts');
      return;
    }
    const balance = await balanceOf(session, payer);
    rec.add(balance.ex);
    if (balance.fen === undefined) {
      rec.skip('refused then resent', `accountListQry does not show ${payer}'s balance`);
      return;
    }
    const values = probeTransfer(kit, rec, session, yuan(balance.fen + 10_000n));
    const held = values && (await signedNotSent(kit, session, 'transferSub', values));
    if (!held || 'problem' in held) {
      rec.fail('signing', held?.problem ?? 'no values');
      return;
    }
    rec.add(...held.exchanges);
    const first = await call(session.browser, 'transferSub', held.body, 'above the balance');
    await rec.expect(first, { kind: 'any' });
    if (isSuccess(first)) {
      rec.skip('refused then resent', 'the gateway booked a transfer above the balance: nothing to send again');
      return;
    }
    const topUp = await bookTransfer(kit, rec, session, 'top-up', probeTransfer(kit, rec, session, '200.00', true));
    if (!topUp) return;
    const again = await call(session.browser, 'transferSub', held.body, 'the refused request again');
    await rec.expect(again, { kind: 'any' });
    const [was, now] = [headOf(first), headOf(again)];
    rec.assert('first answer again', was.status === now.status && was.msg === now.msg,
      `the first answer was ${was.status ?? '?'} ${was.msg ?? ''}; the copy got ${now.status ?? '?'} ${now.msg ?? ''} ${shown(seqOf(again))}`);
    await expectNothingBooked(kit, rec, session, held.idempotencyKey, 'the copy');
  },
};

/** Time is the bank's: a booking carries the bank's date (Asia/Shanghai, by the gateway's own clock). */
const bankDate: Probe = {
  name: 'bank-date', family: 'signing',
  title: 'a transaction is booked on the bank\'s date (TRANS_DATE in Asia/Shanghai, by the gateway\'s clock)',
  async run(kit, rec) {
    const session = await freshSession(kit, rec, 'transactor');
    const before = bankToday();
    const booked = session && (await bookTransfer(kit, rec, session));
    const after = bankToday();
    if (!booked) return;
    const date = answerBody(booked.ex)?.TRANS_DATE;
    rec.assert('booked on the bank\'s date', date === before || date === after,
      `TRANS_DATE ${shown(date)}; the bank's date (Asia/Shanghai, by the gateway's clock) is ${after}`);
  },
};

export const SIGNING_PROBES: readonly Probe[] = [
  sameRequestTwice, racingCopies, replayNewKey, changedField, foreignField, otherSession, afterLogout, expiredChallenge,
  outcomeVoided, bankDate,
  // last: a gateway that books the copy (as today's mock does) has moved the payer's whole balance
  refusedThenResent,
];
