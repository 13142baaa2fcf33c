import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface RunningPrism {
  url: string;
  /** Milliseconds from spawn to its first answer. */
  startupMs: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Prism's own log is kept to its last 16 KB, for the message when it does not start: it logs several
 * lines for every call at its default level (about 600 bytes a call), which the mock's traffic log
 * says better, and a shared mock answers hundreds of thousands of calls.
 */
const LOG_TAIL = 16 * 1024;

/**
 * Its errors only: at its default level (info) Prism formats those lines for every call, about a fifth
 * of its time per call (p50 4.6 ms against 3.6 ms for userInfoThree, one call at a time).
 */
const LOG_LEVEL = 'error';

/**
 * Whether Prism answers at `url`: its problem for a path the contract does not have (not another
 * server that took the port meanwhile).
 */
export async function prismAnswers(url: string): Promise<boolean> {
  try {
    const text = await (await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })).text();
    return text.includes('stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR');
  } catch {
    return false;
  }
}

/**
 * Starts Prism's mock server over a contract file on a free loopback port, from
 * node_modules/.bin (not npx: killing an npx PID leaves the server listening), and waits until it
 * answers. stop() ends it by its PID.
 */
export async function startPrism(contract: string, extraArgs: string[] = []): Promise<RunningPrism> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    resolve(ROOT, 'node_modules/.bin/prism'),
    ['mock', contract, '--host', '127.0.0.1', '--port', String(port), '--errors', 'false', '--verboseLevel', LOG_LEVEL, ...extraArgs],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${log}`);
    if (await prismAnswers(url)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`prism did not start in 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    startupMs: Math.round(performance.now() - started),
    process: child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) {
          done();
          return;
        }
        child.once('exit', () => {
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
