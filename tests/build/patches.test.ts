// The dependency patches (patches/, applied by `npm install`'s postinstall: patch-package
// --error-on-fail; docs/adr/0011-patched-hey-api-naming.md, docs/adr/0020-chakra-globals-on-read.md,
// docs/adr/0023-client-without-event-streams.md):
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

/**
 * A file's hunks as the text around each change before and after it: the context lines with the removed
 * ones, and with the added ones. A patch is in place when every after-text is in the file and no
 * before-text is (a removed line alone, such as `});`, may well be found elsewhere in the file).
 */
function hunksOf(part: string): Array<{ before: string; after: string }> {
  return part.split(/^@@[^\n]*\n/m).slice(1).map((body) => {
    const lines = body.split('\n').filter((l) => l !== '' && !l.startsWith('\\'));
    const text = (skip: string) => lines.filter((l) => !l.startsWith(skip)).map((l) => l.slice(1)).join('\n');
    return { before: text('+'), after: text('-') };
  });
}

describe('dependency patches', () => {
  it('are the two hey-api naming fixes, the client without event streams and Chakra\'s global styles built on read, nothing else', () => {
    expect(files.map((f) => target(f).name).sort()).toEqual(['@chakra-ui/react', '@hey-api/codegen-core', '@hey-api/openapi-ts', '@hey-api/shared']);
  });

  it.each(files)('%s: made for the installed version, and applied', (file) => {
    const { name, version } = target(file);
    const installed = (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(installed, `${name} is ${installed}; the patch is for ${version}: check it still applies and is still needed`).toBe(version);
    const patch = readFileSync(join(PATCHES, file), 'utf8');
    for (const part of patch.split(/^diff --git /m).slice(1)) {
      const path = /^\+\+\+ b\/(.+)$/m.exec(part)?.[1] ?? '';
      const source = readFileSync(join(ROOT, path), 'utf8');
      const hunks = hunksOf(part);
      expect(hunks.length, path).toBeGreaterThan(0);
      for (const { before, after } of hunks) {
        expect(source.includes(after), `${path} lacks:\n${after}`).toBe(true);
        expect(source.includes(before), `${path} still has:\n${before}`).toBe(false);
      }
    }
  });
});
