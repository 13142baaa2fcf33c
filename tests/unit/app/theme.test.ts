// The portal's design system carries only the recipes it uses (src/app/theme.ts); this keeps that
// slice complete: every Chakra component imported in src/ or templates/ that has a recipe in
// Chakra's default theme has it here too, else it would render unstyled.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from '@/app/theme.ts';

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

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'templates'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the design system slice', () => {
  it('has the recipe of every Chakra component the portal imports', () => {
    const all = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const ours: Record<string, unknown> = { ...recipes, ...slotRecipes };
    const used = [...chakraImports()];
    expect(used).toContain('Button');
    const missing = used
      .map((name) => SHARED[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => key in all && !(key in ours));
    expect(missing).toEqual([]);
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
