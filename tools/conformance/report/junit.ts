/**
 * The run as JUnit XML, for CI (issue 53): a test suite per contract area and per probe family, a
 * test case per case, its failed checks as the failure (each with its reason and differences), a case
 * whose checks were all skipped as skipped. Everything is escaped; characters XML 1.0 cannot carry
 * (C0 controls, lone surrogates) are written as `\uXXXX`. Pure.
 */
import { formatDifferences } from '../schema-diff.ts';
import { type CaseResult, caseVerdict, type Check, countCases, type RunSummary } from '../model.ts';

/**
 * Whether a UTF-16 unit may stand in XML 1.0 at this place: C0 controls but tab and newlines, U+FFFE,
 * U+FFFF and lone surrogates may not.
 */
function allowed(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x20) return c === 0x09 || c === 0x0a || c === 0x0d;
  if (c === 0xfffe || c === 0xffff) return false;
  const high = (at: number) => text.charCodeAt(at) >= 0xd800 && text.charCodeAt(at) <= 0xdbff;
  const low = (at: number) => text.charCodeAt(at) >= 0xdc00 && text.charCodeAt(at) <= 0xdfff;
  if (high(i)) return low(i + 1);
  if (low(i)) return i > 0 && high(i - 1);
  return true;
}

/** The text with what XML cannot carry written as `\\uXXXX`. */
export function xmlSafe(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    out += allowed(text, i) ? text.charAt(i) : `\\u${text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

/** Text for an XML attribute or element: escaped, and what XML cannot hold written out. */
export function xmlText(text: string): string {
  return xmlSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** A check's failure, as one paragraph: `schema: the answer differs…` and its differences below. */
export function checkText(check: Check): string {
  const head = `${check.name}: ${check.reason ?? check.verdict}`;
  return check.differences?.length ? `${head}\n${formatDifferences(check.differences, 20)}` : head;
}

/** The suite a case belongs to. */
export const suiteOf = (c: CaseResult): string => `${c.kind === 'operation' ? 'operations' : c.kind === 'probe' ? 'probes' : 'setup'}.${c.group}`;

function testCase(c: CaseResult): string {
  const name = `${c.title}${c.persona ? ` (${c.persona})` : ''}`;
  const open = `    <testcase classname="${xmlText(`conformance.${suiteOf(c)}`)}" name="${xmlText(name)}" time="${seconds(c.ms)}"`;
  const verdict = caseVerdict(c);
  if (verdict === 'pass') return `${open}/>`;
  if (verdict === 'skip') {
    const why = c.checks.find((k) => k.reason)?.reason ?? 'skipped';
    return `${open}>\n      <skipped message="${xmlText(why)}"/>\n    </testcase>`;
  }
  const failed = c.checks.filter((k) => k.verdict === 'fail');
  const message = failed.map((k) => `${k.name}: ${k.reason ?? 'failed'}`).join('; ');
  const body = failed.map(checkText).join('\n\n');
  return `${open}>\n      <failure message="${xmlText(message)}" type="${xmlText(failed[0]?.name ?? 'check')}">${xmlText(body)}</failure>\n    </testcase>`;
}

function testSuite(name: string, cases: readonly CaseResult[]): string {
  const counts = countCases(cases);
  const ms = cases.reduce((sum, c) => sum + c.ms, 0);
  const attributes = `name="${xmlText(name)}" tests="${String(cases.length)}" failures="${String(counts.fail)}" errors="0" ` +
    `skipped="${String(counts.skip)}" time="${seconds(ms)}"`;
  return `  <testsuite ${attributes}>\n${cases.map(testCase).join('\n')}\n  </testsuite>`;
}

export function junitXml(run: RunSummary): string {
  const suites = new Map<string, CaseResult[]>();
  for (const c of run.cases) {
    const name = suiteOf(c);
    suites.set(name, [...(suites.get(name) ?? []), c]);
  }
  const counts = countCases(run.cases);
  const attributes = `name="conformance ${xmlText(run.target)}" tests="${String(run.cases.length)}" failures="${String(counts.fail)}" ` +
    `errors="0" skipped="${String(counts.skip)}" time="${seconds(run.ms)}" timestamp="${xmlText(run.startedAt)}"`;
  const body = [...suites].map(([name, cases]) => testSuite(name, cases)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attributes}>\n${body}\n</testsuites>\n`;
}
