// A screen's further operations (issue 37): which sit at a place, on which rows a row action is
// offered, and what a row gives the action's form (fixed, so the signature covers the chosen record).
import { describe, expect, it } from 'vitest';
import { actionsAt, actionValues, offeredOn } from '@/kit/actions/rules.ts';
import type { ScreenAction } from '@/routing/meta.ts';

const accept: ScreenAction = {
  operation: 'billReceiveSignSub',
  place: 'row',
  label: '收票签收',
  from: { BILL_NOS: 'BILL_NO', TRAN_AMT: 'BILL_AMT' },
  when: { BILL_STATUS: ['01'] },
};
const remove: ScreenAction = { operation: 'billPayeeDeleteSub', place: 'row', label: '删除', values: { OPERATE_TYPE: 'Del' } };
const tabbed: ScreenAction = { operation: 'billBondWithdrawSub', place: 'tab', label: '保证金支取' };
const add: ScreenAction = { operation: 'billPayeeAddSub', place: 'button', label: '新增', values: { OPERATE_TYPE: 'Add' } };

describe('actionsAt', () => {
  it('keeps the actions of one place in the manifest\'s order', () => {
    expect(actionsAt([accept, tabbed, remove, add], 'row')).toEqual([accept, remove]);
    expect(actionsAt([accept, tabbed, remove, add], 'tab')).toEqual([tabbed]);
    expect(actionsAt([accept, tabbed, remove, add], 'button')).toEqual([add]);
    expect(actionsAt(undefined, 'row')).toEqual([]);
  });
});

describe('offeredOn', () => {
  it('offers a row action on the rows whose field holds one of its values', () => {
    expect(offeredOn(accept, { BILL_STATUS: '01' })).toBe(true);
    expect(offeredOn(accept, { BILL_STATUS: '02' })).toBe(false);
    expect(offeredOn(accept, {})).toBe(false);
    expect(offeredOn(accept, { BILL_STATUS: '' })).toBe(false);
  });

  it('needs every condition to hold', () => {
    const both: ScreenAction = { ...accept, when: { PRODUCT_KIND: ['1'], TRANS_STATUS: ['1', '3'] } };
    expect(offeredOn(both, { PRODUCT_KIND: '1', TRANS_STATUS: '3' })).toBe(true);
    expect(offeredOn(both, { PRODUCT_KIND: '2', TRANS_STATUS: '1' })).toBe(false);
    expect(offeredOn(both, { PRODUCT_KIND: '1', TRANS_STATUS: '0' })).toBe(false);
  });

  it('reads a number as its text, and offers an action without conditions on every row', () => {
    expect(offeredOn({ ...accept, when: { LEVEL: ['2'] } }, { LEVEL: 2 })).toBe(true);
    expect(offeredOn(remove, {})).toBe(true);
  });
});

describe('actionValues', () => {
  const request = ['TRANS_NAME', 'ACCT_NO', 'BILL_NOS', 'TRAN_AMT', 'COUNTERPARTY_NAME'];

  it('fills a request field from the row field `from` names, or the same name', () => {
    const row = { BILL_NO: '110012345', BILL_AMT: '500000.00', ACCT_NO: '6230910000012345678', PAYEE_NAME: '某公司' };
    expect(actionValues(accept, request, row)).toEqual({
      BILL_NOS: '110012345',
      TRAN_AMT: '500000.00',
      ACCT_NO: '6230910000012345678',
    });
  });

  it('leaves a field the row lacks, or holds empty, for the user', () => {
    expect(actionValues(accept, request, { BILL_NO: '1', BILL_AMT: '' })).toEqual({ BILL_NOS: '1' });
  });

  it('does not take a row field of the request\'s name when `from` names another', () => {
    expect(actionValues(accept, request, { BILL_NOS: 'typed elsewhere', TRAN_AMT: '9.99' })).toEqual({});
  });

  it('puts the action\'s constants first: a row cannot change them', () => {
    const values = actionValues(remove, ['OPERATE_TYPE', 'TARGET_ID'], { OPERATE_TYPE: 'Add', TARGET_ID: '6230' });
    expect(values).toEqual({ OPERATE_TYPE: 'Del', TARGET_ID: '6230' });
  });

  it('gives only the constants without a row (a button or a tab)', () => {
    expect(actionValues(add, ['OPERATE_TYPE', 'TARGET_ID'])).toEqual({ OPERATE_TYPE: 'Add' });
    expect(actionValues(tabbed, ['ACCT_NO'])).toEqual({});
  });
});
