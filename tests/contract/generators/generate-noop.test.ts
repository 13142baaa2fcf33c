// `npm run generate` knows when to stop (issue 17): an unchanged contract and generator leave the
// output as it is; a changed byte regenerates, deterministically; --force regenerates anyway.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsHash, STAMP } from '@generators/inputs.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'eis-gen-noop-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Every file under a folder: content and modification time. */
function snapshot(dir: string): Map<string, { content: string; mtime: number }> {
  const out = new Map<string, { content: string; mtime: number }>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else out.set(relative(dir, full), { content: readFileSync(full, 'utf8'), mtime: stat.mtimeMs });
    }
  };
  walk(dir);
  return out;
}

/** `npm run generate` as package.json runs it, over a copy of a fixture contract. */
const run = (contract: string, out: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, ['generators/run.js', '--contract', contract, '--out', out, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
};

describe('npm run generate: the inputs hash', () => {
  it('leaves the output as it is when nothing changed, regenerates on a contract byte and on --force', () => {
    const dir = temp();
    cpSync(resolve(ROOT, 'tests/fixtures/contracts'), join(dir, 'contract'), { recursive: true });
    const contract = join(dir, 'contract/valid.yaml');
    const out = join(dir, 'gen');

    expect(run(contract, out)).toMatch(/^generate: .* in \d+ ms: \d+ of \d+ areas.* \(bundle/m);
    const first = snapshot(out);
    expect(first.has(STAMP)).toBe(true);
    expect(first.has('operations.ts')).toBe(true);

    // unchanged: nothing is written, not even the stamp
    expect(run(contract, out)).toMatch(/up to date/);
    expect(snapshot(out)).toEqual(first);

    // one byte more in the contract (a comment: the same output): the whole pipeline runs again
    appendFileSync(contract, '#\n');
    expect(run(contract, out)).toMatch(/^generate: .* in \d+ ms: \d+ of \d+ areas.* \(bundle/m);
    const second = snapshot(out);
    expect(JSON.parse(second.get(STAMP)?.content ?? '{}')).not.toEqual(JSON.parse(first.get(STAMP)?.content ?? '{}'));
    for (const [file, { content }] of first) if (file !== STAMP) expect(second.get(file)?.content, file).toBe(content);
    expect(run(contract, out)).toMatch(/up to date/);

    // --force runs the pipeline anyway and writes the same bytes
    expect(run(contract, out, '--force')).toMatch(/^generate: .* in \d+ ms: \d+ of \d+ areas.* \(bundle/m);
    for (const [file, { content }] of second) expect(snapshot(out).get(file)?.content, file).toBe(content);

    // a missing output file is regenerated
    rmSync(join(out, 'operations.ts'));
    expect(run(contract, out)).toMatch(/^generate: .* in \d+ ms/m);
    expect(snapshot(out).get('operations.ts')?.content).toBe(first.get('operations.ts')?.content);
  });

  it('hashes the contract folder, the generators and the generating packages\' versions and patches', () => {
    const root = temp();
    const file = (path: string, content: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    };
    file('openapi/portal.yaml', 'openapi: 3.1.0\n');
    file('openapi/paths/a.yaml', 'a: 1\n');
    file('openapi/.bundled/portal.yaml', 'bundled\n');
    file('generators/tables.ts', 'export {};\n');
    file('node_modules/openapi-typescript/package.json', '{"version":"7.13.0"}');
    const options = { contract: join(root, 'openapi/portal.yaml'), outDir: join(root, 'gen'), root };
    const hash = inputsHash(options);
    expect(inputsHash(options)).toBe(hash);
    // the bundle is an output, not an input
    file('openapi/.bundled/portal.yaml', 'bundled again\n');
    expect(inputsHash(options)).toBe(hash);
    const changes: Array<[string, string]> = [
      ['openapi/paths/a.yaml', 'a: 2\n'],
      ['openapi/paths/b.yaml', 'b: 1\n'],
      ['generators/tables.ts', 'export {}; \n'],
      ['node_modules/openapi-typescript/package.json', '{"version":"7.13.1"}'],
      // a patch of the client's templates changes the generated client (ADR 0023)
      ['patches/@hey-api+openapi-ts+0.95.0.patch', 'diff a\n'],
      ['patches/@hey-api+openapi-ts+0.95.0.patch', 'diff b\n'],
      ['patches/typescript+5.9.3.patch', 'diff\n'],
    ];
    let previous = hash;
    for (const [path, content] of changes) {
      file(path, content);
      const next = inputsHash(options);
      expect(next, path).not.toBe(previous);
      previous = next;
    }
    // a patch of a package that does not generate is not an input
    file('patches/@chakra-ui+react+3.37.0.patch', 'diff\n');
    expect(inputsHash(options)).toBe(previous);
    expect(inputsHash({ ...options, outDir: join(root, 'elsewhere') })).not.toBe(previous);
  });
});
