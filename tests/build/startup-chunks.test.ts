// The start-up's chunks follow the boot sequence (issue 51 item 6: the home page's first paint; issue
// 16: each step evaluates in a task of its own): one chunk per step, an earlier step keeps what it
// shares with a later one, and a boot sequence the build does not declare fails the build. The
// served build's own start-up (its seven files) is checked in Chromium: tests/e2e/shell-ui.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build, parseSync, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { bootSequence, sequenceProblem, type StartupStep, startupChunks, startupGroups } from '@build/vite/startup-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../..');

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The string sources of a module's `import('…')` expressions, in their order in the text. */
function dynamicImportSources(path: string): string[] {
  const sources: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Node;
    const source = node.source as Node | undefined;
    if (node.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') sources.push(source.value);
    for (const child of Object.values(node)) visit(child);
  };
  visit(parseSync(path, readFileSync(path, 'utf8')).program);
  return sources;
}

describe('the portal\'s boot sequence', () => {
  it('is src/app/boot.ts and what it imports dynamically, in the order it asks', () => {
    const steps = bootSequence(ROOT);
    const boot = resolve(ROOT, 'src/app/boot.ts');
    const require = createRequire(boot);
    const asked = dynamicImportSources(boot).map((source) => (source.startsWith('.') ? resolve(dirname(boot), source) : require.resolve(source)));
    expect(steps.map((step) => step.root)).toEqual([boot, ...asked]);
    expect(steps.map((step) => step.name)).toEqual(['index', 'react-dom', 'router', 'theme', 'main']);
  });
});

describe('sequenceProblem', () => {
  const steps: StartupStep[] = [
    { name: 'index', root: '/p/boot.ts' },
    { name: 'a', root: '/p/a.ts' },
    { name: 'b', root: '/p/b.ts' },
  ];

  it('finds nothing when the entry imports the later steps in their order', () => {
    expect(sequenceProblem(steps, ['/p/a.ts', '/p/b.ts'])).toBeUndefined();
  });

  it('names the declared and the found sequence when the order, a step or an extra import differs', () => {
    for (const found of [['/p/b.ts', '/p/a.ts'], ['/p/a.ts'], ['/p/a.ts', '/p/b.ts', '/p/c.ts'], []]) {
      expect(sequenceProblem(steps, found), JSON.stringify(found)).toBe(
        `the start-up chunks (build/vite/startup-chunks.ts) declare the boot sequence ["/p/a.ts","/p/b.ts"], but /p/boot.ts imports ${JSON.stringify(found)}: declare its dynamic imports in their order`,
      );
    }
    expect(sequenceProblem([], [])).toMatch(/but the entry imports \[\]/);
  });
});

describe('startupGroups', () => {
  it('gives each step a group of its root alone, the earlier step the higher priority', () => {
    const groups = startupGroups([
      { name: 'index', root: '/p/boot.ts' },
      { name: 'a', root: '/p/a.ts' },
      { name: 'b', root: '/p/b.ts' },
    ]);
    expect(groups.map(({ name, priority }) => ({ name, priority }))).toEqual([
      { name: 'index', priority: 3 },
      { name: 'a', priority: 2 },
      { name: 'b', priority: 1 },
    ]);
    const test = (index: number, id: string) => (groups[index]?.test as (id: string) => boolean)(id);
    expect([test(1, '/p/a.ts'), test(1, '/p/b.ts'), test(1, '/p/a.tsx'), test(2, '/p/b.ts')]).toEqual([true, false, false, true]);
  });
});

describe('a build with the groups', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A small app of the portal's shape: the entry asks for `a` then `b`; both use `shared`, `b` and a
   * lazy screen use `later`, and `a` and the screen use `leaf`. Built with the sequence `order`, from
   * index.html or from another input.
   */
  async function buildApp(order: readonly string[], input?: string): Promise<Rolldown.OutputChunk[]> {
    const dir = mkdtempSync(join(tmpdir(), 'eis-startup-chunks-'));
    dirs.push(dir);
    const files: Record<string, string> = {
      'index.html': '<!doctype html><script type="module" src="./boot.js"></script>',
      'boot.js': 'import { note } from \'./note.js\';\nnote(\'boot\');\nimport(\'./a.js\');\nimport(\'./b.js\');\n',
      'note.js': 'export const note = (text) => { document.title += text; };\n',
      'a.js': 'import { shared } from \'./shared.js\';\nimport { leaf } from \'./leaf.js\';\nimport { note } from \'./note.js\';\nnote(shared + leaf);\n',
      'b.js': 'import { shared } from \'./shared.js\';\nimport { later } from \'./later.js\';\ndocument.title += shared + later;\nimport(\'./screen.js\');\n',
      'screen.js': 'import { later } from \'./later.js\';\nimport { leaf } from \'./leaf.js\';\ndocument.title += later + leaf;\n',
      'shared.js': 'export const shared = \'shared\';\n',
      'later.js': 'export const later = \'later\';\n',
      'leaf.js': 'export const leaf = \'leaf\';\n',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const startup = startupChunks(['boot', ...order].map((name) => ({ name: name === 'boot' ? 'index' : name, root: join(dir, `${name}.js`) })));
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [startup.plugin],
      build: {
        write: false,
        minify: false,
        outDir: join(dir, 'dist'),
        rolldownOptions: {
          ...(input ? { input: join(dir, input) } : {}),
          output: { codeSplitting: { groups: startup.groups } },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  }

  const holding = (chunks: readonly Rolldown.OutputChunk[], file: string) =>
    chunks.filter((c) => Object.keys(c.modules).some((id) => id.endsWith(`/${file}`))).map((c) => c.name);

  it('puts each step in its own chunk with what it brings, an earlier step keeping what it shares', async () => {
    const chunks = await buildApp(['a', 'b']);
    // `shared` is a's (the earlier step), `later` is b's although the lazy screen uses it too, `leaf`
    // is a's although the screen uses it; the entry's `note` stays with the entry
    expect(['a.js', 'shared.js', 'leaf.js', 'b.js', 'later.js', 'note.js', 'screen.js'].map((file) => holding(chunks, file))).toEqual([
      ['a'], ['a'], ['a'], ['b'], ['b'], ['index'], ['screen'],
    ]);
    // the chunks import one another in the sequence's order, never back: b from a, a from the entry
    // (the entry's chunk a facade of its group's: both named index), nothing of a step before its turn
    const importsOf = (name: string) => chunks.filter((c) => c.name === name)
      .flatMap((c) => c.imports.map((file) => chunks.find((other) => other.fileName === file)?.name));
    expect(importsOf('b')).toEqual(expect.arrayContaining(['a']));
    expect(importsOf('a')).not.toContain('b');
    expect(importsOf('index')).toEqual(['index']);
  });

  it('leaves a build of another input alone: no boot sequence, no group matches', async () => {
    const chunks = await buildApp(['a', 'b'], 'screen.js');
    expect(chunks.map((c) => c.name)).toEqual(['screen']); // the input, with later.js and leaf.js
  });

  it('fails the build, naming both sequences, when the entry asks in another order', async () => {
    await expect(buildApp(['b', 'a'])).rejects.toThrow(/declare the boot sequence \[.*b\.js",".*a\.js"\], but .*boot\.js imports \[.*a\.js",".*b\.js"\]/);
  });
});
