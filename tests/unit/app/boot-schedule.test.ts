// issue 16 (first and largest paint): the app's code is requested once the splash has painted (its
// reported first contentful paint, or its first frame where paints are not reported); a visible tab
// waits for it however slow it is, a hidden one starts on a short timer.
import { describe, expect, it } from 'vitest';
import { type BootClock, HIDDEN_TAB_MS, LAST_RESORT_MS, startAfterFirstFrame } from '@/app/boot-schedule.ts';

/** A clock whose frames and timers run only when the test says. */
function fakeClock(hidden: boolean, reportsPaint = false) {
  let now = 0;
  const paints: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  const clock: BootClock = {
    firstPaint: (run) => reportsPaint && paints.push(run) > 0,
    requestAnimationFrame: (run) => frames.push(run),
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
    hidden: () => hidden,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const due of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  const frame = () => {
    for (const run of frames.splice(0)) run();
  };
  const paint = () => {
    for (const run of paints.splice(0)) run();
  };
  return { clock, advance, frame, paint };
}

/** startAfterFirstFrame on a fake clock, with a count of its starts. */
function boot(hidden: boolean, reportsPaint = false) {
  const fake = fakeClock(hidden, reportsPaint);
  let count = 0;
  startAfterFirstFrame(() => count++, fake.clock);
  return { ...fake, starts: () => count };
}

describe('startAfterFirstFrame', () => {
  it('waits for a visible tab\'s reported paint, not its frames, however late, then starts once', () => {
    const { advance, frame, paint, starts } = boot(false, true);
    frame();
    frame();
    advance(HIDDEN_TAB_MS + 500); // frames went by, but the splash's paint is not reported yet
    expect(starts()).toBe(0);
    paint();
    advance(0);
    expect(starts()).toBe(1);
    advance(LAST_RESORT_MS);
    expect(starts()).toBe(1);
  });

  it('waits for a visible tab\'s first frame where paints are not reported, however late', () => {
    const { advance, frame, starts } = boot(false);
    advance(HIDDEN_TAB_MS + 500); // a busy phone has not painted yet
    expect(starts()).toBe(0);
    frame(); // the splash's frame begins
    frame(); // and the next one: the splash is on screen
    advance(0);
    expect(starts()).toBe(1);
    advance(LAST_RESORT_MS);
    expect(starts()).toBe(1);
  });

  it('starts a hidden tab, where frames wait, on its short timer', () => {
    const { advance, starts } = boot(true);
    advance(HIDDEN_TAB_MS);
    expect(starts()).toBe(1);
  });

  it('starts at the last resort when no frame ever comes', () => {
    const { advance, starts } = boot(false);
    advance(LAST_RESORT_MS - 1);
    expect(starts()).toBe(0);
    advance(1);
    expect(starts()).toBe(1);
  });
});
