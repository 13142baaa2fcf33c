/** Builds the portal (and the baseline pages of the bundle bench) into scratch folders for the bundle figures. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { useThrowawayProductionEnv } from '../tools/throwaway-env.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
  isEntry: boolean;
  /** Loaded by the entry without a dynamic import (part of the first paint). */
  initial: boolean;
  /** Chunks this one loads statically. */
  imports: string[];
  modules: string[];
}

/** The chunk and every chunk it loads statically. */
export function closure(chunks: readonly Chunk[], start: readonly string[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const name of start) visit(name);
  return seen;
}

/** Milliseconds each build of this run took, by root. */
export const buildTimes = new Map<string, number>();

/** Builds a Vite project (the portal's own config, or inline options) and describes its JS chunks. */
async function buildChunks(root: string, inline?: Parameters<typeof build>[0]): Promise<Chunk[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'eis-bench-build-'));
  try {
    const started = performance.now();
    const result = await build({
      root,
      logLevel: 'silent',
      ...inline,
      build: { outDir, emptyOutDir: true, write: true, reportCompressedSize: false },
    });
    buildTimes.set(root, performance.now() - started);
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    const described = chunks.map((c) => ({
      file: c.fileName,
      bytes: 0,
      gzip: 0,
      isEntry: c.isEntry,
      initial: false,
      imports: c.imports,
      modules: Object.keys(c.modules),
    }));
    const initial = closure(described, described.filter((c) => c.isEntry).map((c) => c.file));
    for (const c of described) {
      const content = readFileSync(join(outDir, c.file));
      c.bytes = content.length;
      c.gzip = gzipSync(content).length;
      c.initial = initial.has(c.file);
    }
    return described;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

let cached: Promise<Chunk[]> | undefined;

/** The portal, built once per bench run. */
export const PORTAL_ROOT = ROOT;

export function buildOnce(): Promise<Chunk[]> {
  // a production build refuses the TEST-ONLY gateway keys: it gets throwaway ones (README, Security)
  if (!cached) {
    const restore = useThrowawayProductionEnv();
    cached = buildChunks(ROOT).finally(restore);
  }
  return cached;
}

/**
 * A baseline page built with the same Vite and React plugin: `main` is its entry module's source.
 * It lives under node_modules/.cache so that it resolves the project's packages.
 */
export async function buildBaseline(name: string, main: string): Promise<Chunk[]> {
  const dir = join(ROOT, 'node_modules', '.cache', `eis-bench-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(dir, 'main.tsx'), main);
  try {
    return await buildChunks(dir, { configFile: false, base: '/eis-demo/', plugins: [react()] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
