/**
 * The route table's bindings (issue 13): which contract operations each screen uses, read from the
 * manifest (`operations`, the first being the screen's main one) and the generated field table (each
 * operation's kind). Prints, per area, how many screens are bound with a signed operation, a query or
 * a form as their main one and how many stay info screens, whether every signed operation is bound,
 * and then every binding, route -> operations.
 *
 *   npx tsx tools/bindings.ts            print the report
 *   npx tsx tools/bindings.ts --readme   also write it into README.md between the bindings markers
 *
 * README.md holds the report; tests/unit/routing/bindings.test.ts fails when the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fields } from '../src/api/generated/fields.ts';
import type { OperationId } from '../src/api/generated/operations.ts';
import { AREAS, type ManifestRoute } from '../src/routing/manifest/index.ts';

export type ScreenKind = 'signed' | 'query' | 'form' | 'info';

/** Signed operations no screen binds, with the reason (the unit test holds the table to it). */
export const UNBOUND_SIGNED: Readonly<Partial<Record<OperationId, string>>> = {
  ukeyLogin: 'the login overlay\'s own call (U 盾 login, spec 000 §4), made before any screen is open',
};

export const README_START = '<!-- bindings:start -->';
export const README_END = '<!-- bindings:end -->';

const KINDS: readonly ScreenKind[] = ['signed', 'query', 'form', 'info'];

/** What a screen is: the kind of its main (first) operation; a screen with none is an info screen. */
export function screenKind(route: ManifestRoute): ScreenKind {
  const main = route.operations?.[0];
  return main ? fields[main].kind : 'info';
}

const screens = (routes: readonly ManifestRoute[]) => routes.filter((r) => !r.redirect);

/** Every signed operation of the contract that no route binds. */
export function unboundSigned(): OperationId[] {
  const bound = new Set(Object.values(AREAS).flat().flatMap((r) => r.operations ?? []));
  return (Object.keys(fields) as OperationId[]).filter((id) => fields[id].kind === 'signed' && !bound.has(id)).sort();
}

/** The report, as Markdown. */
export function bindingsReport(): string {
  const out: string[] = [];
  const total: Record<ScreenKind, number> = { signed: 0, query: 0, form: 0, info: 0 };
  let allScreens = 0;
  out.push('| area | screens | signed | query | form | info |', '|---|---|---|---|---|---|');
  for (const [area, routes] of Object.entries(AREAS)) {
    const count: Record<ScreenKind, number> = { signed: 0, query: 0, form: 0, info: 0 };
    for (const route of screens(routes)) count[screenKind(route)]++;
    const n = screens(routes).length;
    allScreens += n;
    for (const kind of KINDS) total[kind] += count[kind];
    out.push(`| ${area} | ${n} | ${KINDS.map((k) => count[k]).join(' | ')} |`);
  }
  out.push(`| **all** | **${allScreens}** | ${KINDS.map((k) => `**${total[k]}**`).join(' | ')} |`);

  const signed = (Object.keys(fields) as OperationId[]).filter((id) => fields[id].kind === 'signed');
  const unbound = unboundSigned();
  out.push('');
  out.push(`Signed operations bound to a screen: ${signed.length - unbound.length} of ${signed.length}.`);
  for (const id of unbound) out.push(`Not bound: \`${id}\`, ${UNBOUND_SIGNED[id] ?? 'no reason given'}.`);

  for (const [area, routes] of Object.entries(AREAS)) {
    const bound = screens(routes).filter((r) => r.operations?.length);
    out.push('', `<details><summary>${area}: ${bound.length} bound</summary>`, '');
    if (bound.length === 0) out.push('(none)');
    for (const route of bound) out.push(`- \`${route.path}\` → ${(route.operations ?? []).join(', ')}`);
    out.push('', '</details>');
  }
  return out.join('\n');
}

/** The report's text in README.md, between the markers (undefined when the markers are missing). */
export function readmeSection(readme: string): string | undefined {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(start + README_START.length, end).trim();
}

function main(argv: readonly string[]): void {
  const report = bindingsReport();
  console.log(report);
  if (!argv.includes('--readme')) return;
  const path = fileURLToPath(new URL('../README.md', import.meta.url));
  const readme = readFileSync(path, 'utf8');
  if (readmeSection(readme) === undefined) throw new Error(`README.md has no ${README_START} … ${README_END} section`);
  const start = readme.indexOf(README_START) + README_START.length;
  writeFileSync(path, `${readme.slice(0, start)}\n${report}\n${readme.slice(readme.indexOf(README_END))}`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main(process.argv.slice(2));
