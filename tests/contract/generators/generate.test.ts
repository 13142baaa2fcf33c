// Generators: `npm run generate` (issue: generators). Deterministic output, bad input named by file + pointer.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { areaDocument, areasOf } from '@generators/areas.ts';
import { ContractError, loadContract, ROOT } from '@generators/contract.ts';
import { areaFieldsModule } from '@generators/fields.ts';
import { generate } from '@generators/generate.ts';
import { contractFixture } from '@tests/support/contract-fixtures.ts';

const FIXTURES = resolve(ROOT, 'tests/fixtures/contracts');
const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'eis-gen-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

async function problemsOf(contract: string): Promise<ContractError['problems']> {
  try {
    await generate({ contract, outDir: temp(), bundle: null });
  } catch (error) {
    if (error instanceof ContractError) return error.problems;
    throw error;
  }
  throw new Error(`${contract} generated without a problem`);
}

describe('generate', () => {
  it('writes the SDK, zod schemas, path types and both tables, byte-identical on a second run', async () => {
    const first = temp();
    const second = temp();
    await generate({ contract: join(FIXTURES, 'valid.yaml'), outDir: first, bundle: null });
    await generate({ contract: join(FIXTURES, 'valid.yaml'), outDir: second, bundle: null });
    const a = filesOf(first);
    const b = filesOf(second);
    for (const file of ['paths.d.ts', 'components.d.ts', 'operations.ts', 'signing.ts', 'fields.ts', 'areas.ts', 'answers.ts', 'sdk/sdk.gen.ts',
      'sdk/client.gen.ts', 'areas/valid/paths.d.ts',
      'areas/valid/sdk.gen.ts', 'areas/valid/zod.gen.ts', 'areas/valid/types.gen.ts', 'areas/valid/fields.ts', 'areas/valid/answers.ts']) {
      expect(a.has(file), file).toBe(true);
    }
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [file, content] of a) expect(b.get(file), file).toBe(content);
    for (const content of a.values()) expect(content).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:/); // no timestamps
  });

  it('turns the x-eis extensions into the operation and signing tables (spec 000 §7, spec 001 §7)', async () => {
    const out = temp();
    await generate({ contract: join(FIXTURES, 'valid.yaml'), outDir: out, bundle: null });
    const operations = readFileSync(join(out, 'operations.ts'), 'utf8');
    expect(operations).toContain(
      '"/api/menu/menuListQry": { operationId: "menuListQry", silent: true, encrypt: true, loginCheck: true, signed: false, provisional: [] },',
    );
    expect(operations).toContain('"/api/auth/transAuthSubmit": { operationId: "transAuthSubmit", silent: false, encrypt: true, loginCheck: true, signed: true, provisional: ["serviceCode", "access"] },');
    const signing = readFileSync(join(out, 'signing.ts'), 'utf8');
    expect(signing).toContain('serviceCode: { by: "AUTH_TYPE", codes: { "0": "7010010300000", "1": "7010010100000", "2": "7010010200000" } },');
    expect(signing).toContain('{ label: "交易金额", field: "TRAN_AMT", raw: true },');
    expect(signing).toContain('signed: ["AUTH_TYPE", "TRAN_AMT"],');
  });

  it.each([
    ['broken-ref.yaml', '#/paths/~1api~1menu~1menuListQry/post/responses/200/content/application~1json/schema/properties/body/properties/MENU_LIST/items', /broken \$ref/],
    ['bad-confirm-field.yaml', '#/paths/~1api~1auth~1transAuthSubmit/post/x-eis-sign/confirm/1/field', /confirmation field TRANS_AMOUNT is not a field/],
    ['bad-service-code.yaml', '#/paths/~1api~1auth~1transAuthSubmit/post/x-eis-sign/serviceCode/codes/2', /"70100102" is not a string of 13 digits/],
    ['duplicate-operation-id.yaml', '#/paths/~1api~1auth~1menuListQry/post/operationId', /duplicate operationId "menuListQry"/],
  ])('refuses %s, naming the file and the JSON pointer', async (fixture, pointer, message) => {
    const contract = contractFixture(fixture);
    const problems = await problemsOf(contract);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(contract);
    expect(problems[0]?.pointer).toBe(pointer);
    expect(problems[0]?.message).toMatch(message);
  });

  it('points a problem in the split contract at the area file a person edits', async () => {
    const copy = temp();
    cpSync(resolve(ROOT, 'openapi'), join(copy, 'openapi'), { recursive: true, filter: (s) => !s.includes('.bundled') });
    const area = join(copy, 'openapi/paths/deposit.yaml');
    writeFileSync(area, readFileSync(area, 'utf8').replace('default: \'7020010000000\'', 'default: \'702001\''));
    const problems = await problemsOf(join(copy, 'openapi/portal.yaml'));
    expect(problems).toEqual([
      {
        file: area,
        pointer: '#/depositBuy/post/x-eis-sign/serviceCode/default',
        message: 'service code "702001" is not a string of 13 digits',
      },
    ]);
  });
});

