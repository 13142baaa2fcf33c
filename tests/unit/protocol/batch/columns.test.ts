// A batch operation's file from the contract's field table (x-eis-batch, issue 37): a screen reads its
// own bound operation's table, the mock gateway any operation's by id (issue 41).
import { describe, expect, it } from 'vitest';
import { fields, type OperationFields } from '@/api/generated/fields.ts';
import { batchColumn, batchFile } from '@/protocol/batch/columns.ts';
import { batchFileOf } from '@/protocol/batch/of-operation.ts';

describe('batchColumn', () => {
  it('keeps a column\'s bounds and knows an amount and an account by their shared schema', () => {
    expect(batchColumn({ name: 'TRAN_AMT', title: '金额', ref: 'Amount', required: true, maxLength: 18, pattern: '^\\d+$' }))
      .toEqual({ name: 'TRAN_AMT', title: '金额', kind: 'amount', required: true, maxLength: 18, pattern: '^\\d+$' });
    expect(batchColumn({ name: 'ACC', title: '账号', ref: 'AccountNo' })).toEqual({ name: 'ACC', title: '账号', kind: 'account' });
    expect(batchColumn({ name: 'NOTE', title: '附言', required: false })).toEqual({ name: 'NOTE', title: '附言', kind: 'text' });
  });
});

describe('batchFile', () => {
  it('gives the upload\'s TRANS_TYPE, the row\'s columns and the template\'s sample line', () => {
    const file = batchFile({ batch: { transType: 'T1', example: { A: '1' }, columns: [{ name: 'A', title: 'a', required: true }] } });
    expect(file).toEqual({ transType: 'T1', example: { A: '1' }, columns: [{ name: 'A', title: 'a', kind: 'text', required: true }] });
    expect(batchFile({ batch: { transType: 'T2', columns: [] } })).toEqual({ transType: 'T2', columns: [] });
  });

  it('has no file for an operation that signs for none', () => {
    expect(batchFile({})).toBeUndefined();
    expect(batchFile(undefined)).toBeUndefined();
  });
});

describe('batchFileOf', () => {
  it('reads the contract\'s table by operationId, the same file a screen reads from its operation', () => {
    const table: Readonly<Record<string, OperationFields>> = fields;
    const batched = Object.entries(table).filter(([, operation]) => operation.batch !== undefined);
    expect(batched.length).toBeGreaterThan(0);
    for (const [id, operation] of batched) expect(batchFileOf(id), id).toEqual(batchFile(operation));
  });

  it('has none for an operation without a batch file, or one the contract does not have', () => {
    expect(batchFileOf('accountListQry')).toBeUndefined();
    expect(batchFileOf('noSuchOperation')).toBeUndefined();
    expect(batchFileOf('toString')).toBeUndefined();
  });
});
