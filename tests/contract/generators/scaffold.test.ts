// npm run scaffold (generators/plopfile.ts, templates/screen.tsx.hbs): a scaffolded screen passes lint and
// typecheck unchanged; `area` and `all` write the missing screens of the manifest and touch nothing else.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import nodePlop from 'node-plop';
import ts from 'typescript';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import plopfile, { componentName, SCREEN_QUESTIONS, scaffoldRoutes } from '@generators/plopfile.ts';
import { areaTag, freeServiceCode, missingScreens, operationKind, planScreens, screenData, screenKind, screenPath, screenTestPath, withPath, withTerm } from '@generators/scaffold.ts';
import { AREAS, MANIFEST } from '@/routing/manifest/index.ts';

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
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in its own program`);
  // the screen's own diagnostics: the checker resolves what it uses from its imports, and the other
  // 2,000 files of the program (checked by npm run typecheck) are not checked again here (7 s a call)
  const types = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
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
    expect(componentName('/account/checkAccount/query')).toBe('QueryRouteScreen'); // not the kit's QueryScreen
    expect(componentName('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toBe('SmsNoticeChangeScreen');
  });

  it('puts a route parameter in a [name] folder and imports the kit by its alias from any depth', () => {
    expect(screenPath('/billTreasure/bankBills/smsNotice/smsNoticeChange/:account')).toBe(
      'src/screens/billTreasure/bankBills/smsNotice/smsNoticeChange/[account]/index.tsx',
    );
    expect(screenData('/contactUs', '联系我们').kit).toBe('@/kit');
    expect(screenData('/a/b/c', 'x').kit).toBe('@/kit');
    expect(screenTestPath('/a/:id')).toBe('tests/unit/screens/a/[id]/index.test.tsx');
    expect(screenData('/a/:id', 'x').src).toBe('@');
  });

  it('takes the template of the first bound operation\'s kind, else info', () => {
    const kinds: Record<string, 'signed' | 'query' | 'form'> = { transferSub: 'signed', backlogListQry: 'query', changePassword: 'form' };
    const kindOf = (op: string) => kinds[op];
    expect(screenKind({ operations: ['transferSub', 'backlogListQry'] }, kindOf)).toBe('signed');
    expect(screenKind({ operations: ['backlogListQry'] }, kindOf)).toBe('query');
    expect(screenKind({}, kindOf)).toBe('info');
    expect(screenKind({ operations: ['unknownOp' as never] }, kindOf)).toBe('info');
  });

  it('writes a missing screen, rebinds an untouched info scaffold, keeps anything else', () => {
    const routes = [
      { path: '/a', title: '甲', meta: {} },
      { path: '/b', title: '乙', meta: {}, operations: ['transferSub' as const] },
      { path: '/c', title: '丙', meta: {}, operations: ['transferSub' as const] },
      { path: '/d', title: '丁', meta: {}, redirect: '/a' },
    ];
    const render = (kind: string, data: { path: string }) => `${kind}:${data.path}`;
    const files: Record<string, string> = { 'src/screens/b/index.tsx': 'info:/b', 'src/screens/c/index.tsx': 'owned by someone' };
    const plan = planScreens(routes, () => 'signed', (f) => files[f], render);
    expect(plan.map((p) => [p.route.path, p.kind, p.action])).toEqual([['/a', 'info', 'write'], ['/b', 'signed', 'rebind'], ['/c', 'signed', 'keep']]);
  });

  it('counts a redirect as needing no screen', () => {
    expect(missingScreens([{ path: '/a', title: 'a', meta: {}, redirect: '/b' }, { path: '/b', title: 'b', meta: {} }], () => false))
      .toEqual([{ path: '/b', title: 'b', meta: {} }]);
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
  it('writes a screen that says it is a scaffold and passes lint and typecheck', async () => {
    const file = resolve(ROOT, screenPath(PROBE));
    cleanups.push(() => {
      rmSync(resolve(ROOT, 'src/screens/scaffoldProbe'), { recursive: true, force: true });
      rmSync(resolve(ROOT, 'tests/unit/screens/scaffoldProbe'), { recursive: true, force: true });
    });
    const result = await (await plopAt(ROOT)).getGenerator('screen').runActions({ path: PROBE, heading: '探针页面' });
    expect(result.failures).toEqual([]);
    expect(readFileSync(file, 'utf8')).toContain('<InfoScreen title="探针页面" />');
    expect(existsSync(resolve(ROOT, screenTestPath(PROBE)))).toBe(true);
    expect(await lintAndTypecheck(file)).toEqual({ lint: [], types: [] });
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

describe('the area and all generators (spec 001 §2: every route has its screen)', () => {
  it('all: on this checkout every screen exists, so nothing is written', async () => {
    const plop = await plopAt(ROOT);
    const names = Object.keys(AREAS) as Array<keyof typeof AREAS>;
    const lines = names.map((name) => scaffoldRoutes(plop, ROOT, name, AREAS[name]));
    for (const line of lines) expect(line).toMatch(/: 0 written, 0 rebound/);
    expect(missingScreens(MANIFEST, (f) => existsSync(resolve(ROOT, f)))).toEqual([]);
  });

  it('area: a deleted screen comes back as the template writes it, and passes lint and typecheck', async () => {
    const route = AREAS.account.find((r) => r.path === '/account/myAccount/accDownload'); // a screen as scaffolded
    if (!route) throw new Error('the manifest lost /account/myAccount/accDownload');
    const file = resolve(ROOT, screenPath(route.path));
    const original = readFileSync(file, 'utf8');
    const aside = join(mkdtempSync(join(tmpdir(), 'scaffold-')), 'index.tsx');
    renameSync(file, aside);
    // the committed screen comes back whatever happens, also over what the scaffold wrote
    cleanups.push(() => renameSync(aside, file));
    const plop = await plopAt(ROOT);
    expect(scaffoldRoutes(plop, ROOT, 'account', AREAS.account)).toBe('account: 1 written, 0 rebound to their operation, 15 kept, 4 redirects');
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
    expect(scaffoldRoutes(plop, dir, 'enterpriseEcological', AREAS.enterpriseEcological)).toMatch(/^enterpriseEcological: 6 written, 0 rebound to their operation, 0 kept, 1 redirects$/);
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
  it('takes --path, --heading and --operation for a bound screen', () => {
    const dest = mkdtempSync(join(tmpdir(), 'eis-scaffold-cli-'));
    cleanups.push(() => rmSync(dest, { recursive: true, force: true }));
    const run = scaffoldCli(dest, ['screen', '--path', '/crossTreasure/mypay/homeremit', '--heading', '境内外币汇款', '--operation', 'homeRemitSub']);
    expect(run.output).not.toMatch(/ERROR|bypass/);
    expect(run.ok).toBe(true);
    const screen = readFileSync(join(dest, screenPath('/crossTreasure/mypay/homeremit')), 'utf8');
    expect(screen).toContain('<SignedScreen operation="homeRemitSub" title="境内外币汇款" />');
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
