/**
 * The signing catalogue (spec 001 §7) as the signing module reads it: the generated table
 * (src/api/generated/signing.ts, keyed by path) looked up by operationId or path, with each signed
 * call's request fields for what a row's value is (amount, enum). The catalogue carries those fields
 * itself, so signing never loads the whole contract's field table (issue 41).
 */
import type { FieldInfo } from '@/api/generated/fields.ts';
import { operationPaths } from '@/api/generated/operations.ts';
import { type SignedPath, signing, type SigningEntry } from '@/api/generated/signing.ts';

export type { SignedPath, SigningEntry };

const byPath: Readonly<Record<string, SigningEntry | undefined>> = signing;
const paths: Readonly<Record<string, string | undefined>> = operationPaths;

/** The catalogue entry of a signed call's path; undefined for any other path. */
export function signingEntryByPath(path: string): SigningEntry | undefined {
  return Object.hasOwn(byPath, path) ? byPath[path] : undefined;
}

/** The path of an operation; undefined for an unknown operationId. */
export function pathOf(operationId: string): string | undefined {
  return Object.hasOwn(paths, operationId) ? paths[operationId] : undefined;
}

/** The catalogue entry of a signed operation; undefined when the operation needs no signature. */
export function signingEntry(operationId: string): SigningEntry | undefined {
  const path = pathOf(operationId);
  return path === undefined ? undefined : signingEntryByPath(path);
}

/** The request fields of a signed operation, as the contract describes them (empty for any other). */
export function requestFields(operationId: string): readonly FieldInfo[] {
  return signingEntry(operationId)?.request ?? [];
}

/** Every signed call of the contract: its path and entry, in the catalogue's order. */
export function signedCalls(): Array<{ path: string; entry: SigningEntry }> {
  return Object.entries(signing).map(([path, entry]) => ({ path, entry }));
}
