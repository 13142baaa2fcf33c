/**
 * What a conformance run produces (issue 53): cases (one per contract operation, one per probe of the
 * protocol's promises), each with the calls it made on the wire and the checks it ran on them. The
 * reporters (report/) read nothing else.
 */

export type Verdict = 'pass' | 'fail' | 'skip';

/** One thing that differed from the contract: where in the answer, what, and where the contract says it. */
export interface Difference {
  /** The answer's data path: `body.LIST[0].ACCT_NAME`. */
  readonly path: string;
  readonly problem: string;
  /** The contract's schema path: `#/components/schemas/AccountItem/properties/ACCT_NAME`. */
  readonly schema?: string;
}

export interface Check {
  /** What was checked: `schema`, `head`, `sealed answer`, `SG0012 refusal`… */
  readonly name: string;
  readonly verdict: Verdict;
  /** Why it failed or was skipped (in the words a backend engineer reads). */
  readonly reason?: string;
  readonly differences?: readonly Difference[];
}

/** What the portal's client made of an answer. */
export type ClientOutcome =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly status: string; readonly message: string };

/** One call, as it went over the wire and as the kit read it. */
export interface Exchange {
  readonly operationId: string;
  readonly persona: string;
  /** Which call of its case: `example`, `boundary values`, `page 2`, `challenge`, `replay`… */
  readonly label: string;
  /** The request's plain fields (before the envelope). */
  readonly sent: Readonly<Record<string, unknown>>;
  /** Whether the contract sends this call in the #10 envelope. */
  readonly sealedCall: boolean;
  /** The request on the wire. */
  wireRequest?: { headers: Record<string, string>; body: string };
  /** The answer on the wire. */
  wireAnswer?: { status: number; headers: Record<string, string>; body: string };
  /** The answer's JSON after the envelope was opened (or as it came, when it came plain). */
  opened?: unknown;
  /** Why the answer could not be opened or read. */
  openError?: string;
  /** Whether the answer came in the envelope. */
  sealedAnswer?: boolean;
  client?: ClientOutcome;
  ms: number;
}

/** An operation of the contract, a probe of a promise, or a persona's login the others stand on. */
export type CaseKind = 'operation' | 'probe' | 'setup';

export interface CaseResult {
  /** `operation:accountListQry`, `probe:replay-new-key`. */
  readonly id: string;
  readonly kind: CaseKind;
  readonly title: string;
  /** The contract's area (operations), or the probe family. */
  readonly group: string;
  readonly operationId?: string;
  readonly persona?: string;
  readonly checks: readonly Check[];
  readonly exchanges: readonly Exchange[];
  readonly ms: number;
}

/** Why an operation was not called: the run left it out. */
export const NOT_SELECTED = 'not selected (--only, --skip)';

export interface RunSummary {
  readonly target: string;
  readonly startedAt: string;
  readonly ms: number;
  readonly seed: number;
  /** The contract's operations, and how many of them the run called. */
  readonly operations: {
    readonly total: number;
    readonly exercised: number;
    readonly notExercised: ReadonlyArray<{ readonly operationId: string; readonly reason: string }>;
  };
  readonly cases: readonly CaseResult[];
}

/** A case's verdict: failed when any check failed, skipped when every check was skipped, else passed. */
export function caseVerdict(c: Pick<CaseResult, 'checks'>): Verdict {
  if (c.checks.some((k) => k.verdict === 'fail')) return 'fail';
  if (c.checks.length === 0 || c.checks.every((k) => k.verdict === 'skip')) return 'skip';
  return 'pass';
}

export interface Counts {
  pass: number;
  fail: number;
  skip: number;
}

/** How many checks (or cases) passed, failed and were skipped. */
export function countChecks(cases: readonly Pick<CaseResult, 'checks'>[]): Counts {
  const counts: Counts = { pass: 0, fail: 0, skip: 0 };
  for (const c of cases) for (const k of c.checks) counts[k.verdict] += 1;
  return counts;
}

export function countCases(cases: readonly Pick<CaseResult, 'checks'>[]): Counts {
  const counts: Counts = { pass: 0, fail: 0, skip: 0 };
  for (const c of cases) counts[caseVerdict(c)] += 1;
  return counts;
}

/** The run's exit code: 1 when any check failed, else 0 (2, bad arguments or configuration, is the CLI's). */
export const exitCodeOf = (cases: readonly Pick<CaseResult, 'checks'>[]): number => (countChecks(cases).fail > 0 ? 1 : 0);
