// Why a confirmation cannot be built, in the user's language (issue 38; spec 001 §3): zh-CN says
// exactly what the protocol's problemMessage says (the mock's refusals use it), en-US in English.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/index.ts';
import { signingEntry } from '@/protocol/signing/catalogue.ts';
import { problemMessage, type SigningProblem } from '@/protocol/signing/rules.ts';
import { signingProblemText } from '@/signing/problem-text.ts';

const EVERY: SigningProblem[] = [
  { problem: 'notSigned', operationId: 'menuListQry' },
  { problem: 'noServiceCode', field: 'AUTH_TYPE' },
  { problem: 'noServiceCode' },
  { problem: 'missingField', field: 'ACCT_NAME', label: '付款户名' },
  { problem: 'badValue', field: 'TRAN_AMT', label: '交易金额' },
  { problem: 'foreignField', fields: ['X', 'Y'] },
  { problem: 'badLanguage', language: 'fr-FR' },
];

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('signingProblemText', () => {
  it.each(EVERY)('zh-CN says what the protocol says: %j', (problem) => {
    expect(signingProblemText(problem)).toBe(problemMessage(problem));
    const entry = signingEntry('transAuthSubmit');
    expect(signingProblemText(problem, entry)).toBe(problemMessage(problem, entry));
  });
  it('says each in English in en-US', async () => {
    await i18n.changeLanguage('en-US');
    for (const problem of EVERY) expect(signingProblemText(problem)).not.toMatch(/无法|签名|确认/u);
    expect(signingProblemText({ problem: 'foreignField', fields: ['X', 'Y'] }))
      .toBe('The request holds fields the confirmation does not show (X, Y); it cannot be signed');
  });
});
