/**
 * Everything a signature needs, from an operation and its request values: the service code, the
 * confirmation rows and the canonical text. The portal's flow and the mock gateway both call this,
 * so the text the user's key signs and the text the gateway verifies are built by the same code.
 */
import type { SigningEntry } from '@/api/generated/signing.ts';
import { COMMON_FIELDS } from '../wire-format.ts';
import { pathOf, requestFields, signingEntryByPath } from './catalogue.ts';
import {
  CHINESE,
  type ConfirmationRow,
  confirmRows,
  foreignFields,
  problemMessage,
  serviceCode,
  type ShownLanguage,
  type SigningLanguage,
  type SigningProblem,
  type Values,
} from './rules.ts';
import { canonicalText, type Freshness, type SigningDomain } from './text.ts';

/** Catalogue entries that sign a key-login challenge: their texts are in the LOGIN domain. */
export const LOGIN_OPERATIONS: ReadonlySet<string> = new Set(['ukeyLogin', 'loginUkeyCheck']);

/**
 * The fields the signing flow adds to a transaction's request (the contract's TransactionSigning):
 * the signature and what it is bound to. They are not business fields: no row shows them.
 */
export const SIGNATURE_FIELDS = [
  'SIGN_DATA', 'CERT_SN', 'SERVICE_CODE', 'IDEMPOTENCY_KEY', 'CHALLENGE_ID', 'CHALLENGE', 'SIGN_LANG',
] as const;

/**
 * A contract text (an enum label) in English, for an en-US confirmation: the portal passes its
 * loaded terms, the gateway the generated table. Without one, only zh-CN can be planned.
 */
export type EnglishTerm = (text: string) => string;

/** What a signed request may carry besides its own fields. */
const SHARED_FIELDS: ReadonlySet<string> = new Set([...COMMON_FIELDS, ...SIGNATURE_FIELDS]);

export interface SigningPlan {
  readonly operationId: string;
  readonly path: string;
  readonly entry: SigningEntry;
  readonly domain: SigningDomain;
  readonly serviceCode: string;
  /** The language the rows' values show in (SIGN_LANG): the text names it when it is not zh-CN. */
  readonly language: SigningLanguage;
  /** What the confirmation shows and the text signs: the catalogue's rows, then every other field sent. */
  readonly rows: readonly ConfirmationRow[];
}

export type PlanOutcome =
  | { readonly plan: SigningPlan }
  | { readonly problem: SigningProblem; readonly message: string };

/** The domain of an entry's text. */
export const domainOf = (entry: SigningEntry): SigningDomain => (LOGIN_OPERATIONS.has(entry.operationId) ? 'LOGIN' : 'TX');

const failed = (problem: SigningProblem, entry?: SigningEntry): PlanOutcome =>
  ({ problem, message: problemMessage(problem, entry) });

/**
 * The language a request's confirmation shows in (issue 38): SIGN_LANG, absent or zh-CN the bank's
 * own; en-US with English terms; anything else (or en-US with no terms to write it) a problem.
 */
function shownLanguage(values: Values, english: EnglishTerm | undefined): ShownLanguage | { problem: SigningProblem } {
  const language = Object.hasOwn(values, 'SIGN_LANG') ? values.SIGN_LANG : undefined;
  if (language === undefined || language === 'zh-CN') return CHINESE;
  if (language === 'en-US' && english) return { language, term: english };
  const named = typeof language === 'string' ? language : JSON.stringify(language);
  return { problem: { problem: 'badLanguage', language: named } };
}

function planOf(path: string, entry: SigningEntry, values: Values, english?: EnglishTerm): PlanOutcome {
  const language = shownLanguage(values, english);
  if ('problem' in language) return failed(language.problem, entry);
  const code = serviceCode(entry, values);
  if ('problem' in code) {
    return failed('by' in entry.serviceCode ? { problem: 'noServiceCode', field: entry.serviceCode.by } : code, entry);
  }
  const fields = requestFields(entry.operationId);
  const foreign = foreignFields(fields, values, SHARED_FIELDS);
  if (foreign.length > 0) return failed({ problem: 'foreignField', fields: foreign }, entry);
  const built = confirmRows(entry, fields, values, language);
  if ('problem' in built) return failed(built.problem, entry);
  const { operationId } = entry;
  return {
    plan: {
      operationId, path, entry, domain: domainOf(entry), serviceCode: code.code,
      language: language.language, rows: built.rows,
    },
  };
}

/**
 * The canonical text of a plan: a transaction's with its freshness (the challenge and the
 * idempotency key), a key check's without. A transaction without freshness, or a key check with it,
 * is a programming error: it throws.
 */
export function textOf(plan: SigningPlan, freshness?: Freshness): string {
  if ((plan.domain === 'TX') !== (freshness !== undefined)) {
    throw new TypeError(`${plan.operationId}: a ${plan.domain} text ${freshness ? 'takes no' : 'needs its'} challenge`);
  }
  return canonicalText(
    plan.domain,
    plan.serviceCode,
    plan.rows.map((r) => r.shown),
    plan.rows.flatMap((r) => (r.raw === undefined ? [] : [r.raw])),
    freshness,
    plan.language,
  );
}

/** A signed request's freshness (CHALLENGE_ID, CHALLENGE, IDEMPOTENCY_KEY), when it carries all three as text. */
export function freshnessOf(values: Values): Freshness | undefined {
  const text = (name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const challengeId = text('CHALLENGE_ID');
  const challenge = text('CHALLENGE');
  const idempotencyKey = text('IDEMPOTENCY_KEY');
  return challengeId && challenge && idempotencyKey ? { challengeId, challenge, idempotencyKey } : undefined;
}

/** The plan of a signed call by its path (the gateway's view). */
export function planForPath(path: string, values: Values, english?: EnglishTerm): PlanOutcome {
  const entry = signingEntryByPath(path);
  return entry ? planOf(path, entry, values, english) : failed({ problem: 'notSigned', operationId: path });
}

/** The plan of a signed call by its operationId (the portal's view). */
export function planFor(operationId: string, values: Values, english?: EnglishTerm): PlanOutcome {
  const path = pathOf(operationId);
  const entry = path === undefined ? undefined : signingEntryByPath(path);
  return path === undefined || !entry ? failed({ problem: 'notSigned', operationId }) : planOf(path, entry, values, english);
}
