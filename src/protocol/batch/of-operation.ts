/**
 * An operation's batch file by operationId, from the whole contract's field table: for the mock
 * gateway, which checks any upload, and the tests. A screen reads its own operation's table
 * (`batchFile` of its bound operation), so the portal never loads the whole table for it (issue 41).
 */
import { fields, type OperationFields } from '@/api/generated/fields.ts';
import { type BatchFile, batchFile } from './columns.ts';

/** The operation's batch file, or undefined when it signs for none or is not the contract's. */
export function batchFileOf(operationId: string): BatchFile | undefined {
  const table: Readonly<Record<string, OperationFields | undefined>> = fields;
  return batchFile(Object.hasOwn(table, operationId) ? table[operationId] : undefined);
}
