// The one character policy (src/protocol/characters.ts): what a reader cannot see for what it is is
// refused where it is typed or read from a file, and marked ⟦U+…⟧ where it is shown to be checked.
// spec 000 §7 (the customer signs what the confirmation shows); issue "signed once, booked once" 4;
// issue 50 item 1 (the characters the second review still found shown unmarked).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLabel, refusedCharacter, refusedField, visibleText } from '@/protocol/characters.ts';

describe('visibleText', () => {
  it.each([
    ['a right-to-left override in a payee name', '杭州禾丰\u202E司公限有', '杭州禾丰⟦U+202E⟧司公限有'],
    ['a zero-width space', '货\u200B款', '货⟦U+200B⟧款'],
    ['a newline and a tab', 'a\nb\tc', 'a⟦U+000A⟧b⟦U+0009⟧c'],
    ['a no-break and an ideographic space', 'a\u00A0b\u3000c', 'a⟦U+00A0⟧b⟦U+3000⟧c'],
    ['spaces at either end', ' 货款  ', '⟦U+0020⟧货款⟦U+0020⟧⟦U+0020⟧'],
    ['a value of spaces only', '  ', '⟦U+0020⟧⟦U+0020⟧'],
    ['a full-width separator look-alike', '户名｜2', '户名⟦U+FF5C⟧2'],
    ['a Cyrillic а among Latin letters', 'Аlibaba Ltd', '⟦U+0410⟧libaba Ltd'],
    ['full-width digits among ASCII digits', '62309１0', '62309⟦U+FF11⟧0'],
    ['a tag character (beyond the BMP)', 'a\u{E0041}', 'a⟦U+E0041⟧'],
    // issue 50 item 1: shown unmarked before
    ['the combining grapheme joiner', '杭州\u034F禾丰', '杭州⟦U+034F⟧禾丰'],
    ['the Hangul fillers', '禾\u115F丰\u1160公\u3164司\uFFA0', '禾⟦U+115F⟧丰⟦U+1160⟧公⟦U+3164⟧司⟦U+FFA0⟧'],
    ['a variation selector', '禾丰\uFE0F', '禾丰⟦U+FE0F⟧'],
    ['an ideographic variation selector (beyond the BMP)', '禾\u{E0100}丰', '禾⟦U+E0100⟧丰'],
    ['the braille blank', '禾丰\u2800公司', '禾丰⟦U+2800⟧公司'],
    ['a Hebrew letter in a Chinese name', '杭州א禾丰', '杭州⟦U+05D0⟧禾丰'],
    ['an Arabic letter', 'شركة', '⟦U+0634⟧⟦U+0631⟧⟦U+0643⟧⟦U+0629⟧'],
    ['a CJK compatibility ideograph (NFKC: 六)', '杭州\uF9D1号', '杭州⟦U+F9D1⟧号'],
    ['a Kangxi radical (NFKC: 一)', '\u2F00号仓库', '⟦U+2F00⟧号仓库'],
    ['a circled digit', '仓库①', '仓库⟦U+2460⟧'],
    ['a private-use character', '禾\uE000丰', '禾⟦U+E000⟧丰'],
    ['the replacement character of garbled text', '禾\uFFFD丰', '禾⟦U+FFFD⟧丰'],
  ])('marks %s', (_name, value, shown) => {
    expect(visibleText(value)).toBe(shown);
  });

  it.each([
    ['Chinese text with full-width punctuation', '浙江绿谷农业科技有限公司（杭州），货款。'],
    ['a Chinese name with full-width digits and no Latin letters', '杭州１号仓库'],
    ['full-width signs and the ellipsis', '￥100……！'],
    ['a Russian name alone', 'Москва'],
    ['a space inside', '货款 11 月'],
    ['an emoji', '货款😀'],
    ['a foreign name with the middle dot', '约翰·史密斯'],
  ])('keeps %s as it is', (_name, value) => {
    expect(visibleText(value)).toBe(value);
  });
});

