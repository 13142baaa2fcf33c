// The conformance kit's reports (issue 53 item 3): the JUnit XML CI reads, the terminal's progress and
// summary, the self-contained HTML page; every text escaped, every secret masked.
import { beforeEach, describe, expect, it } from 'vitest';
import { caseVerdict, countCases, countChecks, exitCodeOf } from '@tools/conformance/model.ts';
import { escapeHtml, htmlReport } from '@tools/conformance/report/html.ts';
import { checkText, junitXml, suiteOf, xmlSafe, xmlText } from '@tools/conformance/report/junit.ts';
import { duration, progressLine, progressPrinter, summaryText } from '@tools/conformance/report/terminal.ts';
import { failedOperation, failedProbe, login, passed, RUN, skippedProbe } from './fixtures.ts';

describe('verdicts and counts', () => {
  it('a case fails with any failed check, is skipped when all are, else passes', () => {
    expect([passed, failedOperation, skippedProbe, failedProbe].map(caseVerdict)).toEqual(['pass', 'fail', 'skip', 'fail']);
    expect(caseVerdict({ checks: [] })).toBe('skip');
    expect(caseVerdict({ checks: [{ name: 'a', verdict: 'skip' }, { name: 'b', verdict: 'pass' }] })).toBe('pass');
  });

  it('counts checks and cases; exit code 1 on any failed check', () => {
    expect(countChecks(RUN.cases)).toEqual({ pass: 3, fail: 2, skip: 1 });
    expect(countCases(RUN.cases)).toEqual({ pass: 2, fail: 2, skip: 1 });
    expect(exitCodeOf(RUN.cases)).toBe(1);
    expect(exitCodeOf([passed, skippedProbe])).toBe(0);
  });
});

describe('junitXml', () => {
  let xml = '';
  beforeEach(() => {
    xml = junitXml(RUN);
  });

  it('has a suite per area and probe family, a case per case', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance http://127.0.0.1:4010" ' +
      'tests="5" failures="2" errors="0" skipped="1" time="75.400" timestamp="2026-11-28T10:00:00.000Z">')).toBe(true);
    expect(xml).toContain('<testsuite name="setup.sessions" tests="1" failures="0" errors="0" skipped="0" time="0.800">');
    expect(xml).toContain('<testsuite name="operations.account" tests="2" failures="1" errors="0" skipped="0" time="2.620">');
    expect(xml).toContain('<testsuite name="probes.signing" tests="2" failures="1" errors="0" skipped="1" time="0.901">');
    expect(xml).toContain('<testcase classname="conformance.operations.account" name="accountListQry 账户列表 (a3sp)" time="0.120"/>');
    expect([passed, skippedProbe, login].map(suiteOf)).toEqual(['operations.account', 'probes.signing', 'setup.sessions']);
  });

  it('writes a failure with every failed check, its reason and differences, escaped', () => {
    expect(xml).toContain('name="accountTransDetailQry 明细 &amp; &lt;script&gt; (a3sp)"');
    expect(xml).toContain('<failure message="example: schema: the answer differs from the contract: body.TOTAL: expected number, got string &quot;3&quot;" type="example: schema">');
    expect(xml).toContain('body.TOTAL: expected number, got string &quot;3&quot; (#/paths/~1api/x)</failure>');
    expect(xml).toContain('<skipped message="needs a control plane"/>');
    expect(xml).toContain('got 000000 &quot;交易成功&quot;\\u0001');
    expect(xml).not.toContain('\u0001');
  });

  it('keeps what XML can hold and writes out the rest', () => {
    expect(xmlSafe('a\tb\nc\rd')).toBe('a\tb\nc\rd');
    expect(xmlSafe('\u0000\u001f\uffff')).toBe('\\u0000\\u001F\\uFFFF');
    expect(xmlSafe('😀')).toBe('😀');
    expect(xmlSafe('\ud83d')).toBe('\\uD83D');
    expect(xmlSafe('x\ude00')).toBe('x\\uDE00');
    expect(xmlText(`<a href='x'>&"`)).toBe('&lt;a href=&apos;x&apos;&gt;&amp;&quot;');
    expect(checkText({ name: 'n', verdict: 'fail' })).toBe('n: fail');
  });
});