describe('generate by area (issue 41: an edit regenerates what it touches)', () => {
  /** The shared tables: regenerated from the whole contract on every run. */
  const SHARED = new Set(['paths.d.ts', 'components.d.ts', 'operations.ts', 'signing.ts', 'runtime.ts', 'fields.ts', 'areas.ts', 'answers.ts',
    'terms.en-US.ts', 'sdk/sdk.gen.ts']);
  const isShared = (file: string) => SHARED.has(file) || file.startsWith('mock/');

  it('gives each area its modules, the same bytes run to run; an edit to one area writes only it and the shared tables', async () => {
    const copy = temp();
    cpSync(resolve(ROOT, 'openapi'), join(copy, 'openapi'), { recursive: true, filter: (s) => !s.includes('.bundled') });
    const contract = join(copy, 'openapi/portal.yaml');
    const out = temp();
    const first = await generate({ contract, outDir: out, bundle: null });
    const areas = readdirSync(join(copy, 'openapi/paths')).map((f) => f.replace(/\.yaml$/, '')).sort();
    expect(first.regenerated).toEqual(areas);
    for (const area of areas) {
      for (const file of ['sdk.gen.ts', 'types.gen.ts', 'zod.gen.ts', 'fields.ts', 'answers.ts', 'paths.d.ts', 'client.gen.ts', 'client.ts',
        'index.ts']) {
        expect(first.written, `areas/${area}/${file}`).toContain(`areas/${area}/${file}`);
      }
    }
    // a second output from scratch: byte for byte the same
    const again = temp();
    await generate({ contract, outDir: again, bundle: null });
    const a = filesOf(out);
    expect([...filesOf(again)].filter(([file, content]) => a.get(file) !== content).map(([file]) => file)).toEqual([]);
    expect(filesOf(again).size).toBe(a.size);

    // nothing changed: no area generated, nothing written
    const unchanged = await generate({ contract, outDir: out, bundle: null });
    expect(unchanged.regenerated).toEqual([]);
    expect(unchanged.written).toEqual([]);
    // a generated file edited by hand stays until --force, which generates every area again
    writeFileSync(join(out, 'areas/equity/sdk.gen.ts'), '// edited by hand\n');
    expect((await generate({ contract, outDir: out, bundle: null })).written).toEqual([]);
    const forced = await generate({ contract, outDir: out, bundle: null, force: true });
    expect(forced.regenerated).toEqual(areas);
    expect(forced.written).toEqual(['areas/equity/sdk.gen.ts']);

    // one area's file changes: that area, and of the shared tables those the change shows in
    const news = join(copy, 'openapi/paths/news.yaml');
    writeFileSync(news, readFileSync(news, 'utf8').replace('maxLength: 32, description: 只查这一条', 'maxLength: 40, description: 只查这一条'));
    const edited = await generate({ contract, outDir: out, bundle: null });
    expect(edited.regenerated).toEqual(['news']);
    // a bound the zod schema and the field table carry (openapi-typescript's types have no maxLength)
    expect(edited.written).toEqual(['areas/news/fields.ts', 'areas/news/zod.gen.ts']);
    // an operation added to the area: its SDK, types and schemas, and the tables that list operations
    const detail = /\nnewsDetailQry:\n[\s\S]*?(?=\n\S|$)/.exec(readFileSync(news, 'utf8'))?.[0] ?? '';
    expect(detail).not.toBe('');
    appendFileSync(news, detail.replaceAll('newsDetailQry', 'newsDigestQry'));
    writeFileSync(contract, readFileSync(contract, 'utf8').replace(
      /(\n {2}\/api\/news\/newsDetailQry: .*)/, '$1\n  /api/news/newsDigestQry: {$ref: ./paths/news.yaml#/newsDigestQry}'));
    const added = await generate({ contract, outDir: out, bundle: null });
    expect(added.regenerated).toEqual(['news']);
    expect(added.written.filter((file) => !file.startsWith('areas/news/') && !isShared(file))).toEqual([]);
    for (const file of ['areas/news/sdk.gen.ts', 'areas/news/types.gen.ts', 'areas/news/zod.gen.ts', 'areas/news/answers.ts',
      'areas/news/paths.d.ts', 'operations.ts', 'areas.ts', 'answers.ts']) {
      expect(added.written, file).toContain(file);
    }
    // and the result is what a full run of the edited contract writes
    const full = temp();
    await generate({ contract, outDir: full, bundle: null });
    const b = filesOf(out);
    expect([...filesOf(full)].filter(([file, content]) => b.get(file) !== content).map(([file]) => file)).toEqual([]);
  }, 60_000);

  it('gives each area, from its own document, the field table the whole contract gives it', async () => {
    const { doc, files } = await loadContract(resolve(ROOT, 'openapi/portal.yaml'));
    const root = resolve(ROOT, 'openapi/portal.yaml');
    const entries = (parse(readFileSync(root, 'utf8')) as { paths: Record<string, { $ref: string }> }).paths;
    const areas = areasOf(doc, (path) => resolve(ROOT, 'openapi', entries[path]?.$ref.split('#')[0] ?? ''));
    expect(areas.size).toBe(files.filter((f) => f.includes('/paths/')).length);
    for (const [area, paths] of areas) {
      expect(areaFieldsModule(areaDocument(doc, paths)), area).toBe(areaFieldsModule({ ...doc, paths }));
    }
  });

  it('removes the folder of an area the contract no longer has', async () => {
    const copy = temp();
    cpSync(resolve(ROOT, 'openapi'), join(copy, 'openapi'), { recursive: true, filter: (s) => !s.includes('.bundled') });
    const contract = join(copy, 'openapi/portal.yaml');
    const out = temp();
    await generate({ contract, outDir: out, bundle: null });
    expect(readdirSync(join(out, 'areas'))).toContain('equity');
    const root = readFileSync(contract, 'utf8');
    writeFileSync(contract, root.split('\n').filter((line) => !line.includes('./paths/equity.yaml#')).join('\n'));
    const result = await generate({ contract, outDir: out, bundle: null });
    expect(result.regenerated).toEqual([]);
    expect(readdirSync(join(out, 'areas'))).not.toContain('equity');
    expect(readFileSync(join(out, 'areas.ts'), 'utf8')).not.toContain('equity');
  }, 60_000);

  it('refuses an area file whose name cannot name a module, naming the file', async () => {
    const copy = temp();
    cpSync(resolve(ROOT, 'openapi'), join(copy, 'openapi'), { recursive: true, filter: (s) => !s.includes('.bundled') });
    const contract = join(copy, 'openapi/portal.yaml');
    cpSync(join(copy, 'openapi/paths/equity.yaml'), join(copy, 'openapi/paths/equity-2.yaml'));
    writeFileSync(contract, readFileSync(contract, 'utf8').replaceAll('./paths/equity.yaml#', './paths/equity-2.yaml#'));
    const problems = await problemsOf(contract);
    expect(problems).toEqual([{
      file: join(copy, 'openapi/paths/equity-2.yaml'),
      pointer: '#',
      message: 'the area "equity-2" (the file\'s name) must be a letter, then letters, digits or _: it names a folder and a module',
    }]);
  });
});

