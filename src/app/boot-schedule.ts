/**
 * When the page's entry (./boot.ts) requests the app's code: once the splash has painted. Where the
 * browser reports paints, on its first contentful paint; elsewhere, once its first frame is on screen
 * (the frame after it has begun). A hidden tab, where nothing paints, starts on a short timer; a visible
 * one waits for its paint however long a busy phone takes, with a timer as the last resort should none
 * ever come. (A fixed timer for every tab can let the app's requests start before the splash has
 * painted on a slow machine, and the frame after the first can come before the paint is reported:
 * the requests then count against the first paint.)
 */
export interface BootClock {
  /** Calls `run` at the first contentful paint; false where the browser does not report paints. */
  firstPaint(run: () => void): boolean;
  requestAnimationFrame(run: () => void): unknown;
  setTimeout(run: () => void, ms: number): unknown;
  hidden(): boolean;
}

export const HIDDEN_TAB_MS = 250;
export const LAST_RESORT_MS = 3000;

/** Calls `start` once, at the first of: the splash's paint, a hidden tab's timer, the last resort. */
export function startAfterFirstFrame(start: () => void, clock: BootClock): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const painted = clock.firstPaint(() => clock.setTimeout(once, 0));
  if (!painted) {
    clock.requestAnimationFrame(() => {
      clock.requestAnimationFrame(() => {
        clock.setTimeout(once, 0);
      });
    });
  }
  clock.setTimeout(() => {
    if (clock.hidden()) once();
  }, HIDDEN_TAB_MS);
  clock.setTimeout(once, LAST_RESORT_MS);
}
