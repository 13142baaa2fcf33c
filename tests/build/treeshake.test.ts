// What the build tells the bundler about the dependencies' code (issue 51 item 6: the home page's
// first paint): Emotion imports hoist-non-react-statics (and through it react-is) for effect only, for
// a withTheme nobody calls; as CommonJS without a `sideEffects` field they were kept whole.
import { describe, expect, it } from 'vitest';
import { bundleSnippet } from './fixtures/bundle-snippet.ts';
import { CHAKRA_DEFINE_HELPERS, moduleSideEffects, packageOf, portalTreeshake, SIDE_EFFECT_FREE_PACKAGES } from '@build/vite/treeshake.ts';

describe('packageOf', () => {
  it('names the package of a module id, scoped or not, nested or not', () => {
    expect(packageOf('/p/node_modules/react-is/cjs/react-is.production.min.js')).toBe('react-is');
    expect(packageOf('/p/node_modules/@emotion/react/dist/x.js')).toBe('@emotion/react');
    expect(packageOf('/p/node_modules/a/node_modules/hoist-non-react-statics/dist/h.cjs.js')).toBe('hoist-non-react-statics');
    expect(packageOf('C:\\p\\node_modules\\react-is\\index.js')).toBe('react-is');
    expect(packageOf('/node_modules/react-is/index.js')).toBe('react-is');
    expect(packageOf('/p/src/app/main.tsx')).toBeUndefined();
  });
});

describe('moduleSideEffects', () => {
  it('says "none" for the listed packages only, and leaves every other module to the usual rules', () => {
    expect(moduleSideEffects('/p/node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js')).toBe(false);
    expect(moduleSideEffects('/p/node_modules/react-is/index.js')).toBe(false);
    // CSS, the portal's own modules and any other package keep theirs (undefined: package.json, else assumed)
    for (const id of ['/p/src/app/boot.css', '/p/src/app/main.tsx', '/p/node_modules/react-dom/index.js', '/p/node_modules/react-is-not/x.js', 'virtual:chakra-global.css']) {
      expect(moduleSideEffects(id), id).toBeUndefined();
    }
    expect(SIDE_EFFECT_FREE_PACKAGES).toEqual(['hoist-non-react-statics', 'react-is']);
  });

  it('is the portal build\'s, with the define helpers and the anatomy builders', async () => {
    const config = (await import('../../vite.config.ts')).default as { build?: { rolldownOptions?: { treeshake?: unknown } } };
    const treeshake = config.build?.rolldownOptions?.treeshake as ReturnType<typeof portalTreeshake>;
    expect(treeshake.moduleSideEffects).toBe(moduleSideEffects);
    expect(treeshake.manualPureFunctions).toEqual(expect.arrayContaining([...CHAKRA_DEFINE_HELPERS, 'createAnatomy']));
  });
});

/** A production bundle of a module that renders with Emotion's `css` prop runtime, as Chakra does: its module ids. */
async function bundleEmotion(treeshake: object): Promise<string> {
  const main = ['import { jsx, ThemeProvider } from \'@emotion/react\';', 'document.title = String([jsx, ThemeProvider]);'];
  return (await bundleSnippet(main, treeshake)).map((c) => Object.keys(c.modules).join('\n')).join('\n');
}

describe('a bundle of Emotion', () => {
  it('leaves hoist-non-react-statics and react-is out only when told they have no side effects', async () => {
    const without = await bundleEmotion({});
    const withIt = await bundleEmotion({ moduleSideEffects });
    expect(without).toMatch(/node_modules\/hoist-non-react-statics\//);
    expect(without).toMatch(/node_modules\/react-is\//);
    expect(withIt).not.toMatch(/node_modules\/hoist-non-react-statics\//);
    expect(withIt).not.toMatch(/node_modules\/react-is\//);
    expect(withIt).toMatch(/node_modules\/@emotion\/react\//);
  }, 60_000);
});
