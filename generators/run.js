/**
 * `npm run generate`: stops at once when the output is up to date (the hash of the inputs matches
 * the one kept in src/api/generated/.inputs.json, generators/inputs.js), else runs the whole
 * pipeline (generators/generate.ts, through tsx). `--force` regenerates anyway; `--watch` always
 * runs. The check needs only node's builtins, so an unchanged contract costs a hash, not a pipeline.
 */
import { relative, resolve } from 'node:path';
import { inputsHash, ROOT, upToDate } from './inputs.js';

const started = performance.now();
const argv = process.argv.slice(2);
const valueOf = (flag, fallback) => {
  const i = argv.indexOf(flag);
  const value = i >= 0 ? argv[i + 1] : undefined;
  return value && !value.startsWith('--') ? resolve(value) : fallback;
};
const contract = valueOf('--contract', resolve(ROOT, 'openapi/portal.yaml'));
const outDir = valueOf('--out', resolve(ROOT, 'src/api/generated'));
const bundle = contract === resolve(ROOT, 'openapi/portal.yaml') ? [resolve(ROOT, 'openapi/.bundled/portal.yaml')] : [];

if (!argv.includes('--force') && !argv.includes('--watch') && upToDate(outDir, inputsHash({ contract, outDir }), bundle)) {
  if (!argv.includes('--quiet')) {
    const ms = Math.round(performance.now() - started);
    console.log(`generate: ${relative(ROOT, outDir)}/ is up to date (inputs unchanged, ${String(ms)} ms); --force regenerates`);
  }
  process.exit(0);
}

const { register } = await import('tsx/esm/api');
register();
const { main } = await import('./generate.ts');
process.exit(await main(argv));
