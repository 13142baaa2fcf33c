/**
 * One of Chakra's ESM modules, for the tests of the build's rewrites of it (scripts/rewrite-module.ts):
 * its code as installed, and a rewritten copy loaded from beside the original, so that the copy's
 * relative imports resolve to the same modules as the original's.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ESM = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');

export interface ChakraModule {
  /** The module's code as installed. */
  original: string;
  /** Loads `code` as a copy of the module named by `tag`; `remove` deletes the copy. */
  load(code: string, tag: string): Promise<{ module: unknown; remove: () => void }>;
}

/** `path` is relative to Chakra's dist/esm, e.g. 'styled-system/system.js'. */
export function chakraModule(path: string): ChakraModule {
  const file = join(ESM, path);
  return {
    original: readFileSync(file, 'utf8'),
    async load(code, tag) {
      const copy = file.replace(/\.js$/, `.${tag}-${String(process.pid)}.js`);
      const remove = () => {
        rmSync(copy, { force: true });
      };
      writeFileSync(copy, code);
      try {
        return { module: await import(/* @vite-ignore */ pathToFileURL(copy).href) as unknown, remove };
      } catch (error) {
        remove();
        throw error;
      }
    },
  };
}
