// The portal's clock of the gateway (issue 48 item 4): "today" is the bank's business date in
// Asia/Shanghai, from the gateway's clock, never the browser's zone or date. The computer's clock runs
// across 16:00 UTC (midnight in Asia/Shanghai) with the process in Samoa (UTC-11), where the local date
// stays the day before. spec 000 §4 (server time at start-up), §8 (its failure resets it silently).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankNow, bankToday, measureServerClock, serverOffset, setLocalClock, setServerOffset, subscribeClock } from '@/api/clock.ts';

const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Pacific/Pago_Pago';
  vi.useFakeTimers();
  setLocalClock();
  setServerOffset(0);
});
afterEach(() => {
  vi.useRealTimers();
  setServerOffset(0);
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const localDate = () => {
  const d = new Date();
  return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('bankToday', () => {
  it('turns at midnight in Asia/Shanghai (16:00 UTC) while the browser\'s date stays', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 28, 15, 59, 59));
    expect(bankToday()).toBe('2026-11-28');
    vi.advanceTimersByTime(1000);
    expect(bankToday()).toBe('2026-11-29');
    expect(localDate()).toBe('2026-11-28'); // Samoa's 05:00: the date the old code used
  });

  it('follows the gateway\'s clock, not the computer\'s', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 28, 15, 0, 0)); // the computer is 90 minutes slow
    setServerOffset(90 * 60_000);
    expect(bankToday()).toBe('2026-11-29');
    expect(bankNow()).toBe(Date.UTC(2026, 10, 28, 16, 30, 0));
  });

  it('measures the offset at the middle of the round trip, and resets it silently when the call fails', async () => {
    let t = Date.UTC(2026, 10, 28, 12, 0, 0);
    const offset = await measureServerClock(() => {
      t += 200; // the answer takes 200 ms
      return Promise.resolve(Date.UTC(2026, 10, 28, 12, 5, 0));
    }, () => t);
    expect(offset).toBe(5 * 60_000 - 100);
    expect(serverOffset()).toBe(offset);
    expect(await measureServerClock(() => Promise.reject(new Error('down')), () => t)).toBe(0);
  });

  it('tells its subscribers when a measurement moves the clock, and only then', () => {
    const seen: number[] = [];
    const stop = subscribeClock(() => seen.push(serverOffset()));
    setServerOffset(1000);
    setServerOffset(1000);
    setServerOffset(Number.NaN);
    stop();
    setServerOffset(5);
    expect(seen).toEqual([1000, 0]);
  });
});
