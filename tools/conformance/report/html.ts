/**
 * The run as one self-contained HTML page (issue 53): no script, no external asset (a Content-Security-
 * Policy of its own forbids both), every text escaped. The summary, what was not exercised, the
 * failures first; then every case with its checks (what differed from the contract, at which data
 * path and schema path) and its calls: the request's fields, the request and the answer as they went
 * on the wire, the answer opened, what the portal's client made of it. Secrets are masked (../mask.ts).
 * Pure.
 */
import { clip, maskBody, maskFields, maskHeaders } from '../mask.ts';
import { type CaseResult, caseVerdict, type Check, countCases, countChecks, type Exchange, type RunSummary } from '../model.ts';
import { duration } from './terminal.ts';
import { REPORT_STYLE } from './html-style.ts';

/** Text for HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const e = escapeHtml;
const anchor = (id: string) => `case-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const json = (value: unknown) => e(value === undefined ? 'nothing' : clip(JSON.stringify(maskFields(value), null, 2), 8000));

function badge(verdict: string): string {
  return `<span class="badge ${e(verdict)}">${e(verdict)}</span>`;
}

function checkRows(checks: readonly Check[]): string {
  const rows = checks.map((k) => {
    const diffs = k.differences?.length
      ? `<table class="diff"><tr><th>answer path</th><th>what differs</th><th>contract</th></tr>${k.differences
        .map((d) => `<tr><td><code>${e(d.path)}</code></td><td>${e(d.problem)}</td><td><code>${e(d.schema ?? '')}</code></td></tr>`)
        .join('')}</table>`
      : '';
    return `<tr class="${e(k.verdict)}"><td>${badge(k.verdict)}</td><td>${e(k.name)}</td><td>${e(k.reason ?? '')}${diffs}</td></tr>`;
  });
  return `<table class="checks"><tr><th></th><th>check</th><th>reason</th></tr>${rows.join('')}</table>`;
}

type Wire = { headers: Record<string, string>; body: string } | undefined;

function wire(title: string, part: Wire, status?: number): string {
  if (!part) return `<p class="muted">${e(title)}: none</p>`;
  const headers = Object.entries(maskHeaders(part.headers)).map(([k, v]) => `${k}: ${v}`).join('\n');
  return `<h5>${e(title)}${status === undefined ? '' : ` (HTTP ${String(status)})`}</h5><pre>${e(headers)}\n\n${e(maskBody(part.body, 400))}</pre>`;
}

function exchange(ex: Exchange): string {
  const client = ex.client === undefined
    ? 'not through the client (a request made by hand)'
    : ex.client.ok ? 'success' : `refused: ${ex.client.status} ${ex.client.message}`;
  return `<div class="call"><h4>${e(ex.label)}: <code>${e(ex.operationId)}</code> as ${e(ex.persona)} <span class="muted">${e(ex.ms.toFixed(0))} ms</span></h4>
<h5>request fields${ex.sealedCall ? ' (sealed in the #10 envelope; the client adds the common fields)' : ''}</h5><pre>${json(ex.sent)}</pre>
${wire('request on the wire', ex.wireRequest)}${wire('answer on the wire', ex.wireAnswer, ex.wireAnswer?.status)}
<h5>answer${ex.sealedAnswer ? ', opened' : ''}</h5>${ex.openError ? `<p class="fail">${e(ex.openError)}</p>` : `<pre>${json(ex.opened)}</pre>`}
<p>portal client: ${e(client)}</p></div>`;
}

function caseSection(c: CaseResult): string {
  const verdict = caseVerdict(c);
  return `<details id="${anchor(c.id)}" class="case ${verdict}"${verdict === 'fail' ? ' open' : ''}>
<summary>${badge(verdict)} <code>${e(c.id)}</code> ${e(c.title)}${c.persona ? ` <span class="muted">as ${e(c.persona)}</span>` : ''} <span class="muted">${e(duration(c.ms))}</span></summary>
${checkRows(c.checks)}${c.exchanges.map(exchange).join('\n')}</details>`;
}

function summary(run: RunSummary): string {
  const checks = countChecks(run.cases);
  const cases = countCases(run.cases);
  const { total, exercised, notExercised } = run.operations;
  const missing = notExercised.length === 0
    ? ''
    : `<h2>Not exercised (${String(notExercised.length)})</h2><ul>${notExercised.map((o) => `<li><code>${e(o.operationId)}</code>: ${e(o.reason)}</li>`).join('')}</ul>`;
  const failed = run.cases.filter((c) => caseVerdict(c) === 'fail');
  const failures = failed.length === 0
    ? '<p class="pass">Every check passed.</p>'
    : `<h2>Failed (${String(failed.length)})</h2><ul>${failed.map((c) => `<li><a href="#${anchor(c.id)}"><code>${e(c.id)}</code></a> ${e(c.checks.filter((k) => k.verdict === 'fail').map((k) => `${k.name}: ${k.reason ?? ''}`).join('; '))}</li>`).join('')}</ul>`;
  return `<table class="summary">
<tr><th>gateway</th><td><code>${e(run.target)}</code></td></tr>
<tr><th>started</th><td>${e(run.startedAt)}, ${e(duration(run.ms))}, seed ${e(String(run.seed))}</td></tr>
<tr><th>operations exercised</th><td>${e(String(exercised))} of ${e(String(total))}</td></tr>
<tr><th>checks</th><td>${e(String(checks.pass))} passed, ${e(String(checks.fail))} failed, ${e(String(checks.skip))} skipped</td></tr>
<tr><th>cases</th><td>${e(String(cases.pass))} passed, ${e(String(cases.fail))} failed, ${e(String(cases.skip))} skipped</td></tr>
</table>${failures}${missing}`;
}

export function htmlReport(run: RunSummary): string {
  const groups = new Map<string, CaseResult[]>();
  for (const c of run.cases) groups.set(`${c.kind}: ${c.group}`, [...(groups.get(`${c.kind}: ${c.group}`) ?? []), c]);
  const sections = [...groups].map(([name, cases]) => `<h2>${e(name)}</h2>\n${cases.map(caseSection).join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance of ${e(run.target)}</title><style>${REPORT_STYLE}</style></head>
<body><h1>Conformance of <code>${e(run.target)}</code></h1>
${summary(run)}
${sections}
</body></html>
`;
}
