// The conformance kit as the tests run it: its command in this process (tools/conformance/cli.ts
// main), with its output captured, its reports in a fresh folder and its result at hand.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '@tools/conformance/cli.ts';
import { type CaseResult, caseVerdict, type RunSummary } from '@tools/conformance/model.ts';

export interface KitRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  readonly run?: RunSummary;
  readonly junit?: string;
  readonly html?: string;
}

/** Runs `npm run conformance -- <argv>` in this process; the reports go to a folder removed afterwards. */
export async function runKit(argv: readonly string[]): Promise<KitRun> {
  const dir = mkdtempSync(join(tmpdir(), 'eis-conformance-'));
  const junit = join(dir, 'junit.xml');
  const html = join(dir, 'report.html');
  let out = '';
  let err = '';
  let run: RunSummary | undefined;
  try {
    const code = await main([...argv, '--junit', junit, '--html', html], {
      out: { write: (t) => (out += t) },
      err: { write: (t) => (err += t) },
      interactive: false,
      env: {},
      onRun: (r) => (run = r),
    });
    const file = (name: string) => {
      try {
        return readFileSync(name, 'utf8');
      } catch {
        return undefined;
      }
    };
    const [j, h] = [file(junit), file(html)];
    return { code, out, err, ...(run ? { run } : {}), ...(j ? { junit: j } : {}), ...(h ? { html: h } : {}) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cases of a run that failed, by id. */
export const failedCases = (run: RunSummary | undefined): CaseResult[] => (run?.cases ?? []).filter((c) => caseVerdict(c) === 'fail');

/** `case id / check name: reason` of every failed check, for assertions and messages. */
export function failures(run: RunSummary | undefined): string[] {
  return failedCases(run).flatMap((c) => c.checks.filter((k) => k.verdict === 'fail').map((k) => `${c.id} / ${k.name}: ${k.reason ?? ''}`));
}
