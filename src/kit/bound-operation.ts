/**
 * An operation as a screen needs it: its field table, its generated zod request schema and its
 * generated SDK function, by operationId. The kit hands it whole to what sends it (the client's
 * `send`, the data cache, the signing flow). The one place the kit reaches into the generated code.
 * Tables, schemas and calls come from the operation's area module
 * (src/api/generated/areas/<area>/index.ts, issue 41): a screen loads its own area's,
 * one chunk per area, never the whole contract's. A route starts loading its operations' areas beside
 * its screen's chunk (`loadOperations`, src/app/route-object.tsx), so a screen seldom waits for one.
 */
import { use } from 'react';
import type { z } from 'zod';
import { type Area, type AreaModule, areaLoaders, operationArea, type OperationCall } from '@/api/generated/areas.ts';
import type { OperationFields } from '@/api/generated/fields.ts';
import type { OperationId } from '@/api/generated/operations.ts';

export interface BoundOperation extends OperationFields {
  readonly id: OperationId;
  /** The generated request schema (z<Operation>Body). */
  readonly body: z.ZodType;
  /** The generated SDK function (its area's `calls`). */
  readonly call: OperationCall;
}

const capital = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

/** The operation's tables from its area's module; a generated piece that is missing is an error that names it. */
export function bindOperation(id: OperationId, module: AreaModule): BoundOperation {
  const fields = module.fields[id];
  if (!fields) throw new Error(`the generated code has no field table for ${id}`);
  const body = module.zod[`z${capital(id)}Body`];
  if (!body) throw new Error(`the generated code has no request schema for ${id}`);
  const call = module.calls[id];
  if (!call) throw new Error(`the generated code has no SDK function for ${id}`);
  return { id, ...fields, body: body as z.ZodType, call };
}

const loading = new Map<Area, Promise<AreaModule>>();
const bound = new Map<OperationId, BoundOperation>();

function areaOf(id: OperationId): Area {
  const areas: Readonly<Record<string, Area | undefined>> = operationArea;
  const area = Object.hasOwn(areas, id) ? areas[id] : undefined;
  if (!area) throw new Error(`the generated code has no area for ${id}`);
  return area;
}

/** The area module of an operation, loaded once (a chunk that failed to load is asked again next time). */
function loadArea(area: Area): Promise<AreaModule> {
  let module = loading.get(area);
  if (!module) {
    const started = areaLoaders[area]();
    started.then(
      // the fields React sets on a promise it tracks, set here too: React's `use` reads a settled load
      // at once, so a module a route has loaded binds without a suspended render
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      () => loading.delete(area),
    );
    loading.set(area, started);
    module = started;
  }
  return module;
}

/** Starts loading the area modules of these operations (a route's, beside its screen's chunk). */
export function loadOperations(ids: readonly OperationId[]): Promise<unknown> {
  return Promise.all([...new Set(ids.map(areaOf))].map(loadArea));
}

/** The operation as a screen needs it; the component suspends (React `use`) while its area loads. */
export function useBoundOperation(id: OperationId): BoundOperation {
  // always through `use` (a settled load returns at once), so a render that suspended calls it again
  const module = use(loadArea(areaOf(id)));
  let op = bound.get(id);
  if (!op) {
    op = bindOperation(id, module);
    bound.set(id, op);
  }
  return op;
}
