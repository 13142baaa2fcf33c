/**
 * The fixture contracts of the generator tests (tests/fixtures/contracts): valid.yaml is the one whole
 * contract; every other fixture is valid.yaml plus a patch, `<name>.patch.yaml`, a list of text
 * replacements (`replace`, `with`), each of which must match valid.yaml exactly once. So a change to
 * valid.yaml reaches every fixture, and a patch that no longer applies is refused by name, not
 * silently turned into another contract. Text, not a JSON Patch: the tests check the file and JSON
 * pointer the generator names, and a text patch keeps the rest of the YAML as it is.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export const CONTRACT_FIXTURES = resolve(import.meta.dirname, '../fixtures/contracts');
export const VALID_CONTRACT = join(CONTRACT_FIXTURES, 'valid.yaml');

export interface FixtureReplacement { readonly replace: string; readonly with: string }

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

/** valid.yaml's text with the patch's replacements applied in order; throws when one does not apply once. */
export function applyFixturePatch(base: string, steps: unknown, name: string): string {
  if (!Array.isArray(steps) || steps.length === 0) {
    throw new Error(`contract fixture ${name}: the patch must be a non-empty list of { replace, with }`);
  }
  return steps.reduce<string>((text, step: unknown, i) => {
    const { replace, with: by } = (step ?? {}) as Partial<FixtureReplacement>;
    if (typeof replace !== 'string' || replace === '' || typeof by !== 'string') {
      throw new Error(`contract fixture ${name}: step ${i + 1} needs a non-empty "replace" and a "with" text`);
    }
    const found = occurrences(text, replace);
    if (found !== 1) {
      throw new Error(
        `contract fixture ${name}: step ${i + 1} no longer applies to valid.yaml: ` +
        `${JSON.stringify(replace)} occurs ${found} times, not once; update the patch`,
      );
    }
    return text.replace(replace, () => by);
  }, base);
}

let built: string | undefined;

/**
 * The path of the fixture contract `name` (e.g. "breaking.yaml"): valid.yaml itself, or valid.yaml with
 * `<name without .yaml>.patch.yaml` applied, written once per test process to a temporary folder.
 */
export function contractFixture(name: string): string {
  if (name === 'valid.yaml') return VALID_CONTRACT;
  const stem = name.replace(/\.yaml$/, '');
  const patch = parse(readFileSync(join(CONTRACT_FIXTURES, `${stem}.patch.yaml`), 'utf8')) as unknown;
  built ??= mkdtempSync(join(tmpdir(), 'eis-contract-fixtures-'));
  const path = join(built, `${stem}.yaml`);
  writeFileSync(path, applyFixturePatch(readFileSync(VALID_CONTRACT, 'utf8'), patch, name));
  return path;
}
