/**
 * How hard the kit may press a gateway (issue 53: "a concurrency limit and a rate limit so it can run
 * against a shared test gateway"): at most N cases at once, and calls spaced to at most R per second.
 * Pure but for the clock it is given.
 */

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RateLimiter {
  /** Resolves when the next call may go. */
  take(): Promise<void>;
}

/**
 * Calls spaced evenly, `1000 / perSecond` ms apart, in the order they asked (no burst: a shared test
 * gateway sees the rate it was promised in every second). Undefined: no limit.
 */
export function rateLimiter(perSecond: number | undefined, clock: Clock = realClock): RateLimiter {
  if (perSecond === undefined) return { take: () => Promise.resolve() };
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) throw new RangeError(`a rate is calls per second above 0, not ${String(perSecond)}`);
  const spacing = 1000 / perSecond;
  let next = Number.NEGATIVE_INFINITY;
  return {
    take() {
      const now = clock.now();
      const at = Math.max(now, next);
      next = at + spacing;
      return at > now ? clock.sleep(at - now) : Promise.resolve();
    },
  };
}

/**
 * Runs `work` over the items with at most `concurrency` at once; resolves with the results in the
 * items' order. A rejected item rejects the whole (work is expected to turn its failures into results).
 */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency is a whole number from 1, not ${String(concurrency)}`);
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
