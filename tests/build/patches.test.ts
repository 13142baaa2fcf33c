// The dependency patches (patches/, applied by `npm install`'s postinstall: patch-package
// --error-on-fail; docs/adr/0011-patched-hey-api-naming.md, docs/adr/0020-chakra-globals-on-read.md):
// each is for the version installed and is in place, line for line. A patch that no longer fits its
// package fails here and at install.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PATCHES = join(ROOT, 'patches');
const files = readdirSync(PATCHES).filter((f) => f.endsWith('.patch'));

/** `@scope+name+1.2.3.patch` -> the package and the version it was made for. */
function target(file: string): { name: string; version: string } {
  const m = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file);
  if (!m) throw new Error(`${file}: not a patch-package file name`);
  return { name: (m[1] ?? '').replace('+', '/'), version: m[2] ?? '' };
}

describe('dependency patches', () => {
  it('are the two hey-api naming fixes and Chakra\'s global styles built on read, nothing else', () => {
    expect(files.map((f) => target(f).name).sort()).toEqual(['@chakra-ui/react', '@hey-api/codegen-core', '@hey-api/shared']);
  });

  it.each(files)('%s: made for the installed version, and applied', (file) => {
    const { name, version } = target(file);
    const installed = (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(installed, `${name} is ${installed}; the patch is for ${version}: check it still applies and is still needed`).toBe(version);
    const patch = readFileSync(join(PATCHES, file), 'utf8');
    for (const part of patch.split(/^diff --git /m).slice(1)) {
      const path = /^\+\+\+ b\/(.+)$/m.exec(part)?.[1] ?? '';
      const source = readFileSync(join(ROOT, path), 'utf8');
      const added = part.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1));
      const removed = part.split('\n').filter((l) => l.startsWith('-') && !l.startsWith('---')).map((l) => l.slice(1));
      expect(added.length, path).toBeGreaterThan(0);
      for (const line of added) expect(source.includes(line), `${path} lacks: ${line}`).toBe(true);
      for (const line of removed) expect(source.includes(line), `${path} still has: ${line}`).toBe(false);
    }
  });
});
