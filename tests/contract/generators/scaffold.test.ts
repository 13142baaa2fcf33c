// npm run scaffold (generators/plopfile.ts, templates/): a route's screen is the kit's, made from its
// manifest entry, until a developer ejects it (issue 51 item 1, docs/adr/0017); an ejected screen and a
// screen's test pass lint and typecheck unchanged; `area` and `all` say what each route gets.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import nodePlop from 'node-plop';
import ts from 'typescript';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import plopfile, { componentName, describeRoutes, ejectScreen, kindOf, SCREEN_QUESTIONS } from '@generators/plopfile.ts';
import {
  areaTag,
  ejectPlan,
  freeServiceCode,
  manifestEntry,
  operationKind,
  routeScreens,
  screenData,
  screenPath,
  screenTestPath,
  withPath,
  withTerm,
} from '@generators/scaffold.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';
import { AREAS } from '@/routing/manifest/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const cleanups: Array<() => void> = [];

/** The generators as `npm run scaffold` registers them (node-plop cannot import a .ts plopfile itself). */
async function plopAt(root: string) {
  const plop = await nodePlop('', { destBasePath: root, force: false });
  plop.setPlopfilePath(resolve(ROOT, 'generators/plopfile.ts'));
  plopfile(plop);
  return plop;
}

