// Generators: `npm run generate` (issue: generators). Deterministic output, bad input named by file + pointer.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContractError, ROOT } from '@generators/contract.ts';
import { generate } from '@generators/generate.ts';

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
    for (const file of ['paths.d.ts', 'operations.ts', 'signing.ts', 'sdk/sdk.gen.ts', 'sdk/zod.gen.ts', 'sdk/types.gen.ts']) {
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
    expect(operations).toContain('"/api/auth/transAuthSubmit": { operationId: "transAuthSubmit", silent: false, encrypt: true, loginCheck: true, signed: true, provisional: ["serviceCode"] },');
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
    const problems = await problemsOf(join(FIXTURES, fixture));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(join(FIXTURES, fixture));
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

describe('the generate command', () => {
  const run = (...args: string[]) =>
    spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['generators/generate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('exits 1 with the file and pointer on a broken contract', () => {
    const result = run('--contract', 'tests/fixtures/contracts/bad-service-code.yaml', '--out', temp());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'tests/fixtures/contracts/bad-service-code.yaml#/paths/~1api~1auth~1transAuthSubmit/post/x-eis-sign/serviceCode/codes/2: service code "70100102" is not a string of 13 digits',
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
    for (const stage of ['bundle', 'glossary', 'check', 'hey-api', 'answers', 'openapi-typescript', 'tables']) {
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
