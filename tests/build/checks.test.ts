// `npm test`'s static checks run side by side (tools/checks.ts, issue 51 item 6: the clean-clone run's
// time): each check's output whole and apart, every check run whatever another gives, and the run
// fails naming each check that failed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Check, CHECKS, runChecks, verdict } from '../../tools/checks.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A check that prints two lines `pause` ms apart, then exits with `code`. */
const fake = (pause: number, code: number) => `
  process.stdout.write(process.argv[1] + ' starts ' + Date.now() + '\\n');
  setTimeout(() => { process.stderr.write(process.argv[1] + ' ends ' + Date.now() + '\\n'); process.exit(${String(code)}); }, ${String(pause)});
`;

async function run(specs: Record<string, [number, number]>, slots: number) {
  const blocks: string[] = [];
  const checks: Check[] = Object.keys(specs).map((script) => ({ script }));
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

  it('holds every check npm test ran one after another, each an npm script', () => {
    const scripts = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(CHECKS.map((c) => c.script).sort()).toEqual(['build:test', 'lint', 'lint:contract', 'lint:deps', 'typecheck']);
    for (const check of CHECKS) expect(scripts[check.script], check.script).toBeDefined();
    expect(scripts.test).toBe('npm run checks && vitest run');
  });
});
