// A batch file's problems in the user's language (issue 38; spec 000 §7 upload): zh-CN says exactly
// what the protocol's Chinese message says (the mock's answers use it), en-US says it in English
// with the column's English title.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, registerTerms } from '@/i18n/index.ts';
import { type BatchProblemWhy, chineseMessage, parseBatchText } from '@/protocol/batch/parse.ts';
import { whyText } from '@/kit/batch/why.ts';

const EVERY: BatchProblemWhy[] = [
  { code: 'encoding' }, { code: 'ambiguousEncoding' }, { code: 'emptyFile' }, { code: 'noRows' }, { code: 'quotes' }, { code: 'tooMany', max: 10000 },
  { code: 'missingColumn', title: '金额' }, { code: 'required', title: '金额' }, { code: 'account', title: '收款账号' },
  { code: 'amount', title: '金额' }, { code: 'format', title: '用途' }, { code: 'tooLong', title: '用途', max: 60 },
  { code: 'invisible', title: '收款户名', found: 'U+202E' }, { code: 'rightToLeft', title: '收款户名', found: 'U+05D0' },
  { code: 'formula', title: '收款户名' },
];

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
  registerTerms('en-US', () => Promise.resolve({}));
});

describe('whyText', () => {
  it.each(EVERY)('zh-CN says what the protocol says: %j', (why) => {
    expect(whyText(why, i18n.t, i18n.term)).toBe(chineseMessage(why));
  });

  it('en-US says it in English, the column by its English title', async () => {
    registerTerms('en-US', () => Promise.resolve({ 金额: 'Amount' }));
    await i18n.changeLanguage('en-US');
    // the English title where the glossary has one; a title it lacks (收款账号, 用途 here) stays as the contract's
    for (const why of EVERY.filter((w) => !('title' in w) || w.title === '金额')) expect(whyText(why, i18n.t, i18n.term)).not.toMatch(/[\u4e00-\u9fff]/u);
    expect(whyText({ code: 'amount', title: '金额' }, i18n.t, i18n.term)).toBe('Amount is not valid (an amount above 0, at most two decimals)');
    expect(whyText({ code: 'tooMany', max: 10000 }, i18n.t, i18n.term)).toBe('More than 10000 lines; split the file into several batches');
  });

  it('is what the parser found: each problem carries its code beside its Chinese message', () => {
    const columns = [{ name: 'AMT', title: '金额', kind: 'amount' as const, required: true }];
    const { problems } = parseBatchText('金额\n1.234\n', columns);
    expect(problems).toEqual([{ row: 2, column: '金额', message: chineseMessage({ code: 'amount', title: '金额' }), why: { code: 'amount', title: '金额' } }]);
  });
});
