// The import aliases (build/aliases.ts) are the ones tsconfig.json declares, and no import climbs
// more than two folders (issue: a house a newcomer can live in).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASES } from '@build/aliases.ts';
import { sourceFiles } from '@tools/source-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('import aliases', () => {
  it('are the same in tsconfig.json (TypeScript, tsx) and for Vite and Vitest', () => {
    const tsconfig = JSON.parse(readFileSync(resolve(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
    const declared = Object.fromEntries(Object.entries(tsconfig.compilerOptions.paths).map(([k, [v]]) => [k.replace(/\*$/, ''), (v ?? '').replace(/^\.\//, '').replace(/\*$/, '')]));
    expect(declared).toEqual(ALIASES);
  });

  it('leave no import that climbs more than two folders', () => {
    const deep = /(?:from|import)\s*\(?\s*'((?:\.\.\/){3,}[^']*)'/g;
    const found = sourceFiles(ROOT).flatMap((file) =>
      [...readFileSync(resolve(ROOT, file), 'utf8').matchAll(deep)].map((m) => `${file}: ${m[1] ?? ''}`));
    expect(found).toEqual([]);
  });
});
