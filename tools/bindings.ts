/**
 * The route table's bindings: which contract operations each screen uses, read from the manifest
 * (`operations`, the first being the screen's main one) and the generated field table (each
 * operation's kind). Reports the counts no guide repeats: routes, screens, redirects and kept-alive
 * screens per area; operations, signed and bound ones per contract area; per area, how many screens
 * are bound with a signed operation, a query or a form as their main one and how many stay info
 * screens; whether every signed operation is bound and performable; then every binding.
 *
 *   npx tsx tools/bindings.ts           print the report
 *   npx tsx tools/bindings.ts --write   write it to docs/bindings.md (npm run docs:bindings)
 *
 * docs/bindings.md is generated, never committed: the manifest and the contract are the source, and
 * tests/unit/routing/bindings.test.ts holds the rules the report shows.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenPath } from '@generators/scaffold.ts';
import { fields } from '@/api/generated/fields.ts';
import { type OperationId, operationPaths } from '@/api/generated/operations.ts';
import { INSTRUCTION_OPERATIONS } from '@/kit/instruction.ts';
import { type KitScreen, kitScreenOf } from '@/kit/route-view.ts';
import { AREAS, type ManifestRoute } from '@/routing/manifest/index.ts';
import type { ActionPlace } from '@/routing/meta.ts';

export type ScreenKind = 'signed' | 'query' | 'form' | 'info';

/** Signed operations no screen binds, with the reason (the unit test holds the table to it). */
export const UNBOUND_SIGNED: Readonly<Partial<Record<OperationId, string>>> = {
  ukeyLogin: 'the login overlay\'s own call (U 盾 login, spec 000 §4), made before any screen is open',
};

const ROOT = resolve(import.meta.dirname, '..');

/** Where `--write` puts the report, relative to the project's root. */
export const BINDINGS_DOC = 'docs/bindings.md';

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

/** The kit screen a route renders, read from its manifest entry (src/kit/route-view.ts); undefined: hand-written. */
export function screenComponent(route: ManifestRoute): KitScreen | undefined {
  return kitScreenOf(route, (id) => (fields as Partial<Record<string, { kind: 'signed' | 'query' | 'form' }>>)[id]?.kind);
}

/** Which kit screens render which places of a route's actions (src/kit/ScreenFrame.tsx, QueryScreen.tsx). */
export const PLACES_RENDERED: Readonly<Partial<Record<KitScreen, readonly ActionPlace[]>>> = {
  SignedScreen: ['tab', 'button'],
  FormScreen: ['tab', 'button'],
  QueryScreen: ['row', 'tab', 'button'],
};

/** What a kit screen performs of its own, beside its main operation. */
const KIT_PERFORMS: Readonly<Partial<Record<KitScreen, readonly OperationId[]>>> = {
  InstructionScreen: [INSTRUCTION_OPERATIONS.decide, INSTRUCTION_OPERATIONS.review],
};

/**
 * Every operation a user can start from a control of some screen (issue 37): a kit screen's main
 * operation (its form or its query), what a kit screen performs of its own (the instruction screen's
 * decision), and each of the route's actions at a place its kit screen renders (a row action only on
 * a query's results). `screenOf` gives the kit screen a route renders (its manifest entry's).
 */
export function performable(
  screenOf: (route: ManifestRoute) => KitScreen | undefined = screenComponent,
): Map<OperationId, string[]> {
  const found = new Map<OperationId, string[]>();
  const add = (id: OperationId, where: string) => found.set(id, [...(found.get(id) ?? []), where]);
  for (const route of screens(Object.values(AREAS).flat())) {
    const component = screenOf(route);
    if (!component) continue;
    const places = PLACES_RENDERED[component] ?? [];
    const main = route.operations?.[0];
    if (main && places.length > 0) add(main, `${route.path} (${component})`);
    for (const id of KIT_PERFORMS[component] ?? []) add(id, `${route.path} (${component})`);
    for (const action of route.actions ?? []) {
      if (places.includes(action.place)) add(action.operation, `${route.path} (${action.place} ${action.label})`);
    }
  }
  return found;
}

/** The signed operations of the contract no control performs (ukeyLogin: the login's own). */
export function unperformedSigned(found = performable()): OperationId[] {
  return (Object.keys(fields) as OperationId[]).filter((id) => fields[id].kind === 'signed' && !found.has(id)).sort();
}

