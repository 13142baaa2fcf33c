// `npm test`'s static checks run side by side (tools/checks.ts, issue 51 item 6: the clean-clone run's
// time): each check's output whole and apart, every check run whatever another gives, and the run
// fails naming each check that failed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Check, CHECKS, runChecks, TESTS, verdict } from '../../tools/checks.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A check that prints two lines `pause` ms apart, then exits with `code`. */
const fake = (pause: number, code: number) => `
  process.stdout.write(process.argv[1] + ' starts ' + Date.now() + '\\n');
  setTimeout(() => { process.stderr.write(process.argv[1] + ' ends ' + Date.now() + '\\n'); process.exit(${String(code)}); }, ${String(pause)});
`;

async function run(specs: Record<string, [number, number]>, slots: number, extra: Record<string, Omit<Check, 'script'>> = {}) {
  const blocks: string[] = [];
  const checks: Check[] = Object.keys(specs).map((script) => ({ script, ...extra[script] }));
  const outcomes = await runChecks(checks, {
    cwd: ROOT,
    slots,
    command: (check) => {
      const [pause, code] = specs[check.script] ?? [0, 0];
      return { file: process.execPath, args: ['-e', fake(pause, code), check.script] };
    },
    write: (text) => blocks.push(text),
  });
  return { outcomes, blocks };
}

const times = (output: string) => [...output.matchAll(/(starts|ends) (\d+)/g)].map((m) => Number(m[2]));

describe('npm test\'s checks, side by side', () => {
  it('runs two at a time on two slots: the second starts before the first ends', async () => {
    const { outcomes } = await run({ long: [1500, 0], short: [100, 0], third: [100, 0] }, 2);
    const [long, short, third] = outcomes.map((o) => times(o.output));
    expect(short?.[0]).toBeLessThan(long?.[1] ?? 0);
    expect(third?.[0]).toBeLessThan(long?.[1] ?? 0); // the short one's slot took the third
    expect(outcomes.map((o) => o.code)).toEqual([0, 0, 0]);
  });

  it('runs one at a time on one slot', async () => {
    const { outcomes } = await run({ first: [300, 0], second: [10, 0] }, 1);
    const [first, second] = outcomes.map((o) => times(o.output));
    expect(second?.[0]).toBeGreaterThanOrEqual(first?.[1] ?? Infinity);
  });

  it('prints each check\'s output whole, under its verdict, as it ends', async () => {
    const { blocks } = await run({ slow: [400, 0], quick: [10, 0] }, 2);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^\n── quick: passed in \d+\.\d s\nquick starts \d+\nquick ends \d+\n$/);
    expect(blocks[1]).toMatch(/^\n── slow: passed in \d+\.\d s\nslow starts \d+\nslow ends \d+\n$/);
  });

  it('runs every check when one fails, and names the failure with its exit code', async () => {
    const { outcomes } = await run({ broken: [10, 3], fine: [50, 0], after: [10, 0] }, 1);
    expect(outcomes.map((o) => o.code)).toEqual([3, 0, 0]);
    const [broken] = outcomes;
    expect(broken && verdict(broken)).toMatch(/^broken: FAILED \(exit 3\) after \d+\.\d s$/);
  });

  it('says a check that could not start', async () => {
    const outcomes = await runChecks([{ script: 'missing' }], {
      cwd: ROOT, slots: 2, write: () => undefined, command: () => ({ file: '/nonexistent/tool', args: [] }),
    });
    const [missing] = outcomes;
    expect(missing?.code).toBeNull();
    expect(missing && verdict(missing)).toMatch(/^missing: FAILED \(did not start\)/);
    expect(missing?.output).toContain('could not start /nonexistent/tool');
  });

  it('starts a check that comes after another once that one passed, in the slot that frees first', async () => {
    // npm test: Vitest after the test build, beside ESLint (the longest), in the short checks' slot
    const { outcomes } = await run({ long: [1500, 0], build: [100, 0], tests: [100, 0] }, 2, { tests: { after: 'build' } });
    const [long, build, tests] = outcomes.map((o) => times(o.output));
    expect(tests?.[0]).toBeGreaterThanOrEqual(build?.[1] ?? Infinity);
    expect(tests?.[1]).toBeLessThan(long?.[1] ?? 0);
    // on another slot, it waits for the one it comes after
    const other = await run({ build: [600, 0], tests: [10, 0] }, 2, { tests: { after: 'build' } });
    expect(times(other.outcomes[1]?.output ?? '')[0]).toBeGreaterThanOrEqual(times(other.outcomes[0]?.output ?? '')[1] ?? Infinity);
  });

  it('does not start a check whose first one failed, and says why', async () => {
    const { outcomes, blocks } = await run({ build: [10, 2], tests: [10, 0], other: [10, 0] }, 2, { tests: { after: 'build' } });
    expect(outcomes.map((o) => o.code)).toEqual([2, null, 0]);
    expect(outcomes[1]?.output).toMatch(/^not started: build: FAILED \(exit 2\) after \d+\.\d s\n$/);
    expect(blocks.find((b) => b.includes('── tests'))).toMatch(/tests: FAILED \(did not start\)/);
  });

  it('refuses a check that comes after one not before it in the run, which no slot would start in time', async () => {
    await expect(run({ tests: [10, 0], build: [10, 0] }, 1, { tests: { after: 'build' } })).rejects.toThrow(
      'tests comes after build, which is not before it in the run');
    await expect(run({ tests: [10, 0] }, 1, { tests: { after: 'nothing' } })).rejects.toThrow('tests comes after nothing');
  });

  it('lets a live check\'s output through as it comes, keeping none of it for its block', async () => {
    const { outcomes, blocks } = await run({ tests: [10, 0] }, 1, { tests: { live: true } });
    expect(outcomes[0]?.code).toBe(0);
    expect(outcomes[0]?.output).toBe('');
    expect(blocks).toEqual([expect.stringMatching(/^\n── tests: passed in \d+\.\d s\n\n$/)]);
  });

  it('holds every check of npm run checks, each an npm script, and npm test: the checks and Vitest after the test build', () => {
    const scripts = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(CHECKS.map((c) => c.script).sort()).toEqual(['build:test', 'lint', 'lint:contract', 'lint:deps', 'typecheck']);
    for (const check of [...CHECKS, TESTS]) expect(scripts[check.script], check.script).toBeDefined();
    expect(TESTS).toEqual({ script: 'test:all', after: 'build:test', live: true });
    expect(scripts['test:all']).toBe('vitest run');
    expect(scripts.test).toBe('tsx tools/checks.ts --tests');
    expect(scripts.checks).toBe('tsx tools/checks.ts');
  });
});
