/**
 * Where screens live: `src/screens/<route path>/index.tsx`, one folder per route, a route parameter
 * `:name` as a folder `[name]`. The one place in the app that knows it; every screen stays its own lazy
 * chunk (a non-eager glob).
 */
import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };

/** The screen file of a route path, relative to this folder. Pure. */
export function screenFile(path: string): string {
  const segments = path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s));
  return `../screens/${segments.join('/')}/index.tsx`;
}

const modules = import.meta.glob<ScreenModule>('../screens/**/index.tsx');

/** The lazy loader of a route's screen; undefined when its file is missing. */
export function screenLoader(path: string): (() => Promise<ScreenModule>) | undefined {
  return modules[screenFile(path)];
}

/** Every screen file there is (the test that keeps files and manifest equal reads it). */
export function screenFiles(): string[] {
  return Object.keys(modules);
}
