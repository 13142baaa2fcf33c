// The mock's clock (issue 48 item 4): serial numbers, submit times and booking dates are the bank's
// (Asia/Shanghai) whatever the zone the mock runs in; one clock a tester may set.
import { afterEach, describe, expect, it } from 'vitest';
import { BankClock, transSeq } from '@mock/clock.ts';
import { GatewayState } from '@mock/sessions/state.ts';
import { bookingDate } from '@mock/sessions/signing.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

// 20:13:11 UTC on 28 November: 04:13:11 on the 29th in Asia/Shanghai (the three days)
const AT = Date.UTC(2026, 10, 28, 20, 13, 11);

describe('the mock bank\'s time', () => {
  it.each(['UTC', 'Pacific/Pago_Pago', 'Pacific/Kiritimati'])('numbers and dates a booking by Shanghai\'s clock with the mock in %s', (tz) => {
    process.env.TZ = tz;
    const state = new GatewayState(() => AT);
    expect(state.nextTransSeq()).toBe('T20261129041311000001');
    expect(state.nextTransSeq()).toBe('T20261129041311000002');
    expect(bookingDate(AT)).toBe('2026-11-29');
    expect(bookingDate(new Date(AT).toISOString())).toBe('2026-11-29');
    expect(state.clock.wall()).toEqual({ date: '2026-11-29', time: '04:13:11', stamp: '2026-11-29 04:13:11', compact: '20261129041311' });
  });

  it('turns the business date at 16:00 UTC', () => {
    expect(transSeq(Date.UTC(2026, 11, 31, 15, 59, 59), 7)).toBe('T20261231235959000007');
    expect(transSeq(Date.UTC(2026, 11, 31, 16, 0, 0), 7)).toBe('T20270101000000000007');
  });
});

describe('BankClock', () => {
  it('runs from a set instant and goes back to the machine\'s clock', () => {
    let machine = AT;
    const clock = new BankClock(() => machine);
    clock.set(Date.UTC(2026, 11, 31, 15, 59, 0));
    expect(clock.today()).toBe('2026-12-31');
    machine += 60_000;
    expect(clock.today()).toBe('2027-01-01');
    expect(clock.offset).toBe(Date.UTC(2026, 11, 31, 15, 59, 0) - AT);
    clock.reset();
    expect(clock.now()).toBe(machine);
    expect(() => clock.set(Number.NaN)).toThrow(RangeError);
  });
});
