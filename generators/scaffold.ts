/**
 * What `npm run scaffold` writes, as pure functions over the route manifest and the contract's
 * operation kinds: where a route's screen file goes, which template it takes (the kind of its first
 * bound operation: signed, query, form; none: info), the template's data, which screens of an area
 * are missing or still the untouched info scaffold of a route that is bound now, and the pieces of a
 * new contract operation. generators/plopfile.ts performs it.
 */
import type { ManifestRoute } from '@/routing/manifest/define.ts';

/** A route path as plop accepts it: /segment/segment, a parameter as :name. */
export const ROUTE = /^(\/(?::[A-Za-z][A-Za-z0-9]*|[A-Za-z0-9][A-Za-z0-9._-]*))+$/;
export const OPERATION_ID = /^[a-z][A-Za-z0-9]{2,63}$/;

export type ScreenKind = 'info' | 'form' | 'query' | 'signed';

/** The folder of a route's screen under src/screens (a parameter `:name` is the folder `[name]`). */
export function screenFolder(path: string): string {
  return `/${path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s)).join('/')}`;
}

/** The screen file of a route, from the project root. */
export const screenPath = (path: string): string => `src/screens${screenFolder(path).replace(/^\/$/, '')}/index.tsx`;

/** The screen's own test, written by the single-screen generator. */
export const screenTestPath = (path: string): string => `tests/unit/screens${screenFolder(path)}/index.test.tsx`;

/** The kit's screen components, which a screen's own name must not shadow. */
const KIT_NAMES = new Set(['InfoScreen', 'FormScreen', 'QueryScreen', 'SignedScreen']);

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
  heading: string;
  componentName: string;
  /** src/kit/ as the screen imports it (the `@/` alias of tsconfig.json). */
  kit: string;
  /** src/ as the screen's test imports it. */
  src: string;
  folder: string;
  operation?: string;
}

export function screenData(path: string, heading: string, operation?: string): ScreenData {
  return {
    path,
    heading,
    componentName: componentName(path),
    kit: '@/kit',
    src: '@',
    folder: screenFolder(path),
    ...(operation ? { operation } : {}),
  };
}

/** The template a route takes: its first bound operation's kind, or info. */
export function screenKind(route: Pick<ManifestRoute, 'operations'>, kindOf: (operation: string) => ScreenKind | undefined): ScreenKind {
  const first = route.operations?.[0];
  return first ? (kindOf(first) ?? 'info') : 'info';
}

export type ScreenPlan = { route: ManifestRoute; file: string; kind: ScreenKind; action: 'write' | 'rebind' | 'keep' };

/**
 * What each screen of these routes needs: a missing file is written; a file that is still the untouched
 * info scaffold of a route bound now is rebound (written from its binding's template); any other file
 * is someone's and is kept. Redirects have no screen.
 */
export function planScreens(
  routes: readonly ManifestRoute[],
  kindOf: (operation: string) => ScreenKind | undefined,
  read: (file: string) => string | undefined,
  render: (kind: ScreenKind, data: ScreenData) => string,
): ScreenPlan[] {
  return routes
    .filter((r) => !r.redirect)
    .map((route) => {
      const file = screenPath(route.path);
      const kind = screenKind(route, kindOf);
      const current = read(file);
      if (current === undefined) return { route, file, kind, action: 'write' as const };
      const untouched = kind !== 'info' && current === render('info', screenData(route.path, route.title));
      return { route, file, kind, action: untouched ? ('rebind' as const) : ('keep' as const) };
    });
}

/** A missing screen is one to write. */
export function missingScreens(routes: readonly ManifestRoute[], exists: (file: string) => boolean): ManifestRoute[] {
  return routes.filter((r) => !r.redirect && !exists(screenPath(r.path)));
}

/** A heading is plain text in a JSX attribute: no markup or quoting characters. */
export function validHeading(value: string): true | string {
  return value.trim() && !/[<>{}"`\\']/.test(value) ? true : 'a plain heading, no < > { } " \' ` \\';
}

/** The kind of a new contract operation's skeleton: signed when asked, a query when its id ends in Qry. */
export function operationKind(id: string, signed: boolean): Exclude<ScreenKind, 'info'> {
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
