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
    const ctx = { summary: '订单e贷还款', accounts: [], query: false, today: new Date(2026, 10, 26), overrides };
    expect(startValues([AUTH_METHOD], ctx)).toEqual({ AUTH_METHOD: '2' });
    expect(shownOnForm(AUTH_METHOD, overrides)).toBe(false);
  });
});
