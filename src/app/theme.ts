import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  headingRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The portal's design system: Chakra's default tokens and styles with only the recipes of the
 * components the portal uses (Chakra's bundle-optimisation guide; vite.config.ts marks Chakra's
 * define* helpers pure so that the unused recipes really drop out). The full default theme carries
 * every component's recipe into the first paint; this slice keeps the home page's initial
 * JavaScript within its budget (`npm run bench -- bundle`). The components that never show in the
 * first paint (dialogs, form fields, tabs, toasts, the breadcrumb) get their recipes where they are used
 * (src/ui/late-recipes.ts). A component whose recipe is missing renders unstyled, so
 * tests/unit/app/theme.test.ts fails until its recipe is added here or given at its use.
 *
 * The default error red (#ef4444 on white, 3.76:1) fails the 4.5:1 contrast rule, so error text
 * uses a darker red.
 */
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};
export const slotRecipes = {};

/**
 * The colour palettes kept: gray (Chakra's default palette), red (the portal's danger actions and
 * errors) and the status colours Chakra's semantic tokens refer to (green success, orange warning,
 * blue info). The other five of the default theme (yellow, teal, purple, pink, cyan: 95 of its 243
 * colour tokens) are left out: the start-up builds every token's CSS variable on the main thread
 * (issue 16), and no screen uses them; tests/unit/app/theme.test.ts fails on a `colorPalette` or a
 * colour token of the sources that is not here.
 */
export const PALETTES = ['gray', 'red', 'green', 'orange', 'blue'];
const keepColours = <T extends object>(colours: T, plain: string[]): T =>
  Object.fromEntries(Object.entries(colours).filter(([name]) => PALETTES.includes(name) || plain.includes(name))) as T;

/**
 * The global CSS and the keyframes are not here: the page never builds them (its system inserts no
 * global styles, `pageSystem` below), and the build's stylesheet adds them where it compiles them
 * (build/chakra-global-css.ts), so their sources stay out of the first paint (issue 51 item 6).
 */
const portalTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens: { ...tokens, colors: keepColours(tokens.colors, ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha']) },
    semanticTokens: { ...semanticTokens, colors: keepColours(semanticTokens.colors, ['bg', 'fg', 'border']) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const adjustments = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        'fg.error': { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
      },
    },
  },
});

/** The system's configurations, in their order (createSystem merges them; merged here first, twice). */
export const systemConfigs = [defaultBaseConfig, portalTheme, adjustments];

export const system = createSystem(...systemConfigs);

/**
 * The system as the page runs it: without global styles to insert. The build compiles them into a
 * stylesheet (`virtual:chakra-global.css`, build/vite/chakra-global-styles.ts and build/chakra-global-css.ts), which
 * main.tsx imports, so ChakraProvider serializes and inserts nothing at start-up (issue 16).
 * Anything that renders `system` itself (the unit tests) gets the reset and the tokens' variables
 * from ChakraProvider as usual, not the global CSS and the keyframes, which only the stylesheet has.
 */
export const pageSystem: SystemContext = Object.defineProperties({}, {
  // the system's properties as they are, without reading `_global` (which holds the global styles the
  // page does not insert)
  ...Object.getOwnPropertyDescriptors(system),
  _global: { value: [], enumerable: true },
  layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
}) as SystemContext;
