/**
 * What `npm run scaffold` writes, as pure functions over the route manifest: where a route's screen
 * file goes, the template's data, and which screens of an area are missing. generators/plopfile.ts
 * performs it.
 */
import { posix } from 'node:path';
import type { ManifestRoute } from '../src/routing/manifest/define.ts';

/** A route path as plop accepts it: /segment/segment, a parameter as :name. */
export const ROUTE = /^(\/(?::[A-Za-z][A-Za-z0-9]*|[A-Za-z0-9][A-Za-z0-9._-]*))+$/;

/** The screen file of a route, from the project root (a parameter `:name` is the folder `[name]`). */
export function screenPath(path: string): string {
  const segments = path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s));
  return `src/screens/${segments.join('/')}/index.tsx`;
}

/** The component name from the path's last named segment: /a/view-progress.vue -> ViewProgressVueScreen. */
export function componentName(path: string): string {
  const last = path.split('/').filter((s) => s && !s.startsWith(':')).pop() ?? 'Screen';
  const name = last.replace(/[^A-Za-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase()).replace(/^[^A-Za-z]+/, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Screen`;
}

export interface ScreenData {
  path: string;
  heading: string;
  componentName: string;
  /** src/kit/ relative to the screen file. */
  kit: string;
}

export function screenData(path: string, heading: string): ScreenData {
  const depth = screenPath(path).split('/').length - 2; // from the screen's folder up to src/
  return { path, heading, componentName: componentName(path), kit: posix.join(...Array<string>(depth).fill('..'), 'kit') };
}

/** The routes that need a screen file and have none: redirects have no screen. */
export function missingScreens(routes: readonly ManifestRoute[], exists: (file: string) => boolean): ManifestRoute[] {
  return routes.filter((r) => !r.redirect && !exists(screenPath(r.path)));
}

/** A heading is plain text in a JSX attribute: no markup or quoting characters. */
export function validHeading(value: string): true | string {
  return value.trim() && !/[<>{}"`\\]/.test(value) ? true : 'a plain heading, no < > { } " ` \\';
}