describe('terminal', () => {
  it('draws the progress bar', () => {
    expect(progressLine(0, 300, 0, 10)).toBe('[..........]   0/300  no failures');
    expect(progressLine(150, 300, 3, 10)).toBe('[#####.....] 150/300  3 failed');
    expect(progressLine(300, 300, 1, 10)).toBe('[##########] 300/300  1 failed');
    expect(progressLine(0, 0, 0, 4)).toBe('[####] 0/0  no failures');
  });

  it('writes durations', () => {
    expect(duration(4_240)).toBe('4.2 s');
    expect(duration(75_400)).toBe('1 min 15 s');
    expect(duration(600_000)).toBe('10 min 0 s');
  });

  it('sums the run up: exercised of total, checks, cases, probes, time, what was missed, the failures', () => {
    const text = summaryText(RUN, ['out/junit.xml']);
    expect(text).toContain('Conformance of http://127.0.0.1:4010 (seed 53)');
    expect(text).toContain('  operations exercised  269 of 271 (99.3%)');
    expect(text).toContain('  checks                6: 3 passed, 2 failed, 1 skipped');
    expect(text).toContain('  operation cases       2: 1 passed, 1 failed, 0 skipped');
    expect(text).toContain('  probes                2: 0 passed, 1 failed, 1 skipped');
    expect(text).toContain('  calls                 2');
    expect(text).toContain('  wall time             1 min 15 s');
    expect(text).toContain('Not exercised (2):\n  tokenLogin: no token\n  1 operations not selected (--only, --skip)');
    expect(text).toContain('Probes skipped:\n  probe:expired-challenge: needs a control plane');
    expect(text).toContain('Failed (2):\n  operation:accountTransDetailQry (a3sp)\n    example: schema: the answer differs');
    expect(text).toContain('  probe:replay-new-key\n    replay: SG0012 refusal: expected the refusal SG0012');
    expect(text.endsWith('Reports: out/junit.xml\n')).toBe(true);
  });

  it('prints plain lines when not on a terminal: every tenth and every failure', () => {
    let out = '';
    const print = progressPrinter({ write: (t) => (out += t) }, false);
    print(0, 20);
    for (let i = 1; i <= 20; i += 1) print(i, 20, i === 7 ? failedOperation : passed);
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('[..............................]  0/20  no failures');
    expect(lines).toContain('FAIL operation:accountTransDetailQry (a3sp)');
    expect(lines.filter((l) => l.startsWith('['))).toHaveLength(11);
    expect(lines.at(-1)).toBe('[##############################] 20/20  1 failed');
  });

  it('redraws one line on a terminal', () => {
    let out = '';
    const print = progressPrinter({ write: (t) => (out += t) }, true);
    print(1, 2, passed);
    print(2, 2, failedProbe);
    expect(out.split('\r')).toHaveLength(3);
    expect(out.endsWith('\n')).toBe(true);
    expect(out).not.toContain('FAIL ');
  });
});

describe('htmlReport', () => {
  let html = '';
  beforeEach(() => {
    html = htmlReport(RUN);
  });

  it('is one page with nothing to load and no script', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('content="default-src \'none\'; style-src \'unsafe-inline\'"');
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
  });

  it('escapes every text of the run', () => {
    expect(html).toContain('accountTransDetailQry 明细 &amp; &lt;script&gt;');
    expect(html).toContain('&lt;b&gt;浙江&lt;/b&gt;');
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
  });

  it('shows the failures first, open, with what differed and where the contract says it', () => {
    expect(html.indexOf('Failed (2)')).toBeLessThan(html.indexOf('id="case-operation-accountListQry"'));
    expect(html).toContain('<a href="#case-operation-accountTransDetailQry">');
    expect(html).toContain('<details id="case-operation-accountTransDetailQry" class="case fail" open>');
    expect(html).toContain('<td><code>body.TOTAL</code></td><td>expected number, got string &quot;3&quot;</td><td><code>#/paths/~1api/x</code></td>');
    expect(html).toContain('<li><code>tokenLogin</code>: no token</li>');
  });

  it('shows each call: fields, wire request and answer, the opened answer, the client; secrets masked', () => {
    expect(html).toContain('&quot;PASSWORD&quot;: &quot;***&quot;');
    expect(html).not.toContain('04secret-cipher');
    expect(html).toContain('x-eis-key: ***');
    expect(html).toContain('cookie: EIS_SESSION=***');
    expect(html).not.toContain('EIS_SESSION=abc');
    expect(html).toContain('answer on the wire (HTTP 200)');
    expect(html).toContain('portal client: refused: BAD_RESPONSE 服务异常');
    expect(html).toContain('portal client: success');
  });
});
