/**
 * The run in the terminal (issue 53): a progress bar redrawn in place on a terminal, or a line per
 * tenth of the run and one per failed case when the output is a file or CI (`CI=true`), then a
 * summary: operations exercised of the contract's total, checks, cases and probes by verdict, the
 * wall time, what was not exercised and why, every failure with its operation and reason. The text is
 * built by pure functions.
 */
import { type CaseResult, caseVerdict, countCases, countChecks, NOT_SELECTED, type RunSummary } from '../model.ts';

const number = (n: number) => n.toLocaleString('en-US');

/** `[##########..........]  150/300  3 failed`. */
export function progressLine(done: number, total: number, failed: number, width = 30): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(done).padStart(String(total).length)}/${String(total)}` +
    `  ${failed === 0 ? 'no failures' : `${String(failed)} failed`}`;
}

/** `2 min 31 s`, `4.2 s`. */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60)} s`;
}

const percent = (part: number, whole: number) => (whole === 0 ? '0' : ((100 * part) / whole).toFixed(1));

function failureLines(c: CaseResult): string[] {
  const lines = [`  ${c.id}${c.persona ? ` (${c.persona})` : ''}`];
  for (const k of c.checks.filter((x) => x.verdict === 'fail')) lines.push(`    ${k.name}: ${(k.reason ?? 'failed').split('\n').join('\n      ')}`);
  return lines;
}

/** The summary after a run. */
export function summaryText(run: RunSummary, files: readonly string[] = []): string {
  const checks = countChecks(run.cases);
  const ops = countCases(run.cases.filter((c) => c.kind === 'operation'));
  const probes = countCases(run.cases.filter((c) => c.kind === 'probe'));
  const { total, exercised, notExercised } = run.operations;
  const lines = [
    `Conformance of ${run.target} (seed ${String(run.seed)})`,
    `  operations exercised  ${number(exercised)} of ${number(total)} (${percent(exercised, total)}%)`,
    `  checks                ${number(checks.pass + checks.fail + checks.skip)}: ${number(checks.pass)} passed, ${number(checks.fail)} failed, ${number(checks.skip)} skipped`,
    `  operation cases       ${number(ops.pass + ops.fail + ops.skip)}: ${number(ops.pass)} passed, ${number(ops.fail)} failed, ${number(ops.skip)} skipped`,
    `  probes                ${number(probes.pass + probes.fail + probes.skip)}: ${number(probes.pass)} passed, ${number(probes.fail)} failed, ${number(probes.skip)} skipped`,
    `  calls                 ${number(run.cases.reduce((n, c) => n + c.exchanges.length, 0))}`,
    `  wall time             ${duration(run.ms)}`,
  ];
  const unselected = notExercised.filter((o) => o.reason === NOT_SELECTED);
  const missed = notExercised.filter((o) => o.reason !== NOT_SELECTED);
  if (notExercised.length > 0) {
    lines.push('', `Not exercised (${String(notExercised.length)}):`, ...missed.map((o) => `  ${o.operationId}: ${o.reason}`));
    if (unselected.length > 0) lines.push(`  ${String(unselected.length)} operations ${NOT_SELECTED}`);
  }
  const skippedProbes = run.cases.filter((c) => c.kind === 'probe' && caseVerdict(c) === 'skip');
  if (skippedProbes.length > 0) {
    lines.push('', 'Probes skipped:', ...skippedProbes.map((c) => `  ${c.id}: ${c.checks.find((k) => k.reason)?.reason ?? 'skipped'}`));
  }
  const failed = run.cases.filter((c) => caseVerdict(c) === 'fail');
  if (failed.length > 0) lines.push('', `Failed (${String(failed.length)}):`, ...failed.flatMap(failureLines));
  if (files.length > 0) lines.push('', `Reports: ${files.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

export interface Output {
  write(text: string): void;
}

/** Progress as the run goes: redrawn in place on a terminal, plain lines otherwise. */
export type ProgressPrinter = (done: number, total: number, result?: CaseResult) => void;

export function progressPrinter(out: Output, interactive: boolean): ProgressPrinter {
  let failed = 0;
  let lastTenth = -1;
  return (done, total, result) => {
    if (result && caseVerdict(result) === 'fail') {
      failed += 1;
      if (!interactive) out.write(`FAIL ${result.id}${result.persona ? ` (${result.persona})` : ''}\n`);
    }
    if (interactive) {
      out.write(`\r${progressLine(done, total, failed)}  ${result?.id ?? ''}`.slice(0, 118).padEnd(118));
      if (done === total) out.write('\n');
      return;
    }
    const tenth = total === 0 ? 10 : Math.floor((10 * done) / total);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      out.write(`${progressLine(done, total, failed)}\n`);
    }
  };
}
