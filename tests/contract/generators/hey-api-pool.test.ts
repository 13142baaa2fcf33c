// hey-api over many areas in worker threads (issue 41): the same output as in-process, in the jobs'
// order whichever worker ran what; a failed run is an error that says so; few areas stay in-process.
import { describe, expect, it } from 'vitest';
import { areaDocument, areasOf } from '@generators/areas.ts';
import { loadContract, ROOT } from '@generators/contract.ts';
import { PARALLEL_FROM, runHeyApi, workerCount } from '@generators/hey-api-pool.ts';

const PLUGINS = ['@hey-api/client-fetch', '@hey-api/typescript', 'zod', '@hey-api/sdk'];

describe('workerCount', () => {
  it('runs few areas in-process, and many in one worker per core', () => {
    expect(workerCount(PARALLEL_FROM - 1, 8)).toBe(0);
    expect(workerCount(PARALLEL_FROM, 1)).toBe(0);
    expect(workerCount(PARALLEL_FROM, 2)).toBe(2);
    expect(workerCount(784, 4)).toBe(4);
    expect(workerCount(PARALLEL_FROM, PARALLEL_FROM + 5)).toBe(PARALLEL_FROM);
  });
});

describe('runHeyApi', () => {
  it('gives in two workers what it gives in-process, in the jobs\' order', async () => {
    const { doc } = await loadContract(`${ROOT}/openapi/portal.yaml`);
    const byArea = areasOf(doc, (path) => path.split('/')[2] ?? '');
    const jobs = ['news', 'menu', 'search', 'equity', 'file']
      .map((area) => ({ input: areaDocument(doc, byArea.get(area) ?? {}), plugins: PLUGINS }));
    const here = await runHeyApi(jobs, 0);
    const workers = await runHeyApi(jobs, 2);
    expect(workers).toHaveLength(jobs.length);
    for (const [i, output] of workers.entries()) expect(output.files, String(i)).toEqual(here[i]?.files);
    expect(new Map(workers[0]?.files).get('sdk.gen.ts')).toContain('export const newsListQry');
    expect(new Map(workers[1]?.files).get('sdk.gen.ts')).toContain('export const menuListQry');
    expect(workers[0]?.phases.map(([phase]) => phase)).toContain('generator');
  }, 60_000);

  it('fails with hey-api\'s error when a run fails, in a worker too', async () => {
    const broken = { input: { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: {} }, plugins: ['no-such-plugin'] };
    await expect(runHeyApi([broken], 0)).rejects.toThrow();
    await expect(runHeyApi([broken, broken], 2)).rejects.toThrow(/hey-api failed/);
  }, 60_000);
});
