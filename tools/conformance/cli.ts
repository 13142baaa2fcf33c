/**
 * `npm run conformance -- --target <gateway URL>` (issue 53; docs/conformance.md): does a gateway
 * speak the contract, in the portal's wire format, with the signing and replay rules the portal relies
 * on? Runs the kit and writes its reports; exit code 0 when every check passed, 1 when one failed, 2
 * for bad arguments, a bad configuration or a gateway that cannot be reached.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs, USAGE } from './args.ts';
import { loadConfig, selectPersonas } from './config.ts';
import { loadContract, OPERATION_IDS } from './contract.ts';
import { exitCodeOf, type RunSummary } from './model.ts';
import { htmlReport } from './report/html.ts';
import { junitXml } from './report/junit.ts';
import { type Output, progressPrinter, summaryText } from './report/terminal.ts';
import { runConformance } from './run.ts';

export interface Io {
  readonly out: Output;
  readonly err: Output;
  /** Whether the output is a terminal a progress bar can redraw (not a file, not CI). */
  readonly interactive: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Gets the run's result (tests read it). */
  readonly onRun?: (run: RunSummary) => void;
}

function writeReports(run: RunSummary, junit: string, html: string): string[] {
  const written: string[] = [];
  for (const [file, text] of [[junit, junitXml(run)], [html, htmlReport(run)]] as const) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

/** The whole command; resolves with its exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    io.out.write(`${USAGE}\n`);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.err.write(`conformance: ${parsed.message}\n`);
    return 2;
  }
  const { options } = parsed;
  const loaded = loadConfig(options.config, OPERATION_IDS, io.env);
  if ('problem' in loaded) {
    io.err.write(`conformance: ${loaded.problem}\n`);
    return 2;
  }
  const personas = selectPersonas(loaded.config, options.personas);
  if ('problem' in personas) {
    io.err.write(`conformance: ${personas.problem}\n`);
    return 2;
  }
  let contract;
  try {
    contract = loadContract();
  } catch (error) {
    io.err.write(`conformance: ${(error as Error).message}\n`);
    return 2;
  }
  const printer = progressPrinter(io.out, io.interactive);
  const run = await runConformance({
    options, config: loaded.config, personas: personas.personas, contract,
    progress: (e) => (e.kind === 'start' ? printer(0, e.total) : printer(e.done, e.total, e.result)),
  });
  if ('problem' in run) {
    io.err.write(`conformance: ${run.problem}\n`);
    return 2;
  }
  io.onRun?.(run);
  io.out.write(`\n${summaryText(run, writeReports(run, options.junit, options.html))}`);
  return exitCodeOf(run.cases);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const interactive = process.stdout.isTTY && process.env.CI !== 'true';
  const io: Io = {
    out: { write: (t) => process.stdout.write(t) },
    err: { write: (t) => process.stderr.write(t) },
    interactive,
    env: process.env,
  };
  process.exitCode = await main(process.argv.slice(2), io);
  // the client's key pool and sockets may keep the loop alive: the run is over
  setImmediate(() => process.exit());
}
