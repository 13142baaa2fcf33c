// What a reader cannot see for what it is (src/protocol/signing/characters.ts): the confirmation shows every
// invisible, reordering, blank or look-alike character as ⟦U+…⟧, and forms refuse the invisible ones.
// spec 000 §7 (the customer signs what the confirmation shows); issue "signed once, booked once" 4.
import { describe, expect, it } from 'vitest';
import { codePointLabel, firstInvisible, visibleText } from '@/protocol/signing/characters.ts';

describe('visibleText', () => {
  it.each([
    ['a right-to-left override in a payee name', '杭州禾丰\u202E司公限有', '杭州禾丰⟦U+202E⟧司公限有'],
    ['a zero-width space', '货\u200B款', '货⟦U+200B⟧款'],
    ['a newline and a tab', 'a\nb\tc', 'a⟦U+000A⟧b⟦U+0009⟧c'],
    ['a no-break and an ideographic space', 'a\u00A0b\u3000c', 'a⟦U+00A0⟧b⟦U+3000⟧c'],
    ['spaces at either end', ' 货款  ', '⟦U+0020⟧货款⟦U+0020⟧⟦U+0020⟧'],
    ['a full-width separator look-alike', '户名｜2', '户名⟦U+FF5C⟧2'],
    ['a Cyrillic а among Latin letters', 'Аlibaba Ltd', '⟦U+0410⟧libaba Ltd'],
    ['full-width digits among ASCII digits', '62309１0', '62309⟦U+FF11⟧0'],
    ['a tag character (beyond the BMP)', 'a\u{E0041}', 'a⟦U+E0041⟧'],
  ])('marks %s', (_name, value, shown) => {
    expect(visibleText(value)).toBe(shown);
  });

  it.each([
    ['Chinese text with full-width punctuation', '浙江绿谷农业科技有限公司（杭州），货款。'],
    ['a Chinese name with full-width digits and no Latin letters', '杭州１号仓库'],
    ['a Russian name alone', 'Москва'],
    ['a space inside', '货款 11 月'],
    ['an emoji', '货款😀'],
  ])('keeps %s as it is', (_name, value) => {
    expect(visibleText(value)).toBe(value);
  });
});

describe('firstInvisible', () => {
  it('names the first invisible or reordering character', () => {
    expect(firstInvisible('ab\u202Ec\u200B')).toBe('U+202E');
    expect(firstInvisible('货款\n')).toBe('U+000A');
    expect(firstInvisible('杭州１号 Ltd')).toBeUndefined();
  });

  it('labels code points with at least four hex digits', () => {
    expect(codePointLabel('\u0009')).toBe('U+0009');
    expect(codePointLabel('😀')).toBe('U+1F600');
  });
});
