// The canonical text to sign (src/protocol/signing/text.ts): layout, domain prefix, escaping, and that no two
// different field lists give the same text. spec 000 §7, spec 001 §3 (rows in order, raw values after '#').
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalText, escapeValue, type Freshness, parseSigningText, type SigningDomain, visibleValue } from '@/protocol/signing/text.ts';

const FRESH: Freshness = { challengeId: 'TC0A1B2C3D4E5F60718293A4B5', challenge: 'kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0', idempotencyKey: 'EIS-abababababababababababababababab' };

describe('canonicalText layout (spec 001 §3)', () => {
  it('puts the domain and service code first, the shown values in row order, then # and the raw values', () => {
    expect(canonicalText('TX', '7070010000000', ['单笔转账', '6230910000012345678', '12,500.00（壹万贰仟伍佰元整）'], ['12500.00']))
      .toBe('EIS/2 TX 7070010000000|单笔转账|6230910000012345678|12,500.00（壹万贰仟伍佰元整）#|12500.00');
  });

  it('carries a transaction\'s challenge id, challenge and idempotency key after the domain (issue: signed once, booked once)', () => {
    expect(canonicalText('TX', '7070010000000', ['单笔转账'], ['12500.00'], FRESH)).toBe(
      'EIS/2 TX TC0A1B2C3D4E5F60718293A4B5 kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0 EIS-abababababababababababababababab 7070010000000|单笔转账#|12500.00',
    );
  });

  it('gives another text for another challenge or another key, all else equal', () => {
    const text = (f: Freshness) => canonicalText('TX', '7070010000000', ['a'], ['b'], f);
    expect(text({ ...FRESH, challenge: `${FRESH.challenge}x` })).not.toBe(text(FRESH));
    expect(text({ ...FRESH, challengeId: 'TC0' })).not.toBe(text(FRESH));
    expect(text({ ...FRESH, idempotencyKey: 'EIS-cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd' })).not.toBe(text(FRESH));
  });

  it('escapes a header token\'s spaces, so that no token can pose as two', () => {
    expect(canonicalText('TX', '1', [], [], { challengeId: 'a b', challenge: 'c', idempotencyKey: 'd|#' })).toBe('EIS/2 TX a%20b c d%7C%23 1#');
  });

  it.each([
    ['no rows at all', 'TX', [], [], 'EIS/2 TX 7070010000000#'],
    ['no raw values', 'TX', ['a'], [], 'EIS/2 TX 7070010000000|a#'],
    ['one empty raw value', 'TX', ['a'], [''], 'EIS/2 TX 7070010000000|a#|'],
    ['a login text', 'LOGIN', ['5EED000000000123', 'k3Jd9QxL2mVw7TzA8bNc4RfY'], ['k3Jd9QxL2mVw7TzA8bNc4RfY'],
      'EIS/2 LOGIN 7070010000000|5EED000000000123|k3Jd9QxL2mVw7TzA8bNc4RfY#|k3Jd9QxL2mVw7TzA8bNc4RfY'],
  ] as const)('%s', (_name, domain, shown, raw, text) => {
    expect(canonicalText(domain, '7070010000000', shown, raw)).toBe(text);
  });
});

describe('escapeValue: nothing in a value can shift a field (spec 000 §7)', () => {
  it.each([
    ['#', 'a#b', 'a%23b'],
    ['|', 'a|b', 'a%7Cb'],
    ['%', '100%', '100%25'],
    ['an escape that was typed', '%23', '%2523'],
    ['newline', '甲\n乙', '甲%0A乙'],
    ['carriage return', 'a\r\nb', 'a%0D%0Ab'],
    ['NUL and DEL', 'a\u0000b\u007F', 'a%00b%7F'],
    ['the first C1 control (two bytes, not one)', 'a\u0080b', 'a%C2%80b'],
    ['a C1 control (NEL)', 'a\u0085b', 'a%C2%85b'],
    ['full-width ＃', '付款＃1', '付款%EF%BC%831'],
    ['full-width ｜', '户名｜2', '户名%EF%BD%9C2'],
    ['full-width ％', '5％', '5%EF%BC%85'],
    ['small ﹟ and ∣', '﹟∣', '%EF%B9%9F%E2%88%A3'],
    ['a right-to-left override', '张敏\u202E00.1', '张敏%E2%80%AE00.1'],
    ['a bidi isolate', '\u2066x\u2069', '%E2%81%A6x%E2%81%A9'],
    ['zero-width space and BOM', 'a\u200Bb\uFEFF', 'a%E2%80%8Bb%EF%BB%BF'],
    ['a line separator', 'a\u2028b', 'a%E2%80%A8b'],
    ['a lone surrogate', 'a\uD800b', 'a%ED%A0%80b'],
    ['a tag character', 'a\u{E0041}', 'a%F3%A0%81%81'],
    // the character policy's refusals (issue 50 item 1): what draws as nothing or as a blank
    ['a Hangul filler', '禾\u3164', '禾%E3%85%A4'],
    ['a no-break space', 'a\u00A0b', 'a%C2%A0b'],
    ['the braille blank', 'a\u2800b', 'a%E2%A0%80b'],
    ['a variation selector', 'a\uFE0Fb', 'a%EF%B8%8Fb'],
  ])('escapes %s', (_name, value, escaped) => {
    expect(escapeValue(value)).toBe(escaped);
  });

  it.each([
    ['Chinese text', '浙江绿谷农业科技有限公司'],
    ['full-width brackets and commas', '12,500.00（壹万贰仟伍佰元整），。'],
    ['an emoji (a surrogate pair)', '货款😀'],
    ['ASCII letters, digits and punctuation', 'ABC-123_x.y/z:(1)'],
  ])('keeps %s readable', (_name, value) => {
    expect(escapeValue(value)).toBe(value);
  });

  it('shows invisible and reordering characters on screen as ⟦U+…⟧, and the separators as they are (issue: what the eye sees is what the key signs)', () => {
    expect(visibleValue('张敏\u202E00.1#|%\n')).toBe('张敏⟦U+202E⟧00.1#|%⟦U+000A⟧');
  });
});

