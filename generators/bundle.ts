/**
 * Bundles the split contract (openapi/portal.yaml + paths/ + components/) into one file,
 * openapi/.bundled/portal.yaml (git-ignored), with Redocly CLI. Prism, Spectral and the
 * generators read the bundle: one root file, every schema named under #/components/schemas.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const CONTRACT = resolve(ROOT, 'openapi/portal.yaml');
export const BUNDLE = resolve(ROOT, 'openapi/.bundled/portal.yaml');
export const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

export interface ToolResult {
  ok: boolean;
  output: string;
}

/** Runs a project CLI; never throws, so callers can report every failure with its output. */
export function runTool(name: string, args: string[]): ToolResult {
  const result = spawnSync(bin(name), args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const output = `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`;
  return { ok: result.status === 0, output };
}

export function bundleContract(input = CONTRACT, output = BUNDLE): ToolResult {
  mkdirSync(dirname(output), { recursive: true });
  return runTool('redocly', ['bundle', input, '--output', output]);
}
