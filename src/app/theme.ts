import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The portal's design system: Chakra's default tokens and styles with only the recipes of the
 * components the portal uses (Chakra's bundle-optimisation guide; vite.config.ts marks Chakra's
 * define* helpers pure so that the unused recipes really drop out). The full default theme carries
 * every component's recipe into the first paint; this slice keeps the home page's initial
 * JavaScript within its budget (`npm run bench -- bundle`). A component whose recipe is missing here
 * renders unstyled, so tests/unit/app/theme.test.ts fails until its recipe is added.
 *
 * The default error red (#ef4444 on white, 3.76:1) fails the 4.5:1 contrast rule, so error text
 * uses a darker red.
 */
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
export const slotRecipes = {
  breadcrumb: breadcrumbSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
};

const portalTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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

export const system = createSystem(mergeConfigs(defaultBaseConfig, portalTheme, adjustments));
