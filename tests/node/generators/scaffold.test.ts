// npm run scaffold (templates/screen.tsx.hbs): a scaffolded screen passes lint and typecheck unchanged.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import nodePlop from 'node-plop';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import plopfile, { componentName } from '../../../generators/plopfile.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const PATH = '/scaffoldProbe/area/screenProbe';
const FILE = resolve(ROOT, `src/screens${PATH}/index.tsx`);

/** The generator as `npm run scaffold` registers it (node-plop cannot import a .ts plopfile itself). */
async function screenGenerator() {
  const plop = await nodePlop('', { destBasePath: ROOT, force: false });
  plop.setPlopfilePath(resolve(ROOT, 'generators/plopfile.ts'));
  plopfile(plop);
  return plop.getGenerator('screen');
}

afterAll(() => {
  rmSync(resolve(ROOT, 'src/screens/scaffoldProbe'), { recursive: true, force: true });
});

describe('the screen template', () => {
  it('names components from the path', () => {
    expect(componentName('/crossTreasure/mypay/homeremit')).toBe('HomeremitScreen');
    expect(componentName('/a/view-progress.vue')).toBe('ViewProgressVueScreen');
    expect(componentName('/x/2fa')).toBe('FaScreen');
  });

  it('writes a screen that says it is a scaffold and passes lint and typecheck', async () => {
    const result = await (await screenGenerator()).runActions({ path: PATH, heading: '探针页面' });
    expect(result.failures).toEqual([]);
    expect(existsSync(FILE)).toBe(true);
    const source = readFileSync(FILE, 'utf8');
    expect(source).toContain('<ScaffoldScreen title="探针页面" path="/scaffoldProbe/area/screenProbe" />');

    const [lint] = await new ESLint({ cwd: ROOT }).lintFiles([FILE]);
    expect(lint?.messages.map((m) => m.message)).toEqual([]);

    const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.app.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    const program = ts.createProgram([FILE], config?.options ?? {});
    const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === FILE);
    expect(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  }, 60_000);

  it('refuses a path that is not a route', async () => {
    const [pathPrompt] = (await screenGenerator()).prompts as Array<{ validate: (v: string) => true | string }>;
    expect(pathPrompt?.validate('/ok/path')).toBe(true);
    expect(pathPrompt?.validate('no-slash')).toMatch(/route path/);
    expect(pathPrompt?.validate('/a/../etc')).toMatch(/route path/);
  });
});
