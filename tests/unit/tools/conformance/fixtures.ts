// A small conformance run for the reporters' tests: a passed operation, a failed one with differences,
// a skipped probe, a failed probe and a login, with texts that need escaping.
import type { CaseResult, Exchange, RunSummary } from '@tools/conformance/model.ts';

export const exchange = (over: Partial<Exchange> = {}): Exchange => ({
  operationId: 'accountListQry',
  persona: 'a3sp',
  label: 'example',
  sent: { ACCT_NO: '6230910000012345678', PASSWORD: '04secret-cipher' },
  sealedCall: true,
  wireRequest: { headers: { 'x-eis-key': '04wrapped', 'cookie': 'EIS_SESSION=abc' }, body: '#10payload' },
  wireAnswer: { status: 200, headers: { 'set-cookie': 'EIS_SESSION=def; Path=/' }, body: '#10answer' },
  opened: { head: { STATUS: '000000', MSG: '交易成功' }, body: { LIST: [{ ACCT_NAME: '<b>浙江</b>' }] } },
  sealedAnswer: true,
  client: { ok: true, body: {} },
  ms: 12,
  ...over,
});

export const passed: CaseResult = {
  id: 'operation:accountListQry', kind: 'operation', title: 'accountListQry 账户列表', group: 'account', operationId: 'accountListQry',
  persona: 'a3sp', checks: [{ name: 'example: schema', verdict: 'pass' }], exchanges: [exchange()], ms: 120,
};

export const failedOperation: CaseResult = {
  id: 'operation:accountTransDetailQry', kind: 'operation', title: 'accountTransDetailQry 明细 & <script>', group: 'account',
  operationId: 'accountTransDetailQry', persona: 'a3sp',
  checks: [
    { name: 'example: head', verdict: 'pass' },
    {
      name: 'example: schema', verdict: 'fail', reason: 'the answer differs from the contract: body.TOTAL: expected number, got string "3"',
      differences: [{ path: 'body.TOTAL', problem: 'expected number, got string "3"', schema: '#/paths/~1api/x' }],
    },
  ],
  exchanges: [exchange({ operationId: 'accountTransDetailQry', client: { ok: false, status: 'BAD_RESPONSE', message: '服务异常' } })],
  ms: 2500,
};

export const skippedProbe: CaseResult = {
  id: 'probe:expired-challenge', kind: 'probe', title: 'expired-challenge: a signed request whose challenge expired', group: 'signing',
  checks: [{ name: 'expired challenge', verdict: 'skip', reason: 'needs a control plane' }], exchanges: [], ms: 1,
};

export const failedProbe: CaseResult = {
  id: 'probe:replay-new-key', kind: 'probe', title: 'replay-new-key: a replay is refused', group: 'signing',
  checks: [{ name: 'replay: SG0012 refusal', verdict: 'fail', reason: 'expected the refusal SG0012, got 000000 "交易成功"\u0001' }],
  exchanges: [], ms: 900,
};

export const login: CaseResult = {
  id: 'setup:a3sp', kind: 'setup', title: 'log in as a3sp', group: 'sessions', persona: 'a3sp',
  checks: [{ name: 'login: status', verdict: 'pass' }], exchanges: [], ms: 800,
};

export const RUN: RunSummary = {
  target: 'http://127.0.0.1:4010',
  startedAt: '2026-11-28T10:00:00.000Z',
  ms: 75_400,
  seed: 53,
  operations: { total: 271, exercised: 269, notExercised: [{ operationId: 'tokenLogin', reason: 'no token' }, { operationId: 'x', reason: 'not selected (--only, --skip)' }] },
  cases: [login, passed, failedOperation, skippedProbe, failedProbe],
};
