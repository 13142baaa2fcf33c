// A signed operation as a screen hands it to the signing flow (src/kit/bound-operation.ts): its id
// and its generated SDK function.
import { calls } from '@/api/generated/calls.ts';
import type { OperationId } from '@/api/generated/operations.ts';
import type { SignedOperation } from '@/signing/flow.ts';

export function signedOperation(id: string): SignedOperation {
  const table: Readonly<Record<string, SignedOperation['call'] | undefined>> = calls;
  const call = Object.hasOwn(table, id) ? table[id] : undefined;
  if (!call) throw new Error(`the contract has no operation ${id}`);
  return { id, call };
}

/** The generated SDK function of an operation. */
export const callOf = (id: OperationId): SignedOperation['call'] => signedOperation(id).call;
