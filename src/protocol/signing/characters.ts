/**
 * Characters a reader cannot see for what they are (spec 000 §7: the customer signs what the
 * confirmation shows): the invisible and reordering ones, blanks other than the plain space, and
 * look-alikes of the Latin letters, digits and the signing text's separators. Pure; the signing text
 * (src/protocol/signing/text.ts), the authorization dialog and the forms' text fields use them.
 */

/**
 * Invisible or reordering characters: C0 and C1 controls (newlines included) and DEL; the soft
 * hyphen; bidi marks, embeddings, overrides and isolates; zero-width and other invisible format
 * characters, the BOM, line and paragraph separators, interlinear annotations, tag characters; lone
 * surrogates (with the `u` flag a surrogate matches only when it is lone).
 */
export const INVISIBLE_CLASS = String.raw`\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB\uD800-\uDFFF\u{E0000}-\u{E007F}`;

/** Blanks that look like a plain space, or like nothing: no-break, en, em, thin, ideographic... */
const BLANK_CLASS = String.raw`\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000`;

/** Full-width and small forms of the signing text's separators: ＃ ％ ｜ ﹟ ﹪ ∣. */
export const SEPARATOR_LOOKALIKE_CLASS = String.raw`\uFF03\uFF05\uFF5C\uFE5F\uFE6A\u2223`;

/** Greek and Cyrillic letters, and full-width Latin letters and digits: they pass for Latin ones. */
const LATIN_LOOKALIKE = /[\u0370-\u03FF\u0400-\u052F\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/u;
const LATIN = /[A-Za-z0-9]/;

const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'u');
const ALWAYS_MARKED = new RegExp(`[${INVISIBLE_CLASS}${BLANK_CLASS}${SEPARATOR_LOOKALIKE_CLASS}]`, 'gu');
const LOOKALIKES = new RegExp(LATIN_LOOKALIKE.source, 'gu');
const EDGE_SPACES = /^ +| +$/g;

/** A character's code point as it is written: U+202E, U+1F600. */
export const codePointLabel = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const mark = (char: string) => `⟦${codePointLabel(char)}⟧`;

/**
 * A value as the confirmation shows it: every invisible, reordering or blank character, a
 * separator's look-alike, a space at either end, and, in a value that also holds Latin letters or
 * digits, every Greek, Cyrillic or full-width look-alike of them, written as `⟦U+202E⟧`. The rest
 * (Chinese text with its full-width punctuation included) as it is.
 */
export function visibleText(value: string): string {
  let out = value.replace(ALWAYS_MARKED, mark);
  if (LATIN.test(value)) out = out.replace(LOOKALIKES, mark);
  return out.replace(EDGE_SPACES, (spaces) => spaces.replace(/ /g, mark));
}

/** The first invisible or reordering character of a value, as `U+202E`; undefined when there is none. */
export function firstInvisible(value: string): string | undefined {
  const found = INVISIBLE.exec(value);
  return found ? codePointLabel(found[0]) : undefined;
}
