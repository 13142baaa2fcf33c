// The browser tests' zone (issue 48 item 4): at every hour of the day its date differs from the bank's.
import { describe, expect, it } from 'vitest';
import { dateIn, zoneApartFromBank } from '@tests/e2e/support/zone.ts';

describe('zoneApartFromBank', () => {
  it.each(Array.from({ length: 48 }, (_, i) => i * 30))('has another date than Asia/Shanghai at %i minutes past midnight UTC', (minutes) => {
    const instant = Date.UTC(2026, 10, 28, 0, minutes);
    expect(dateIn(zoneApartFromBank(instant), instant)).not.toBe(dateIn('Asia/Shanghai', instant));
  });
});