describe('generate --watch (issue 41)', () => {
  it('regenerates the edited area alone and reports each regeneration\'s time', async () => {
    const copy = temp();
    cpSync(resolve(ROOT, 'openapi'), join(copy, 'openapi'), { recursive: true, filter: (s) => !s.includes('.bundled') });
    const out = temp();
    const areas = readdirSync(join(copy, 'openapi/paths')).length;
    // one process (no tsx wrapper between), so that stopping it by its PID stops the watcher
    const child = spawn(process.execPath,
      ['--import', 'tsx', 'generators/generate.ts', '--watch', '--contract', join(copy, 'openapi/portal.yaml'), '--out', out], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const line = async (pattern: RegExp) => {
      for (let waited = 0; waited < 40_000 && !pattern.test(stdout); waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
      }
      return pattern.exec(stdout)?.[0];
    };
    try {
      expect(await line(/watching .*\n/)).toBeDefined();
      expect(stdout).toContain(` ms: ${String(areas)} of ${String(areas)} areas`);
      const news = join(copy, 'openapi/paths/news.yaml');
      writeFileSync(news, readFileSync(news, 'utf8').replace('maxLength: 32, description: 只查这一条', 'maxLength: 40, description: 只查这一条'));
      expect(await line(new RegExp(`in \\d+ ms: 1 of ${String(areas)} areas \\(news\\), 2 files written`))).toBeDefined();
    } finally {
      child.kill();
    }
  }, 60_000);
});

describe('the generate command', () => {
  const run = (...args: string[]) =>
    spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['generators/generate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('exits 1 with the file and pointer on a broken contract', () => {
    const contract = contractFixture('bad-service-code.yaml');
    const result = run('--contract', contract, '--out', temp());
    expect(result.status).toBe(1);
    // the fixture is outside the project: its whole path, wherever the project sits (not `../../…`)
    expect(result.stderr).toContain(
      `\n  ${contract}#/paths/~1api~1auth~1transAuthSubmit/post/x-eis-sign/serviceCode/codes/2: service code "70100102" is not a string of 13 digits`,
    );
  });

  it('exits 2 with the usage on an unknown argument or a missing value', () => {
    for (const args of [['--wacth'], ['--contract']]) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/usage: npm run generate/);
    }
  });

  it('exits 1 naming the file when the contract file does not exist', () => {
    const result = run('--contract', 'tests/fixtures/contracts/missing.yaml', '--out', temp());
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/missing\.yaml/);
  });
});

