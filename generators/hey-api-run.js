/**
 * One hey-api run over a document, its output read back (generators/areas.ts: one run per area). In
 * plain JavaScript so that a worker thread (generators/hey-api-worker.js) runs it without a
 * TypeScript loader; `npm run generate` runs it in-process for a few areas and in workers for many.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createClient, Logger } from '@hey-api/openapi-ts';

/**
 * @typedef {{ files: Array<[string, string]>, phases: Array<[string, number]> }} HeyApiOutput
 *   the files written (path relative to the output folder, content), sorted; hey-api's phases in ms
 */

/** Every file under a folder, sorted by path. */
function readAll(dir) {
  /** @type {Array<[string, string]>} */
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push([relative(dir, full), readFileSync(full, 'utf8')]);
    }
  };
  walk(dir);
  return out;
}

/** hey-api's own phases (config, parser, generator, ...) from its logger, in ms. */
function phasesOf(logger) {
  const root = logger.events.find((e) => e.name === 'createClient');
  return (root?.events ?? [])
    .map((e) => [e.name, Math.round((e.end?.startTime ?? 0) - (e.start?.startTime ?? 0))])
    .filter(([, ms]) => ms > 0);
}

/**
 * @param {object} input the OpenAPI document (not changed: hey-api gets a copy)
 * @param {readonly string[]} plugins
 * @returns {Promise<HeyApiOutput>}
 */
export async function heyApiRun(input, plugins) {
  const scratch = mkdtempSync(join(tmpdir(), 'eis-hey-api-'));
  try {
    const logger = new Logger();
    await createClient({
      input: structuredClone(input),
      output: { path: scratch, indexFile: false },
      logs: { level: 'silent', file: false },
      plugins: [...plugins],
    }, logger);
    return { files: readAll(scratch), phases: phasesOf(logger) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