/** The route table by area: routes, screens, redirects, kept alive (spec 001 §2). */
function routeTable(): string[] {
  const out = ['| area | routes | screens | redirects | kept alive |', '|---|---|---|---|---|'];
  const row = (name: string, routes: readonly ManifestRoute[]) => [name, routes.length, screens(routes).length,
    routes.filter((r) => r.redirect).length, routes.filter((r) => r.meta.keepAlive).length];
  for (const [area, routes] of Object.entries(AREAS)) out.push(`| ${row(area, routes).join(' | ')} |`);
  out.push(`| ${row('**all**', Object.values(AREAS).flat()).map((c, i) => (i === 0 ? c : `**${String(c)}**`)).join(' | ')} |`);
  return out;
}

/** The contract by area (`/api/<area>/…`): operations, signed ones, and those a route binds. */
function contractTable(): string[] {
  const bound = new Set(Object.values(AREAS).flat().flatMap((r) => r.operations ?? []));
  const byArea = new Map<string, OperationId[]>();
  for (const id of Object.keys(fields) as OperationId[]) {
    const area = operationPaths[id].split('/')[2] ?? '';
    byArea.set(area, [...(byArea.get(area) ?? []), id]);
  }
  const row = (name: string, ids: readonly OperationId[]) =>
    [name, ids.length, ids.filter((id) => fields[id].kind === 'signed').length, ids.filter((id) => bound.has(id)).length];
  const out = ['| contract area | operations | signed | bound to a route |', '|---|---|---|---|'];
  for (const [area, ids] of byArea) out.push(`| ${row(`\`${area}\``, ids).join(' | ')} |`);
  out.push(`| ${row('**all**', Object.keys(fields) as OperationId[]).map((c, i) => (i === 0 ? c : `**${String(c)}**`)).join(' | ')} |`);
  return out;
}

/** The report, as Markdown. */
export function bindingsReport(): string {
  const out: string[] = [...routeTable(), '', ...contractTable(), ''];
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
  const all = Object.values(AREAS).flat();
  const boundOps = new Set(all.flatMap((r) => r.operations ?? []));
  const files = screens(all).filter((r) => existsSync(resolve(ROOT, screenPath(r.path)))).length;
  out.push('');
  out.push(`Operations in the contract: ${Object.keys(fields).length}, of them signed: ${signed.length}; bound to a route: ${boundOps.size}.`);
  out.push(`Screens the kit renders from the manifest alone: ${allScreens - files}; with their own file: ${files}.`);
  out.push(`Signed operations bound to a screen: ${signed.length - unbound.length} of ${signed.length}.`);
  for (const id of unbound) out.push(`Not bound: \`${id}\`, ${UNBOUND_SIGNED[id] ?? 'no reason given'}.`);
  const unperformed = unperformedSigned();
  const expected = signed.length - Object.keys(UNBOUND_SIGNED).length;
  out.push(`Signed operations performable from a control: ${signed.length - unperformed.length} of ${expected}.`);
  for (const id of unperformed.filter((u) => !(u in UNBOUND_SIGNED))) out.push(`No control: \`${id}\`.`);

  for (const [area, routes] of Object.entries(AREAS)) {
    const bound = screens(routes).filter((r) => r.operations?.length);
    out.push('', `<details><summary>${area}: ${bound.length} bound</summary>`, '');
    if (bound.length === 0) out.push('(none)');
    for (const route of bound) {
      const actions = (route.actions ?? []).map((a) => `${a.label} (${a.place}: ${a.operation})`);
      out.push(`- \`${route.path}\` → ${(route.operations ?? []).join(', ')}${actions.length ? `; actions: ${actions.join(', ')}` : ''}`);
    }
    out.push('', '</details>');
  }
  return out.join('\n');
}

const GENERATED_BY = 'Generated by `npm run docs:bindings` (`tools/bindings.ts --write`) from the route manifest '
  + '(`src/routing/manifest/`) and the contract; not committed, so run it again after either changes.';

/** docs/bindings.md: a title, where it comes from, then the report. */
export function bindingsDoc(): string {
  return [
    '# Screen bindings',
    '',
    GENERATED_BY,
    '',
    bindingsReport(),
    '',
  ].join('\n');
}

function main(argv: readonly string[]): void {
  const unknown = argv.filter((arg) => arg !== '--write');
  if (unknown.length > 0) {
    console.error(`bindings: unknown argument ${unknown.join(' ')}; usage: tsx tools/bindings.ts [--write]`);
    process.exitCode = 2;
    return;
  }
  if (!argv.includes('--write')) {
    console.log(bindingsReport());
    return;
  }
  const path = fileURLToPath(new URL(`../${BINDINGS_DOC}`, import.meta.url));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bindingsDoc());
  console.log(`bindings: wrote ${BINDINGS_DOC}`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main(process.argv.slice(2));
