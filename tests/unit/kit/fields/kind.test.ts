// Which input a field gets, from the contract (STYLE-EXAMPLES §2; spec 000 §5 amount and account rules).
import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { fieldKind, isChosen, isTyped } from '@/kit/fields/kind.ts';

const f = (name: string, extra: Partial<FieldInfo> = {}): FieldInfo => ({ name, title: name, ...extra });

describe('fieldKind', () => {
  it.each([
    ['the Amount schema is an amount', f('TRAN_AMT', { ref: 'Amount' }), 'amount'],
    ['an amount by schema whatever its name', f('LOAN_SUM', { ref: 'Amount' }), 'amount'],
    ['ACCT_NO as AccountNo is the payer account', f('ACCT_NO', { ref: 'AccountNo' }), 'payerAccount'],
    ['another AccountNo is typed digits', f('PAYEE_ACCT_NO', { ref: 'AccountNo' }), 'accountNo'],
    ['format date', f('START_DATE', { format: 'date' }), 'date'],
    ['an enum', f('CURRENCY', { enum: ['CNY'] }), 'enum'],
    ['a phone number by name', f('MOBILE_NO', { pattern: '^1[3-9][0-9]{9}$' }), 'phone'],
    ['an id number by name', f('LEGAL_ID_NO'), 'idNumber'],
    ['digits by pattern', f('TOTAL_COUNT', { pattern: '^[0-9]{1,6}$' }), 'digits'],
    ['a long remark', f('REMARK', { maxLength: 200 }), 'longText'],
    ['a short remark is a line', f('REMARK', { maxLength: 60 }), 'text'],
    ['the transaction name is the screen\'s', f('TRANS_NAME'), 'fixed'],
    ['the payer name follows the account', f('ACCT_NAME'), 'derived'],
    ['anything else is text', f('PAYEE_ACCT_NAME', { maxLength: 120 }), 'text'],
  ] as const)('%s', (_name, info, kind) => {
    expect(fieldKind(info)).toBe(kind);
  });

  it('says what is typed and what is chosen', () => {
    expect([isTyped('fixed'), isTyped('derived'), isTyped('amount')]).toEqual([false, false, true]);
    expect([isChosen('payerAccount'), isChosen('enum'), isChosen('date'), isChosen('text')]).toEqual([true, true, true, false]);
  });
});
