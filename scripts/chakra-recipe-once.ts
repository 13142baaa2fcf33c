/**
 * Chakra's styled factory (`chakra(tag, recipe)`, behind Box, Flex, Text and every other element it
 * renders) builds the element's recipe function anew at every render: `cva(config)`, and for a styled
 * component of a styled component a merge of the two recipes through another `cva`. Each build makes
 * fresh closures and fresh memo caches, so the recipe's result is computed again at every render
 * although it depends only on the component's fixed configuration and the design system. This transform
 * builds it once per component and design system (a WeakMap keyed by the system's `cva`); the styles
 * and class names are the same. The home page has about 105 such elements, and its start-up renders
 * them about 200 times, the widgets' included (issue 16: total blocking time). Should Chakra's code no
 * longer have the expected shape, the module is left as it is with a warning (and
 * tests/node/build/chakra-recipe-once.test.ts fails).
 */
import type { Plugin } from 'vite';
import { occurrences, rewriteModule } from './rewrite-module.ts';

/** Chakra's module that defines the styled factory. */
export const CHAKRA_FACTORY_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/factory\.js$/;

const PER_RENDER = [
  '    const { cva, isValidProperty } = useChakraContext();\n',
  '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);\n',
  '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;\n',
  '    const cvaRecipe = mergeCva(baseCva, cvaFn);\n',
].join('');
const ONCE = [
  '    const { cva, isValidProperty } = useChakraContext();\n',
  '    const cvaRecipe = recipeOf(cva);\n',
].join('');
const COMPONENT = '  const Styled = withEmotionCache(';
const RECIPE_OF = [
  '  const recipes = new WeakMap();\n',
  '  const recipeOf = (cva) => {\n',
  '    let recipe = recipes.get(cva);\n',
  '    if (recipe === void 0) {\n',
  '      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);\n',
  '      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;\n',
  '      recipe = mergeCva(baseCva, cvaFn);\n',
  '      recipes.set(cva, recipe);\n',
  '    }\n',
  '    return recipe;\n',
  '  };\n',
].join('');

/**
 * The factory's code with each component's recipe built once per design system; undefined when its
 * shape is not the expected one.
 */
export function recipeOnce(code: string): string | undefined {
  if (occurrences(code, PER_RENDER) !== 1 || occurrences(code, COMPONENT) !== 1) return undefined;
  return code.replace(PER_RENDER, ONCE).replace(COMPONENT, `${RECIPE_OF}${COMPONENT}`);
}

export function chakraRecipeOnce(): Plugin {
  return rewriteModule({
    name: 'eis-chakra-recipe-once',
    matches: (id) => CHAKRA_FACTORY_MODULE.test(id),
    rewrite: recipeOnce,
    warning: 'Chakra\'s styled factory no longer has the expected shape: each element builds its recipe at every render again',
  });
}
