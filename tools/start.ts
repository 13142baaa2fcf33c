/**
 * `npm start`: the mock gateway (Prism over the contract, mock-server/) and the portal's dev server,
 * which proxies /api to it. The dev server starts once the mock answers, and the URL is printed once
 * both do (issue 49 item 2: a URL opened the moment it showed met 502s, 银行公告 加载失败 and the fallback
 * menu). Ctrl-C (or either process ending) stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { portFromEnv, portInUse } from '../mock-server/ports.ts';
import { waitUntilAnswers } from './ready.ts';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

/** How long each server may take to answer before `npm start` gives up (Prism alone takes about 2 s). */
const READY_MS = 120_000;

interface Service {
  name: string;
  command: string;
  args: string[];
  port: number;
  envName: string;
  /** What answers once the service is up: the mock's control routes, the portal's page. */
  readyUrl: string;
}

async function main(): Promise<void> {
  const port = portFromEnv('PORT', 5173);
  const mockPort = portFromEnv('MOCK_PORT', 4010);
  const portal = `http://127.0.0.1:${port}/eis-demo/`;
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const mock: Service = {
    name: 'mock gateway', command: bin('tsx'), args: ['mock-server/index.ts', '--quiet', '--portal-url', portal], port: mockPort, envName: 'MOCK_PORT',
    readyUrl: `${mockUrl}/__mock/faults`,
  };
  const devServer: Service = {
    name: 'portal', command: bin('vite'), args: ['--clearScreen', 'false'], port, envName: 'PORT', readyUrl: portal,
  };

  for (const s of [mock, devServer]) {
    if (await portInUse(s.port)) {
      console.error(
        `${s.name}: port ${s.port} on 127.0.0.1 is taken; stop what uses it or set ${s.envName}=<free port>`,
      );
      process.exit(1);
    }
  }

  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const run = async (s: Service): Promise<void> => {
    const child = spawn(s.command, s.args, { cwd: root, stdio: 'inherit', env: process.env });
    const ended = new Promise<never>((_, fail) => {
      child.on('exit', (code) => {
        if (!stopping) console.error(`${s.name} stopped (exit ${code ?? 'signal'}); stopping the rest`);
        stopAll(code ?? 1);
        fail(new Error(`${s.name} stopped before it answered`));
      });
    });
    children.push(child);
    // the next one starts, and the URL shows, only once this one answers
    await Promise.race([waitUntilAnswers(s.readyUrl, { timeoutMs: READY_MS }), ended]);
  };
  console.log('  Starting the mock gateway, then the portal...');
  try {
    await run(mock);
    await run(devServer);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stopAll(1);
    return;
  }
  console.log(`\n  EIS Portal: ${portal}   (mock gateway: ${mockUrl})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
