/**
 * Everything a signature needs, from an operation and its request values: the service code, the
 * confirmation rows and the canonical text. The portal's flow and the mock gateway both call this,
 * so the text the user's key signs and the text the gateway verifies are built by the same code.
 */
import type { SigningEntry } from '../api/generated/signing.ts';
import { pathOf, requestFields, signingEntryByPath } from './catalogue.ts';
import { type ConfirmationRow, confirmRows, problemMessage, serviceCode, type SigningProblem, type Values } from './rules.ts';
import { canonicalText, type SigningDomain } from './text.ts';

/** Catalogue entries that sign a key-login challenge: their texts are in the LOGIN domain. */
export const LOGIN_OPERATIONS: ReadonlySet<string> = new Set(['ukeyLogin', 'loginUkeyCheck']);

export interface SigningPlan {
  readonly operationId: string;
  readonly path: string;
  readonly entry: SigningEntry;
  readonly domain: SigningDomain;
  readonly serviceCode: string;
  readonly rows: readonly ConfirmationRow[];
  /** The canonical text the key signs. */
  readonly text: string;
}

export type PlanOutcome =
  | { readonly plan: SigningPlan }
  | { readonly problem: SigningProblem; readonly message: string };

/** The domain of an entry's text. */
export const domainOf = (entry: SigningEntry): SigningDomain => (LOGIN_OPERATIONS.has(entry.operationId) ? 'LOGIN' : 'TX');

function planOf(path: string, entry: SigningEntry, values: Values): PlanOutcome {
  const code = serviceCode(entry, values);
  if ('problem' in code) {
    const problem: SigningProblem = 'by' in entry.serviceCode ? { problem: 'noServiceCode', field: entry.serviceCode.by } : code;
    return { problem, message: problemMessage(problem, entry) };
  }
  const built = confirmRows(entry, requestFields(entry.operationId), values);
  if ('problem' in built) return { problem: built.problem, message: problemMessage(built.problem, entry) };
  const { rows } = built;
  const domain = domainOf(entry);
  const text = canonicalText(
    domain,
    code.code,
    rows.map((r) => r.shown),
    rows.flatMap((r) => (r.raw === undefined ? [] : [r.raw])),
  );
  return { plan: { operationId: entry.operationId, path, entry, domain, serviceCode: code.code, rows, text } };
}

/** The plan of a signed call by its path (the gateway's view). */
export function planForPath(path: string, values: Values): PlanOutcome {
  const entry = signingEntryByPath(path);
  if (!entry) {
    const problem: SigningProblem = { problem: 'notSigned', operationId: path };
    return { problem, message: problemMessage(problem) };
  }
  return planOf(path, entry, values);
}

/** The plan of a signed call by its operationId (the portal's view). */
export function planFor(operationId: string, values: Values): PlanOutcome {
  const path = pathOf(operationId);
  const entry = path === undefined ? undefined : signingEntryByPath(path);
  if (path === undefined || !entry) {
    const problem: SigningProblem = { problem: 'notSigned', operationId };
    return { problem, message: problemMessage(problem) };
  }
  return planOf(path, entry, values);
}
