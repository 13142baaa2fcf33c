/**
 * A build transform that rewrites one module of a dependency's code (Chakra's createSystem and styled
 * factory, Vite's preload helper: issue 16), written against the code's current shape. When that
 * shape changes, the rewrite gives up: the module is left as it is and the build warns, so the page
 * keeps working, slower; each rewrite's node or browser test fails meanwhile.
 */
import type { Plugin } from 'vite';

/** How many times `part` occurs in `code`. */
export const occurrences = (code: string, part: string): number => code.split(part).length - 1;

export interface ModuleRewrite {
  name: string;
  /** Whether `id` (without its query) is the module to rewrite. */
  matches: (id: string) => boolean;
  /** The module's new code; undefined when its shape is not the expected one. */
  rewrite: (code: string) => string | undefined;
  /** What the build warns when the shape is not the expected one. */
  warning: string;
  apply?: Plugin['apply'];
}

export function rewriteModule({ name, matches, rewrite, warning, apply }: ModuleRewrite): Plugin {
  return {
    name,
    ...(apply ? { apply } : {}),
    transform(code, id) {
      if (!matches(id.split('?')[0] ?? '')) return undefined;
      const rewritten = rewrite(code);
      if (rewritten === undefined) {
        this.warn(warning);
        return undefined;
      }
      return { code: rewritten, map: null };
    },
  };
}
