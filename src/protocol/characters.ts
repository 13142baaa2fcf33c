/**
 * The one character policy for everything a user signs or a bank reads (spec 000 §7: the customer
 * signs what the confirmation shows; issue 50 item 1). The forms' validation (src/kit/form/schema.ts),
 * the batch reader (./batch/parse.ts, a problem per row), the batch preview, the authorization dialog,
 * the signing text's escapes (./signing/text.ts) and the mock gateway's checks all use it. Pure.
 *
 * Refused (a form says so, a batch line is a problem, the mock refuses a signed call holding one):
 * - controls, format characters (bidi marks, embeddings, overrides, isolates: Bidi_Control; zero-width
 *   characters, the BOM, tag characters), line and paragraph separators, lone surrogates;
 * - every Default_Ignorable_Code_Point: the combining grapheme joiner U+034F, the Hangul fillers
 *   U+115F U+1160 U+3164 U+FFA0, variation selectors, the soft hyphen... (they draw as nothing);
 * - blanks other than the plain space (Unicode Zs: no-break, en, em, thin, ideographic...), U+2800
 *   (the braille blank, which draws as a space), noncharacters, U+FFFC and U+FFFD (the mark of text
 *   that was garbled on its way);
 * - in text holding Chinese (a Chinese name), a letter of a right-to-left script: it reorders the
 *   digits and neutrals around it. JavaScript has no `\p{Bidi_Class=…}`, so these are the blocks whose
 *   characters default to bidi class R or AL (Hebrew, Arabic, Syriac, Thaana, NKo... U+0590–U+08FF,
 *   their presentation forms U+FB1D–U+FDFF and U+FE70–U+FEFF, and the supplementary ranges).
 *
 * Marked where a value is shown to be checked (`⟦U+202E⟧`): everything refused, a space at either end,
 * the signing text's separators' look-alikes, every right-to-left letter, private-use and unassigned
 * code points, CJK radicals, and the NFKC look-alikes (a character NFKC turns into another one: CJK
 * compatibility ideographs, Kangxi radicals, circled and superscript digits...). Full-width ASCII
 * punctuation and signs are Chinese text's own and stay; full-width Latin letters and digits, and
 * Greek and Cyrillic letters, are marked in a value that also holds Latin letters or digits.
 */

/** One character the policy refuses everywhere (the u flag: a surrogate matches only when it is lone). */
const REFUSED_SOURCE = String.raw`[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\u115F\u1160\u3164\uFFA0\u2800\uFFFC\uFFFD]|(?! )\p{Zs}`;

/** Full-width and small forms of the signing text's separators: ＃ ％ ｜ ﹟ ﹪ ∣. */
export const SEPARATOR_LOOKALIKE_CLASS = String.raw`\uFF03\uFF05\uFF5C\uFE5F\uFE6A\u2223`;

/** The blocks of the right-to-left scripts (default bidi class R or AL). */
const RIGHT_TO_LEFT_CLASS = String.raw`\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}`;

const REFUSED = new RegExp(REFUSED_SOURCE, 'u');
const RIGHT_TO_LEFT = new RegExp(`[${RIGHT_TO_LEFT_CLASS}]`, 'u');
const HAN = /\p{Script=Han}/u;
/** Marked besides the refused: separators' look-alikes, right-to-left letters, radicals, private use, unassigned. */
const ALSO_MARKED = new RegExp(`[${SEPARATOR_LOOKALIKE_CLASS}${RIGHT_TO_LEFT_CLASS}\\p{Radical}\\p{Co}\\p{Cn}]`, 'u');
/** Greek and Cyrillic letters, full-width Latin letters and digits: they pass for Latin ones. */
const LATIN_LOOKALIKE = /[\u0370-\u03FF\u0400-\u052F\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/u;
/**
 * NFKC changes these, but they are Chinese text's own: full-width ASCII punctuation and signs,
 * half-width CJK punctuation, the ellipsis.
 */
const NFKC_KEPT = /[\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF5E\uFF61-\uFF64\uFFE0-\uFFE6\u2026]/u;
const LATIN = /[A-Za-z0-9]/;

/**
 * The signing text's escapes (./signing/text.ts): a value's characters that the policy refuses, as a
 * pattern to put in a `u`-flag alternation.
 */
export const REFUSED_PATTERN = REFUSED_SOURCE;

/** A character's code point as it is written: U+202E, U+1F600. */
export const codePointLabel = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why a value is refused: the character, as `U+202E`, and whether it draws as nothing (or a blank) or
 * reorders Chinese text.
 */
export interface RefusedCharacter {
  found: string;
  kind: 'invisible' | 'rightToLeft';
}

/** The first character the policy refuses in a value; undefined when there is none. */
export function refusedCharacter(value: string): RefusedCharacter | undefined {
  const invisible = REFUSED.exec(value);
  const rtl = HAN.test(value) ? RIGHT_TO_LEFT.exec(value) : null;
  if (rtl && (!invisible || rtl.index < invisible.index)) return { found: codePointLabel(rtl[0]), kind: 'rightToLeft' };
  return invisible ? { found: codePointLabel(invisible[0]), kind: 'invisible' } : undefined;
}

/** The first string of a request (at any depth) that holds a refused character: its field and the character. */
export function refusedField(values: unknown, path = ''): { field: string; found: string } | undefined {
  if (typeof values === 'string') {
    const refused = refusedCharacter(values);
    return refused ? { field: path, found: refused.found } : undefined;
  }
  if (typeof values !== 'object' || values === null) return undefined;
  for (const [key, value] of Object.entries(values)) {
    const found = refusedField(value, path === '' ? key : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

function isMarked(char: string, latin: boolean): boolean {
  if (REFUSED.test(char) || ALSO_MARKED.test(char)) return true;
  if (LATIN_LOOKALIKE.test(char)) return latin;
  return char.normalize('NFKC') !== char && !NFKC_KEPT.test(char);
}

const mark = (char: string) => `⟦${codePointLabel(char)}⟧`;

/**
 * A value as it is shown to be checked (the confirmation, the batch preview): every character the
 * policy marks written as `⟦U+202E⟧`, a space at either end too; the rest (Chinese text with its
 * full-width punctuation, an emoji) as it is.
 */
export function visibleText(value: string): string {
  const latin = LATIN.test(value);
  const chars = Array.from(value);
  const first = chars.findIndex((c) => c !== ' ');
  const last = chars.length - 1 - [...chars].reverse().findIndex((c) => c !== ' ');
  return chars.map((c, i) => ((c === ' ' && (first === -1 || i < first || i > last)) || isMarked(c, latin) ? mark(c) : c)).join('');
}
