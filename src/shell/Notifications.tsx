import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onToasterWanted, requestToaster, toasterWanted } from './notify.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** How long after start-up the toaster loads when no notice asked for it sooner. */
export const TOASTER_PRELOAD_MS = 1500;

/** Mounts the toaster when the first notice comes, or shortly after start-up. */
export function Notifications() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  useEffect(() => {
    const timer = setTimeout(requestToaster, TOASTER_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
