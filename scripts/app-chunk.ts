/**
 * The app's start-up code in one chunk (issue 16). Left to itself, the bundler splits what main.tsx
 * imports into some twenty small chunks shared with the lazy screens (Chakra's helpers, the request
 * layer, the session store...), so the page asked for 27 files before its first render and the entry
 * inserted a preload link for each, on the main thread, in the task after the first paint. This
 * group puts every module main.tsx imports statically into its own chunk (`main-*.js`), except:
 * - what the entry (boot.ts) imports itself, which stays in the entry so the splash needs nothing more;
 * - React, React DOM, React Router and their helpers, which boot.ts asks for beside main.tsx so that
 *   each is evaluated in a task of its own as it arrives (they keep the bundler's own chunks).
 * The lazy screens import what they share with the start-up from that chunk, which is loaded by then.
 */
import { resolve } from 'node:path';

/** The modules boot.ts asks for on their own, evaluated apart from the app (src/app/boot.ts). */
const OWN_TASK = new RegExp(
  String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]`,
);

interface ModuleInfo {
  importedIds: readonly string[];
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The modules `root` imports statically, itself included. */
export function staticGraph(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** A `codeSplitting` group of rolldown: the app's start-up code (see above) in the chunk `main`. */
export function appChunkGroup(root: string) {
  const app = resolve(root, 'src/app/main.tsx');
  const entry = resolve(root, 'src/app/boot.ts');
  // read once per chunking pass (rolldown keeps a pass's module infos, so main.tsx's is its key)
  const passes = new WeakMap<ModuleInfo, { app: Set<string>; entry: Set<string> }>();
  return {
    name(id: string, graph: ModuleGraph): string | null {
      const key = graph.getModuleInfo(app);
      if (!key) throw new Error(`app chunk: ${app} is not in the module graph`);
      let graphs = passes.get(key);
      if (!graphs) {
        graphs = { app: staticGraph(graph, app), entry: staticGraph(graph, entry) };
        passes.set(key, graphs);
      }
      return graphs.app.has(id) && !graphs.entry.has(id) && !OWN_TASK.test(id) ? 'main' : null;
    },
    // the group's own modules only: with their dependencies, it would take React and the entry's own
    includeDependenciesRecursively: false,
  };
}