/** Reads a canonical text back into its parts: the test's proof that the layout is one-to-one. */
function decode(text: string): { domain: string; code: string; shown: string[]; raw: string[]; fresh: string[] } {
  const head = /^EIS\/2 (TX|LOGIN) /.exec(text);
  if (!head) throw new Error(`no prefix: ${text}`);
  const rest = text.slice(head[0].length);
  const parts = rest.split('#');
  if (parts.length !== 2) throw new Error(`not exactly one #: ${text}`);
  const [left = '', right = ''] = parts;
  const [header = '', ...shown] = left.split('|');
  const tokens = header.split(' ');
  const code = tokens.pop() ?? '';
  const [before, ...raw] = right.split('|');
  if (before !== '') throw new Error(`raw part does not start with |: ${text}`);
  return { domain: head[1] ?? '', code: unescape(code), shown: shown.map(unescape), raw: raw.map(unescape), fresh: tokens.map(unescape) };
}

/** Percent-decoding of (generalized) UTF-8 byte runs, lone surrogates included. */
function unescape(value: string): string {
  return value.replace(/(%[0-9A-F]{2})+/g, (run) => {
    const bytes = run.slice(1).split('%').map((h) => parseInt(h, 16));
    let out = '';
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i] ?? 0;
      const n = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
      let cp = n === 1 ? b : b & (0xff >> (n + 1));
      for (let k = 1; k < n; k++) cp = (cp << 6) | ((bytes[i + k] ?? 0) & 0x3f);
      out += String.fromCodePoint(cp);
      i += n;
    }
    return out;
  });
}

