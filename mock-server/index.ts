/**
 * `npm run mock [-- --dynamic] [-- --quiet]`: Prism over the contract behind the gateway, on
 * 127.0.0.1:${MOCK_PORT:-4010}. Ctrl-C stops both.
 */
import { portFromEnv } from '../tools/ports.ts';
import { startMock } from './server.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--dynamic' && a !== '--quiet');
if (unknown.length > 0) {
  console.error(`mock: unknown argument ${unknown.join(' ')}\nusage: npm run mock [-- --dynamic] [--quiet]`);
  process.exit(2);
}

try {
  const mock = await startMock({
    port: portFromEnv('MOCK_PORT', 4010),
    dynamic: args.includes('--dynamic'),
    ...(args.includes('--quiet') ? {} : { log: (line: string) => console.log(`mock: ${line}`) }),
  });
  console.log(
    `\n  Mock gateway: ${mock.url}  (Prism ${args.includes('--dynamic') ? 'dynamic' : 'examples'} on ${mock.prism.url}, ready in ${mock.prism.startupMs} ms)\n` +
    `  Personas and faults: mock-server/README.md\n`,
  );
  const stop = () => {
    void mock.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
