// Chakra's anatomy builders marked pure for the bundler (issue 51 item 6: the home page's first
// paint). The kept recipes read five anatomies from Chakra's anatomy module, whose module-level
// builder calls kept every other component's anatomy (accordion, colour picker, date picker…) and
// its Zag and Ark modules in the design system's chunk.
import { resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleSnippet } from './fixtures/bundle-snippet.ts';
import { anatomyBuilders, anatomyCallRoot, anatomyPureFunctions, chakraAnatomySource } from '@build/vite/pure-anatomies.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the anatomy builders read from a module', () => {
  it('takes the roots of anatomy calls, chained or not, and nothing else', () => {
    const source = `
      import { createAnatomy } from 'x';
      import { menuAnatomy as menuAnatomy$1 } from 'y';
      export const alertAnatomy = createAnatomy('alert').parts('root', 'title');
      const menuAnatomy = menuAnatomy$1.extendWith('itemCommand');
      const radioCardAnatomy = radioGroupAnatomy.extendWith('label').omit('item');
      const parts = anatomy.build();
      const listboxAnatomy = listboxAnatomy$1;
      const registered = registry.register('alert');
      const picked = menuAnatomy$1['extendWith']('x');
      sideEffect(alertAnatomy);
    `;
    expect(anatomyBuilders(source)).toEqual(['createAnatomy', 'menuAnatomy$1', 'radioGroupAnatomy', 'anatomy']);
  });

  it('names no call of another method', () => {
    expect(anatomyCallRoot({ type: 'Identifier', name: 'x' })).toBeUndefined();
    expect(anatomyBuilders('const a = store.subscribe(listener); const b = createStore().parts();')).toEqual([]);
    // not a call, a constructor call, a computed or unnamed callee, a call on a call of something else
    expect(anatomyBuilders('const a = menuAnatomy.extendWith; const b = new menuAnatomy.extendWith("x");')).toEqual([]);
    expect(anatomyBuilders('const a = anatomies[0].extendWith("x"); const b = (() => x)().build(); const c = f()();')).toEqual([]);
    expect(anatomyBuilders('const a = createAnatomy; const b = makeAnatomy("x"); const c = "createAnatomy";')).toEqual([]);
  });
});

describe('Chakra\'s anatomy module as installed', () => {
  it('builds its anatomies on names the bundler is told are pure', () => {
    const names = anatomyPureFunctions(ROOT);
    expect(names).toContain('createAnatomy');
    // the anatomies the kept recipes read, and ones no first screen uses
    expect(names).toEqual(expect.arrayContaining(['dialogAnatomy$1', 'fieldAnatomy$1', 'accordionAnatomy$1', 'colorPickerAnatomy$1']));
    for (const name of names) expect(name).toMatch(/^(createAnatomy|[a-z][A-Za-z]*Anatomy(\$\d+)?)$/);
  });

  it('are marked pure in the portal\'s build', async () => {
    const config = (await import('../../vite.config.ts')).default as { build?: { rolldownOptions?: { treeshake?: unknown } } };
    const treeshake = config.build?.rolldownOptions?.treeshake as { manualPureFunctions?: string[] } | undefined;
    expect(treeshake?.manualPureFunctions).toEqual(expect.arrayContaining(anatomyPureFunctions(ROOT)));
  });

  it('calls nothing at module level but the builders (else the list misses one)', () => {
    // every top-level initialiser of the module that calls something is an anatomy call: one of
    // another kind would keep what it refers to, and would have to be looked at before being marked pure
    type Statement = { type: string; declarations?: Array<{ init?: { type: string } | null }> };
    const program = parseSync('anatomy.js', chakraAnatomySource(ROOT)).program as unknown as { body: Statement[] };
    const inits = program.body.flatMap((s) => (s.type === 'VariableDeclaration' ? (s.declarations ?? []) : [])).map((d) => d.init);
    const calls = inits.filter((init) => init?.type === 'CallExpression');
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.filter((call) => anatomyCallRoot(call) === undefined)).toEqual([]);
    expect(program.body.filter((s) => s.type === 'ExpressionStatement' && !('directive' in s))).toEqual([]);
  });
});

/** A production bundle of one module that reads the dialog's anatomy, with the given pure functions. */
async function bundleDialogAnatomy(pure: string[]): Promise<string> {
  const main = ['import { dialogAnatomy } from \'@chakra-ui/react/anatomy\';', 'document.title = dialogAnatomy.keys().join();'];
  return (await bundleSnippet(main, { manualPureFunctions: pure })).map((c) => c.code).join('\n');
}

describe('the bundle of a module that reads one anatomy', () => {
  it('keeps only that anatomy with the builders marked pure, every other without', async () => {
    const unmarked = await bundleDialogAnatomy([]);
    const marked = await bundleDialogAnatomy(anatomyPureFunctions(ROOT));
    for (const code of [unmarked, marked]) expect(code).toContain('"dialog"');
    for (const other of ['"accordion"', '"color-picker"', '"date-picker"', '"combobox"', '"editable"']) {
      expect(unmarked).toContain(other);
      expect(marked).not.toContain(other);
    }
  }, 60_000);
});
