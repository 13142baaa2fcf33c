// npm run scaffold (generators/plopfile.ts, templates/screen.tsx.hbs): a scaffolded screen passes lint and
// typecheck unchanged; `area` and `all` write the missing screens of the manifest and touch nothing else.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import nodePlop from 'node-plop';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import plopfile, { componentName, scaffoldRoutes } from '../../../generators/plopfile.ts';
import { missingScreens, screenData, screenPath } from '../../../generators/scaffold.ts';
import { AREAS, MANIFEST } from '../../../src/routing/manifest/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const PROBE = '/scaffoldProbe/area/screenProbe';
const cleanups: Array<() => void> = [];

/** The generators as `npm run scaffold` registers them (node-plop cannot import a .ts plopfile itself). */
async function plopAt(root: string) {
  const plop = await nodePlop('', { destBasePath: root, force: false });
  plop.setPlopfilePath(resolve(ROOT, 'generators/plopfile.ts'));
  plopfile(plop);
  return plop;
}

async function lintAndTypecheck(file: string): Promise<{ lint: string[]; types: string[] }> {
  const [lint] = await new ESLint({ cwd: ROOT }).lintFiles([file]);
  const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.app.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram([file], config?.options ?? {});
  const types = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === file);
  return { lint: lint?.messages.map((m) => m.message) ?? [], types: types.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) };
}

afterAll(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

describe('where screens go', () => {
  it('names components from the path, parameters left out', () => {
    expect(componentName('/crossTreasure/mypay/homeremit')).toBe('HomeremitScreen');
    expect(componentName('/a/view-progress.vue')).toBe('ViewProgressVueScreen');
    expect(componentName('/x/2fa')).toBe('FaScreen');
    expect(componentName('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toBe('SmsNoticeChangeScreen');
  });

  it('puts a route parameter in a [name] folder and finds the kit from any depth', () => {
    expect(screenPath('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toBe(
      'src/screens/billTreasure/bankBills/smsNotice/smsNoticeChange/[account]/index.tsx',
    );
    expect(screenData('/contactUs', '联系我们').kit).toBe('../../kit');
    expect(screenData('/a/b/c', 'x').kit).toBe('../../../../kit');
  });

  it('counts a redirect as needing no screen', () => {
    expect(missingScreens([{ path: '/a', title: 'a', meta: {}, redirect: '/b' }, { path: '/b', title: 'b', meta: {} }], () => false))
      .toEqual([{ path: '/b', title: 'b', meta: {} }]);
  });
});

describe('the screen generator', () => {
  it('writes a screen that says it is a scaffold and passes lint and typecheck', async () => {
    const file = resolve(ROOT, screenPath(PROBE));
    cleanups.push(() => {
      rmSync(resolve(ROOT, 'src/screens/scaffoldProbe'), { recursive: true, force: true });
    });
    const result = await (await plopAt(ROOT)).getGenerator('screen').runActions({ path: PROBE, heading: '探针页面' });
    expect(result.failures).toEqual([]);
    expect(readFileSync(file, 'utf8')).toContain('<InfoScreen title="探针页面" />');
    expect(await lintAndTypecheck(file)).toEqual({ lint: [], types: [] });
  }, 60_000);

  it('refuses a path that is not a route and a heading with markup', async () => {
    const [pathPrompt, headingPrompt] = (await plopAt(ROOT)).getGenerator('screen').prompts as Array<{ validate: (v: string) => true | string }>;
    expect(pathPrompt?.validate('/ok/path')).toBe(true);
    expect(pathPrompt?.validate('/ok/:param')).toBe(true);
    expect(pathPrompt?.validate('no-slash')).toMatch(/route path/);
    expect(pathPrompt?.validate('/a/../etc')).toMatch(/route path/);
    expect(headingPrompt?.validate('境内汇款')).toBe(true);
    expect(headingPrompt?.validate('<b>x</b>')).toMatch(/plain heading/);
  });
});

describe('the area and all generators (spec 001 §2: every route has its screen)', () => {
  it('all: on this checkout every screen exists, so nothing is written', async () => {
    const plop = await plopAt(ROOT);
    const names = Object.keys(AREAS) as Array<keyof typeof AREAS>;
    const lines = names.map((name) => scaffoldRoutes(plop, ROOT, name, AREAS[name]));
    for (const line of lines) expect(line).toMatch(/: 0 written/);
    expect(missingScreens(MANIFEST, (f) => existsSync(resolve(ROOT, f)))).toEqual([]);
  });

  it('area: a deleted screen comes back as the template writes it, and passes lint and typecheck', async () => {
    const route = AREAS.account.find((r) => r.path === '/account/elecReceipt');
    if (!route) throw new Error('the manifest lost /account/elecReceipt');
    const file = resolve(ROOT, screenPath(route.path));
    const original = readFileSync(file, 'utf8');
    const aside = join(mkdtempSync(join(tmpdir(), 'scaffold-')), 'index.tsx');
    renameSync(file, aside);
    cleanups.push(() => {
      if (!existsSync(file)) renameSync(aside, file);
    });
    const plop = await plopAt(ROOT);
    expect(scaffoldRoutes(plop, ROOT, 'account', AREAS.account)).toBe('account: 1 written, 15 already there, 4 redirects');
    expect(readFileSync(file, 'utf8')).toBe(original); // committed screens are the template's output, owned from there
    expect(await lintAndTypecheck(file)).toEqual({ lint: [], types: [] });
    // idempotent: a second run writes nothing
    expect(scaffoldRoutes(plop, ROOT, 'account', AREAS.account)).toMatch(/: 0 written/);
  }, 60_000);

  it('area: writes a whole area into an empty tree', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scaffold-area-'));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const plop = await plopAt(dir);
    expect(scaffoldRoutes(plop, dir, 'enterpriseEcological', AREAS.enterpriseEcological)).toBe('enterpriseEcological: 6 written, 0 already there, 1 redirects');
    expect(readFileSync(join(dir, 'src/screens/enterpriseEcological/balance/index.tsx'), 'utf8')).toContain('<InfoScreen title="生态账户余额" />');
  });
});
