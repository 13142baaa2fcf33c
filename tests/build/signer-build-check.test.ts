// The software signer stays out of production builds: Vite drops its branch when VITE_SIGNER is not
// `software`, and vite.config.ts fails a production build that carries it or the TEST-ONLY key.
// Builds a small entry (the signer choice as the authorization chunk makes it) with the portal's config.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { useThrowawayProductionEnv } from '../../tools/throwaway-env.ts';
import { testKeys, testOnlyIn } from '../../build/test-keys.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = readFileSync(resolve(ROOT, 'test-keys/ukey-sm2-private.hex'), 'utf8').trim();
const KEYS = testKeys(ROOT);
/** The files of a bundle that carry the software signer or a TEST-ONLY key (what vite.config.ts refuses). */
const testSignerIn = (bundle: Rolldown.OutputBundle) => testOnlyIn(bundle, KEYS).map((c) => c.file);
const saved = process.env.VITE_SIGNER;
let restoreEnv: (() => void) | undefined;

async function buildEntry(mode: string, signer: string | undefined): Promise<Rolldown.OutputBundle> {
  if (signer === undefined) delete process.env.VITE_SIGNER;
  else process.env.VITE_SIGNER = signer;
  // a production build needs gateway keys that are not the TEST-ONLY ones (issue 15 finding 6)
  if (mode === 'production') restoreEnv = useThrowawayProductionEnv();
  const result = await build({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { write: false, rolldownOptions: { input: resolve(import.meta.dirname, 'fixtures/signer-entry.ts') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return Object.fromEntries(outputs.flatMap((o) => o.output).map((c) => [c.fileName, c]));
}

const modulesOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? o.moduleIds : [])).map((id) => id.replace(`${ROOT}/`, ''));

afterEach(() => {
  restoreEnv?.();
  restoreEnv = undefined;
  if (saved === undefined) delete process.env.VITE_SIGNER;
  else process.env.VITE_SIGNER = saved;
});

describe('the software signer in builds', () => {
  it('is dropped from a production build, which keeps the plug-in and agent signers', async () => {
    const bundle = await buildEntry('production', undefined);
    const modules = modulesOf(bundle);
    expect(modules).toContain('src/signing/agent-signer.ts');
    expect(modules.filter((m) => /software-signer|sm2-signer|ukey-sm2-private/.test(m))).toEqual([]);
    expect(testSignerIn(bundle)).toEqual([]);
  });

  it('is carried, with the key, by the test build', async () => {
    const bundle = await buildEntry('test', 'software');
    expect(modulesOf(bundle)).toContain('src/signing/software-signer.ts');
    const carriers = testSignerIn(bundle);
    expect(carriers.length).toBeGreaterThan(0);
    const code = carriers.map((file) => (bundle[file]?.type === 'chunk' ? bundle[file].code : '')).join('');
    expect(code).toContain(KEY);
  });

  it('fails a production build that would carry it, with a clear message', async () => {
    const failure = await buildEntry('production', 'software').then(() => 'built', (e: unknown) => String(e));
    expect(failure).toContain('this production build carries the TEST-ONLY software signer');
    expect(failure).toContain('npm run build:test');
  });
});
