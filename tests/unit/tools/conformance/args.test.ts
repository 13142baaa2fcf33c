// The conformance kit's arguments (tools/conformance/args.ts, issue 53 item 3): every flag, both
// spellings, and a clear message for anything bad (the CLI then exits 2).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONCURRENCY, DEFAULT_CONFIG, DEFAULT_HTML, DEFAULT_JUNIT, MAX_CONCURRENCY, parseArgs, targetOf, USAGE,
} from '@tools/conformance/args.ts';

const run = (argv: string[]) => {
  const parsed = parseArgs(argv);
  if (parsed.kind !== 'run') throw new Error(`expected a run, got ${JSON.stringify(parsed)}`);
  return parsed.options;
};
const problem = (argv: string[]) => {
  const parsed = parseArgs(argv);
  if (parsed.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(parsed)}`);
  return parsed.message;
};

describe('parseArgs', () => {
  it('has defaults that fit the mock', () => {
    expect(run([])).toEqual({
      config: DEFAULT_CONFIG, only: [], skip: [], concurrency: DEFAULT_CONCURRENCY,
      junit: DEFAULT_JUNIT, html: DEFAULT_HTML, ownsMock: false,
    });
  });

  it('reads every flag, with a space or an equals sign', () => {
    expect(run([
      '--target', 'http://127.0.0.1:4010/', '--config=gw.json', '--only', 'account*,probe:replay-new-key', '--skip=probes',
      '--personas', 'a3sp,maker', '--concurrency', '8', '--rate=2.5', '--junit', 'out/j.xml', '--html=out/r.html', '--seed', '42',
      '--owns-mock',
    ])).toEqual({
      target: 'http://127.0.0.1:4010', config: 'gw.json', only: ['account*', 'probe:replay-new-key'], skip: ['probes'],
      personas: ['a3sp', 'maker'], concurrency: 8, rate: 2.5, junit: 'out/j.xml', html: 'out/r.html', seed: 42, ownsMock: true,
    });
  });

  it('adds up repeated --only, --skip and --personas', () => {
    expect(run(['--only', 'a', '--only', 'b,c', '--skip', 'd', '--skip', 'e', '--personas', 'x', '--personas', 'y'])).toMatchObject({
      only: ['a', 'b', 'c'], skip: ['d', 'e'], personas: ['x', 'y'],
    });
  });

  it('answers --help and -h with the usage', () => {
    expect(parseArgs(['--target', 'x', '--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['-h'])).toEqual({ kind: 'help' });
    expect(USAGE).toContain('--concurrency <n>');
  });
});

describe('parseArgs refuses what it cannot take, with a message', () => {
  it.each([
    [['--frobnicate'], 'unknown option --frobnicate (see --help)'],
    [['gateway'], 'unexpected argument "gateway" (see --help)'],
    [['--target'], '--target needs a value'],
    [['--target', '--only', 'x'], '--target needs a value'],
    [['--target', 'ftp://bank.example'], '--target: only http and https gateways, not ftp:'],
    [['--target', 'bank'], '--target: "bank" is not a URL (for example http://127.0.0.1:4010)'],
    [['--target', 'http://u:p@bank.example'], '--target: no user or password in the URL; the personas log in'],
    [['--target', 'http://bank.example/?x=1'], '--target: the gateway\'s origin and path only, without ?query or #fragment'],
    [['--concurrency', '0'], `--concurrency takes a whole number from 1 to ${String(MAX_CONCURRENCY)}, not "0"`],
    [['--concurrency', '33'], `--concurrency takes a whole number from 1 to ${String(MAX_CONCURRENCY)}, not "33"`],
    [['--concurrency', '2.5'], `--concurrency takes a whole number from 1 to ${String(MAX_CONCURRENCY)}, not "2.5"`],
    [['--rate', '0'], '--rate takes calls per second, more than 0 and at most 1000, not "0"'],
    [['--rate', '1001'], '--rate takes calls per second, more than 0 and at most 1000, not "1001"'],
    [['--rate', '-1'], '--rate takes calls per second, more than 0 and at most 1000, not "-1"'],
    [['--seed', 'abc'], '--seed takes a whole number from 0 to 2147483647, not "abc"'],
    [['--only', 'a,,b'], '--only: an empty name in "a,,b"'],
    [['--skip', 'a b'], '--skip: "a b" is not a name (letters, digits, _ : * . - only)'],
    [['--personas', 'x;y'], '--personas: "x;y" is not a name (letters, digits, _ : * . - only)'],
    [['--junit', ' '], '--junit needs a file name'],
  ])('refuses %j: %s', (argv, message) => {
    expect(problem(argv)).toBe(message);
  });
});

describe('targets, rates and seeds', () => {
  it('keeps a gateway path and drops its trailing slash', () => {
    expect(targetOf('https://gw.bank.example/eis/')).toEqual({ value: 'https://gw.bank.example/eis' });
    expect(targetOf('http://127.0.0.1:4010')).toEqual({ value: 'http://127.0.0.1:4010' });
  });

  it('takes the rate with up to three decimals and the seed up to 2^31-1', () => {
    expect(run(['--rate', '0.5']).rate).toBe(0.5);
    expect(run(['--rate', '1000']).rate).toBe(1000);
    expect(run(['--seed', '0']).seed).toBe(0);
    expect(run(['--seed', '2147483647']).seed).toBe(2147483647);
    expect(problem(['--seed', '2147483648'])).toMatch(/^--seed takes/);
    expect(run(['--concurrency', '1']).concurrency).toBe(1);
    expect(run(['--concurrency', String(MAX_CONCURRENCY)]).concurrency).toBe(MAX_CONCURRENCY);
  });
});
