// The recipes only lazy screens and dialogs use get a chunk of their own, ahead of the design system's
// start-up group (issue 51 item 6; build/vite/late-recipes.ts). That the served first load carries none
// of them is checked in Chromium (tests/e2e/shell-ui.test.ts); that each use passes its recipe, in
// tests/unit/app/theme.test.ts.
import { describe, expect, it } from 'vitest';
import { isLateRecipe, LATE_RECIPE_MODULES, lateRecipesGroup } from '@build/vite/late-recipes.ts';

const recipes = '/p/node_modules/@chakra-ui/react/dist/esm/theme/recipes';

describe('isLateRecipe', () => {
  it('takes the modules of the late recipes, on either kind of path separator', () => {
    for (const name of LATE_RECIPE_MODULES) expect(isLateRecipe(`${recipes}/${name}.js`), name).toBe(true);
    expect(isLateRecipe('C:\\p\\node_modules\\@chakra-ui\\react\\dist\\esm\\theme\\recipes\\dialog.js')).toBe(true);
  });

  it('leaves the design system\'s recipes, other Chakra modules and the portal\'s own files', () => {
    expect(isLateRecipe(`${recipes}/button.js`)).toBe(false);
    expect(isLateRecipe(`${recipes}/link.js`)).toBe(false);
    expect(isLateRecipe(`${recipes}/input-addon.js`)).toBe(false);
    expect(isLateRecipe(`${recipes}/dialog.cjs`)).toBe(false);
    expect(isLateRecipe('/p/node_modules/@chakra-ui/react/dist/esm/components/dialog/dialog.js')).toBe(false);
    expect(isLateRecipe('/p/node_modules/@chakra-ui/react/dist/esm/theme/index.js')).toBe(false);
    expect(isLateRecipe('/p/src/ui/late-recipes.ts')).toBe(false);
    expect(isLateRecipe('/p/src/theme/recipes/dialog.js')).toBe(false);
  });
});

describe('lateRecipesGroup', () => {
  it('is one chunk of the recipe modules alone, at the priority asked for', () => {
    const group = lateRecipesGroup(6);
    expect(group).toMatchObject({ name: 'late-recipes', priority: 6, includeDependenciesRecursively: false });
    expect(group.test).toBe(isLateRecipe);
  });
});
