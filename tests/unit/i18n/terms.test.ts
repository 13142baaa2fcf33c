// Terms and dates in the language (issue 38, item 4): a contract or manifest text in English when the
// language is en-US and the glossary has it, the Chinese otherwise; dates as the language writes them.
import { afterEach, describe, expect, it } from 'vitest';
import { dateIn, i18n, LANGUAGE_KEY, registerTerms, termIn } from '@/i18n/index.ts';

describe('termIn', () => {
  const terms = { 交易金额: 'Amount', 空: '' };
  it('gives the entry of a known text, the text itself otherwise', () => {
    expect(termIn(terms, '交易金额')).toBe('Amount');
    expect(termIn(terms, '付款账号')).toBe('付款账号');
    expect(termIn(undefined, '交易金额')).toBe('交易金额');
    expect(termIn(terms, '')).toBe('');
  });
  it('looks at own entries only', () => {
    expect(termIn(terms, 'toString')).toBe('toString');
    expect(termIn(terms, '__proto__')).toBe('__proto__');
  });
});

describe('dateIn', () => {
  it.each([
    ['zh-CN', '2026-11-22', '2026-11-22'],
    ['zh-CN', '20261122', '20261122'],
    ['en-US', '2026-11-22', '11/22/2026'],
    ['en-US', '20261122', '11/22/2026'],
    ['en-US', '2026-01-01', '01/01/2026'],
    ['en-US', '2026-12-31', '12/31/2026'],
    ['en-US', '2026-13-01', '2026-13-01'],
    ['en-US', '2026-00-10', '2026-00-10'],
    ['en-US', '2026-11-00', '2026-11-00'],
    ['en-US', '2026-11-32', '2026-11-32'],
    ['en-US', '2026-11-22 10:30:00', '2026-11-22 10:30:00'],
    ['en-US', '2026-11', '2026-11'],
    ['en-US', '', ''],
  ] as const)('%s %j -> %j', (language, value, shown) => {
    expect(dateIn(language, value)).toBe(shown);
  });
});

describe('the language\'s terms, registered by the app', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
    registerTerms('en-US', () => Promise.resolve({})); // modules are shared between test files
  });
  it('loads them with the language, and remembers the choice', async () => {
    registerTerms('en-US', () => Promise.resolve({ 交易金额: 'Amount' }));
    expect(i18n.term('交易金额')).toBe('交易金额');
    await i18n.changeLanguage('en-US');
    expect(i18n.term('交易金额')).toBe('Amount');
    expect(i18n.date('2026-11-22')).toBe('11/22/2026');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en-US');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.term('交易金额')).toBe('交易金额');
    expect(i18n.date('2026-11-22')).toBe('2026-11-22');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('zh-CN');
  });
  it('keeps the current language when the terms fail to load', async () => {
    registerTerms('en-US', () => Promise.reject(new Error('offline')));
    await expect(i18n.changeLanguage('en-US')).rejects.toThrow('offline');
    expect(i18n.language).toBe('zh-CN');
  });
});
