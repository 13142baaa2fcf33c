import { type ComponentType, createElement } from 'react';
import type { OperationId } from '@/api/generated/operations.ts';
import { useBoundOperation } from './bound-operation.ts';
import { FormScreen } from './FormScreen.tsx';
import { InfoScreen } from './InfoScreen.tsx';
import { InstructionScreen } from './InstructionScreen.tsx';
import { QueryScreen } from './QueryScreen.tsx';
import { RecordScreen } from './RecordScreen.tsx';
import { useRouteScreen } from './route-info.ts';
import { type KitScreen, kitScreenOf } from './route-view.ts';
import { SignedScreen } from './SignedScreen.tsx';

const SCREENS: Readonly<Record<KitScreen, ComponentType>> = {
  SignedScreen, QueryScreen, FormScreen, InfoScreen, InstructionScreen, RecordScreen,
};

/** The route's kit screen, once its first operation's kind is known (its area's tables loaded). */
function BoundScreen({ operation }: { operation: OperationId }) {
  const op = useBoundOperation(operation);
  return createElement(SCREENS[kitScreenOf({ operations: [operation] }, () => op.kind) ?? 'InfoScreen']);
}

/**
 * The screen of a route that has no screen file (issue 51 item 1, docs/adr/0017): the kit screen its
 * manifest entry makes (route-view.ts), with the route's title, operations, actions, links and fixed
 * values. A route gets a file only when a developer ejects one (`npm run scaffold -- eject <path>`).
 */
export default function RouteScreen() {
  const route = useRouteScreen();
  const main = route?.operations?.[0];
  if (route?.view === 'own') throw new Error(`the route ${route.pattern ?? ''} is hand-written, and its screen file is missing`);
  if (route?.view || main === undefined) return createElement(SCREENS[kitScreenOf({ view: route?.view }, () => undefined) ?? 'InfoScreen']);
  return <BoundScreen operation={main} />;
}
