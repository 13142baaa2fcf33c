// The kit's configuration and selection (tools/conformance/config.ts, select.ts; issue 53 items 1, 3):
// a bad configuration is every problem with its place in the file (the CLI exits 2); values from files
// and the environment; --only, --skip and --personas.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Config, crossCheck, loadConfig, parseConfig, resolveValue, selectPersonas } from '@tools/conformance/config.ts';
import { matches, select, unmatched } from '@tools/conformance/select.ts';
// the portal's forms set zod's messages to Chinese for the whole process; the kit's stay English
import '@/kit/form/schema.ts';

const PUBLIC = `04${'a'.repeat(128)}`;
const PRIVATE = 'b'.repeat(64);
const OPS = new Set(['accountListQry', 'transferSub', 'transAuthSubmit']);

const config = (over: Record<string, unknown> = {}) => ({
  keys: { gatewaySm2PublicKey: PUBLIC, signerPrivateKey: PRIVATE },
  testAccounts: ['6230910000012345678', '6230910000087654321'],
  personas: [{ name: 'a3sp', login: { method: 'password', user: 'a3sp', password: 'env:PW' }, operations: 'rest', roles: ['transactor'] }],
  ...over,
});
const parse = (json: unknown, env: Record<string, string> = { PW: 'secret' }) => parseConfig(JSON.stringify(json), tmpdir(), OPS, env);
const problems = (json: unknown) => {
  const got = parse(json);
  return 'problem' in got ? got.problem.split('\n') : [];
};

describe('parseConfig', () => {
  it('reads a good configuration, its defaults and its env: values', () => {
    const got = parse(config());
    expect('config' in got && got.config).toMatchObject({
      accountChanges: false, sweepAmount: '1.00', inputs: {}, personas: [{ login: { password: 'secret' }, operations: 'rest' }],
    });
  });

  // issue 48: every governed call debits; the sweep sends small amounts so that it cannot drain the test accounts
  it('takes a sweep amount as the contract writes amounts, above zero', () => {
    expect('config' in parse(config({ sweepAmount: '0.01' }))).toBe(true);
    for (const bad of ['1', '0.00', '-1.00', '1.000', '1,000.00']) {
      expect(problems(config({ sweepAmount: bad })), bad).toEqual(['sweepAmount: an amount as the contract writes it, as 1.00']);
    }
  });

  it('reads file: values relative to the configuration', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eis-conf-'));
    writeFileSync(join(dir, 'gw.hex'), `${PUBLIC}\n`);
    const got = parseConfig(JSON.stringify(config({ keys: { gatewaySm2PublicKey: 'file:gw.hex', signerPrivateKey: PRIVATE } })), dir, OPS, { PW: 'x' });
    expect('config' in got && got.config.keys.gatewaySm2PublicKey).toBe(PUBLIC);
    expect(resolveValue('file:missing.hex', dir, {})).toEqual({ problem: 'cannot read missing.hex (relative to the configuration)' });
    expect(resolveValue('plain', dir, {})).toEqual({ value: 'plain' });
  });

  it('names every problem with its place', () => {
    expect(problems({ ...config(), personas: [{ name: 'bad name', login: { method: 'sms' } }], testAccounts: ['12'], extra: 1 })).toEqual([
      'testAccounts[0]: an account number is 10 to 32 digits',
      'personas[0].name: a name of letters, digits, _ . - (up to 40)',
      'personas[0].login.method: Invalid discriminator value. Expected \'password\' | \'token\'',
      '(root): Unrecognized key: "extra"',
    ]);
    expect(problems(config({ keys: { gatewaySm2PublicKey: 'env:NOPE' } }))).toEqual([
      'keys.gatewaySm2PublicKey: the environment has no NOPE',
      'keys.signerPrivateKey: Invalid input: expected string, received undefined',
    ]);
    expect(parseConfig('{oops', tmpdir(), OPS)).toEqual({ problem: expect.stringMatching(/^not JSON: /) as unknown });
  });
});

