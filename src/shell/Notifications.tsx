import { type ComponentType, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { onToasterWanted, requestToaster, toasterWanted } from './toast.ts';

/** How long after start-up the toaster loads when no notice asked for it sooner. */
export const TOASTER_PRELOAD_MS = 1500;
/** When its code could not be fetched (offline), the toaster is asked for again on `online` or after this. */
export const TOASTER_RETRY_MS = 10_000;

/**
 * Mounts the toaster when the first notice comes, or shortly after start-up. Its code is a chunk of
 * its own: if it cannot be fetched (the network is down), the page goes on without toasts (the
 * notices wait in notify.ts) and the chunk is asked for again once the browser is back online.
 */
export function Notifications() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const [toaster, setToaster] = useState<{ Toaster: ComponentType }>();
  useEffect(() => {
    const timer = setTimeout(requestToaster, TOASTER_PRELOAD_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (!wanted || toaster) return undefined;
    let live = true;
    let stopWaiting: (() => void) | undefined;
    const load = () => {
      import('./toaster.tsx').then(
        ({ default: Toaster }) => {
          if (live) startTransition(() => setToaster({ Toaster }));
        },
        () => {
          if (!live) return;
          const again = () => {
            stopWaiting?.();
            load();
          };
          const timer = setTimeout(again, TOASTER_RETRY_MS);
          window.addEventListener('online', again);
          stopWaiting = () => {
            clearTimeout(timer);
            window.removeEventListener('online', again);
          };
        },
      );
    };
    load();
    return () => {
      live = false;
      stopWaiting?.();
    };
  }, [wanted, toaster]);
  return toaster ? <toaster.Toaster /> : null;
}
