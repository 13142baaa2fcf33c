/**
 * Which routes the sweep (tools/sweep.ts, issue 38 item 9) visits, at which address, and what each
 * persona should meet there: the login overlay or the 401 page the spec asks for. Pure.
 */
import type { ManifestRoute } from '@/routing/manifest/index.ts';
import type { Persona } from '@tools/sweep/args.ts';

/** Whether a route's path is at the prefix or under it: `/account` takes `/account/x`, not `/accountant`. */
export function underPrefix(path: string, prefix: string): boolean {
  const bare = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  return bare === '/' || path === bare || path.startsWith(`${bare}/`);
}

/** The routes to visit, in the manifest's order. */
export function selectRoutes(manifest: readonly ManifestRoute[], only?: string): ManifestRoute[] {
  return only === undefined ? [...manifest] : manifest.filter((r) => underPrefix(r.path, only));
}

/** The value each route parameter gets: an account of the mock's a3sp persona. */
export const PARAMETER_VALUES: Readonly<Record<string, string>> = { account: '6230910000012345678' };

/** The path to visit for a route: each `:name` replaced by its value; a parameter without one is an error. */
export function concretePath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = PARAMETER_VALUES[name];
    if (value === undefined) throw new Error(`${path}: no value for the route parameter :${name} (PARAMETER_VALUES)`);
    return value;
  });
}

/**
 * Whether the persona is refused a route by the spec itself: enterprise management is for company
 * administrators (COMP_USER_TYPE 1, spec 000 §5), and a3sp is not one, so its 401 page is expected.
 */
export function expectedDenial(persona: Persona, path: string): boolean {
  return persona === 'a3sp' && underPrefix(path, '/businessAdmin');
}

/** Whether a visitor must log in for the route: unless its meta says requiresLogin false (spec 000 §4). */
export const needsLogin = (route: ManifestRoute): boolean => route.meta.requiresLogin !== false;
