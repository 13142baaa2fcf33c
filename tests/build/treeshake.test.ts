// What the build tells the bundler about the dependencies' code (issue 51 item 6: the home page's
// first paint): Emotion imports hoist-non-react-statics (and through it react-is) for effect only, for
// a withTheme nobody calls; as CommonJS without a `sideEffects` field they were kept whole.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { CHAKRA_DEFINE_HELPERS, moduleSideEffects, packageOf, portalTreeshake, SIDE_EFFECT_FREE_PACKAGES } from '@build/vite/treeshake.ts';

const ROOT = resolve(import.meta.dirname, '../..');

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

/** A production bundle of a module that renders with Emotion's `css` prop runtime, as Chakra does. */
async function bundleEmotion(treeshake: object): Promise<string> {
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'treeshake-'));
  try {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    const main = ['import { jsx, ThemeProvider } from \'@emotion/react\';', 'document.title = String([jsx, ThemeProvider]);'];
    writeFileSync(join(dir, 'main.js'), `${main.join('\n')}\n`);
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, outDir: join(tmpdir(), 'unused'), rolldownOptions: { treeshake } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk').map((c) => Object.keys(c.modules).join('\n')).join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
