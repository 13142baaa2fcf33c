// How a result column reads (issue 38: tables a treasurer reads).
import { describe, expect, it } from 'vitest';
import { columnLook, LONG_TEXT } from '@/kit/query/columns.ts';

describe('columnLook', () => {
  it('right-aligns an amount in tabular figures on one line', () => {
    expect(columnLook({ name: 'TRAN_AMT', ref: 'Amount' })).toEqual({ align: 'end', figures: true, nowrap: true });
  });

  it('keeps a date, a time, an account, a code and an enum on one line, left-aligned', () => {
    for (const f of [{ name: 'TRANS_DATE', format: 'date' }, { name: 'SUBMIT_TIME' }, { name: 'ISSUE_DATE' }, { name: 'ACCT_NO', ref: 'AccountNo' },
      { name: 'TRANS_SEQ', pattern: '^[A-Z0-9]{8,32}$' }, { name: 'STATUS', enum: ['0', '1'] }]) {
      expect(columnLook(f), f.name).toEqual({ align: 'start', figures: true, nowrap: true });
    }
  });

  it('cuts a long free text to a width, and leaves a short one as it comes', () => {
    expect(columnLook({ name: 'REMARK', maxLength: LONG_TEXT + 1 })).toEqual({ align: 'start', figures: false, nowrap: true, maxWidth: '16rem' });
    expect(columnLook({ name: 'PAYEE_NAME', maxLength: LONG_TEXT })).toEqual({ align: 'start', figures: false, nowrap: false });
    expect(columnLook({ name: 'PAYEE_NAME' })).toEqual({ align: 'start', figures: false, nowrap: false });
  });
});
