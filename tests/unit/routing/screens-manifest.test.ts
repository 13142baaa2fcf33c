// Every screen file says what its manifest entry says (spec 001 §2; the manifest is the one list of
// routes, src/routing/manifest/): its heading is the route's title, and the contract operations it
// calls are the route's, its main one first. A screen that differs says why in a comment
// `manifest differs: <why>`.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST } from '@/routing/manifest/index.ts';

const SRC = resolve(import.meta.dirname, '../../../src');

/** The screen file of a route path (src/app/screens.ts's convention). */
const fileOf = (path: string) =>
  resolve(SRC, 'screens', ...path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s)), 'index.tsx');

interface Declared {
  title: string | undefined;
  /** The kit component's bound operation. */
  main: string | undefined;
  /** Every contract operation the file names: the kit's, and the SDK functions it imports. */
  operations: string[];
  explained: boolean;
}

export function declared(code: string): Declared {
  const title = /\btitle="([^"]+)"/.exec(code)?.[1] ?? /<Heading\b[^>]*>([^<{]+)<\/Heading>/.exec(code)?.[1]?.trim();
  const main = /<(?:Signed|Form|Query)Screen\b[^>]*\boperation="([A-Za-z0-9]+)"/.exec(code)?.[1];
  // a handwritten screen calls its area's SDK module (issue 41), or the index of all of them
  const imports = code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/api\/generated\/(?:sdk|areas\/\w+)\/sdk\.gen\.ts'/g);
  const sdk = [...imports].map((m) => m[1] ?? '').join(',').split(',').map((n) => n.trim()).filter((n) => /^[a-z][A-Za-z0-9]*$/.test(n));
  const operations = [...new Set([...(main ? [main] : []), ...sdk])];
  return { title, main, operations, explained: /manifest differs: \S/.test(code) };
}

const screens = MANIFEST.filter((r) => !r.redirect && existsSync(fileOf(r.path)));

describe('screens and the manifest agree', () => {
  it('reads a kit screen and a hand-written one', () => {
    expect(declared('<SignedScreen operation="transferSub" title="单笔转账" />')).toEqual({ title: '单笔转账', main: 'transferSub', operations: ['transferSub'], explained: false });
    expect(declared('import { a, b } from \'@/api/generated/sdk/sdk.gen.ts\';\n<Heading as="h1">标题</Heading>')).toEqual({ title: '标题', main: undefined, operations: ['a', 'b'], explained: false });
    expect(declared('import { a } from \'@/api/generated/areas/news/sdk.gen.ts\';\nimport { b } from \'@/api/generated/areas/message/sdk.gen.ts\';\n<Heading as="h1">标题</Heading>'))
      .toEqual({ title: '标题', main: undefined, operations: ['a', 'b'], explained: false });
  });

  it('has a screen file for nearly every route, all of them read', () => {
    expect(screens.length).toBeGreaterThan(450);
  });

  it('gives every screen its route\'s title', () => {
    const differing = screens.flatMap((route) => {
      const d = declared(readFileSync(fileOf(route.path), 'utf8'));
      return d.title === undefined || d.title === route.title || d.explained ? [] : [`${route.path}: "${d.title}", manifest "${route.title}"`];
    });
    expect(differing).toEqual([]);
  });

  it('binds every screen to its route\'s operations, the main one first', () => {
    const differing = screens.flatMap((route) => {
      const d = declared(readFileSync(fileOf(route.path), 'utf8'));
      const bound = route.operations ?? [];
      const mainWrong = d.main !== undefined && d.main !== bound[0];
      const unbound = d.operations.filter((op) => !bound.includes(op as never));
      return (mainWrong || unbound.length > 0) && !d.explained
        ? [`${route.path}: calls ${d.operations.join(', ') || 'nothing'}, manifest ${bound.join(', ') || 'nothing'}`]
        : [];
    });
    expect(differing).toEqual([]);
  });
});
