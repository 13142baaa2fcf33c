/**
 * An operation as a screen needs it: its field table (generated fields.ts), its generated zod request
 * schema and its SDK function, by operationId. The one place the kit reaches into the generated code;
 * the kit is its own chunk, loaded with the first screen bound to an operation.
 */
import type { z } from 'zod';
import type { send } from '../api/client.ts';
import { fields, type OperationFields } from '../api/generated/fields.ts';
import type { OperationId } from '../api/generated/operations.ts';
import * as sdk from '../api/generated/sdk/sdk.gen.ts';
import * as zod from '../api/generated/sdk/zod.gen.ts';

export type SdkFunction = Parameters<typeof send>[0];

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
  const call = (sdk as Record<string, unknown>)[id];
  if (!body || typeof call !== 'function') throw new Error(`the generated code has no schema or SDK function for ${id}`);
  return { id, ...fields[id], body: body as z.ZodType, call: call as SdkFunction };
}