async function lintAndTypecheck(file: string, config = 'tsconfig.app.json'): Promise<{ lint: string[]; types: string[] }> {
  const [lint] = await new ESLint({ cwd: ROOT }).lintFiles([file]);
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, config), {}, host);
  const program = ts.createProgram([file], parsed?.options ?? {});
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in its own program`);
  // the file's own diagnostics: the checker resolves what it uses from its imports, and the other
  // 2,000 files of the program (checked by npm run typecheck) are not checked again here (7 s a call)
  const types = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  return { lint: lint?.messages.map((m) => m.message) ?? [], types: types.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) };
}

afterAll(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

const kinds: Record<string, 'signed' | 'query' | 'form'> = { transferSub: 'signed', backlogListQry: 'query', changePassword: 'form' };
const kindsOf = (op: string) => kinds[op];
const route = (path: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ path, title: '甲', en: 'A', meta: {}, ...extra });

describe('where screens go', () => {
  it('names components from the path, parameters left out', () => {
    expect(componentName('/crossTreasure/mypay/homeremit')).toBe('HomeremitScreen');
    expect(componentName('/a/view-progress.vue')).toBe('ViewProgressVueScreen');
    expect(componentName('/x/2fa')).toBe('FaScreen');
    expect(componentName('/account/checkAccount/query')).toBe('QueryRouteScreen'); // not the kit's QueryScreen
    expect(componentName('/x/record')).toBe('RecordRouteScreen');
    expect(componentName('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toBe('SmsNoticeChangeScreen');
  });

  it('puts a route parameter in a [name] folder, opens it with a value, and imports the kit by its alias', () => {
    expect(screenPath('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toBe(
      'src/screens/billTreasure/bankBills/smsNotice/smsNoticeChange/[account]/index.tsx',
    );
    expect(screenData('/a/b/c', 'x').kit).toBe('@/kit');
    expect(screenTestPath('/a/:id')).toBe('tests/unit/screens/a/[id]/index.test.tsx');
    expect(screenData('/a/:id/b', 'x').url).toBe('/a/1/b');
    expect(screenData('/a/:id', 'x').src).toBe('@');
  });
});

describe('ejecting a route\'s screen', () => {
  const none = () => false;

  it('starts from the kit screen the route renders: its view, else its first operation\'s kind, else info', () => {
    expect(ejectPlan(route('/a', { operations: ['transferSub', 'backlogListQry'] }), kindsOf, none).data.component).toBe('SignedScreen');
    expect(ejectPlan(route('/a', { operations: ['backlogListQry'] }), kindsOf, none).data.component).toBe('QueryScreen');
    expect(ejectPlan(route('/a', { operations: ['changePassword'] }), kindsOf, none).data.component).toBe('FormScreen');
    expect(ejectPlan(route('/a'), kindsOf, none).data.component).toBe('InfoScreen');
    expect(ejectPlan(route('/a', { view: 'instruction', operations: ['backlogListQry'] }), kindsOf, none).data.component).toBe('InstructionScreen');
    expect(ejectPlan(route('/a', { operations: ['unknownOp' as never] }), kindsOf, none).data.component).toBe('InfoScreen');
  });

  it('refuses a route the manifest lacks, a redirect, a hand-written route and a file that exists', () => {
    expect(() => ejectPlan(undefined, kindsOf, none)).toThrow(/no such route/);
    expect(() => ejectPlan(route('/a', { redirect: '/b' }), kindsOf, none)).toThrow(/redirect/);
    expect(() => ejectPlan(route('/a', { view: 'own' }), kindsOf, none)).toThrow(/hand-written/);
    expect(() => ejectPlan(route('/a'), kindsOf, () => true)).toThrow(/exists/);
  });

  it('writes a file that restates nothing of its route, and passes lint and typecheck', async () => {
    const path = '/enterpriseEcological/detail';
    const known = AREAS.enterpriseEcological.find((r) => r.path === path);
    if (!known?.operations?.[0]) throw new Error(`the manifest lost ${path} or its operation`);
    const file = resolve(ROOT, screenPath(path));
    expect(existsSync(file)).toBe(false);
    cleanups.push(() => rmSync(resolve(ROOT, 'src/screens/enterpriseEcological'), { recursive: true, force: true }));
    expect(ejectScreen(await plopAt(ROOT), ROOT, path)).toMatch(/ejected/);
    const code = readFileSync(file, 'utf8');
    expect(code).toContain(`return <QueryScreen />;`);
    expect(code).not.toContain(known.title);
    expect(code).not.toContain(`'${known.operations[0]}'`);
    expect(await lintAndTypecheck(file)).toEqual({ lint: [], types: [] });
    expect(() => ejectScreen(plopAt as never, ROOT, path)).toThrow(/exists/);
  }, 240_000);
});

describe('what each route gets (area, all)', () => {
  it('counts the kit\'s screens and the own files, and names a hand-written file that is missing', () => {
    const routes = [route('/a'), route('/b', { operations: ['transferSub'] }), route('/c', { view: 'own' }), route('/d', { redirect: '/a' })];
    expect(routeScreens(routes, kindsOf, (f) => f === 'src/screens/b/index.tsx')).toEqual({
      kit: { InfoScreen: 1 },
      files: 1,
      missing: ['src/screens/c/index.tsx'],
    });
  });

  it('all: on this checkout every route has its screen, the kit\'s or its own file', () => {
    const names = Object.keys(AREAS) as Array<keyof typeof AREAS>;
    const lines = names.map((name) => describeRoutes(ROOT, name, AREAS[name]));
    expect(lines.join('\n')).toMatch(/^payTransfer: .*SignedScreen.* from the manifest; 0 own files; \d+ redirects$/m);
    expect(lines.join('\n')).toMatch(/^workSpace: .* from the manifest; 1 own files; \d+ redirects$/m);
  });

  it('area: in a tree without a hand-written screen\'s file, says which', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scaffold-area-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    expect(describeRoutes(dir, 'enterpriseEcological', AREAS.enterpriseEcological)).toMatch(/^enterpriseEcological: .* from the manifest; 0 own files; 1 redirects$/);
    expect(() => describeRoutes(dir, 'homeNews', AREAS.homeNews)).toThrow(/hand-written screens missing: src\/screens\/homeNews\/newsList\/index.tsx/);
  });

  it('reads each operation\'s kind from the generated tables', () => {
    expect([kindOf('transferSub'), kindOf('backlogListQry'), kindOf('noSuchOperation')]).toEqual(['signed', 'query', undefined]);
  });
});

describe('the operation generator\'s pieces', () => {
  it('makes a query of a name in Qry, a signed call when asked, else a form', () => {
    expect([operationKind('fooQry', false), operationKind('fooSub', true), operationKind('fooApply', false)]).toEqual(['query', 'signed', 'form']);
  });
  it('finds a 13-digit service code nobody has (spec 001 §9)', () => {
    const first = freeServiceCode(new Set(), 'fooSub');
    expect(first).toMatch(/^\d{13}$/);
    expect(freeServiceCode(new Set([first]), 'fooSub')).not.toBe(first);
  });
  it('joins the area\'s tag and adds the path after the index\'s last path', () => {
    expect(areaTag('a:\n  post:\n    tags:\n    - transfers\n')).toBe('transfers');
    const portal = 'paths:\n  /api/a/x: {$ref: ./paths/a.yaml#/x}\n\ncomponents:\n';
    expect(withPath(portal, 'a', 'yQry')).toBe('paths:\n  /api/a/x: {$ref: ./paths/a.yaml#/x}\n  /api/a/yQry: {$ref: ./paths/a.yaml#/yQry}\n\ncomponents:\n');
  });
  it('adds the new name\'s English to the glossary once, quoted (issue 38)', () => {
    const glossary = '# English\nterms:\n  单笔转账: Single transfer\n';
    expect(withTerm(glossary, '探针查询', 'Probe: "ledger"')).toBe(`${glossary}  探针查询: "Probe: \\"ledger\\""\n`);
    expect(parse(withTerm(glossary, '探针查询', 'Probe: "ledger"'))).toEqual({ terms: { 单笔转账: 'Single transfer', 探针查询: 'Probe: "ledger"' } });
    expect(withTerm(glossary, '单笔转账', 'Another')).toBe(glossary);
    expect(withTerm(glossary, 'probeQry', 'Probe')).toBe(glossary);
    expect(() => withTerm('# empty\n', '探针查询', 'Probe')).toThrow(/no terms:/);
  });
});

describe('the screen generator', () => {
  it('gives the manifest entry with its English beside the title, quoted', () => {
    expect(manifestEntry('/payTransfer/probeLedger', '探针明细', 'Probe ledger', 'probeLedgerQry'))
      .toBe('screen(\'probeLedger\', \'探针明细\', { en: \'Probe ledger\', operations: [\'probeLedgerQry\'] })');
    expect(manifestEntry('/contactUs', '联系我们', 'Bank\'s contacts', undefined)).toBe('screen(\'/contactUs\', \'联系我们\', { en: \'Bank\\\'s contacts\' })');
  });

  it('writes the screen\'s test, which passes lint and typecheck, and no screen file', async () => {
    const path = '/scaffoldProbe/area/screenProbe';
    cleanups.push(() => rmSync(resolve(ROOT, 'tests/unit/screens/scaffoldProbe'), { recursive: true, force: true }));
    const result = await (await plopAt(ROOT)).getGenerator('screen').runActions({ path, heading: '探针页面', english: 'Probe page' });
    expect(result.failures).toEqual([]);
    expect(result.changes.map((c) => c.path).join('\n')).toContain('screen(\'area/screenProbe\', \'探针页面\', { en: \'Probe page\' })');
    expect(existsSync(resolve(ROOT, screenPath(path)))).toBe(false);
    const test = resolve(ROOT, screenTestPath(path));
    expect(readFileSync(test, 'utf8')).toContain('MANIFEST.find((r) => r.path === \'/scaffoldProbe/area/screenProbe\')');
    expect(await lintAndTypecheck(test, 'tsconfig.json')).toEqual({ lint: [], types: [] });
  }, 60_000);

  it('refuses a path that is not a route and a heading with markup', () => {
    const [pathPrompt, headingPrompt] = SCREEN_QUESTIONS;
    expect(pathPrompt?.validate?.('/ok/path')).toBe(true);
    expect(pathPrompt?.validate?.('/ok/:param')).toBe(true);
    expect(pathPrompt?.validate?.('no-slash')).toMatch(/route path/);
    expect(pathPrompt?.validate?.('/a/../etc')).toMatch(/route path/);
    expect(headingPrompt?.validate?.('境内汇款')).toBe(true);
    expect(headingPrompt?.validate?.('<b>x</b>')).toMatch(/plain heading/);
  });
});

/** `npm run scaffold -- <args>` as the README spells it, writing into `dest` (no terminal: flags only). */
function scaffoldCli(dest: string, args: string[]): { ok: boolean; output: string } {
  const cli = [resolve(ROOT, 'node_modules/plop/bin/plop.js'), '--plopfile', resolve(ROOT, 'generators/plopfile.ts'), '--dest', dest];
  try {
    const output = execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), [...cli, ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe', input: '' });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('the command line, as the README gives it', () => {
  it('takes --path, --heading, --english and --operation for a screen; eject --path for its file', () => {
    const dest = mkdtempSync(join(tmpdir(), 'eis-scaffold-cli-'));
    cleanups.push(() => rmSync(dest, { recursive: true, force: true }));
    const run = scaffoldCli(dest, ['screen', '--path', '/crossTreasure/mypay/homeremit', '--heading', '境内外币汇款', '--english', 'Domestic FX remittance',
      '--operation', 'homeRemitSub']);
    expect(run.output).not.toMatch(/ERROR|bypass/);
    expect(run.ok).toBe(true);
    expect(run.output).toContain('screen(\'mypay/homeremit\', \'境内外币汇款\', { en: \'Domestic FX remittance\', operations: [\'homeRemitSub\'] })');
    expect(existsSync(join(dest, screenTestPath('/crossTreasure/mypay/homeremit')))).toBe(true);
    const ejected = scaffoldCli(dest, ['eject', '--path', '/payTransfer/eBatch']);
    expect(ejected.ok).toBe(true);
    expect(readFileSync(join(dest, screenPath('/payTransfer/eBatch')), 'utf8')).toContain('return <SignedScreen />;');
    expect(scaffoldCli(dest, ['eject', '--path', '/payTransfer']).output).toMatch(/redirect/);
  }, 60_000);

  it('takes --area, --id, --summary and --signed for an operation, and names a missing or bad flag', () => {
    const dest = mkdtempSync(join(tmpdir(), 'eis-scaffold-cli-'));
    cleanups.push(() => rmSync(dest, { recursive: true, force: true }));
    mkdirSync(join(dest, 'openapi/paths'), { recursive: true });
    cpSync(resolve(ROOT, 'openapi/paths'), join(dest, 'openapi/paths'), { recursive: true });
    cpSync(resolve(ROOT, 'openapi/portal.yaml'), join(dest, 'openapi/portal.yaml'));
    const run = scaffoldCli(dest, ['operation', '--area', 'transfer', '--id', 'payeeCheckSub', '--summary', '收款人校验', '--signed']);
    expect(run.output).not.toMatch(/ERROR|bypass/);
    const area = readFileSync(join(dest, 'openapi/paths/transfer.yaml'), 'utf8');
    expect(area).toContain('operationId: payeeCheckSub');
    expect(area).toContain('收款人校验');
    expect(area.slice(area.indexOf('operationId: payeeCheckSub'))).toContain('x-eis-sign');
    // its request example carries every signing field a signed transaction requires (the challenge too)
    const signing = (parse(readFileSync(resolve(ROOT, 'openapi/components/signed.yaml'), 'utf8')) as { TransactionSigning: { required: string[] } })
      .TransactionSigning.required;
    const added = (parse(area) as Record<string, { post: { requestBody: { content: { 'application/json': { examples: { default: { value: object } } } } } } }>)
      .payeeCheckSub?.post.requestBody.content['application/json'].examples.default.value ?? {};
    expect(signing.filter((field) => !(field in added))).toEqual([]);
    expect(readFileSync(join(dest, 'openapi/portal.yaml'), 'utf8')).toContain('payeeCheckSub');
    expect(scaffoldCli(dest, ['operation', '--area', 'transfer']).output).toMatch(/missing --id/);
    expect(scaffoldCli(dest, ['operation', '--area', 'nowhere', '--id', 'xQry']).output).toMatch(/--area nowhere: an existing openapi\/paths/);
  }, 60_000);
});
