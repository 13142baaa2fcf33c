// A route's fixed request values over a screen's overrides (src/kit/form/values.ts withFixedValues):
// the supply chain's AUTH_METHOD is the route's, never the user's or a screen's. spec 000 §7.
import { describe, expect, it } from 'vitest';
import { shownOnForm, startValues, withFixedValues } from '@/kit/form/values.ts';

const AUTH_METHOD = { name: 'AUTH_METHOD', title: '业务方式', enum: ['1', '2'], required: true };

describe('withFixedValues', () => {
  it('makes each fixed value a hidden, fixed override that wins over the screen\'s own', () => {
    expect(withFixedValues({ AUTH_METHOD: { default: '1', label: '方式' }, REMARK: { label: '附言' } }, { AUTH_METHOD: '2' })).toEqual({
      AUTH_METHOD: { default: '1', label: '方式', value: '2', hidden: true },
      REMARK: { label: '附言' },
    });
  });

  it('leaves the overrides as they are when the route fixes nothing', () => {
    const overrides = { REMARK: { label: '附言' } };
    expect(withFixedValues(overrides, undefined)).toBe(overrides);
    expect(withFixedValues(overrides, {})).toBe(overrides);
    expect(withFixedValues(undefined, undefined)).toBeUndefined();
  });

  it('starts the form with the fixed value and does not show the field', () => {
    const overrides = withFixedValues(undefined, { AUTH_METHOD: '2' });
    const ctx = { summary: '订单e贷还款', accounts: [], query: false, today: '2026-11-26', overrides };
    expect(startValues([AUTH_METHOD], ctx)).toEqual({ AUTH_METHOD: '2' });
    expect(shownOnForm(AUTH_METHOD, overrides)).toBe(false);
  });
});

describe('a query\'s starting dates (issue 48 item 4: the bank\'s business date)', () => {
  const START = { name: 'START_DATE', title: '起始日期', format: 'date' };
  const END = { name: 'END_DATE', title: '截止日期', format: 'date' };
  it('run the last 30 days to the bank\'s today, across a month', () => {
    const ctx = { summary: '交易明细查询', accounts: [], query: true, today: '2026-11-29' };
    expect(startValues([START, END], ctx)).toEqual({ START_DATE: '2026-10-30', END_DATE: '2026-11-29' });
  });
  it('leave a form\'s dates empty', () => {
    const ctx = { summary: '预约转账', accounts: [], query: false, today: '2026-11-29' };
    expect(startValues([START, END], ctx)).toEqual({ START_DATE: '', END_DATE: '' });
  });
});
