/**
 * The shell's toasts without their code in the first paint: `notify` queues a notice until the
 * toaster (./toaster.tsx, Chakra's toast machine) has loaded and mounted, then hands it over.
 * The toaster loads on the first notice or shortly after start-up, whichever comes first.
 */
import { shownMessage } from '@/session/messages.ts';

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  duration?: number;
}

let pending: Notice[] = [];
let sink: ((notice: Notice) => void) | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function notify(notice: Notice): void {
  if (sink) {
    sink(notice);
    return;
  }
  pending.push(notice);
  requestToaster();
}

/** The request layer's error toast (spec 000 §8: 3 s), its own messages in the user's language. */
export function showErrorToast(message: string): void {
  notify({ type: 'error', title: shownMessage(message), duration: 3000 });
}

/** Asks for the toaster to be mounted (Notifications renders it). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster: takes the notices that waited, then every new one. */
export function attachToaster(create: (notice: Notice) => void): () => void {
  sink = create;
  const waiting = pending;
  pending = [];
  for (const notice of waiting) create(notice);
  return () => {
    if (sink === create) sink = undefined;
  };
}
