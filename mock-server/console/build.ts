/**
 * Builds the testers' console (issue 40; ./main.tsx) with Vite's build() API, in the mock's own
 * process, into node_modules/.cache/mock-console (CONSOLE_DIST: outside the sources, so git, ESLint and
 * the type check never see the bundle), when it is missing or older than a source of it: on demand, the
 * first time the gateway serves /__mock/ after a start or an edit (a few seconds), then from disk.
 *
 * Why a build and not Vite's middleware mode: a dev server's page needs an inline script (React's
 * refresh preamble) and a websocket, neither of which the console's strict policy (no inline script,
 * default-src 'self') allows; a built page is a few static files the gateway serves under its own
 * checks, with nothing more to run beside the mock.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CONSOLE_ROOT = import.meta.dirname;
export const CONSOLE_DIST = resolve(CONSOLE_ROOT, '../../node_modules/.cache/mock-console');

/** The newest modification time (ms) of the console's sources: everything in this folder. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether the build is missing or older than a source. */
export function consoleStale(): boolean {
  const page = resolve(CONSOLE_DIST, 'index.html');
  return !existsSync(page) || newestSource(CONSOLE_ROOT) > statSync(page).mtimeMs;
}

let building: Promise<string> | undefined;

/** The console's build folder, built first when missing or stale; one build at a time. */
export function consoleBuilt(log: (line: string) => void = () => undefined): Promise<string> {
  if (building) return building;
  if (!consoleStale()) return Promise.resolve(CONSOLE_DIST);
  building = (async () => {
    const started = performance.now();
    const { build } = await import('vite');
    await build({ root: CONSOLE_ROOT, configFile: resolve(CONSOLE_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: CONSOLE_DIST } });
    log(`console built in ${String(Math.round(performance.now() - started))} ms (${CONSOLE_DIST})`);
    return CONSOLE_DIST;
  })().finally(() => {
    building = undefined;
  });
  return building;
}
