/**
 * The counts of the sweep (tools/sweep.ts, issue 38 item 9): one persona's visits summed up per kind
 * of finding, with the first few routes of each, and the exit code they give. Pure.
 */
import type { Persona } from '@tools/sweep/args.ts';
import type { RouteResult } from '@tools/sweep/findings.ts';

/** A count of the summary: its total, the routes it was found on and what was found on the first few. */
export interface Count {
  total: number;
  routes: number;
  first: Array<{ path: string; detail: string }>;
}

export interface PersonaSummary {
  persona: Persona;
  visited: number;
  /** Distinct pages the checks ran on. */
  checked: number;
  screens: number;
  denied: number;
  loginAsked: number;
  seconds: number;
  counts: Record<CountName, Count>;
}

export const COUNT_NAMES = [
  'errorPage', 'unsettled', 'wrongAccess', 'consoleErrors', 'axe', 'unlabelled', 'horizontalScroll',
] as const;
export type CountName = (typeof COUNT_NAMES)[number];

export const COUNT_LABELS: Record<CountName, string> = {
  errorPage: 'error page (404)',
  unsettled: 'unsettled or left',
  wrongAccess: 'wrong access',
  consoleErrors: 'console errors',
  axe: 'axe serious/critical',
  unlabelled: 'unlabelled controls',
  horizontalScroll: 'horizontal scroll',
};

/** How many details of each count the summary lists. */
export const FIRST = 5;

/** A text cut to at most `max` characters, with an ellipsis when it was longer. */
export const shorten = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The findings of one visit for each count: how many, and what they were. */
function findingsOf(r: RouteResult): Record<CountName, { n: number; detail: string }> {
  const at = r.outcome === 'login' ? ' (the login overlay)' : r.landed !== r.visited ? ` (at ${r.landed})` : '';
  const scroll = r.horizontalScroll;
  const widths = scroll ? `${String(scroll.scrollWidth)} > ${String(scroll.clientWidth)} px` : '';
  return {
    errorPage: { n: r.outcome === 'error' ? 1 : 0, detail: `${r.detail ?? ''}${at}` },
    unsettled: {
      n: r.outcome === 'unsettled' || r.outcome === 'departed' ? 1 : 0,
      detail: `${r.outcome}: ${r.detail ?? ''}`,
    },
    wrongAccess: { n: r.wrongAccess ? 1 : 0, detail: r.wrongAccess ?? '' },
    consoleErrors: { n: r.consoleErrors.length, detail: r.consoleErrors.join(' | ') },
    axe: {
      n: r.axe.length,
      detail: r.axe
        .map((v) => `${v.id} (${v.impact}, ${String(v.nodes)}x): ${v.targets.slice(0, 2).join(', ')} ${v.html}`)
        .join('; ') + at,
    },
    unlabelled: { n: r.unlabelled.length, detail: r.unlabelled.join(', ') + at },
    horizontalScroll: { n: scroll ? 1 : 0, detail: scroll ? `${widths}: ${scroll.overflowing.join(', ')}${at}` : '' },
  };
}

/** Where the summary lists the console errors of the start (the first page load and, for a3sp, the login). */
export const START = '(start and login)';

/**
 * The summary of one persona's visits; `startErrors`, the console errors before the first route, count
 * as console errors of START.
 */
export function summarize(
  persona: Persona,
  results: readonly RouteResult[],
  seconds: number,
  startErrors: readonly string[] = [],
): PersonaSummary {
  const empty = (name: CountName): [CountName, Count] => [name, { total: 0, routes: 0, first: [] }];
  const counts = Object.fromEntries(COUNT_NAMES.map(empty)) as Record<CountName, Count>;
  if (startErrors.length > 0) {
    const first = [{ path: START, detail: shorten(startErrors.join(' | ')) }];
    counts.consoleErrors = { total: startErrors.length, routes: 1, first };
  }
  for (const r of results) {
    const found = findingsOf(r);
    for (const name of COUNT_NAMES) {
      const { n, detail } = found[name];
      if (n === 0) continue;
      const count = counts[name];
      count.total += n;
      count.routes += 1;
      if (count.first.length < FIRST) count.first.push({ path: r.visited, detail: shorten(detail) });
    }
  }
  return {
    persona,
    visited: results.length,
    checked: results.filter((r) => r.checks === 'run').length,
    screens: results.filter((r) => r.outcome === 'screen').length,
    denied: results.filter((r) => r.outcome === 'denied').length,
    loginAsked: results.filter((r) => r.outcome === 'login').length,
    seconds,
    counts,
  };
}

/** 0 when every count of every persona is 0, else 1. */
export function exitCode(summaries: readonly PersonaSummary[]): 0 | 1 {
  return summaries.some((s) => COUNT_NAMES.some((name) => s.counts[name].total > 0)) ? 1 : 0;
}
