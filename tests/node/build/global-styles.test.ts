// The design system's global styles come from the build's stylesheet, not from ChakraProvider at
// start-up (issue 16): scripts/chakra-global-css.ts compiles them with Emotion as <Global> would, and
// the page runs with pageSystem, which inserts none. The browser side: tests/e2e/shell-ui.test.ts.
import { describe, expect, it } from 'vitest';
import { globalStylesheet } from '../../../scripts/chakra-global-css.ts';
import { lazyGlobals } from '../../../scripts/chakra-lazy-globals.ts';
import { PALETTES, pageSystem, system, systemConfigs } from '../../../src/app/theme.ts';
import { chakraModule } from '../support/chakra-module.ts';

describe('the design system\'s global stylesheet', () => {
  const css = globalStylesheet(system);

  it('declares the cascade layers\' order first, then the reset, the global styles and the tokens in theirs', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    const at = ['@layer reset{', '@layer base{', '@layer tokens{'].map((layer) => css.indexOf(layer));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('has a CSS variable for every kept palette, the portal\'s own tokens and the keyframes', () => {
    for (const palette of PALETTES) expect(css, palette).toContain(`--chakra-colors-${palette}-500:`);
    // the error text's colour, as components ask for it, is the portal's darker red (theme.ts)
    const errorVariable = /^var\((.+)\)$/.exec(String(system.css({ color: 'fg.error' }).color))?.[1];
    expect(errorVariable).toBeDefined();
    expect(css).toContain(`${String(errorVariable)}:var(--chakra-colors-red-700)`);
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('--chakra-colors-purple-500:'); // a palette left out of the theme
  });

  it('is what ChakraProvider would have inserted: the system\'s globals, which the page\'s system no longer has', () => {
    expect(system._global.length).toBeGreaterThan(0);
    expect(pageSystem._global).toEqual([]);
    expect(pageSystem.layers.atRule).toBe('');
    expect(globalStylesheet(pageSystem)).toBe('');
    // everything else is the same system: a component's styles come out the same
    const sample = { color: 'fg.error', px: '4', _hover: { bg: 'gray.100' } };
    expect(pageSystem.css(sample)).toEqual(system.css(sample));
  });
});

// The page never reads its system's global styles, so the build has Chakra build them on first read
// rather than when the system is created (scripts/chakra-lazy-globals.ts; issue 16: total blocking time).
describe('Chakra\'s global styles, built on first read', () => {
  const systemModule = chakraModule('styled-system/system.js');
  const { original } = systemModule;

  it('applies to the installed Chakra (a Chakra whose createSystem changed shape fails here)', () => {
    const lazy = lazyGlobals(original);
    expect(lazy).toBeDefined();
    expect(lazy).toContain('get _global()');
    expect(lazy).not.toContain('const _global = [');
    expect(lazyGlobals('export const x = 1;')).toBeUndefined();
  });

  it('gives the same global styles, once, when they are read', async () => {
    const { module, remove } = await systemModule.load(lazyGlobals(original) ?? '', 'lazy');
    try {
      const { createSystem } = module as typeof import('@chakra-ui/react');
      const lazy = createSystem(...systemConfigs);
      expect(typeof Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBe('function');
      expect(lazy._global).toEqual(createSystem(...systemConfigs)._global);
      expect(lazy._global).toBe(lazy._global); // built once
      expect(lazy.css({ px: '4' })).toEqual(system.css({ px: '4' }));
    } finally {
      remove();
    }
  });
});
