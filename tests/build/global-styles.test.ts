// The design system's global styles come from the build's stylesheet, not from ChakraProvider at
// start-up (issue 16): build/chakra-global-css.ts compiles them with Emotion as <Global> would, and
// the page runs with pageSystem, which inserts none. The browser side: tests/e2e/shell-ui.test.ts.
import { describe, expect, it } from 'vitest';
import { globalStylesheet } from '../../build/chakra-global-css.ts';
import { PALETTES, pageSystem, system } from '@/app/theme.ts';

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
