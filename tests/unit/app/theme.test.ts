// The portal's design system carries only the recipes it uses (src/app/theme.ts); this keeps that
// slice complete: every Chakra component imported in src/ or templates/ that has a recipe in
// Chakra's default theme has it here too, or is given it where it is used (src/ui/late-recipes.ts:
// the components that never show in the first paint), else it would render unstyled.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from '@/app/theme.ts';
import * as late from '@/ui/late-recipes.ts';
import { LATE_RECIPE_MODULES } from '@build/vite/late-recipes.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/** Components styled by another component's recipe. */
const SHARED: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'generated') return [];
    return statSync(full).isDirectory() ? files(full) : /\.(tsx?|hbs)$/.test(name) ? [full] : [];
  });
}

/** The Chakra components each file of src/ and templates/ imports, each with its local name. */
function chakraImportsByFile(): Map<string, Map<string, string>> {
  const byFile = new Map<string, Map<string, string>>();
  for (const file of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'templates'))]) {
    const names = new Map<string, string>();
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const [name = '', local = name] = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
        if (/^[A-Z]/.test(name)) names.set(name, local);
      }
    }
    if (names.size > 0) byFile.set(file, names);
  }
  return byFile;
}

function chakraImports(): Set<string> {
  return new Set([...chakraImportsByFile().values()].flatMap((names) => [...names.keys()]));
}

/** The late recipes by their key (`chakra-dialog` is dialog's), with their export's name. */
const lateByKey = new Map(Object.entries(late).map(([exported, recipe]) => [String(recipe.className).replace(/^chakra-/, ''), exported]));

describe('the design system slice', () => {
  it('has the recipe of every Chakra component the portal imports', () => {
    const all = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const ours: Record<string, unknown> = { ...recipes, ...slotRecipes };
    const used = [...chakraImports()];
    expect(used).toContain('Button');
    const missing = used
      .map((name) => SHARED[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => key in all && !(key in ours) && !lateByKey.has(key));
    expect(missing).toEqual([]);
    // a component of the portal's own on a recipe of the system by its key (the header's search, src/ui/PlainInput.tsx)
    const sources = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'templates'))].map((file) => readFileSync(file, 'utf8')).join('\n');
    const keys = [...sources.matchAll(/create(?:Slot)?RecipeContext\(\{\s*key:\s*['"]([\w-]+)['"]/g)].map((m) => m[1] ?? '');
    expect(keys).toContain('input');
    for (const key of keys) expect(ours, key).toHaveProperty(key);
  });

  it('gives a late recipe at each use of its component, and builds it into a chunk of its own (issue 51 item 6)', () => {
    expect([...lateByKey.keys()].sort()).toEqual([...LATE_RECIPE_MODULES].sort());
    const ours: Record<string, unknown> = { ...recipes, ...slotRecipes };
    let uses = 0;
    for (const [file, names] of chakraImportsByFile()) {
      const text = readFileSync(file, 'utf8');
      for (const [name, local] of names) {
        const exported = lateByKey.get(name.charAt(0).toLowerCase() + name.slice(1));
        if (exported === undefined) continue;
        // every <Dialog.Root …> of the file (a slot recipe's root, by the name the file gives it) passes
        // it; the tag ends at a `>` that is not an arrow function's
        const root = new RegExp(`<${local}\\.Root\\b(?:=>|[^>])*?>`, 'gs');
        const opened = [...text.matchAll(root)].map((m) => m[0]);
        expect(opened.length, `${file}: ${name}`).toBeGreaterThan(0);
        for (const tag of opened) expect(tag, `${file}: ${name}`).toContain(`recipe={${exported}}`);
        uses += opened.length;
      }
    }
    expect(uses).toBeGreaterThanOrEqual(9);
    for (const key of lateByKey.keys()) expect(ours, key).not.toHaveProperty(key);
  });

  it('keeps the darker error red (4.5:1 contrast)', () => {
    expect(system.token('colors.red.700')).toBeTruthy();
    expect(JSON.stringify(system._config.theme?.semanticTokens?.colors?.['fg.error'] ?? {})).toContain('red.700');
  });

  it('has every colour palette and colour token the sources name (the unused palettes are left out for start-up time)', () => {
    const sources = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'templates'))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const palettes = new Set([...sources.matchAll(/colorPalette[=:]\s*\{?\s*["'`]([a-z]+)["'`]/g)].map((m) => m[1]));
    expect(palettes.size).toBeGreaterThan(0);
    for (const palette of palettes) expect(system.token(`colors.${String(palette)}.solid`), `colorPalette ${String(palette)}`).toBeTruthy();
    // a colour token in a style prop: `gray.100`, `red.800`, `fg.muted`...
    const prop = /\b(?:color|bg|background|borderColor|fill|stroke)[=:]\s*\{?\s*["'`]([a-z]+\.[a-z0-9]+)["'`]/g;
    const named = new Set([...sources.matchAll(prop)].map((m) => m[1]));
    expect(named.size).toBeGreaterThan(5);
    for (const token of named) expect(system.token(`colors.${String(token)}`), String(token)).toBeTruthy();
    // and what the kept semantic tokens (bg.error, fg.success...) refer to
    for (const token of ['bg.error', 'bg.success', 'bg.warning', 'bg.info', 'fg.error', 'fg.success', 'fg.warning', 'fg.info', 'border.error']) {
      expect(system.token(`colors.${token}`), token).toBeTruthy();
    }
    expect(system.token('colors.teal.500')).toBeUndefined();
  });
});
