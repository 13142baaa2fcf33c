/**
 * The bundled contract (openapi/.bundled/portal.yaml, git-ignored): one root file with every
 * shared schema under #/components/schemas. Prism and Spectral read it; `npm run generate`
 * writes it on every run. Also: running the project's CLIs (Redocly, Spectral) from scripts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { stringify } from 'yaml';
import { CONTRACT, type LoadedContract, loadContract, ROOT } from './contract.ts';

export { CONTRACT, ROOT };
export const BUNDLE = resolve(ROOT, 'openapi/.bundled/portal.yaml');
export const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

/** Writes a file only when its content changes; says whether it did. */
export function writeIfChanged(file: string, content: string): boolean {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return true;
}

export function writeBundle(contract: LoadedContract, output = BUNDLE): boolean {
  return writeIfChanged(output, stringify(contract.doc, { lineWidth: 0, aliasDuplicateObjects: false }));
}

/** Bundles the contract in-process and writes the bundle. Throws ContractError on a broken contract. */
export async function bundleContract(input = CONTRACT, output = BUNDLE): Promise<LoadedContract> {
  const contract = await loadContract(input);
  writeBundle(contract, output);
  return contract;
}

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
