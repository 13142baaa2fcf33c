/**
 * The gateway's clock, as the portal knows it: the one owner of the offset between the gateway's clock
 * and this computer's (ms), measured by getServerTime at start-up and again after a timestamp refusal
 * (E0408). Every header timestamp, every default date, "today" and every time the portal shows is this
 * clock read in the bank's zone (src/protocol/bank-time.ts), never the browser's zone or date (issue 48
 * item 4): a PC in London, Samoa or set to UTC after 16:00 sees the bank's business date.
 */
import { useSyncExternalStore } from 'react';
import { bankDate, bankTime, type BankTime } from '@/protocol/bank-time.ts';

let offsetMs = 0;
let localNow: () => number = () => Date.now();
let measuring: Promise<number> | undefined;
const listeners = new Set<() => void>();

export function setServerOffset(ms: number): void {
  const next = Number.isFinite(ms) ? ms : 0;
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

export function serverOffset(): number {
  return offsetMs;
}

/** This computer's clock (tests and the client's `now` set it); Date.now by default. */
export function setLocalClock(now: () => number = () => Date.now()): void {
  localNow = now;
}

/** This computer's clock (ms since the epoch). */
export function localTime(): number {
  return localNow();
}

/** The gateway's "now" (ms since the epoch): this computer's clock plus the offset. */
export function bankNow(): number {
  return localNow() + offsetMs;
}

/** The bank's business date now, YYYY-MM-DD. */
export function bankToday(): string {
  return bankDate(bankNow());
}

/** The bank's wall clock now. */
export function bankClockNow(): BankTime {
  return bankTime(bankNow());
}

/** Calls `listener` when the offset changes (a new measurement); gives the unsubscribe. */
export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offset, for React: a component re-renders when a new measurement moves the clock. */
export function useServerOffset(): number {
  return useSyncExternalStore(subscribeClock, serverOffset, serverOffset);
}

/**
 * Measures the offset with `askServerTime` (the gateway lets that one call through whatever its
 * timestamp, so it works from a wrong clock) and keeps it; one measurement at a time. A failure resets
 * the offset to 0 silently (spec 000 §4, §8).
 */
export function measureServerClock(
  askServerTime: () => Promise<number | undefined>,
  now: () => number,
): Promise<number> {
  measuring ??= (async () => {
    try {
      const sent = now();
      const timestamp = await askServerTime();
      const received = now();
      // the server read its clock about halfway through the round trip
      setServerOffset(timestamp === undefined ? 0 : timestamp - (sent + received) / 2);
    } catch {
      setServerOffset(0);
    } finally {
      measuring = undefined;
    }
    return offsetMs;
  })();
  return measuring;
}
