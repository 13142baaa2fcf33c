/**
 * Where screens live: `src/screens/<route path>/index.tsx` for a route whose screen a developer
 * ejected, a route parameter `:name` as a folder `[name]`; every other route gets the kit's screen. The
 * one place in the app that knows it; every screen file stays its own lazy chunk (a non-eager glob).
 */
import type { ComponentType } from 'react';
import type { ManifestRoute } from '@/routing/manifest/define.ts';

export type ScreenModule = { default: ComponentType };

/** The screen file of a route path, relative to this folder. Pure. */
export function screenFile(path: string): string {
  const segments = path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s));
  return `../screens/${segments.join('/')}/index.tsx`;
}

const modules = import.meta.glob<ScreenModule>('../screens/**/index.tsx');

/** The kit's screen of a route with no file: what its manifest entry makes (src/kit/RouteScreen.tsx). */
const kitScreen = (): Promise<ScreenModule> => import('@/kit/RouteScreen.tsx');

/**
 * The lazy loader of a route's screen: its own file when a developer ejected one (issue 51 item 1,
 * docs/adr/0017), else the kit's screen; undefined for a hand-written route (`view: 'own'`) whose file
 * is missing.
 */
export function screenLoader(route: Pick<ManifestRoute, 'path' | 'view'>): (() => Promise<ScreenModule>) | undefined {
  return modules[screenFile(route.path)] ?? (route.view === 'own' ? undefined : kitScreen);
}

/** Whether a route has its own screen file. */
export function hasScreenFile(path: string): boolean {
  return screenFile(path) in modules;
}

/** Every screen file there is (the test that keeps files and manifest equal reads it). */
export function screenFiles(): string[] {
  return Object.keys(modules);
}
