// The answer schemas built on first use (generators/answers.ts, issue 16: the home page's start-up
// work): the same schemas as hey-api's zod.gen.ts, one per answer, only built when asked for; one
// module per area, found through answers.ts (issue 41).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { answersModule } from '@generators/answers.ts';
import { ROOT } from '@generators/contract.ts';
import { answerAreas } from '@/api/generated/answers.ts';
import type { AreaAnswers } from '@/api/generated/areas.ts';

/** Every area's hey-api zod module, by area. */
const eagerByArea = new Map(Object.entries(import.meta.glob<Record<string, unknown>>('@/api/generated/areas/*/zod.gen.ts', { eager: true }))
  .map(([file, module]) => [file.split('/').at(-2) ?? '', module]));

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });

/** Imports a module source written by answersModule (from tests/artifacts/, so that zod resolves). */
async function load(source: string): Promise<ReadonlyMap<string, () => z.ZodType>> {
  const dir = resolve(ROOT, 'tests/artifacts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `answers-${String(process.pid)}-${String(Date.now())}.ts`);
  writeFileSync(file, source);
  try {
    return ((await import(file)) as { answers: ReadonlyMap<string, () => z.ZodType> }).answers;
  } finally {
    rmSync(file, { force: true });
  }
}

describe('answers.ts', () => {
  it('has, in each area, one schema per answer of its zod.gen.ts, each the same schema; answers.ts finds each', async () => {
    expect(eagerByArea.size).toBeGreaterThan(40);
    let count = 0;
    for (const [area, eager] of eagerByArea) {
      const expected = Object.keys(eager).filter((name) => /^z.+Response$/.test(name));
      const ids = expected.map((name) => name.slice(1, -'Response'.length).toLowerCase());
      const { answers } = (await import(`../../../src/api/generated/areas/${area}/answers.ts`)) as AreaAnswers;
      expect([...answers.keys()].sort(), area).toEqual([...ids].sort());
      for (const [i, name] of expected.entries()) {
        const built = answers.get(ids[i] ?? '')?.();
        expect(built, name).toBeDefined();
        expect(json(built as z.ZodType), name).toEqual(json(eager[name] as z.ZodType));
        // the table sends the operation to this very area's module
        expect(((await answerAreas.get(ids[i] ?? '')?.()))?.answers, name).toBe(answers);
      }
      count += expected.length;
    }
    expect(count).toBeGreaterThan(250);
    expect(answerAreas.size).toBe(count);
  });

  it('builds a schema once, on the first call', async () => {
    const build = (await answerAreas.get('getservertime')?.())?.answers.get('getservertime');
    expect(build).toBeDefined();
    expect(build?.()).toBe(build?.());
  });
});

describe('answersModule', () => {
  const source = [
    'import * as z from \'zod\';',
    'export const zHead = z.object({ STATUS: z.string() });',
    'export const zUnused = z.string();',
    'export const zPingBody = z.object({ zHead: z.string() });',
    'export const zPingResponse = z.object({ head: zHead, zHead: zHead.optional() });',
  ].join('\n');

  it('rewrites references into calls, leaves property names alone, and keeps only what answers need', async () => {
    const out = answersModule(source);
    expect(out).toContain('const zPingResponse = once(() => z.object({ head: zHead(), zHead: zHead().optional() }));');
    expect(out).toContain('const zHead = once(');
    expect(out).not.toContain('zUnused');
    expect(out).not.toContain('zPingBody');
    const table = await load(out);
    expect([...table.keys()]).toEqual(['ping']);
    expect(table.get('ping')?.().safeParse({ head: { STATUS: '000000' } }).success).toBe(true);
    expect(table.get('ping')?.().safeParse({ head: {} }).success).toBe(false);
  });

  it('refuses a zod.gen.ts shape it does not know, naming the line', () => {
    expect(() => answersModule(`${source}\nexport function zOdd() { return 1; }`)).toThrow(/zod\.gen\.ts line 6 is not `export const zName = <schema>`/);
    expect(() => answersModule('export const zA = z.string(), zB = z.string();')).toThrow(/line 1/);
  });
});
