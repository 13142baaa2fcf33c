/**
 * What the bundler is told about the dependencies' code so that it can leave out what the portal does
 * not use (issue 51 item 6: the home page's first paint). Knowledge, not rewrites: the packages are
 * bundled as published (docs/adr/0006); each entry says why it holds.
 */
import { anatomyPureFunctions } from './pure-anatomies.ts';

/**
 * Chakra's theme module builds its full default config at load time; these helpers only return their
 * argument, so marking them pure lets the unused recipes drop out of the bundle (src/app/theme.ts
 * imports the ones the portal uses).
 */
export const CHAKRA_DEFINE_HELPERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
];

/**
 * CommonJS packages with no side effects that declare none (no `sideEffects` field), imported for
 * effect only where nothing is used: `@emotion/react` imports `hoist-non-react-statics` bare (for its
 * `withTheme`, which the portal and Chakra never call), and that package requires `react-is`. A bare
 * import of such a package is kept whole unless the bundler is told it has no side effects.
 */
export const SIDE_EFFECT_FREE_PACKAGES = ['hoist-non-react-statics', 'react-is'];

/** The package a module id belongs to (the last `node_modules/` segment), or undefined for the portal's own. */
export function packageOf(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [scope, name] = path.slice(at + '/node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name ?? ''}` : scope;
}

/**
 * A module's side effects as the bundler should take them: none for the packages above, the usual
 * rules (package.json `sideEffects`, else assumed) for everything else.
 */
export function moduleSideEffects(id: string): false | undefined {
  return SIDE_EFFECT_FREE_PACKAGES.includes(packageOf(id) ?? '') ? false : undefined;
}

/** The build's tree-shaking options (`build.rolldownOptions.treeshake`). */
export function portalTreeshake(root: string) {
  return {
    manualPureFunctions: [...CHAKRA_DEFINE_HELPERS, ...anatomyPureFunctions(root)],
    moduleSideEffects,
  };
}
