// The conformance kit on broken gateways (issue 53 item 4): the mock behind a proxy with one
// deliberate defect each (./defect-proxy.ts). Each defect is reported with its operation and the
// reason, and the exit code is 1; the same selection against the mock itself passes, so it is the
// defect the kit finds. A representative selection per defect (the full run is ./kit.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '@mock/server.ts';
import { DEFECTS, type DefectName, startDefectProxy } from './defect-proxy.ts';
import { failedCases, failures, runKit } from './support.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock({ port: 0, prism: sharedPrism() });
}, 60_000);

afterAll(async () => {
  await mock.close();
});

interface Expected {
  /** What the kit runs against the broken gateway. */
  readonly only: string;
  /** The case that must fail, the check that must fail in it and what its reason says. */
  readonly caseId: string;
  readonly check: string;
  readonly reason: RegExp;
}

const EXPECTED: Readonly<Record<DefectName, Expected>> = {
  'missing-field': {
    only: 'accountListQry', caseId: 'operation:accountListQry', check: 'example: schema',
    reason: new RegExp(String.raw`body\.LIST\[0\]\.ACCT_NAME: missing: the contract requires it \(string\) ` +
      String.raw`\(#/components/schemas/AccountItem/properties/ACCT_NAME\)`),
  },
  'wrong-type': {
    only: 'accountTransDetailQry', caseId: 'operation:accountTransDetailQry', check: 'example: schema',
    reason: /body\.TOTAL: expected number, got string "[0-9]+"/,
  },
  'wrong-enum': {
    only: 'accountTransDetailQry', caseId: 'operation:accountTransDetailQry', check: 'example: schema',
    reason: /body\.LIST\[0\]\.DC_FLAG: "X" is not one of "D", "C"/,
  },
  'missing-status': {
    only: 'bankBranchQry', caseId: 'operation:bankBranchQry', check: 'example: head',
    reason: /the head has no STATUS/,
  },
  'replay-booked': {
    only: 'probe:replay-new-key', caseId: 'probe:replay-new-key', check: 'replay, new key: SG0012 refusal',
    reason: /expected the refusal SG0012, got 000000/,
  },
  'unsigned-field-accepted': {
    only: 'probe:foreign-field', caseId: 'probe:foreign-field', check: 'a foreign field: SG0009 refusal',
    reason: /expected the refusal SG0009, got 000000/,
  },
  'plain-answer': {
    only: 'bankAnnouncementListQry', caseId: 'operation:bankAnnouncementListQry', check: 'example: sealed answer',
    reason: /a sealed call was answered in plain \(STATUS 000000\)/,
  },
};

const kitAgainst = (target: string, only: string) => runKit(['--target', target, '--only', only, '--personas', 'a3sp', '--seed', '53']);

describe('the kit on broken gateways (issue 53 item 4)', () => {
  it('passes the same selection against the mock itself', async () => {
    const only = [...new Set(Object.values(EXPECTED).map((e) => e.only))].join(',');
    const result = await kitAgainst(mock.url, only);
    expect(failures(result.run)).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);

  it.each(Object.entries(EXPECTED) as Array<[DefectName, Expected]>)('reports %s with its operation and reason, exit code 1', async (name, expected) => {
    const proxy = await startDefectProxy(mock.url, DEFECTS[name]);
    try {
      const result = await kitAgainst(proxy.url, expected.only);
      expect(proxy.applied(), 'the defect was applied').toBeGreaterThan(0);
      expect(result.code).toBe(1);
      const failed = failedCases(result.run).find((c) => c.id === expected.caseId);
      const check = failed?.checks.find((k) => k.name === expected.check);
      expect(check?.verdict, failures(result.run).join('\n')).toBe('fail');
      expect(check?.reason).toMatch(expected.reason);
      // the terminal summary names the case and the reason, as CI's log shows it
      expect(result.out).toContain(`  ${expected.caseId}`);
      expect(result.out).toContain(`    ${expected.check}: `);
      expect(result.junit).toContain(expected.check);
    } finally {
      await proxy.close();
    }
  }, 120_000);
});
