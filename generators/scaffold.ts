/**
 * What `npm run scaffold` writes, as pure functions over the route manifest and the contract's
 * operation kinds: where an ejected screen file goes and the kit screen it starts from (the route's, as
 * the kit renders it: src/kit/route-view.ts), the template's data, the manifest entry of a new screen,
 * what each route of an area gets, and the pieces of a new contract operation. A route has no screen
 * file until a developer ejects one (docs/adr/0017). generators/plopfile.ts performs it.
 */
import { type KitScreen, kitScreenOf, type OperationKind } from '@/kit/route-view.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';

/** A route path as plop accepts it: /segment/segment, a parameter as :name. */
export const ROUTE = /^(\/(?::[A-Za-z][A-Za-z0-9]*|[A-Za-z0-9][A-Za-z0-9._-]*))+$/;
export const OPERATION_ID = /^[a-z][A-Za-z0-9]{2,63}$/;

export type { OperationKind } from '@/kit/route-view.ts';

/** The folder of a route's screen under src/screens (a parameter `:name` is the folder `[name]`). */
export function screenFolder(path: string): string {
  return `/${path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s)).join('/')}`;
}

/** The screen file of a route, from the project root. */
export const screenPath = (path: string): string => `src/screens${screenFolder(path).replace(/^\/$/, '')}/index.tsx`;

/** The screen's own test, written by the single-screen generator. */
export const screenTestPath = (path: string): string => `tests/unit/screens${screenFolder(path)}/index.test.tsx`;

/** The kit's screen components, which a screen's own name must not shadow. */
const KIT_NAMES = new Set(['InfoScreen', 'FormScreen', 'QueryScreen', 'SignedScreen', 'InstructionScreen', 'RecordScreen', 'RouteScreen']);

/**
 * The component name from the path's last named segment: /a/view-progress.vue -> ViewProgressVueScreen;
 * a name the kit uses gets `Route` (/x/query -> QueryRouteScreen).
 */
export function componentName(path: string): string {
  const last = path.split('/').filter((s) => s && !s.startsWith(':')).pop() ?? 'Screen';
  const name = last.replace(/[^A-Za-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase()).replace(/^[^A-Za-z]+/, '');
  const component = `${name.charAt(0).toUpperCase()}${name.slice(1)}Screen`;
  return KIT_NAMES.has(component) ? component.replace(/Screen$/, 'RouteScreen') : component;
}

export interface ScreenData {
  path: string;
  /** The path as a URL, a parameter given a value (`:account` -> `1`): where the screen's test opens it. */
  url: string;
  heading: string;
  componentName: string;
  /** src/kit/ as the screen imports it (the `@/` alias of tsconfig.json). */
  kit: string;
  /** src/ as the screen's test imports it. */
  src: string;
  folder: string;
  operation?: string;
  /** The kit screen an ejected file starts from. */
  component?: KitScreen;
}

export function screenData(path: string, heading: string, operation?: string, component?: KitScreen): ScreenData {
  return {
    path,
    url: path.split('/').map((s) => (s.startsWith(':') ? '1' : s)).join('/'),
    heading,
    componentName: componentName(path),
    kit: '@/kit',
    src: '@',
    folder: screenFolder(path),
    ...(operation ? { operation } : {}),
    ...(component ? { component } : {}),
  };
}

/**
 * What a route's ejected file starts from: the kit screen the route renders without one. A redirect, a
 * hand-written route (`view: 'own'`) and a route that already has its file cannot be ejected: an error
 * that says why.
 */
export function ejectPlan(
  route: ManifestRoute | undefined,
  kindOf: (operation: string) => OperationKind | undefined,
  exists: (file: string) => boolean,
): { file: string; data: ScreenData } {
  if (!route) throw new Error('no such route in src/routing/manifest/: add its entry first');
  if (route.redirect) throw new Error(`${route.path} is a redirect (to ${route.redirect}): it has no screen`);
  const component = kitScreenOf(route, kindOf);
  if (!component) throw new Error(`${route.path} is hand-written (view: 'own'): its file is src/screens${screenFolder(route.path)}/index.tsx`);
  const file = screenPath(route.path);
  if (exists(file)) throw new Error(`${file} exists: the route's screen is ejected already`);
  return { file, data: screenData(route.path, route.title, route.operations?.[0], component) };
}

/** What each route of these gets: its entry's kit screen or its own file; a missing hand-written file is named. */
export function routeScreens(
  routes: readonly ManifestRoute[],
  kindOf: (operation: string) => OperationKind | undefined,
  exists: (file: string) => boolean,
): { kit: Partial<Record<KitScreen, number>>; files: number; missing: string[] } {
  const kit: Partial<Record<KitScreen, number>> = {};
  let files = 0;
  const missing: string[] = [];
  for (const route of routes.filter((r) => !r.redirect)) {
    const own = exists(screenPath(route.path));
    const component = kitScreenOf(route, kindOf);
    if (own) files++;
    else if (component) kit[component] = (kit[component] ?? 0) + 1;
    else missing.push(screenPath(route.path));
  }
  return { kit, files, missing };
}

/** A TypeScript string literal of a text. */
const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll('\'', '\\\'')}'`;

