// `npm run conformance`'s command line (issue 53 item 3): bad arguments, a bad configuration or a
// gateway that cannot be reached give a clear message and exit code 2, before any call is made.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '@tools/conformance/cli.ts';

async function cli(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: { write: (t) => (out += t) }, err: { write: (t) => (err += t) }, interactive: false, env: {},
  });
  return { code, out, err };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

function configFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'eis-conformance-cli-')), 'gateway.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('npm run conformance: what stops it before it starts (exit code 2)', () => {
  it('prints its usage for --help, exit code 0', async () => {
    const { code, out } = await cli(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('npm run conformance -- --target <gateway URL> [options]');
  });

  it.each([
    [['--frobnicate'], 'conformance: unknown option --frobnicate (see --help)\n'],
    [['--concurrency', 'many'], 'conformance: --concurrency takes a whole number from 1 to 32, not "many"\n'],
    [['--personas', 'nobody'], 'conformance: --personas: nobody not in the configuration (a3sp, admin, a2, maker, checker1, dcadmin, dcadmin2)\n'],
    [['--only', 'acountListQry'], 'conformance: --only/--skip: acountListQry names no operation and no probe\n'],
  ])('refuses %j', async (argv, message) => {
    const { code, err } = await cli(argv);
    expect(err).toBe(message);
    expect(code).toBe(2);
  });

  it('names every problem of a configuration with its place in the file', async () => {
    const file = configFile({ keys: { gatewaySm2PublicKey: '04ab' }, testAccounts: [], personas: [] });
    const { code, err } = await cli(['--config', file]);
    expect(code).toBe(2);
    expect(err).toBe(`conformance: configuration ${file}:\n` +
      '  keys.signerPrivateKey: Invalid input: expected string, received undefined\n' +
      '  testAccounts: Too small: expected array to have >=1 items\n' +
      '  personas: Too small: expected array to have >=1 items\n');
    expect((await cli(['--config', configFile('{')])).err).toMatch(/^conformance: configuration .*:\n {2}not JSON: /);
    expect((await cli(['--config', 'no/such.json'])).err).toBe('conformance: cannot read the configuration no/such.json\n');
  });

  it('says when the gateway cannot be reached', async () => {
    const target = `http://127.0.0.1:${String(await closedPort())}`;
    const { code, err } = await cli(['--target', target]);
    expect(code).toBe(2);
    expect(err).toMatch(new RegExp(`^conformance: cannot reach the gateway at ${target}: `));
  });

  it('resets only a mock it was told it owns, and only a mock', async () => {
    const config = JSON.parse(JSON.stringify({ ...(await import('@tools/conformance/mock.config.json')).default })) as Record<string, unknown>;
    delete config.controlPlane;
    for (const key of ['gatewaySm2PublicKey', 'signerPrivateKey'] as const) {
      const keys = config.keys as Record<string, string>;
      keys[key] = keys[key]?.replace('file:../../', `file:${process.cwd()}/`) ?? '';
    }
    const { code, err } = await cli(['--config', configFile(config), '--owns-mock']);
    expect(err).toBe('conformance: --owns-mock needs a mock gateway: "controlPlane": "eis-mock" in the configuration\n');
    expect(code).toBe(2);
  });

  it('exits with the code as a process', () => {
    const run = spawnSync('node_modules/.bin/tsx', ['tools/conformance/cli.ts', '--frobnicate'], { encoding: 'utf8' });
    expect(run.stderr).toBe('conformance: unknown option --frobnicate (see --help)\n');
    expect(run.status).toBe(2);
  }, 30_000);
});
