/**
 * Loads the split contract in-process (Redocly's bundler, no child process), and maps a JSON
 * pointer of the bundle back to the source file and pointer a person edits.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { escapePointer, isObject, type Json, type JsonObject, unescapePointer } from './schema-walk.ts';
import { shownPath } from './shown-path.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const CONTRACT = resolve(ROOT, 'openapi/portal.yaml');

/** One problem in the contract: where (file + JSON pointer) and what. */
export interface ContractProblem {
  file: string;
  pointer: string;
  message: string;
}

export function formatProblem(p: ContractProblem): string {
  return `${shownPath(p.file)}${p.pointer}: ${p.message}`;
}

export class ContractError extends Error {
  constructor(readonly problems: ContractProblem[]) {
    super(`the contract has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).map((l) => `  ${l}`).join('\n')}`);
    this.name = 'ContractError';
  }
}

export interface LoadedContract {
  /** The bundled document: one root, every shared schema under #/components/schemas. */
  doc: JsonObject;
  /** The files the bundle was made of (for watch mode). */
  files: string[];
  /** Maps a bundle pointer to the file and pointer to edit. */
  locate: (pointer: string) => { file: string; pointer: string };
}

const readYaml = (file: string): Json => parse(readFileSync(file, 'utf8')) as Json;

/**
 * Walks the source from the root along a pointer; when it meets a $ref into another file, it
 * continues in that file. The deepest source position is where a person fixes the problem.
 */
function locator(rootFile: string) {
  const cache = new Map<string, Json>();
  const load = (file: string): Json => {
    if (!cache.has(file)) cache.set(file, readYaml(file));
    return cache.get(file) ?? null;
  };
  return (pointer: string) => {
    let file = rootFile;
    let node: Json | undefined = load(file);
    let at: string[] = [];
    for (const segment of pointer.replace(/^#\/?/, '').split('/').filter(Boolean).map(unescapePointer)) {
      if (isObject(node) && typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
        const [target = '', fragment = ''] = node.$ref.split('#');
        file = resolve(dirname(file), target);
        at = fragment.split('/').filter(Boolean).map(unescapePointer);
        node = load(file);
        for (const part of at) node = isObject(node) ? node[part] : undefined;
      }
      node = isObject(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
      at.push(segment);
      if (node === undefined) break;
    }
    return { file, pointer: `#/${at.map(escapePointer).join('/')}` };
  };
}

/** Bundles the contract; unresolvable $refs and unreadable files become ContractErrors. */
export async function loadContract(rootFile = CONTRACT): Promise<LoadedContract> {
  const config = await createConfig({}, {});
  let result;
  try {
    result = await bundle({ ref: rootFile, config });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ContractError([{ file: rootFile, pointer: '#', message: `cannot read or parse: ${message}` }]);
  }
  const problems: ContractProblem[] = result.problems
    .filter((p) => p.severity === 'error')
    .map((p) => {
      const location = p.location[0];
      return {
        file: location?.source.absoluteRef ?? rootFile,
        pointer: location?.pointer ?? '#',
        message: p.message === 'Can\'t resolve $ref' ? 'broken $ref: its target does not exist' : p.message,
      };
    });
  if (problems.length > 0) throw new ContractError(problems);
  const doc = result.bundle.parsed as JsonObject;
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !isObject(doc.paths)) {
    throw new ContractError([{ file: rootFile, pointer: '#', message: 'not an OpenAPI document (no openapi/paths)' }]);
  }
  return { doc, files: [...result.fileDependencies, rootFile].sort(), locate: locator(rootFile) };
}
