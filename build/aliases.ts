/**
 * The import aliases (docs/adr/0008-import-aliases.md: no import climbs more than two folders): `@/` is src/, and each
 * other top-level folder has one for the tests, tools and benchmarks that reach into it. tsconfig.json
 * declares the same for TypeScript and tsx (tests/build/aliases.test.ts keeps the two equal); the Vite
 * and Vitest configurations take them from here.
 */
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Alias prefix -> folder, relative to the project's root. */
export const ALIASES: Readonly<Record<string, string>> = {
  '@/': 'src/',
  '@mock/': 'mock-server/',
  '@generators/': 'generators/',
  '@tools/': 'tools/',
  '@tests/': 'tests/',
  '@bench/': 'bench/',
  '@build/': 'build/',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The aliases as Vite's `resolve.alias` takes them. */
export const viteAliases = Object.entries(ALIASES).map(([prefix, folder]) => ({
  find: new RegExp(`^${escape(prefix)}`),
  replacement: `${resolve(ROOT, folder)}/`,
}));
