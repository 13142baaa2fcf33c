/**
 * The start-up's chunks follow the boot sequence (issue 51 item 6: the home page's first paint).
 *
 * The entry (src/app/boot.ts) paints the splash, then asks for React DOM, React Router, the design
 * system and the app (src/app/main.tsx), each on its own so that each evaluates in a task of its own
 * as it arrives (issue 16). Left to the bundler's automatic splitting, what those bring came out as
 * some forty chunks, one for each set of lazy screens that shares a module with the start-up: the page
 * loads every one of them before its first render anyway, and each costs bytes (import and export
 * lists naming what crosses its border, which the minifier cannot shorten), a request and a module
 * record. Here each step of the boot sequence is one chunk: the entry's, then each dynamic import of
 * the entry in its order, holding what it brings that an earlier step did not. A lazy screen that uses
 * a start-up module takes it from that step's chunk, which is always there before it.
 *
 * Each group names only its root module; the bundler adds what the root uses (after tree-shaking, so
 * a barrel import such as `@chakra-ui/react`'s brings only what is used), and a module an earlier
 * group took stays there: the chunks import one another in the boot sequence's order, never back, so
 * no chunk cycle is possible. The entry's group turns the entry chunk into a facade of its group's
 * chunk (both are module-preloaded by index.html): otherwise the app's group would take the modules
 * it shares with the entry (src/routing/framed.ts, Vite's preload helper) and the entry would load
 * the app's chunk before the splash.
 *
 * Measured with `npm run bench -- bundle`, same code: the first paint 190.7 → 180.6 KB gzip, its
 * chunks 44 → 12. Loading the home page (test build, six loads each, alternating, medians): 81 → 46
 * JavaScript requests, the page's main thread busy 1,449 → 1,228 ms, background script streaming and
 * parsing 2,287 → 1,511 ms, the home page shown after 1,819 → 1,365 ms.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A step of the boot sequence: its chunk's name and its root module. */
export interface StartupStep {
  name: string;
  root: string;
}

/**
 * The boot sequence of src/app/boot.ts: the entry, then what it imports dynamically, in its order.
 * Declared here because the bundler takes its output options before it reads a module; the plugin
 * checks it against the entry's dynamic imports, so a changed boot sequence fails the build.
 */
export function bootSequence(root: string): StartupStep[] {
  const app = (path: string) => resolve(root, 'src/app', path);
  return [
    { name: 'index', root: app('boot.ts') },
    { name: 'react-dom', root: createRequire(resolve(root, 'package.json')).resolve('react-dom/client') },
    { name: 'router', root: app('router-library.ts') },
    { name: 'theme', root: app('theme.ts') },
    { name: 'main', root: app('main.tsx') },
  ];
}

/**
 * What is wrong with the declared steps against the entry's dynamic imports as the bundler found
 * them (undefined when they agree).
 */
export function sequenceProblem(steps: readonly StartupStep[], found: readonly string[]): string | undefined {
  const [entry, ...later] = steps;
  const declared = later.map((step) => step.root);
  const agree = declared.length === found.length && declared.every((root, index) => root === found[index]);
  if (entry && agree) return undefined;
  return `the start-up chunks (build/vite/startup-chunks.ts) declare the boot sequence ${JSON.stringify(declared)}, ` +
    `but ${entry?.root ?? 'the entry'} imports ${JSON.stringify(found)}: declare its dynamic imports in their order`;
}

/**
 * The code-splitting groups of the steps: the earlier step takes first (a higher priority), each
 * group its root and what it uses (the bundler's default `includeDependenciesRecursively`).
 */
export function startupGroups(steps: readonly StartupStep[]): Rolldown.CodeSplittingGroup[] {
  return steps.map((step, index) => ({
    name: step.name,
    priority: steps.length - index,
    test: (id: string) => id === step.root,
  }));
}

/**
 * The groups for `build.rolldownOptions.output.codeSplitting`, and the plugin that checks the
 * declared boot sequence against the module graph once it is built.
 */
export function startupChunks(
  steps: readonly StartupStep[],
): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const plugin: Plugin = {
    name: 'eis-startup-chunks',
    apply: 'build',
    buildEnd(error) {
      // a build of another input with the portal's config (a test's fixture entry) has no boot
      // sequence: its groups match nothing
      const entry = this.getModuleInfo(steps[0]?.root ?? '');
      if (error || !entry) return;
      const problem = sequenceProblem(steps, entry.dynamicallyImportedIds);
      if (problem) this.error(problem);
    },
  };
  return { plugin, groups: startupGroups(steps) };
}
