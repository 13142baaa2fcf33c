// `npm run audit` says clearly when no advisory database is reachable instead of reporting a clean
// result (issue 15, Also). The answers below are npm audit --json's shapes (the 405 one as these
// machines' registry gives it).
import { describe, expect, it } from 'vitest';
import { auditOutcome } from '../../tools/audit.ts';

describe('npm run audit (issue 15, Also)', () => {
  it('an error answer of the registry is "not checked", never clean', () => {
    const message = '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
    const answer = JSON.stringify({ message, statusCode: 405 });
    expect(auditOutcome(answer)).toEqual({ kind: 'unreachable', reason: expect.stringContaining('HTTP 405') as string });
    expect(auditOutcome('').kind).toBe('unreachable');
    expect(auditOutcome(JSON.stringify({ error: { code: 'ENOAUDIT', summary: 'audit endpoint returned an error' } })).kind).toBe('unreachable');
  });
  it('a report: clean or the counts found', () => {
    const report = (v: Record<string, number>) =>
      JSON.stringify({ metadata: { vulnerabilities: v, dependencies: { prod: 40 } } });
    expect(auditOutcome(report({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 }))).toEqual({ kind: 'clean', dependencies: 40 });
    expect(auditOutcome(report({ low: 0, high: 2, total: 2 }))).toEqual({ kind: 'vulnerable', counts: { high: 2 } });
  });
});
