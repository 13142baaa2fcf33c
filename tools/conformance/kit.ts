/**
 * What a run's cases share: the contract, the configuration, the logged-in personas, the signing key,
 * the seed, the bank's date and the control plane when there is one; and the recorder a case writes
 * its calls and checks into.
 */
import { bankToday } from '@/api/clock.ts';
import { answerChecks, type Expectation } from './checks.ts';
import type { Config, PersonaConfig, Role } from './config.ts';
import type { Contract } from './contract.ts';
import type { ControlPlane } from './control.ts';
import type { CaseKind, CaseResult, Check, Exchange } from './model.ts';
import type { Session, Signer } from './session.ts';

export interface Kit {
  readonly contract: Contract;
  readonly config: Config;
  /** The gateway's origin. */
  readonly target: string;
  readonly gatewayKey: string;
  readonly signer: Signer;
  readonly seed: number;
  /** The personas of this run (--personas). */
  readonly personas: readonly PersonaConfig[];
  /** Their sessions, by name, once logged in; or why one could not log in. */
  readonly sessions: ReadonlyMap<string, Session>;
  readonly loginProblems: ReadonlyMap<string, string>;
  readonly control?: ControlPlane;
}

/** The bank's date (Asia/Shanghai, by the gateway's clock as the client measured it): `YYYY-MM-DD`. */
export { bankToday };

/** The first persona of the run with this role. */
export const personaWith = (kit: Kit, role: Role): PersonaConfig | undefined =>
  kit.personas.find((p) => p.roles.includes(role));

/** The session of a persona of the run, or why there is none. */
export function sessionOf(kit: Kit, name: string | undefined): Session | { problem: string } {
  if (name === undefined) return { problem: 'no persona of the run for it' };
  const session = kit.sessions.get(name);
  if (session) return session;
  return { problem: kit.loginProblems.get(name) ?? `persona ${name} is not part of this run (--personas)` };
}

/** The session of the first persona with a role, or why there is none. */
export function sessionWith(kit: Kit, role: Role): Session | { problem: string } {
  const persona = personaWith(kit, role);
  return persona ? sessionOf(kit, persona.name) : { problem: `needs a persona with the role "${role}" in the configuration` };
}

export interface CaseInfo {
  readonly id: string;
  readonly kind: CaseKind;
  readonly title: string;
  readonly group: string;
  readonly operationId?: string;
  readonly persona?: string;
}

/** A case being run: the calls it made and the checks it ran, then its result. */
export class CaseRecorder {
  readonly exchanges: Exchange[] = [];
  readonly checks: Check[] = [];
  private readonly started = performance.now();

  constructor(private readonly kit: Kit, private readonly info: CaseInfo) {}

  /** Calls made along the way (a challenge, a login), kept for the report without checks of their own. */
  add(...exchanges: Exchange[]): void {
    this.exchanges.push(...exchanges);
  }

  /** A call whose answer is checked in full against its contract and this expectation. */
  async expect(ex: Exchange, expectation: Expectation): Promise<Check[]> {
    this.exchanges.push(ex);
    const found = answerChecks(ex, await this.kit.contract.answerContext(ex.operationId), expectation)
      .map((c) => ({ ...c, name: `${ex.label}: ${c.name}` }));
    this.checks.push(...found);
    return found;
  }

  check(check: Check): void {
    this.checks.push(check);
  }

  pass(name: string): void {
    this.checks.push({ name, verdict: 'pass' });
  }

  fail(name: string, reason: string): void {
    this.checks.push({ name, verdict: 'fail', reason });
  }

  /** A skipped check, with why. */
  skip(name: string, reason: string): void {
    this.checks.push({ name, verdict: 'skip', reason });
  }

  /** Passes when the condition holds, else fails with the reason. */
  assert(name: string, holds: boolean, reason: string): void {
    if (holds) this.pass(name);
    else this.fail(name, reason);
  }

  result(): CaseResult {
    const ms = performance.now() - this.started;
    return { ...this.info, checks: [...this.checks], exchanges: [...this.exchanges], ms };
  }
}
