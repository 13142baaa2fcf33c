/**
 * Vite's preload helper inserts a `<link rel="modulepreload">` for every chunk a dynamic import needs,
 * all in the task that calls it. Each insertion starts a request from the main thread, about a
 * millisecond apiece on this project's machine (3-5 ms with the CPU 4x slower), and the entry's imports
 * after the first paint need 27 of them: one long task of 250 ms and more on a slow phone (issue 16:
 * total blocking time). This transform makes the helper insert the links a few per task, yielding
 * between them; the requests start a few milliseconds later at most, and the CSS the helper waits for
 * is among them as before. Should Vite's helper no longer have the expected shape, it is left as it is
 * with a warning (and the start-up browser test in tests/e2e/shell-ui.test.ts fails).
 */
import type { Plugin } from 'vite';
import { occurrences, rewriteModule } from './rewrite-module.ts';

/** Vite's preload helper (a virtual module of the build). */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** At most this many links a task: about 25 ms with the CPU 4x slower, under a long task's 50 ms. */
export const LINKS_PER_TASK = 6;

const EAGER = 'document.head.appendChild(link);';

const BATCHER = `
const eisLinks = [];
let eisFlushing = false;
function eisFlushLinks() {
  for (const link of eisLinks.splice(0, ${String(LINKS_PER_TASK)})) document.head.appendChild(link);
  if (eisLinks.length > 0) setTimeout(eisFlushLinks, 0);
  else eisFlushing = false;
}
function eisAppendLink(link) {
  eisLinks.push(link);
  if (eisFlushing) return;
  eisFlushing = true;
  // the first few at once, the rest in the tasks after
  queueMicrotask(eisFlushLinks);
}
`;

/** The helper's code with its links inserted a few per task; undefined when its shape is not the expected one. */
export function batchedPreloads(code: string): string | undefined {
  if (occurrences(code, EAGER) !== 1) return undefined;
  return `${BATCHER}${code.replace(EAGER, 'eisAppendLink(link);')}`;
}

export function batchedPreloadLinks(): Plugin {
  return rewriteModule({
    name: 'eis-batched-preloads',
    apply: 'build',
    matches: (id) => id === PRELOAD_HELPER,
    rewrite: batchedPreloads,
    warning: 'Vite\'s preload helper no longer has the expected shape: its links are inserted all in one task again',
  });
}
