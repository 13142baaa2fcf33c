/**
 * When `npm run generate` may stop early: the SHA-256 of its inputs (every file under the contract's
 * folder but the bundle, every file under generators/, the versions of the packages that write or
 * shape the output, and their patches under patches/) is kept beside the output in `.inputs.json`,
 * with the list of files written. An unchanged hash with every listed file (and the bundle) present
 * means the output is what a run would write again. Plain JavaScript on node: builtins only, so the
 * check costs no TypeScript loader and no generator imports (generators/run.js).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const STAMP = '.inputs.json';
/** The packages whose version changes what is generated. */
export const GENERATOR_PACKAGES = ['@hey-api/openapi-ts', 'openapi-typescript', '@redocly/openapi-core', 'typescript', 'yaml'];

/** Files under a folder, sorted, skipping the named folders (relative to `dir`). */
function filesUnder(dir, skip = []) {
  const out = [];
  const walk = (d) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(relative(dir, full))) walk(full);
      } else if (entry.isFile()) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** The patches (patch-package's, under patches/) of the packages that write the output: Hey API's and the others. */
function generatorPatches(root) {
  const prefixes = [...GENERATOR_PACKAGES, '@hey-api/'].map((name) => name.replace('/', '+'));
  return filesUnder(join(root, 'patches')).filter((file) => {
    const name = relative(join(root, 'patches'), file);
    return prefixes.some((prefix) => name.startsWith(prefix.endsWith('+') ? prefix : `${prefix}+`));
  });
}

function packageVersion(name, root) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version ?? 'unknown';
  } catch {
    return 'missing';
  }
}

/**
 * The hash of what a run reads: the contract's folder (without .bundled/), generators/, the package
 * versions, and the options that change the output.
 * @param {{ contract: string, outDir: string, root?: string }} options
 * @returns {string}
 */
export function inputsHash({ contract, outDir, root = ROOT }) {
  const hash = createHash('sha256');
  const add = (label, content) => {
    hash.update(`${label}\0${String(content.length)}\0`);
    hash.update(content);
  };
  add('options', JSON.stringify({ contract: relative(root, contract), outDir: relative(root, outDir) }));
  for (const name of GENERATOR_PACKAGES) add(`package ${name}`, packageVersion(name, root));
  for (const file of generatorPatches(root)) add(relative(root, file), readFileSync(file));
  for (const base of [dirname(contract), join(root, 'generators')]) {
    for (const file of filesUnder(base, ['.bundled'])) add(relative(root, file), readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * The hash of what shapes every area's output alike: generators/ and the package versions (an area's
 * own input is its part of the contract: generators/areas.ts).
 * @param {string} [root]
 * @returns {string}
 */
export function toolsHash(root = ROOT) {
  const hash = createHash('sha256');
  for (const name of GENERATOR_PACKAGES) hash.update(`package ${name}\0${packageVersion(name, root)}\0`);
  for (const file of [...generatorPatches(root), ...filesUnder(join(root, 'generators'))]) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Whether the output in `outDir` was written from these very inputs.
 * @param {string} outDir
 * @param {string} hash
 * @param {string[]} [alsoPresent] other files a run writes (the bundle)
 */
export function upToDate(outDir, hash, alsoPresent = []) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(outDir, STAMP), 'utf8'));
  } catch {
    return false;
  }
  if (!stamp || stamp.hash !== hash || !Array.isArray(stamp.files) || stamp.files.length === 0) return false;
  return [...stamp.files.map((f) => join(outDir, f)), ...alsoPresent].every((f) => existsSync(f));
}

/**
 * Records the inputs' hash and the files the run left in `outDir`.
 * @param {string} outDir
 * @param {string} hash
 */
export function writeStamp(outDir, hash) {
  const files = filesUnder(outDir).map((f) => relative(outDir, f)).filter((f) => f !== STAMP);
  writeFileSync(join(outDir, STAMP), `${JSON.stringify({ hash, files }, null, 1)}\n`);
}
