/**
 * The report the sweep (tools/sweep.ts, issue 38 item 9) prints: a Markdown table with a row per
 * persona, the first routes of each count that is not 0, the most frequent findings, the verdict. Pure.
 */
import type { Persona } from '@tools/sweep/args.ts';
import type { RouteResult } from '@tools/sweep/findings.ts';
import {
  COUNT_LABELS,
  COUNT_NAMES,
  type Count,
  type CountName,
  exitCode,
  FIRST,
  type PersonaSummary,
  shorten,
} from '@tools/sweep/summary.ts';

/** A Markdown table (the benches' format). */
export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

/** `12 (3 routes)`, or `0`. */
const routesOf = (n: number): string => `${String(n)} route${n === 1 ? '' : 's'}`;
const countCell = (c: Count): string => (c.total === 0 ? '0' : `${String(c.total)} (${routesOf(c.routes)})`);

/** A message with its numbers (ids, ports, times) as N: the same message on every route. */
const numbersApart = (message: string): string => message.replace(/\d+/g, 'N');

/** The most frequent findings of a kind across a persona's visits: axe rules, console messages, controls. */
export function frequent(
  results: readonly RouteResult[],
  top = FIRST,
): Record<'axe' | 'consoleErrors' | 'unlabelled', string[]> {
  const rank = (keys: Array<[string, string]>): string[] => {
    const routes = new Map<string, Set<string>>();
    for (const [key, path] of keys) routes.set(key, (routes.get(key) ?? new Set()).add(path));
    return [...routes.entries()]
      .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
      .slice(0, top)
      .map(([key, paths]) => `${shorten(key, 110)}: ${routesOf(paths.size)}`);
  };
  return {
    axe: rank(results.flatMap((r) => r.axe.map((v): [string, string] => [`${v.id} (${v.impact})`, r.landed]))),
    consoleErrors: rank(results.flatMap((r) =>
      r.consoleErrors.map((m): [string, string] => [numbersApart(m), r.visited]))),
    unlabelled: rank(results.flatMap((r) => r.unlabelled.map((c): [string, string] => [c, r.landed]))),
  };
}

/** The printed report: one row per persona, then the first routes of every count that is not 0. */
export function renderSummary(
  summaries: readonly PersonaSummary[],
  results: Readonly<Partial<Record<Persona, readonly RouteResult[]>>>,
  totalSeconds: number,
): string {
  const headers = [
    'persona', 'routes', 'pages checked', 'screens', '401 expected', 'login asked',
    ...COUNT_NAMES.map((n) => COUNT_LABELS[n]), 'time',
  ];
  const rows = summaries.map((s) => [
    s.persona, s.visited, s.checked, s.screens, s.denied, s.loginAsked,
    ...COUNT_NAMES.map((n) => countCell(s.counts[n])), `${s.seconds.toFixed(0)} s`,
  ]);
  const out = [table(headers, rows), ''];
  for (const s of summaries) {
    for (const name of COUNT_NAMES) {
      const c = s.counts[name];
      if (c.total === 0) continue;
      out.push(`${s.persona}, ${COUNT_LABELS[name]}: ${String(c.total)} on ${String(c.routes)} route(s); the first:`);
      for (const f of c.first) out.push(`  ${f.path}: ${f.detail}`);
    }
    const top = frequent(results[s.persona] ?? []);
    for (const [name, lines] of Object.entries(top)) {
      if (lines.length === 0) continue;
      out.push(`${s.persona}, most frequent ${COUNT_LABELS[name as CountName]}:`);
      for (const line of lines) out.push(`  ${line}`);
    }
  }
  const verdict = exitCode(summaries) === 0 ? 'every count is 0' : 'some counts are not 0';
  out.push('', `sweep: ${verdict}; ${totalSeconds.toFixed(0)} s in all (build, servers and browser included)`);
  return out.join('\n');
}
