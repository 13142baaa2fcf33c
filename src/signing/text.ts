/**
 * The canonical text a key signs (spec 000 §7, spec 001 §3: the confirmation rows in order, then
 * '#' and the raw values). Layout (provisional until the bank fixes it, README "Transaction signing"):
 *
 *   EIS/1 <domain> <service code>|<shown 1>|…|<shown n>#|<raw 1>|…|<raw m>
 *
 * - The domain keeps the purposes apart: `TX` for a transaction, `LOGIN` for a key-login challenge.
 *   A login text can never pass for a transaction text, nor the other way round: they differ in
 *   their sixth character, whatever the values.
 * - Every value, shown or raw, is preceded by '|'; the raw part starts at the one '#'. A value
 *   cannot hold '|', '#', '%' or anything that could make a field look different from what it is:
 *   those characters are percent-escaped (the UTF-8 bytes of the character, `%XX` each), the rest
 *   (Chinese text included) stays readable. So the text decodes to exactly one list of fields:
 *   no two different field lists give the same text.
 * - The key signs the text's UTF-8 bytes.
 */

/** The purpose a text is signed for. */
export type SigningDomain = 'TX' | 'LOGIN';

export const TEXT_VERSION = 'EIS/1';

/**
 * Invisible or reordering characters: C0 and C1 controls (newlines included) and DEL; the soft
 * hyphen; bidi marks, embeddings, overrides and isolates; zero-width and other invisible format
 * characters, the BOM, line and paragraph separators, interlinear annotations, tag characters; lone
 * surrogates (with the `u` flag a surrogate matches only when it is lone).
 */
const INVISIBLE_CLASS = String.raw`\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB\uD800-\uDFFF\u{E0000}-\u{E007F}`;

/**
 * Escaped in every value: the separators and the escape character, their full-width and small
 * look-alikes (＃ ％ ｜ ﹟ ﹪ ∣), and the invisible or reordering characters.
 */
const ESCAPED = new RegExp(String.raw`[%#|\uFF03\uFF05\uFF5C\uFE5F\uFE6A\u2223${INVISIBLE_CLASS}]`, 'gu');

/** Escaped when a value is displayed: what the eye cannot see or what reorders the text around it. */
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * The UTF-8 bytes of one character, `%XX` each. (With the `u` flag the patterns above match a
 * surrogate only when it is lone; it gets the three bytes generalized UTF-8 gives it.)
 */
function percentBytes(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  if (cp < 0x80) return hex(cp);
  if (cp < 0x800) return hex(0xc0 | (cp >> 6)) + hex(0x80 | (cp & 0x3f));
  const tail = (shift: number) => hex(0x80 | ((cp >> shift) & 0x3f));
  if (cp < 0x10000) return hex(0xe0 | (cp >> 12)) + tail(6) + tail(0);
  return hex(0xf0 | (cp >> 18)) + tail(12) + tail(6) + tail(0);
}

/** A value with the characters that could shift a field percent-escaped; the rest as it is. */
export function escapeValue(value: string): string {
  return value.replace(ESCAPED, percentBytes);
}

/** A value for display: invisible and reordering characters shown as their escapes, the rest as it is. */
export function visibleValue(value: string): string {
  return value.replace(INVISIBLE, percentBytes);
}

/** The canonical text of a domain, a service code, the shown values in row order and the raw values. */
export function canonicalText(
  domain: SigningDomain,
  code: string,
  shown: readonly string[],
  raw: readonly string[],
): string {
  const fields = (values: readonly string[]) => values.map((v) => `|${escapeValue(v)}`).join('');
  return `${TEXT_VERSION} ${domain} ${escapeValue(code)}${fields(shown)}#${fields(raw)}`;
}
