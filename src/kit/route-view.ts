/**
 * Which kit screen a route gets (issue 51 item 1): the route's `view` when it names one, else the kind
 * of its first operation (signed, query, form), else the info screen. Pure: the kit's RouteScreen
 * renders it, `npm run docs:bindings` (tools/bindings.ts) counts what each renders, and
 * `npm run scaffold -- eject` writes a screen file that starts from it.
 */
import type { ScreenView } from '@/routing/meta.ts';

export type OperationKind = 'signed' | 'query' | 'form';
export type KitScreen = 'SignedScreen' | 'QueryScreen' | 'FormScreen' | 'InfoScreen' | 'InstructionScreen' | 'RecordScreen';

const BY_KIND: Readonly<Record<OperationKind, KitScreen>> = { signed: 'SignedScreen', query: 'QueryScreen', form: 'FormScreen' };
const BY_VIEW: Readonly<Record<Exclude<ScreenView, 'own'>, KitScreen>> = { instruction: 'InstructionScreen', record: 'RecordScreen' };

/** The kit screen of a route, or undefined for a hand-written one (`view: 'own'`). */
export function kitScreenOf(
  route: { readonly view?: ScreenView | undefined; readonly operations?: readonly string[] | undefined },
  kindOf: (operation: string) => OperationKind | undefined,
): KitScreen | undefined {
  if (route.view === 'own') return undefined;
  if (route.view) return BY_VIEW[route.view];
  const main = route.operations?.[0];
  const kind = main === undefined ? undefined : kindOf(main);
  return kind ? BY_KIND[kind] : 'InfoScreen';
}
