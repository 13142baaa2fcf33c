/**
 * The design system's global styles as a stylesheet written at build time (issue 16: total blocking
 * time). Chakra's ChakraProvider inserts them at start-up through Emotion's <Global>: the cascade
 * layers' order, the reset, the global CSS and a CSS variable for every token, all serialized and
 * compiled on the page's main thread before its first render. They depend on the theme
 * alone (src/app/theme.ts), so the build writes them once (`virtual:chakra-global.css`,
 * build/vite/chakra-global-styles.ts) with Emotion's own serializer and compiler, exactly as <Global>
 * would, and the page runs with `pageSystem`, which has none to insert.
 */
import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import createCache from '@emotion/cache';
import { css } from '@emotion/react';

/**
 * What only the stylesheet needs of Chakra's default theme: the global CSS and the keyframes. The
 * page's system leaves them out (src/app/theme.ts), so their sources are not in the first paint.
 */
export const globalsConfig = defineConfig({ globalCss, theme: { keyframes } });

/** The system the stylesheet is compiled from: the page's configurations and the globals. */
export function stylesheetSystem(configs: readonly SystemConfig[]): SystemContext {
  return createSystem(...configs, globalsConfig);
}

/** The CSS <ChakraProvider value={system}> inserts, in its order: the layers' order first, then the globals. */
export function globalStylesheet(system: SystemContext): string {
  if (typeof document !== 'undefined') throw new Error('globalStylesheet runs at build time, in Node');
  // without a document, Emotion's cache compiles and returns the rules instead of inserting them
  const cache = createCache({ key: 'css' });
  const parts = [system._config.disableLayers ? undefined : system.layers.atRule, system._global];
  return parts
    .filter((styles) => styles !== undefined)
    .map((styles) => cache.insert('', css(styles), cache.sheet, false) ?? '')
    .filter((rules) => rules !== '')
    .join('\n');
}
