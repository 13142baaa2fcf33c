import { useContext, useMemo } from 'react';
import { useMatches, useParams } from 'react-router-dom';
import type { OperationId } from '@/api/generated/operations.ts';
import type { RouteHandle, ScreenAction } from '@/routing/meta.ts';
import { OwnRoute } from '@/routing/own-route.ts';
import { type FieldOverrides, withFixedValues } from './form/values.ts';

/** The screen's own route (./own-route context), else the router's current match. */
function useHandle(): RouteHandle | undefined {
  const own = useContext(OwnRoute);
  const matches = useMatches();
  return own ?? (matches[matches.length - 1]?.handle as RouteHandle | undefined);
}

/** The current route as the manifest gives it: its pattern (`:name` for a parameter), title and parameters. */
export function useRouteInfo(): { pattern: string; title: string; params: Array<[string, string]> } {
  const handle = useHandle();
  const params = useParams();
  return {
    pattern: handle?.pattern ?? '',
    title: handle?.title ?? '',
    params: Object.entries(params).filter((e): e is [string, string] => e[0] !== '*' && typeof e[1] === 'string'),
  };
}

/** Whether the current route is kept alive (spec 001 §2): its screen shows what it showed when left. */
export function useKeptAlive(): boolean {
  return useHandle()?.meta.keepAlive === true;
}

/** The screen's field overrides, with the values its route decides (withFixedValues). */
export function useFieldOverrides(fields: FieldOverrides | undefined): FieldOverrides | undefined {
  const fixed = useHandle()?.meta.fixedValues;
  return useMemo(() => withFixedValues(fields, fixed), [fields, fixed]);
}

const NO_ACTIONS: readonly ScreenAction[] = [];

/** The current route's further operations and their controls (the manifest's `actions`, issue 37). */
export function useRouteActions(): readonly ScreenAction[] {
  return useHandle()?.actions ?? NO_ACTIONS;
}

/** The current route's entry as the kit reads it: what a screen file never repeats (issue 51 item 1). */
export function useRouteScreen(): RouteHandle | undefined {
  return useHandle();
}

/**
 * The operation and title a kit screen shows: a screen file's own (when it says one) or the route's
 * (its first operation, its title). A route that binds no operation has no kit form to show: an error
 * that names it.
 */
export function useScreenBinding(
  props: { operation?: OperationId | undefined; title?: string | undefined },
): { operation: OperationId; title: string } {
  const route = useRouteScreen();
  const operation = props.operation ?? route?.operations?.[0];
  if (!operation) throw new Error(`the route ${route?.pattern ?? '(none)'} binds no operation for its screen`);
  return { operation, title: props.title ?? route?.title ?? '' };
}
