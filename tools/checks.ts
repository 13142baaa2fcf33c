/**
 * `npm run checks`: the static checks and the test build, as many at once as the machine has cores,
 * longest first. Each check's output is printed whole when it ends, with its time, so two never
 * interleave; every check runs whatever another gives, so one run shows all that fails, and the run
 * fails after all have ended, naming each failed check. On our two-core machines one after another
 * took 130 s (ESLint with type information 91 s, tsgo 19 s, the contract's lint 11 s, the build 5 s,
 * dependency-cruiser 4 s) and two at a time 118 s: ESLint slows beside tsgo, which already uses both
 * cores (91 -> 117 s).
 *
 * `npm test` is the same run with `--tests`: Vitest (every project, `npm run test:all`) joins it
 * once the test build has passed, in the slot the short checks free, its output as it comes. ESLint
 * alone took the run's last 30 to 75 s with the other core idle; the node test files fill it.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Check {
  /** The npm script, run with `--ignore-scripts`: `npm test`'s pretest has generated already. */
  script: string;
  /** The check that must have passed first (this one waits for it, and does not start if it failed). */
  after?: string;
  /** Its output goes to the terminal as it comes (a long run a reader follows), not whole at its end. */
  live?: boolean;
}

export interface Outcome {
  script: string;
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
  output: string;
}

/** `npm test`'s checks, longest first so that the short ones fill the other core. */
export const CHECKS: readonly Check[] = [
  { script: 'lint' },
  { script: 'typecheck' },
  { script: 'lint:contract' },
  { script: 'lint:deps' },
  { script: 'build:test' },
];

/** Vitest's projects, after the test build they serve (the browser files open `dist/`). */
export const TESTS: Check = { script: 'test:all', after: 'build:test', live: true };

export interface RunOptions {
  cwd: string;
  /** How many run at once (at least 1). */
  slots: number;
  /** The command of a check: `npm run <script> --ignore-scripts` unless a test says otherwise. */
  command?: (check: Check) => { file: string; args: string[] };
  /** Where each ended check's block goes. */
  write: (text: string) => void;
}

const npmRun = (check: Check) => ({ file: 'npm', args: ['run', check.script, '--ignore-scripts'] });

function runOne(check: Check, options: RunOptions): Promise<Outcome> {
  const { file, args } = (options.command ?? npmRun)(check);
  const started = performance.now();
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    const output = check.live ? 'inherit' : 'pipe';
    const child = spawn(file, args, { cwd: options.cwd, stdio: ['ignore', output, output] });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number | null, signal: NodeJS.Signals | null, extra = '') => done({
      script: check.script, code, signal, ms: performance.now() - started, output: Buffer.concat(chunks).toString('utf8') + extra,
    });
    child.on('error', (error) => end(null, null, `\ncould not start ${file}: ${error.message}\n`));
    child.on('close', (code, signal) => end(code, signal));
  });
}

/** How a check ended, in one line. */
export function verdict(outcome: Outcome): string {
  const seconds = `${(outcome.ms / 1000).toFixed(1)} s`;
  if (outcome.code === 0) return `${outcome.script}: passed in ${seconds}`;
  const how = outcome.signal ? `ended by ${outcome.signal}` : outcome.code === null ? 'did not start' : `exit ${String(outcome.code)}`;
  return `${outcome.script}: FAILED (${how}) after ${seconds}`;
}

/**
 * Runs the checks, `slots` at a time in their order (a check with `after` waits in its slot for that
 * one); resolves with every outcome, in that order.
 */
export async function runChecks(checks: readonly Check[], options: RunOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array<Outcome>(checks.length);
  const ended = new Map(checks.map((check) => {
    let end: (outcome: Outcome) => void = () => undefined;
    const promise = new Promise<Outcome>((resolve) => {
      end = resolve;
    });
    return [check.script, { promise, end }] as const;
  }));
  for (const [index, check] of checks.entries()) {
    // a slot waiting for a check no slot has taken yet would wait for ever
    if (check.after !== undefined && !checks.slice(0, index).some((c) => c.script === check.after)) {
      throw new Error(`${check.script} comes after ${check.after}, which is not before it in the run`);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const index = next++;
      const check = checks[index] as Check;
      const first = check.after === undefined ? undefined : await ended.get(check.after)?.promise;
      const outcome = first && first.code !== 0
        ? { script: check.script, code: null, signal: null, ms: 0, output: `not started: ${verdict(first)}\n` }
        : await runOne(check, options);
      outcomes[index] = outcome;
      ended.get(check.script)?.end(outcome);
      options.write(`\n── ${verdict(outcome)}\n${outcome.output.trimEnd()}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.slots, checks.length)) }, worker));
  return outcomes;
}

async function main(): Promise<void> {
  const given = process.argv.slice(2);
  if (given.length > 1 || (given.length === 1 && given[0] !== '--tests')) {
    console.error(`checks: takes no argument but --tests (got ${given.join(' ')}); it runs ${CHECKS.map((c) => c.script).join(', ')}, `
      + `and with --tests ${TESTS.script} after ${String(TESTS.after)}`);
    process.exit(2);
  }
  const started = performance.now();
  const outcomes = await runChecks(given.length === 1 ? [...CHECKS, TESTS] : CHECKS, {
    cwd: resolve(import.meta.dirname, '..'),
    slots: availableParallelism(),
    write: (text) => process.stdout.write(text),
  });
  const failed = outcomes.filter((o) => o.code !== 0);
  const total = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`\nchecks: ${failed.length === 0 ? 'all passed' : failed.map(verdict).join('; ')} (${total} in all)`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
