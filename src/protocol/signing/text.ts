/**
 * The canonical text a key signs (spec 000 §7, spec 001 §3: the confirmation rows in order, then
 * '#' and the raw values). Layout (provisional until the bank fixes it, docs/signing.md):
 *
 *   EIS/2 TX <challenge id> <challenge> <idempotency key> <service code>|<shown 1>|…|<shown n>#|<raw 1>|…|<raw m>
 *   EIS/2 TX <challenge id> <challenge> <idempotency key> <service code> en-US|<shown 1>|…   (an en-US confirmation)
 *   EIS/2 LOGIN <service code>|<shown 1>|…|<shown n>#|<raw 1>|…|<raw m>
 *
 * - The domain keeps the purposes apart: `TX` for a transaction, `LOGIN` for a key-login challenge.
 *   A login text can never pass for a transaction text, nor the other way round: they differ in
 *   their seventh character, whatever the values.
 * - A transaction's text carries its freshness after the domain: the one-time challenge the gateway
 *   issued for this session, operation and idempotency key (transChallengeIssue), and the key. The
 *   gateway accepts a signature once, with an unused and unexpired challenge of the same session, so
 *   a signature cannot be replayed into a second booking (docs/security.md).
 * - Every value, shown or raw, is preceded by '|'; the raw part starts at the one '#'. A value
 *   cannot hold '|', '#', '%' or anything that could make a field look different from what it is:
 *   those characters are percent-escaped (the UTF-8 bytes of the character, `%XX` each), the rest
 *   (Chinese text included) stays readable. The header's tokens (freshness and service code) are
 *   escaped the same way and their spaces too. So the text decodes to exactly one list of fields:
 *   no two different field lists give the same text.
 * - The shown values are in the language the confirmation showed them in (issue 38: an enum's label,
 *   an amount's capital form or words); a language other than zh-CN is the header's last token, so
 *   the same values shown in two languages never give the same text.
 * - The key signs the text's UTF-8 bytes.
 */
import { REFUSED_PATTERN, SEPARATOR_LOOKALIKE_CLASS, visibleText } from '../characters.ts';

/** The purpose a text is signed for. */
export type SigningDomain = 'TX' | 'LOGIN';

/** Version 2: a transaction's text carries its challenge and idempotency key (version 1 had neither). */
export const TEXT_VERSION = 'EIS/2';

/** What makes a transaction's text one of a kind: the gateway's one-time challenge and the authorization's key. */
export interface Freshness {
  readonly challengeId: string;
  readonly challenge: string;
  readonly idempotencyKey: string;
}

/**
 * Escaped in every value: the separators and the escape character, their full-width and small
 * look-alikes (＃ ％ ｜ ﹟ ﹪ ∣), and every character the character policy refuses (invisible,
 * reordering, blank: src/protocol/characters.ts).
 */
const ESCAPED = new RegExp(String.raw`[%#|${SEPARATOR_LOOKALIKE_CLASS}]|${REFUSED_PATTERN}`, 'gu');

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

/**
 * A value for display (the authorization dialog): what the eye cannot see or could take for something
 * else, written as `⟦U+202E⟧` (src/protocol/characters.ts), the rest as it is.
 */
export const visibleValue = visibleText;

/** A header token: escaped as a value is, and its spaces too (the header's separator). */
const escapeToken = (token: string) => escapeValue(token).replace(/ /g, '%20');

/**
 * The canonical text of a domain, a service code, the shown values in row order and the raw values;
 * a transaction's text (plan.ts textOf) also carries its freshness after the domain.
 */
export function canonicalText(
  domain: SigningDomain,
  code: string,
  shown: readonly string[],
  raw: readonly string[],
  freshness?: Freshness,
  language = 'zh-CN',
): string {
  const fields = (values: readonly string[]) => values.map((v) => `|${escapeValue(v)}`).join('');
  const fresh = freshness ? [freshness.challengeId, freshness.challenge, freshness.idempotencyKey] : [];
  const header = [...fresh, code, ...(language === 'zh-CN' ? [] : [language])].map(escapeToken).join(' ');
  return `${TEXT_VERSION} ${domain} ${header}${fields(shown)}#${fields(raw)}`;
}

/** A canonical text read back into its parts (the key agent shows them before the key signs). */
export interface ParsedText {
  domain: SigningDomain;
  /** A transaction's challenge id, challenge and idempotency key. */
  freshness?: Freshness;
  code: string;
  language: string;
  shown: string[];
  raw: string[];
}

/** Percent-escapes back to their characters: runs of `%XX`, as (generalized) UTF-8 bytes. */
function unescapeValue(value: string): string {
  return value.replace(/(?:%[0-9A-F]{2})+/g, (run) => {
    const bytes = run.slice(1).split('%').map((h) => parseInt(h, 16));
    let out = '';
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i] ?? 0;
      const n = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
      let cp = n === 1 ? b : b & (0xff >> (n + 1));
      for (let k = 1; k < n; k++) cp = (cp << 6) | ((bytes[i + k] ?? 0) & 0x3f);
      out += cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD';
      i += n;
    }
    return out;
  });
}

const PREFIX = /^EIS\/2 (TX|LOGIN) /;

/**
 * A signing text read back into its domain, freshness, service code, language and values; undefined
 * when it is not a canonical text of this layout: not exactly one `#`, the wrong number of header
 * tokens for its domain, or anything written otherwise than canonicalText writes it (an escape that
 * need not be there, a character that should be escaped). The text is rebuilt from its parts and must
 * come out the same, so a text that parses means exactly one list of fields.
 */
export function parseSigningText(text: string): ParsedText | undefined {
  const prefix = PREFIX.exec(text);
  if (!prefix) return undefined;
  const domain = prefix[1] as SigningDomain;
  const parts = text.slice(prefix[0].length).split('#');
  if (parts.length !== 2) return undefined;
  const [left = '', right = ''] = parts;
  const [header = '', ...shownEscaped] = left.split('|');
  const [empty, ...rawEscaped] = right.split('|');
  if (empty !== '') return undefined;
  const tokens = header.split(' ').map(unescapeValue);
  const fresh = domain === 'TX' ? 3 : 0;
  if (tokens.length !== fresh + 1 && tokens.length !== fresh + 2) return undefined;
  const [challengeId = '', challenge = '', idempotencyKey = ''] = tokens;
  const freshness = domain === 'TX' ? { challengeId, challenge, idempotencyKey } : undefined;
  const code = tokens[fresh] ?? '';
  const language = tokens[fresh + 1] ?? 'zh-CN';
  const shown = shownEscaped.map(unescapeValue);
  const raw = rawEscaped.map(unescapeValue);
  if (canonicalText(domain, code, shown, raw, freshness, language) !== text) return undefined;
  return { domain, ...(freshness ? { freshness } : {}), code, language, shown, raw };
}
