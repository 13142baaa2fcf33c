/** Builds the portal once into a scratch folder for the bundle figures. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

export interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
  isEntry: boolean;
  /** Loaded by the entry without a dynamic import (part of the first paint). */
  initial: boolean;
  modules: string[];
}

let cached: Promise<Chunk[]> | undefined;

export function buildOnce(): Promise<Chunk[]> {
  cached ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'eis-bench-build-'));
    const result = await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, write: true } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const initial = new Set<string>();
    const visit = (name: string) => {
      if (initial.has(name)) return;
      initial.add(name);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    for (const c of chunks) if (c.isEntry) visit(c.fileName);
    return chunks.map((c) => {
      const content = readFileSync(join(outDir, c.fileName));
      return {
        file: c.fileName,
        bytes: content.length,
        gzip: gzipSync(content).length,
        isEntry: c.isEntry,
        initial: initial.has(c.fileName),
        modules: Object.keys(c.modules),
      };
    });
  })();
  return cached;
}
