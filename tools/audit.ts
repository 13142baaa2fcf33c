/**
 * `npm run audit`: `npm audit --omit=dev` (the packages a production build ships) with an honest
 * answer. npm prints "0 vulnerabilities"-like silence or a bare error when the registry has no
 * advisory database (these machines' registry answers the bulk advisory endpoint with HTTP 405);
 * this says so in plain words and exits 2, so "not checked" never reads as "clean".
 * Exit codes: 0 no advisory, 1 advisories found, 2 no advisory database reachable.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export type AuditOutcome =
  | { kind: 'clean'; dependencies: number }
  | { kind: 'vulnerable'; counts: Record<string, number> }
  | { kind: 'unreachable'; reason: string };

/** What `npm audit --json` printed means. */
export function auditOutcome(stdout: string): AuditOutcome {
  let report: {
    message?: string;
    statusCode?: number;
    error?: { summary?: string; code?: string };
    metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number; total?: number } };
  };
  try {
    report = JSON.parse(stdout) as typeof report;
  } catch {
    return { kind: 'unreachable', reason: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? report.error?.summary ?? report.error?.code ?? 'no advisory report in the answer';
    return { kind: 'unreachable', reason: report.statusCode ? `${reason} (HTTP ${String(report.statusCode)})` : reason };
  }
  const found = Object.entries(counts).filter(([level, n]) => level !== 'total' && n > 0);
  if (found.length > 0) return { kind: 'vulnerable', counts: Object.fromEntries(found) };
  return { kind: 'clean', dependencies: report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total ?? 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const outcome = auditOutcome(run.stdout);
  if (outcome.kind === 'unreachable') {
    console.error(`npm run audit: NOT CHECKED. No advisory database is reachable from this machine: ${outcome.reason}.`);
    console.error('This is not a clean result. Run `npm run audit` where the npm registry\'s advisory endpoint answers.');
    process.exit(2);
  }
  if (outcome.kind === 'vulnerable') {
    console.error(`npm run audit: advisories for the production dependencies: ${JSON.stringify(outcome.counts)}; see \`npm audit --omit=dev\`.`);
    process.exit(1);
  }
  console.log(`npm run audit: no advisory for the production dependencies (${String(outcome.dependencies)} checked).`);
}
