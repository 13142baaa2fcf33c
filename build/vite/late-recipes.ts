/**
 * The chunk of the Chakra recipes given at their components (src/ui/late-recipes.ts), not registered in
 * the design system (src/app/theme.ts): dialogs, form fields, tabs, toasts and the breadcrumb,
 * which never show in the first paint (issue 51 item 6).
 *
 * The design system's start-up group takes what src/app/theme.ts imports, recursively
 * (./startup-chunks.ts), and that is Chakra's theme module, which re-exports every recipe: without a
 * group of their own these would sit in the design system's chunk although only lazy screens and
 * dialogs use them. This group, ahead of the start-up's, takes their modules alone (not the anatomy
 * helpers they share with the system's recipes), so their chunk loads with the first screen or dialog
 * that needs it and imports from the design system's chunk, never the other way.
 */
import type { Rolldown } from 'vite';

/** Chakra's recipe modules (dist/esm/theme/recipes/<name>.js) of src/ui/late-recipes.ts's exports. */
export const LATE_RECIPE_MODULES = ['breadcrumb', 'dialog', 'field', 'tabs', 'toast'] as const;

const recipeModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/;

/**
 * The anatomies only the late recipes read: Chakra's anatomy module (whose kept builders are these
 * recipes' five) and the Ark and Zag anatomies and builder it calls. No recipe of the design system
 * has an anatomy (its slot recipes are none), so without this they sat in the design system's chunk.
 */
const lateAnatomy = [
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
  /[\\/]@zag-js[\\/]anatomy[\\/]dist[\\/]create-anatomy\.mjs$/,
  /[\\/]@zag-js[\\/]dialog[\\/]dist[\\/]dialog\.anatomy\.mjs$/,
  /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field[\\/]field\.anatomy\.js$/,
];

/** Whether a module id is one of the late recipes' modules or their anatomies. */
export function isLateRecipe(id: string): boolean {
  const name = recipeModule.exec(id)?.[1];
  if (name !== undefined) return (LATE_RECIPE_MODULES as readonly string[]).includes(name);
  return lateAnatomy.some((pattern) => pattern.test(id));
}

/** The group, with a priority above every start-up step's. */
export function lateRecipesGroup(priority: number): Rolldown.CodeSplittingGroup {
  return { name: 'late-recipes', priority, test: isLateRecipe, includeDependenciesRecursively: false };
}
