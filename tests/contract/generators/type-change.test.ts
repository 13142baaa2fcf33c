// A field's type change in the contract makes a use of that field fail to compile (issue: generators).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '@generators/contract.ts';
import { generate } from '@generators/generate.ts';

const dir = mkdtempSync(join(tmpdir(), 'eis-typechange-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Uses MENU_SORT as the number the contract says it is, through both generated type layers (the area's SDK types). */
const probe = (area: string) => `import type { MenuItem } from './areas/${area}/types.gen';
import type { paths } from './paths';
type Body = NonNullable<paths['/api/menu/menuListQry']['post']['responses'][200]['content']['application/json']['body']>;
export const fromSdk: number | undefined = ({ MENU_ID: '1' } as MenuItem).MENU_SORT;
export const fromPaths: number | undefined = ({} as Body).MENU_LIST?.[0]?.MENU_SORT;
`;

async function compileProbe(contract: string, out: string): Promise<string[]> {
  const { regenerated } = await generate({ contract, outDir: out, bundle: null });
  expect(regenerated).toHaveLength(1); // a contract in one file is one area
  writeFileSync(join(out, 'probe.ts'), probe(regenerated[0] ?? ''));
  const program = ts.createProgram([join(out, 'probe.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.endsWith('probe.ts'))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('types follow the contract', () => {
  it('compiles a use of MENU_SORT as a number, and stops compiling once the contract makes it a string', async () => {
    const original = resolve(ROOT, 'tests/fixtures/contracts/valid.yaml');
    expect(await compileProbe(original, join(dir, 'before'))).toEqual([]);

    const changed = join(dir, 'changed.yaml');
    const text = readFileSync(original, 'utf8');
    expect(text).toContain('MENU_SORT: { type: integer }');
    writeFileSync(changed, text.replace('MENU_SORT: { type: integer }', 'MENU_SORT: { type: string }'));
    const errors = await compileProbe(changed, join(dir, 'after'));
    expect(errors).toHaveLength(2); // the SDK type and the path-keyed type both changed
    for (const e of errors) expect(e).toMatch(/Type 'string( \| undefined)?' is not assignable to type 'number'/);
  });
});
