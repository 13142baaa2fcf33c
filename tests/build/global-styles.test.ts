// The design system's global styles come from the build's stylesheet, not from ChakraProvider at
// start-up (issue 16): build/chakra-global-css.ts compiles them with Emotion as <Global> would, and
// the page runs with pageSystem, which inserts none. The browser side: tests/e2e/shell-ui.test.ts.
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { globalStylesheet, stylesheetSystem } from '../../build/chakra-global-css.ts';
import { PALETTES, pageSystem, system, systemConfigs } from '@/app/theme.ts';

describe('the design system\'s global stylesheet', () => {
  const css = globalStylesheet(stylesheetSystem(systemConfigs));

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

  it('has the global CSS and all of Chakra\'s keyframes, which the page\'s system leaves out (issue 51 item 6)', () => {
    expect(css).toMatch(/body\{min-height:100dvh;/);
    expect(css.match(/@keyframes [\w-]+/g)?.length).toBe(33);
    // the page's system has neither: their sources stay out of the first paint
    expect(system._config.globalCss).toBeUndefined();
    expect(system._config.theme?.keyframes).toBeUndefined();
    expect(globalStylesheet(system)).not.toContain('@keyframes');
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

  it('is built when read, not when the system is made: the page, which never reads it, is spared it (issue 51 item 6)', () => {
    // patches/@chakra-ui+react+3.37.0.patch: createSystem built the reset, global and token CSS
    // objects for every page load (about 50 ms of the theme chunk's 160 ms in Chromium here), for
    // ChakraProvider's <Global>, which the page's system does not render
    const made = createSystem(defaultBaseConfig, { theme: { tokens: { colors: { brand: { value: '#123456' } } } } });
    const global = Object.getOwnPropertyDescriptor(made, '_global');
    expect(typeof global?.get).toBe('function');
    expect(Object.getOwnPropertyDescriptor(pageSystem, '_global')).toMatchObject({ value: [] }); // never built
    // read, it is what Chakra builds, once
    expect(made._global).toEqual([made.getPreflightCss(), made.getGlobalCss(), made.getTokenCss()]);
    expect(made._global).toBe(made._global);
    expect(JSON.stringify(made._global)).toContain('#123456');
  });
});
