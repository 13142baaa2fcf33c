/**
 * What the probes of the protocol's promises share (issue 53 item 2): a probe is a named case with the
 * promise it holds the gateway to; it logs in its own personas (fresh browsers, so no probe sees
 * another's session), moves money only between a persona's test accounts, and says "nothing was
 * booked" from the gateway's own outcome query (transStatusQry) and, against the mock, its ledger.
 */
import type { PersonaConfig, Role } from '../config.ts';
import { bookingsOf } from '../control.ts';
import { type CaseRecorder, type Kit, personaWith } from '../kit.ts';
import { answerBody, outcomeOf, signAndSend, signedNotSent, transferValues } from '../money.ts';
import { logIn, type Session } from '../session.ts';
import type { SignedRequest } from '../signing.ts';
import { type Body, newBrowser } from '../wire.ts';

export type ProbeFamily = 'signing' | 'envelope' | 'access';

export interface Probe {
  /** `replay-new-key`: what --only and --skip name (as `probe:replay-new-key`). */
  readonly name: string;
  readonly family: ProbeFamily;
  /** The promise, as a sentence: `a replay with a new idempotency key is refused (SG0012) and books nothing`. */
  readonly title: string;
  run(kit: Kit, rec: CaseRecorder): Promise<void>;
}

/** The amount the signing probes move: one yuan, between the transactor's own test accounts. */
export const PROBE_AMOUNT = '1.00';

/** A new login of this persona, in a browser of its own; undefined (failed) when it cannot log in. */
export async function freshLogin(
  kit: Kit, rec: CaseRecorder, persona: PersonaConfig, label: string,
): Promise<Session | undefined> {
  if (kit.loginProblems.has(persona.name)) {
    rec.skip(label, kit.loginProblems.get(persona.name) ?? '');
    return undefined;
  }
  const login = await logIn(persona, kit.gatewayKey, newBrowser(`${persona.name} (${label})`));
  rec.add(...login.exchanges);
  if ('problem' in login) {
    rec.fail(label, login.problem);
    return undefined;
  }
  return login.session;
}

/** A new login of the persona with this role; undefined (skipped) when the run has none. */
export async function freshSession(
  kit: Kit, rec: CaseRecorder, role: Role, label: string = role,
): Promise<Session | undefined> {
  const persona = personaWith(kit, role);
  if (!persona) {
    rec.skip(label, `needs a persona with the role "${role}" in the configuration`);
    return undefined;
  }
  return freshLogin(kit, rec, persona, label);
}

/** The transactor's transfer values between their two test accounts. */
export function probeTransfer(
  kit: Kit, rec: CaseRecorder, session: Session, amount = PROBE_AMOUNT, reverse = false,
): Body | undefined {
  const accounts = session.persona.accounts;
  if (!accounts) {
    rec.skip('transfer', `${session.persona.name} has no test accounts (accounts.payer, accounts.payee) in the configuration`);
    return undefined;
  }
  const [from, to] = reverse ? [accounts.payee, accounts.payer] : [accounts.payer, accounts.payee];
  return transferValues(kit, from, to, amount);
}

/** A transfer signed and sent, checked as a success: the body an attacker on the wire captured. */
export async function bookTransfer(kit: Kit, rec: CaseRecorder, session: Session, label = 'signed once', values = probeTransfer(kit, rec, session)) {
  if (!values) return undefined;
  const sent = await signAndSend(kit, rec, session, 'transferSub', values, label);
  if (!sent) return undefined;
  const checks = await rec.expect(sent.ex, { kind: 'success' });
  if (checks.some((c) => c.verdict === 'fail')) return undefined;
  const seq = answerBody(sent.ex)?.TRANS_SEQ;
  return { body: sent.signing.body, key: sent.signing.idempotencyKey, ex: sent.ex, seq };
}

/** A transfer signed with a fresh challenge but held back (not sent). */
export async function holdTransfer(kit: Kit, rec: CaseRecorder, session: Session): Promise<SignedRequest | undefined> {
  const values = probeTransfer(kit, rec, session);
  if (!values) return undefined;
  const signing = await signedNotSent(kit, session, 'transferSub', values);
  rec.add(...signing.exchanges);
  if ('problem' in signing) {
    rec.fail('signing', signing.problem);
    return undefined;
  }
  return signing;
}

/** How many bookings the mock's ledger holds under the key; undefined without a control plane. */
export async function ledgerCount(kit: Kit, key: string): Promise<number | undefined> {
  return kit.control ? bookingsOf(await kit.control.ledger(), key) : undefined;
}

/** Nothing was booked under the key: the gateway's outcome query does not say SUCCESS, nor does the ledger hold it. */
export async function expectNothingBooked(
  kit: Kit, rec: CaseRecorder, session: Session, key: string, what: string,
): Promise<void> {
  const outcome = await outcomeOf(session, key, `outcome of ${what}`);
  rec.add(outcome.ex);
  rec.assert(`${what}: not booked (transStatusQry)`, outcome.ex.client?.ok === true && outcome.state !== 'SUCCESS',
    outcome.state === 'SUCCESS' ? `the gateway booked it: TRANS_SEQ ${outcome.seq ?? '?'}` : `transStatusQry did not answer: ${outcome.ex.client && !outcome.ex.client.ok ? outcome.ex.client.status : '?'}`);
  const count = await ledgerCount(kit, key);
  if (count !== undefined) rec.assert(`${what}: not booked (ledger)`, count === 0, `the mock's ledger holds ${String(count)} booking(s) under ${key}`);
}

/** Booked exactly once under the key, as this serial number. */
export async function expectBookedOnce(
  kit: Kit, rec: CaseRecorder, session: Session, key: string, seq: unknown,
): Promise<void> {
  const outcome = await outcomeOf(session, key);
  rec.add(outcome.ex);
  rec.assert('booked once (transStatusQry)', outcome.state === 'SUCCESS' && outcome.seq === seq,
    `transStatusQry says ${outcome.state ?? 'nothing'} ${outcome.seq ?? ''}, the booking was ${String(seq)}`);
  const count = await ledgerCount(kit, key);
  if (count !== undefined) rec.assert('booked once (ledger)', count === 1, `the mock's ledger holds ${String(count)} bookings under ${key}`);
}
