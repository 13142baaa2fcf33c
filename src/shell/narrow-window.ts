/**
 * Whether the window is narrower than the left menu's open width allows (NARROW_QUERY): the menu and
 * the place the shell keeps for it while it loads (./default-layout.tsx) start collapsed then.
 */
import { NARROW_QUERY } from './rules/side-menu.ts';

const narrowQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined);

export const isNarrow = (): boolean => narrowQuery()?.matches ?? false;

/** Calls `onChange` when the window crosses the width; returns the unsubscribe (useSyncExternalStore's). */
export function watchNarrow(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
