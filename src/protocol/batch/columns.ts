/**
 * A batch operation's file, as the contract describes it (x-eis-batch, issue 37): the upload's
 * TRANS_TYPE and the row's columns, read from the generated field table. The portal checks a chosen
 * file with these columns and the mock gateway checks the uploaded one with the same columns, so the
 * two never disagree on what a valid line is.
 */
import type { FieldInfo, OperationFields } from '@/api/generated/fields.ts';
import type { BatchColumn } from './parse.ts';

export interface BatchFile {
  /** The upload's TRANS_TYPE. */
  transType: string;
  columns: BatchColumn[];
  /** The template's sample line. */
  example?: Readonly<Record<string, string>>;
}

/** A row field of the contract as a column of the file: an Amount or an AccountNo is normalised as typed. */
export function batchColumn(f: FieldInfo): BatchColumn {
  const kind = f.ref === 'Amount' ? 'amount' : f.ref === 'AccountNo' ? 'account' : 'text';
  return {
    name: f.name,
    title: f.title,
    kind,
    ...(f.required ? { required: true } : {}),
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(f.pattern !== undefined ? { pattern: f.pattern } : {}),
  };
}

/** An operation's batch file from its field table (a screen's bound operation), or undefined when it signs for none. */
export function batchFile(operation: Pick<OperationFields, 'batch'> | undefined): BatchFile | undefined {
  const batch = operation?.batch;
  if (!batch) return undefined;
  const { transType, example, columns } = batch;
  return { transType, columns: columns.map(batchColumn), ...(example ? { example } : {}) };
}
