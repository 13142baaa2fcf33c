/**
 * English beside the contract's Chinese (issue 38): every text of the contract the portal shows (an
 * operation's summary, a field's title, an enum value's label, a confirmation row's label) has an
 * entry in openapi/i18n/en-US.yaml, keyed by the Chinese text, so one translation serves every
 * operation that says the same thing. `npm run generate` writes the entries the contract uses to
 * src/api/generated/terms.en-US.ts (loaded with the language); `npm run lint:contract` fails on a
 * text without one (missingTerms).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { SignExtension } from './check.ts';
import { isObject, type JsonObject, operations } from './schema-walk.ts';
import { type FieldRow, operationFields } from './fields.ts';
import { shownPath } from './shown-path.ts';

/** The glossary beside a contract's root file. */
export const glossaryFile = (contractFile: string): string => resolve(dirname(contractFile), 'i18n/en-US.yaml');

/** A text shows in Chinese when it holds a CJK ideograph; codes and Latin titles need no entry. */
const CHINESE = /[\u3400-\u9fff]/;

/** A shown field: the request layer fills the common fields and the signing flow the signature. */
const shown = (f: FieldRow) => f.origin === 'own' || f.origin === 'paging';

/**
 * The Chinese texts the portal shows from a contract, each with where it first occurs
 * (`transferSub.TRAN_AMT`, `transferSub.STATUS=1`, `transferSub summary`, `transferSub confirm`),
 * in the contract's order.
 */
export function contractTexts(doc: JsonObject): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (text: unknown, where: string) => {
    if (typeof text === 'string' && CHINESE.test(text) && !texts.has(text)) texts.set(text, where);
  };
  for (const op of operationFields(doc)) {
    add(op.summary, `${op.operationId} summary`);
    const rows = [
      ...op.request.filter(shown), ...(op.list?.columns ?? []), ...(op.result ?? []), ...(op.batch?.columns ?? []),
    ];
    for (const f of rows) {
      add(f.title, `${op.operationId}.${f.name}`);
      for (const [value, label] of Object.entries(f.enumLabels ?? {})) add(label, `${op.operationId}.${f.name}=${value}`);
    }
  }
  for (const { operationId, op } of operations(doc)) {
    const sign = op['x-eis-sign'];
    if (!isObject(sign)) continue;
    for (const row of (sign as unknown as SignExtension).confirm) add(row.label, `${operationId} confirm ${row.field}`);
  }
  return texts;
}

/** A glossary that does not parse or has the wrong shape: each problem with its line. */
export class GlossaryError extends Error {
  constructor(readonly file: string, readonly problems: ReadonlyArray<{ line: number; message: string }>) {
    super(problems.map((p) => `${shownPath(file)}:${String(p.line)}: ${p.message}`).join('\n'));
    this.name = 'GlossaryError';
  }
}

/**
 * The glossary's entries: `terms:` a mapping of Chinese text -> English text, both non-empty
 * strings, the English with no Chinese in it. No file: no entries (a contract without English).
 */
export function loadGlossary(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, uniqueKeys: true });
  const lineOf = (offset: number | undefined) => lines.linePos(offset ?? 0).line;
  const problems = document.errors.map((e) => ({ line: lineOf(e.pos[0]), message: e.message.split('\n')[0] ?? e.message }));
  if (problems.length > 0) throw new GlossaryError(file, problems);
  const root = document.contents;
  const terms = isMap(root) ? root.get('terms', true) : undefined;
  if (!isMap(terms)) {
    throw new GlossaryError(file, [{ line: lineOf(root?.range[0]), message: 'expected a mapping `terms:` of Chinese text -> English text' }]);
  }
  const entries = new Map<string, string>();
  for (const pair of terms.items) {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    const value = isScalar(pair.value) ? pair.value.value : undefined;
    const line = lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (typeof key !== 'string' || key.trim() === '') problems.push({ line, message: 'a term must be a Chinese text' });
    else if (typeof value !== 'string' || value.trim() === '') problems.push({ line, message: `${key}: the English must be a non-empty text` });
    else if (CHINESE.test(value)) problems.push({ line, message: `${key}: the English "${value}" holds Chinese` });
    else entries.set(key, value);
  }
  if (problems.length > 0) throw new GlossaryError(file, problems);
  return entries;
}

/** The contract's texts that have no English, with where each occurs. */
export function missingTerms(
  texts: ReadonlyMap<string, string>,
  glossary: ReadonlyMap<string, string>,
): Array<{ text: string; where: string }> {
  return [...texts].filter(([text]) => !glossary.has(text)).map(([text, where]) => ({ text, where }));
}

const HEADER =
  '// Generated by `npm run generate` from openapi/i18n/en-US.yaml. Do not edit: change the glossary and regenerate.\n';

/** The module of the entries the contract uses, in the contract's order (a text without one shows in Chinese). */
export function termsModule(texts: ReadonlyMap<string, string>, glossary: ReadonlyMap<string, string>): string {
  const lines = [...texts.keys()].flatMap((text) => {
    const english = glossary.get(text);
    return english === undefined ? [] : [`  ${JSON.stringify(text)}: ${JSON.stringify(english)},`];
  });
  return `${HEADER}
/** English for the contract's Chinese texts (summaries, field titles, enum labels, confirmation labels). */
export const CONTRACT_TERMS_EN_US: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`;
}