/** A new screen's manifest entry, for its area's file in src/routing/manifest/ (the path relative to the area). */
export function manifestEntry(path: string, heading: string, english?: string, operation?: string): string {
  const area = `/${path.split('/').filter(Boolean)[0] ?? ''}`;
  const relative = path.startsWith(`${area}/`) ? path.slice(area.length + 1) : path;
  const bound = operation ? `, operations: [${quoted(operation)}]` : '';
  return `screen(${quoted(relative)}, ${quoted(heading)}, { en: ${quoted(english ?? '')}${bound} })`;
}

/** A heading is plain text in a JSX attribute: no markup or quoting characters. */
export function validHeading(value: string): true | string {
  return value.trim() && !/[<>{}"`\\']/.test(value) ? true : 'a plain heading, no < > { } " \' ` \\';
}

/** The kind of a new contract operation's skeleton: signed when asked, a query when its id ends in Qry. */
export function operationKind(id: string, signed: boolean): OperationKind {
  return signed ? 'signed' : /Qry$/.test(id) ? 'query' : 'form';
}

/** A 13-digit placeholder service code no operation has yet (spec 001 §9: 13-digit strings). */
export function freeServiceCode(taken: ReadonlySet<string>, id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  for (let n = 0; n < 100_000; n++) {
    const code = `79${String((hash + n) % 1_000_000_000).padStart(9, '0')}00`;
    if (!taken.has(code)) return code;
  }
  throw new Error('no free service code');
}

/** The tag of an area file's first operation (a new operation joins its area's tag). */
export function areaTag(areaFile: string): string | undefined {
  return /\n\s+tags:\s*\n\s+- ([A-Za-z-]+)/.exec(areaFile)?.[1];
}

/** portal.yaml with the new operation's path after the last path of the index. */
export function withPath(portal: string, area: string, id: string): string {
  const line = `  /api/${area}/${id}: {$ref: ./paths/${area}.yaml#/${id}}`;
  const lines = portal.split('\n');
  const start = lines.indexOf('paths:');
  let last = start;
  for (let i = start + 1; i < lines.length && (lines[i]?.startsWith('  ') || lines[i] === ''); i++) if (lines[i]?.startsWith('  /api/')) last = i;
  if (start < 0) throw new Error('portal.yaml has no paths:');
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

/**
 * The contract's glossary (openapi/i18n/en-US.yaml, `terms:` last in the file) with a new operation's
 * name and its English, unless the name is there already (another operation says the same) or is not
 * Chinese. The English is written quoted, so any text stays a YAML string.
 */
export function withTerm(glossary: string, chinese: string, english: string): string {
  const key = `  ${chinese}:`;
  if (!/[\u3400-\u9fff]/u.test(chinese) || glossary.split('\n').some((line) => line.startsWith(key))) return glossary;
  if (!/^terms:\s*$/m.test(glossary)) throw new Error('openapi/i18n/en-US.yaml has no terms:');
  return `${glossary.replace(/\n*$/, '\n')}${key} ${JSON.stringify(english.trim())}\n`;
}