describe('refusedCharacter', () => {
  it.each([
    ['a right-to-left override', 'ab\u202Ec\u200B', 'U+202E', 'invisible'],
    ['a newline', '货款\n', 'U+000A', 'invisible'],
    ['the combining grapheme joiner', '杭州\u034F禾丰', 'U+034F', 'invisible'],
    ['a Hangul filler', '禾丰\u3164', 'U+3164', 'invisible'],
    ['a variation selector', '禾丰\uFE0E', 'U+FE0E', 'invisible'],
    ['the braille blank', '禾丰\u2800', 'U+2800', 'invisible'],
    ['an ideographic space', '禾丰\u3000公司', 'U+3000', 'invisible'],
    ['a no-break space', '禾丰\u00A0公司', 'U+00A0', 'invisible'],
    ['a lone surrogate', '禾丰\uD800', 'U+D800', 'invisible'],
    ['a noncharacter', '禾丰\uFFFF', 'U+FFFF', 'invisible'],
    ['a Hebrew letter in a Chinese name', '杭州א禾丰', 'U+05D0', 'rightToLeft'],
    ['an Arabic presentation form in a Chinese name', '禾丰\uFEB3', 'U+FEB3', 'rightToLeft'],
    ['whichever comes first', '杭州א\u202E', 'U+05D0', 'rightToLeft'],
  ])('refuses %s', (_name, value, found, kind) => {
    expect(refusedCharacter(value)).toEqual({ found, kind });
  });

  it.each([
    ['a Chinese name with full-width digits and a Latin suffix', '杭州１号 Ltd'],
    ['a name in Arabic alone (no Chinese to reorder)', 'شركة'],
    ['a compatibility ideograph (marked when shown, not refused)', '杭州\uF9D1号'],
    ['an emoji', '货款😀'],
  ])('takes %s', (_name, value) => {
    expect(refusedCharacter(value)).toBeUndefined();
  });

  it('finds a refused string at any depth of a request, naming its field', () => {
    expect(refusedField({ A: '货款', LIST: [{ NAME: '杭州\u2800' }] })).toEqual({ field: 'LIST.0.NAME', found: 'U+2800' });
    expect(refusedField({ A: '货款', N: 12, B: null })).toBeUndefined();
  });

  it('labels code points with at least four hex digits', () => {
    expect(codePointLabel('\u0009')).toBe('U+0009');
    expect(codePointLabel('😀')).toBe('U+1F600');
  });
});

describe('the policy as properties (fast-check)', () => {
  /** Any code point but the surrogates' halves, as a one-character string. */
  const anyChar = fc.integer({ min: 0, max: 0x10ffff })
    .filter((cp) => cp < 0xd800 || cp > 0xdfff)
    .map((cp) => String.fromCodePoint(cp));

  it('shows everything it refuses marked: no refused character reaches the eye as it is', () => {
    fc.assert(fc.property(fc.array(fc.oneof(anyChar, fc.constantFrom('杭', '州', ' ', 'A')), { maxLength: 12 }), (chars) => {
      const shown = visibleText(chars.join(''));
      // what remains once the marks are taken out is refused nowhere
      expect(refusedCharacter(shown.replace(/⟦U\+[0-9A-F]{4,6}⟧/g, ''))).toBeUndefined();
    }));
  });

  it('marks a character exactly when its code point is written in the mark, and keeps every other one in order', () => {
    fc.assert(fc.property(fc.array(anyChar, { maxLength: 12 }), (chars) => {
      const shown = visibleText(chars.join(''));
      const back = shown.replace(/⟦U\+([0-9A-F]{4,6})⟧/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
      expect(back).toBe(chars.join(''));
    }));
  });

  it('refuses a value exactly when it holds a refused character alone', () => {
    const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    const printable = fc.string({ unit: ascii, maxLength: 8 });
    fc.assert(fc.property(printable, anyChar, printable, (before, char, after) => {
      const alone = refusedCharacter(char);
      // printable ASCII around a character does not change whether it is refused (no Chinese: no right-to-left rule)
      const inside = refusedCharacter(`${before}${char}${after}`);
      expect(inside?.found).toBe(alone?.found);
    }));
  });

  it('marks every NFKC look-alike that is not Chinese text\'s own punctuation, and every refused character', () => {
    fc.assert(fc.property(anyChar, (char) => {
      const shown = visibleText(`杭${char}州`);
      if (refusedCharacter(char) || (char.normalize('NFKC') !== char && !/[\uFF01-\uFF64\uFFE0-\uFFE6\u2026]/u.test(char))) {
        expect(shown).toBe(`杭⟦${codePointLabel(char)}⟧州`);
      }
    }));
  });
});
