import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface RunningPrism {
  url: string;
  /** Milliseconds from spawn to "Prism is listening". */
  startupMs: number;
  process: ChildProcess;
  stop: () => Promise<void>;
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
    ['mock', contract, '--host', '127.0.0.1', '--port', String(port), '--errors', 'false', ...extraArgs],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${log}`);
    if (/Prism is listening/.test(log)) break;
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
