/**
 * The names of Chakra's anatomy builders, for the build's `treeshake.manualPureFunctions` (issue 51
 * item 6: the home page's first paint).
 *
 * Chakra's `anatomy.js` builds every component's anatomy at load time: `createAnatomy('alert').parts(…)`
 * and `accordionAnatomy$1.extendWith('itemBody')` on the anatomies it imports from Ark UI, which
 * imports them from each Zag machine. The recipes the theme keeps import that module for five of them
 * (breadcrumb, dialog, field, tabs, toast); a call the bundler cannot prove pure is kept with all it
 * refers to, so the anatomies of accordion, clipboard, colour picker, combobox, date picker, editable
 * and a dozen more (and their Zag and Ark modules) rode along into the design system's chunk. The
 * builders only return new objects (`@zag-js/anatomy`'s `createAnatomy`: `parts`, `extendWith`, `omit`,
 * `rename`, `build`), so marking them pure drops every anatomy no kept code reads.
 *
 * Rolldown matches a pure function by the callee's root name as written in the module (a method
 * called on a pure function's result is pure too), so the names are read from the module itself, not
 * copied: the roots of its module-level `x.extendWith(…)`-style initialisers, with `createAnatomy`.
 * Reading, not rewriting: Chakra's code is bundled as published (docs/adr/0006).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseSync } from 'vite';

/** The anatomy builder's methods: each returns a new anatomy (or its parts) and changes nothing. */
export const ANATOMY_METHODS = ['extendWith', 'parts', 'omit', 'rename', 'build', 'keys'] as const;

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof (value as Node | null)?.type === 'string';

/**
 * The root name of `root.method(…)` when `method` is an anatomy method, through chains such as
 * `createAnatomy('x').parts(…)`; undefined for any other expression.
 */
export function anatomyCallRoot(expression: unknown): string | undefined {
  if (!isNode(expression) || expression.type !== 'CallExpression' || !isNode(expression.callee)) return undefined;
  const { callee } = expression;
  if (callee.type === 'Identifier') return callee.name === 'createAnatomy' ? 'createAnatomy' : undefined;
  const { object, property } = callee;
  if (callee.type !== 'MemberExpression' || !isNode(property) || !(ANATOMY_METHODS as readonly unknown[]).includes(property.name)) return undefined;
  return isNode(object) && object.type === 'Identifier' ? String(object.name) : anatomyCallRoot(object);
}

/** The roots of a module's top-level `const x = <anatomy call>` initialisers, in order, once each. */
export function anatomyBuilders(source: string): string[] {
  const program = parseSync('anatomy.js', source).program as unknown as { body: Node[] };
  const roots = new Set<string>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const root = anatomyCallRoot(declarator.init);
      if (root !== undefined) roots.add(root);
    }
  }
  return [...roots];
}

/** Chakra's anatomy module as installed, resolved from the project root. */
export function chakraAnatomySource(root: string): string {
  const require = createRequire(join(root, 'package.json'));
  const main = require.resolve('@chakra-ui/react');
  // the package's CommonJS main sits beside the ESM build the bundler reads: dist/cjs, dist/esm
  return readFileSync(join(main, '..', '..', 'esm', 'anatomy.js'), 'utf8');
}

/** The pure-marked names for Chakra's anatomies: `createAnatomy` and every root its module builds on. */
export function anatomyPureFunctions(root: string): string[] {
  return [...new Set(['createAnatomy', ...anatomyBuilders(chakraAnatomySource(root))])];
}
