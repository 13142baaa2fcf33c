/**
 * `virtual:chakra-global.css`: the design system's global styles (the layers' order, the reset, the
 * global CSS, every token's CSS variable), compiled at build time from src/app/theme.ts instead of by
 * ChakraProvider on the page's main thread at start-up (build/chakra-global-css.ts; issue 16).
 * main.tsx imports it with `pageSystem`, the system without them. The theme is bundled with the
 * configuration that imports this plugin, so the dev server restarts when it changes.
 */
import type { Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';

export function chakraGlobalStyles(): Plugin {
  const resolved = `\0${ID}`;
  return {
    name: 'eis-chakra-global-css',
    resolveId(source) {
      return source === ID ? resolved : undefined;
    },
    async load(loading) {
      if (loading !== resolved) return undefined;
      const [{ systemConfigs }, { globalStylesheet, stylesheetSystem }] = await Promise.all([
        import('../../src/app/theme.ts'),
        import('../chakra-global-css.ts'),
      ]);
      return globalStylesheet(stylesheetSystem(systemConfigs));
    },
  };
}
