// The bank's time (issue 48 item 4): dates, stamps and serial numbers are Asia/Shanghai's, UTC+8 all
// year, whatever the zone of the machine that computes them. spec 000 §7 (the timestamp's format),
// §9 ("time zone ... not shown": the contract's choice, docs/api.md).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, BANK_UTC_OFFSET_MS, bankDate, bankTime, isCalendarDate, parseBankStamp } from '@/protocol/bank-time.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('bankTime', () => {
  it('reads an instant on the bank\'s wall clock', () => {
    expect(bankTime(Date.UTC(2026, 10, 28, 20, 13, 11))).toEqual({
      date: '2026-11-29', time: '04:13:11', stamp: '2026-11-29 04:13:11', compact: '20261129041311',
    });
  });

  it('turns the date at 16:00 UTC, not at the machine\'s midnight', () => {
    for (const tz of ['UTC', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'Europe/London']) {
      process.env.TZ = tz;
      expect(bankDate(Date.UTC(2026, 10, 28, 15, 59, 59, 999))).toBe('2026-11-28');
      expect(bankDate(Date.UTC(2026, 10, 28, 16, 0, 0))).toBe('2026-11-29');
      expect(bankDate(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01');
    }
  });

  it('is the same whatever the machine\'s zone', () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });
    fc.assert(fc.property(instants, (instant) => {
      process.env.TZ = 'Pacific/Pago_Pago';
      const samoa = bankTime(instant);
      process.env.TZ = 'Pacific/Kiritimati';
      expect(bankTime(instant)).toEqual(samoa);
      expect(samoa.stamp).toBe(`${samoa.date} ${samoa.time}`);
      expect(samoa.compact).toMatch(/^\d{14}$/);
    }));
  });
});

describe('parseBankStamp', () => {
  it('is bankTime\'s inverse to the second', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (instant) => {
      const second = instant - (instant % 1000);
      expect(parseBankStamp(bankTime(second).stamp)).toBe(second);
    }));
  });

  it.each(['2026-02-30 10:00:00', '2026-11-22 24:00:00', '2026-11-22 23:60:00', '2026-11-22T09:00:00', '2026-11-22 9:00:00', '', undefined])(
    'reads no time from %j',
    (text) => {
      expect(parseBankStamp(text)).toBeUndefined();
    },
  );

  it('reads the bank\'s midnight as 16:00 UTC the day before', () => {
    expect(parseBankStamp('2027-01-01 00:00:00')).toBe(Date.UTC(2026, 11, 31, 16, 0, 0));
    expect(BANK_UTC_OFFSET_MS).toBe(8 * 3600 * 1000);
  });
});

describe('addDays and isCalendarDate', () => {
  it('counts calendar days across months, years and a leap day', () => {
    expect(addDays('2026-11-29', -30)).toBe('2026-10-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-31', 0)).toBe('2026-12-31');
  });

  it('refuses what is not a date or not a whole number of days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-29', 1.5)).toThrow(RangeError);
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('goes there and back', () => {
    const days = fc.integer({ min: -3_650, max: 3_650 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 36_000 }), days, (start, days) => {
      const date = addDays('2000-01-01', start);
      expect(isCalendarDate(date)).toBe(true);
      expect(addDays(addDays(date, days), -days)).toBe(date);
    }));
  });
});