describe('parseConfig across the file', () => {
  it('checks names, operations, accounts and keys across the file', () => {
    const persona = (name: string, operations: unknown, accounts?: unknown) =>
      ({ name, login: { method: 'token', token: 't' }, operations, ...(accounts ? { accounts } : {}) });
    expect(problems(config({
      keys: { gatewaySm2PublicKey: '04abc', signerPrivateKey: 'xyz' },
      personas: [persona('a', 'rest'), persona('a', 'rest'), persona('b', ['nope', 'transferSub']), persona('c', ['transferSub'], { payer: '6230910000099999999', payee: '6230910000087654321' })],
      inputs: { ghostQry: { A: '1' } },
    }))).toEqual([
      'personas: the name "a" is given twice',
      'personas: only one persona may take "rest" of the operations',
      'personas[2].operations: "nope" is not an operation of the contract',
      'personas[3].operations: "transferSub" is b\'s already',
      'personas[3].accounts: 6230910000099999999 is not in testAccounts',
      'inputs: "ghostQry" is not an operation of the contract',
      'keys.gatewaySm2PublicKey: not an SM2 public key (04 and 128 hex digits)',
      'keys.signerPrivateKey: not an SM2 private key (64 hex digits)',
    ]);
  });

  it('loads a file, or says it cannot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eis-conf-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ personas: [] }));
    expect(loadConfig(join(dir, 'none.json'), OPS)).toEqual({ problem: `cannot read the configuration ${join(dir, 'none.json')}` });
    const bad = loadConfig(join(dir, 'bad.json'), OPS);
    expect('problem' in bad && bad.problem.split('\n')[0]).toBe(`configuration ${join(dir, 'bad.json')}:`);
    expect('problem' in bad && bad.problem).toContain('\n  keys: Invalid input: expected object, received undefined');
  });

  it('loads the kit\'s own configuration for the mock', () => {
    const got = loadConfig('tools/conformance/mock.config.json', new Set(['authRuleQry', 'autoModeAdd', 'autoModeDelete', 'autoModeUpdate',
      'elecOrderSigningUpd', 'enterpriseAcctUpd', 'enterpriseUserListQry', 'enterpriseUserUpd', 'messageListQry', 'openServeUpdate',
      'tradingOrderMngUpdate', 'instructionDetailQry', 'transAuthSubmit', 'authRuleReview']));
    expect('config' in got && got.config.personas.map((p) => p.name))
      .toEqual(['a3sp', 'admin', 'a2', 'maker', 'checker1', 'dcadmin', 'dcadmin2']);
    expect('config' in got && crossCheck(got.config, new Set())).toHaveLength(14);
  });
});

describe('selectPersonas', () => {
  const got = parse(config({ personas: [
    { name: 'a', login: { method: 'token', token: 't' } }, { name: 'b', login: { method: 'token', token: 't' } },
  ] }));
  const cfg = ('config' in got ? got.config : undefined) as Config;

  it('keeps all, or the ones named, or names the unknown', () => {
    expect(selectPersonas(cfg, undefined)).toEqual({ personas: cfg.personas });
    expect(selectPersonas(cfg, ['b'])).toEqual({ personas: [cfg.personas[1]] });
    expect(selectPersonas(cfg, ['b', 'z', 'y'])).toEqual({ problem: '--personas: z, y not in the configuration (a, b)' });
  });
});

describe('select', () => {
  const items = [
    { id: 'operation:accountListQry', names: ['accountListQry', 'account', 'operation:accountListQry', 'operations'] },
    { id: 'operation:transferSub', names: ['transferSub', 'transfer', 'operation:transferSub', 'operations'] },
    { id: 'probe:replay-new-key', names: ['replay-new-key', 'probe:replay-new-key', 'signing', 'probes'] },
  ];
  const ids = (only: string[], skip: string[] = []) => select(items, only, skip).map((i) => i.id);

  it('runs all by default, only what --only names, less what --skip names', () => {
    expect(ids([])).toHaveLength(3);
    expect(ids(['account'])).toEqual(['operation:accountListQry']);
    expect(ids(['operations'], ['transfer*'])).toEqual(['operation:accountListQry']);
    expect(ids(['probe:*'])).toEqual(['probe:replay-new-key']);
    expect(ids(['*Sub', 'signing'])).toEqual(['operation:transferSub', 'probe:replay-new-key']);
    expect(ids([], ['probes'])).toEqual(['operation:accountListQry', 'operation:transferSub']);
  });

  it('matches whole names, without regard to case, with * as a wildcard and nothing else special', () => {
    expect(matches('ACCOUNT*', 'accountListQry')).toBe(true);
    expect(matches('account', 'accountListQry')).toBe(false);
    expect(matches('a.c', 'abc')).toBe(false);
    expect(matches('probe:replay-*', 'probe:replay-new-key')).toBe(true);
  });

  it('names the patterns that match nothing', () => {
    expect(unmatched(items, ['account', 'acount', 'probe:nope'])).toEqual(['acount', 'probe:nope']);
  });
});