/** Strings heavy in the characters that matter, plus any UTF-16 code unit. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom('#', '|', '%', '\n', '\r', '＃', '｜', '％', '\u202E', '\u2066', '\u200B', '\u0000', '\uD800', '\uDC00', '2', '3', 'A', '甲', '😀'),
    fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  ),
  maxLength: 12,
});
const fieldList = fc.array(tricky, { maxLength: 6 });
const domain = fc.constantFrom<SigningDomain>('TX', 'LOGIN');
const freshList = fc.option(fc.tuple(tricky, tricky, tricky));

describe('canonicalText is one-to-one (fast-check)', () => {
  it('decodes back to exactly its domain, code and field lists', () => {
    fc.assert(
      fc.property(domain, tricky, fieldList, fieldList, freshList, (d, code, shown, raw, f) => {
        const freshness = f ? { challengeId: f[0], challenge: f[1], idempotencyKey: f[2] } : undefined;
        const text = canonicalText(d, code, shown, raw, freshness);
        expect(decode(text)).toEqual({ domain: d, code, shown, raw, fresh: f ?? [] });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives different texts for different field lists', () => {
    const input = fc.tuple(domain, tricky, fieldList, fieldList);
    fc.assert(
      fc.property(input, input, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(canonicalText(...a)).not.toBe(canonicalText(...b));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['a value holding | against two values', ['a|b'], ['a', 'b']],
    ['a value holding # against a raw value', ['a#|b'], ['a']],
    ['a full-width ｜ against two values', ['a｜b'], ['a', 'b']],
    ['an escape typed by hand against the escaped character', ['%7C'], ['|']],
    ['a trailing empty value against none', ['a', ''], ['a']],
  ])('keeps apart %s', (_name, a, b) => {
    expect(canonicalText('TX', '7070010000000', a, [])).not.toBe(canonicalText('TX', '7070010000000', b, []));
  });

  it('moves no value between the shown and the raw part', () => {
    expect(canonicalText('TX', '1', ['a'], ['b'])).not.toBe(canonicalText('TX', '1', ['a', 'b'], []));
    expect(canonicalText('TX', '1', [], ['a'])).not.toBe(canonicalText('TX', '1', ['a'], []));
  });
});

describe('parseSigningText: what the key agent shows before the key signs (issue 50 item 10)', () => {
  it('reads every canonical text back into exactly its parts (fast-check)', () => {
    const language = fc.constantFrom('zh-CN', 'en-US');
    fc.assert(
      fc.property(domain, tricky, fieldList, fieldList, fc.tuple(tricky, tricky, tricky), language, (...drawn) => {
        const [d, code, shown, raw, f, lang] = drawn;
        const freshness = d === 'TX' ? { challengeId: f[0], challenge: f[1], idempotencyKey: f[2] } : undefined;
        const parsed = parseSigningText(canonicalText(d, code, shown, raw, freshness, lang));
        expect(parsed).toEqual({ domain: d, ...(freshness ? { freshness } : {}), code, language: lang, shown, raw });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the transfer of docs/signing.md', () => {
    const text = 'EIS/2 TX TC0A1B2C3D4E5F60718293A4B5 kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0xY2z EIS-abababababababababababababababab 7070010000000|单笔转账|6230910000012345678|浙江绿谷农业科技有限公司|12,500.00（壹万贰仟伍佰元整）#|6230910000087654321|12500.00';
    expect(parseSigningText(text)).toEqual({
      domain: 'TX',
      freshness: { challengeId: 'TC0A1B2C3D4E5F60718293A4B5', challenge: 'kQ3vZ8pLm2xR7tYw9nB4cD6fH1jS5gA0xY2z', idempotencyKey: 'EIS-abababababababababababababababab' },
      code: '7070010000000', language: 'zh-CN',
      shown: ['单笔转账', '6230910000012345678', '浙江绿谷农业科技有限公司', '12,500.00（壹万贰仟伍佰元整）'],
      raw: ['6230910000087654321', '12500.00'],
    });
  });

  it.each([
    ['a bare challenge', 'k3Jd9QxL2mVw7TzA8bNc4RfY'],
    ['version 1', 'EIS/1 TX 7070010000000|单笔转账#'],
    ['text after the prefix that is no header', 'EIS/2 TX garbage'],
    ['a transaction without its freshness', 'EIS/2 TX 7070010000000|单笔转账#'],
    ['two #', 'EIS/2 TX a b c 7070010000000|x#|y#|z'],
    ['a raw part not starting with |', 'EIS/2 TX a b c 7070010000000|x#y'],
    ['an escape that need not be there', 'EIS/2 TX a b c 7070010000000|%41#'],
    ['a character that must be escaped', 'EIS/2 TX a b c 7070010000000|杭州\u202E禾丰#'],
    ['zh-CN named though it is the default', 'EIS/2 LOGIN 7019070000000 zh-CN|x#'],
    ['too many header tokens', 'EIS/2 LOGIN a b c|x#'],
  ])('refuses %s', (_name, text) => {
    expect(parseSigningText(text)).toBeUndefined();
  });
});

describe('the domain prefix (a login text never passes for a transaction text)', () => {
  it('starts every text with EIS/2 and its domain', () => {
    expect(canonicalText('TX', '7070010000000', [], [])).toMatch(/^EIS\/2 TX 7070010000000/);
    expect(canonicalText('LOGIN', '7019070000000', [], [])).toMatch(/^EIS\/2 LOGIN 7019070000000/);
  });

  it('never gives a login text equal to a transaction text, whatever the values (fast-check)', () => {
    fc.assert(
      fc.property(tricky, fieldList, fieldList, tricky, fieldList, fieldList, (c1, s1, r1, c2, s2, r2) => {
        expect(canonicalText('LOGIN', c1, s1, r1)).not.toBe(canonicalText('TX', c2, s2, r2));
      }),
      { numRuns: 1000 },
    );
  });

  it('cannot be faked by a value: a code holding the other domain stays in its own', () => {
    expect(canonicalText('TX', 'LOGIN 7019070000000', [], [])).toBe('EIS/2 TX LOGIN%207019070000000#');
    expect(canonicalText('TX', 'LOGIN 7019070000000', [], [])).not.toBe(canonicalText('LOGIN', '7019070000000', [], []));
  });
});
