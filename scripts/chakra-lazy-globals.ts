/**
 * Chakra's createSystem builds the system's global styles (the reset, the global CSS and the CSS
 * of every token's variable) as soon as a system is created, for ChakraProvider to insert. The page
 * never inserts them: the build compiles them into a stylesheet (scripts/chakra-global-css.ts) and
 * the page runs `pageSystem`, which has none. Building them anyway took about a fifth of the design
 * system's start-up task on a throttled phone (issue 16). This transform makes `_global` a getter
 * that builds them on first read, for whoever does read them (ChakraProvider with `system`, the
 * build's stylesheet); nothing else changes. Should Chakra's code no longer have the expected
 * shape, the module is left as it is with a warning (and tests/node/build/global-styles.test.ts fails).
 */
import type { Plugin } from 'vite';
import { occurrences, rewriteModule } from './rewrite-module.ts';

/** Chakra's module that defines createSystem. */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

const EAGER = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const LAZY = '  let _globalStyles;\n  const globalStyles = () => _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const RETURNED = '    _global,\n';
const GETTER = '    get _global() {\n      return globalStyles();\n    },\n';

/** The module's code with `_global` built on first read; undefined when its shape is not the expected one. */
export function lazyGlobals(code: string): string | undefined {
  if (occurrences(code, EAGER) !== 1 || occurrences(code, RETURNED) !== 1) return undefined;
  return code.replace(EAGER, LAZY).replace(RETURNED, GETTER);
}

export function chakraLazyGlobals(): Plugin {
  return rewriteModule({
    name: 'eis-chakra-lazy-globals',
    matches: (id) => CHAKRA_SYSTEM_MODULE.test(id),
    rewrite: lazyGlobals,
    warning: 'Chakra\'s createSystem no longer has the expected shape: its global styles are built eagerly again',
  });
}
