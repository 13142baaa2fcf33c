/**
 * An operation as a screen needs it: its field table (generated fields.ts), its generated zod request
 * schema and its call (src/api/operation-call.ts: the SDK function's request, rebuilt from the path), by
 * operationId. The one place the kit reaches into the generated code; the zod module is the kit's alone,
 * so looking schemas up by name costs the first paint nothing.
 */
import type { z } from 'zod';
import { fields, type OperationFields } from '@/api/generated/fields.ts';
import { type OperationId, operationPaths } from '@/api/generated/operations.ts';
import * as zod from '@/api/generated/sdk/zod.gen.ts';
import { operationCall, type SdkFunction } from '@/api/operation-call.ts';

export interface BoundOperation extends OperationFields {
  readonly id: OperationId;
  /** The generated request schema (z<Operation>Body). */
  readonly body: z.ZodType;
  /** The generated SDK function. */
  readonly call: SdkFunction;
}

const capital = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

/** The operation's tables; a generated piece that is missing is an error that names it. */
export function boundOperation(id: OperationId): BoundOperation {
  const body = (zod as Record<string, unknown>)[`z${capital(id)}Body`];
  if (!body) throw new Error(`the generated code has no request schema for ${id}`);
  return { id, ...fields[id], body: body as z.ZodType, call: operationCall(operationPaths[id]) };
}
