/**
 * `npm start`: the mock gateway (Prism over the contract, mock-server/) and the portal's dev server,
 * which proxies /api to it. Prints the URLs; Ctrl-C (or either process ending) stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { portFromEnv, portInUse } from './ports.ts';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

interface Service {
  name: string;
  command: string;
  args: string[];
  port: number;
  envName: string;
}

async function main(): Promise<void> {
  const port = portFromEnv('PORT', 5173);
  const mockPort = portFromEnv('MOCK_PORT', 4010);
  const services: Service[] = [
    { name: 'mock gateway', command: bin('tsx'), args: ['mock-server/index.ts', '--quiet'], port: mockPort, envName: 'MOCK_PORT' },
    { name: 'portal', command: bin('vite'), args: ['--clearScreen', 'false'], port, envName: 'PORT' },
  ];

  for (const s of services) {
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

  for (const s of services) {
    const child = spawn(s.command, s.args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => {
      if (!stopping) console.error(`${s.name} stopped (exit ${code ?? 'signal'}); stopping the rest`);
      stopAll(code ?? 1);
    });
    children.push(child);
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  console.log(`\n  EIS Portal: http://127.0.0.1:${port}/eis-demo/   (mock gateway: http://127.0.0.1:${mockPort})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