describe('generate --timings (issue 41: where the time and memory go)', () => {
  const run = (...args: string[]) =>
    spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['generators/generate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('prints every stage with its time and heap, hey-api\'s phases and plugin runs, the tables and the peak', () => {
    const result = run('--timings', '--contract', 'tests/fixtures/contracts/valid.yaml', '--out', temp());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    const row = (name: string, indent: number) =>
      lines.find((l) => new RegExp(`^ {${String(indent)}}${name.replace(/[+.]/g, '\\$&')} +\\d+`).test(l));
    for (const stage of ['bundle', 'glossary', 'check', 'areas', 'hey-api', 'answers', 'openapi-typescript', 'tables']) {
      expect(row(stage, 2), stage).toMatch(/ \d+ +\d+$/); // ms and heap MB
    }
    for (const part of ['parser', 'generator', 'typescript alone', 'typescript + zod', 'typescript + client + sdk',
      'operations.ts', 'signing.ts', 'runtime.ts', 'fields.ts', 'terms.en-US.ts']) {
      expect(row(part, 4), part).toBeDefined();
    }
    expect(result.stdout).toMatch(/peak resident memory: \d+ MB/);
  });

  it('--timings=stages leaves hey-api\'s plugin runs out', () => {
    const result = run('--timings=stages', '--contract', 'tests/fixtures/contracts/valid.yaml', '--out', temp());
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^ {4}generator +\d+/m);
    expect(result.stdout).not.toContain('typescript alone');
  });
});
