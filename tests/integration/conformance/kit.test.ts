// The conformance kit against the mock gateway, in full (issue 53 item 4: "against the mock the kit
// passes completely"): every operation of the contract through the portal's own client, every probe
// of the protocol's promises, the reports a backend team and CI read. One run, read by several tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '@mock/server.ts';
import { testKeys } from '../../support/keys.ts';
import { caseVerdict } from '@tools/conformance/model.ts';
import { PROBES } from '@tools/conformance/probes/index.ts';
import { loadBundle } from '../../contract/load.ts';
import { failedCases, failures, type KitRun, runKit } from './support.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

/** The contract's operations, counted from its bundle, not by the kit. */
const OPERATIONS = Object.values(loadBundle().paths as Record<string, object>).length;

let mock: RunningMock;
let result: KitRun;

beforeAll(async () => {
  mock = await startMock({ port: 0, prism: sharedPrism() });
  result = await runKit(['--target', mock.url, '--owns-mock', '--seed', '53', '--concurrency', '4']);
}, 600_000);

afterAll(async () => {
  await mock.close();
});

describe('the conformance kit against the mock gateway (issue 53)', () => {
  it('calls every operation of the contract and passes every check', () => {
    const run = result.run;
    expect(run?.operations).toMatchObject({ total: OPERATIONS, exercised: OPERATIONS, notExercised: [] });
    expect(failedCases(run).map((c) => c.id), failures(run).join('\n')).toEqual([]);
    expect(result.code).toBe(0);
    expect(run?.cases.filter((c) => c.kind === 'operation' && caseVerdict(c) === 'skip')).toEqual([]);
    console.log(result.out.slice(result.out.indexOf('Conformance of')).split('\n').slice(0, 8).join('\n'));
  });

  it('runs every probe, the expired challenge through the mock\'s control call', () => {
    const probes = (result.run?.cases ?? []).filter((c) => c.kind === 'probe');
    expect(probes.map((c) => c.id)).toEqual(PROBES.map((p) => `probe:${p.name}`));
    expect(probes.filter((c) => caseVerdict(c) === 'skip')).toEqual([]);
    const expired = probes.find((c) => c.id === 'probe:expired-challenge');
    expect(expired?.checks.map((k) => [k.name, k.verdict])).toContainEqual(['after expiry: SG0011 refusal', 'pass']);
    // the bank's date, by the gateway's clock: it failed at 23:58 UTC before the mock took Shanghai's date
    expect(probes.find((c) => c.id === 'probe:bank-date')?.checks.at(-1)).toEqual({ name: 'booked on the bank\'s date', verdict: 'pass' });
  });

  // issue 48: a refusal after the signature was verified is final; the kit saw the mock book the copy
  // before the mock kept that promise
  it('the refused-then-resent probe: the first answer again, and the copy booked nowhere', () => {
    const probe = result.run?.cases.find((c) => c.id === 'probe:refused-then-resent');
    const verdicts = new Map(probe?.checks.map((k) => [k.name, k.verdict]));
    expect(verdicts.get('above the balance: status')).toBe('pass');
    expect(verdicts.get('first answer again')).toBe('pass');
    expect(verdicts.get('the copy: not booked (transStatusQry)')).toBe('pass');
    expect(verdicts.get('the copy: not booked (ledger)')).toBe('pass');
  });

  it('prints the summary: operations exercised of the total, checks, wall time', () => {
    const all = String(OPERATIONS);
    expect(result.out).toContain(`operations exercised  ${all} of ${all} (100.0%)`);
    expect(result.out).toMatch(/checks {16}[0-9,]+: [0-9,]+ passed, [0-9,]+ failed, [0-9,]+ skipped/);
    expect(result.out).toMatch(/wall time {13}[0-9]/);
  });

  it('writes a JUnit report with a test case per case, none failed', () => {
    const junit = result.junit ?? '';
    expect(junit.match(/<testcase /g)?.length).toBe(result.run?.cases.length);
    expect(junit).toContain('<testsuite name="operations.account"');
    expect(junit).toContain('classname="conformance.probes.signing"');
    expect(junit).not.toContain('<failure');
  });

  it('writes one self-contained HTML report with every secret masked', () => {
    const html = result.html ?? '';
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">');
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
    expect(html).toContain('id="case-operation-accountListQry"');
    // the persona's password, the wrapped call keys, the signing key: never in the report
    expect(html).not.toContain('Eis@2026');
    expect(html).not.toContain(testKeys.ukeyPrivate);
    expect(html).toMatch(/&quot;PASSWORD&quot;: &quot;\*\*\*&quot;/);
    expect(html).toMatch(/x-eis-key: \*\*\*/i);
    expect(html).toMatch(/&quot;SIGN_DATA&quot;: &quot;[A-Za-z0-9+/]{12}… \([0-9]+ characters\)&quot;/);
  });
});
