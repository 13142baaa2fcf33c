// The kit's pressure on a shared gateway (tools/conformance/rate.ts, issue 53 item 3): calls spaced to
// the rate asked, in order, and never more cases at once than the concurrency.
import { describe, expect, it } from 'vitest';
import { type Clock, rateLimiter, runPool } from '@tools/conformance/rate.ts';

/** A clock that moves only when someone sleeps. */
function fakeClock(): Clock & { slept: number[] } {
  let now = 1000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    // sleepers wait side by side: the time moves when a sleep ends, not when it starts
    sleep: (ms) => {
      slept.push(ms);
      const until = now + ms;
      return Promise.resolve().then(() => {
        now = Math.max(now, until);
      });
    },
  };
}

describe('rateLimiter', () => {
  it('lets calls go at once when there is no limit', async () => {
    const clock = fakeClock();
    const limiter = rateLimiter(undefined, clock);
    await Promise.all([limiter.take(), limiter.take(), limiter.take()]);
    expect(clock.slept).toEqual([]);
  });

  it('spaces calls 1000/rate ms apart, the first at once', async () => {
    const clock = fakeClock();
    const limiter = rateLimiter(4, clock);
    for (let i = 0; i < 4; i += 1) await limiter.take();
    expect(clock.slept).toEqual([250, 250, 250]);
    expect(clock.now()).toBe(1750);
  });

  it('queues calls asked at the same moment, each a slot later', async () => {
    const clock = fakeClock();
    const limiter = rateLimiter(2, clock);
    await Promise.all([limiter.take(), limiter.take(), limiter.take()]);
    expect(clock.slept).toEqual([500, 1000]);
  });

  it('does not wait once the time has passed by itself', async () => {
    let now = 0;
    const slept: number[] = [];
    const limiter = rateLimiter(10, { now: () => now, sleep: (ms) => (slept.push(ms), Promise.resolve()) });
    await limiter.take();
    now = 500;
    await limiter.take();
    expect(slept).toEqual([]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the rate %s', (rate) => {
    expect(() => rateLimiter(rate)).toThrow(RangeError);
  });
});

describe('runPool', () => {
  it('runs every item, never more at once than the concurrency, results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await runPool([5, 1, 4, 2, 3], 2, async (n, i) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running -= 1;
      return `${String(i)}:${String(n * 10)}`;
    });
    expect(results).toEqual(['0:50', '1:10', '2:40', '3:20', '4:30']);
    expect(most).toBe(2);
  });

  it('uses no more workers than items, and handles none', async () => {
    let started = 0;
    await runPool([1], 8, () => {
      started += 1;
      return Promise.resolve();
    });
    expect(started).toBe(1);
    expect(await runPool([], 3, () => Promise.resolve(1))).toEqual([]);
  });

  it.each([0, 1.5, -2])('refuses the concurrency %s', async (n) => {
    await expect(runPool([1], n, () => Promise.resolve())).rejects.toThrow(RangeError);
  });
});
