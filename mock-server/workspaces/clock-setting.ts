/**
 * A change of a workspace's bank clock, in the grammar of POST /__mock/clock (issue 52 item 2) and of a
 * scenario's `clock:` (../scenario.ts): `at` the bank's wall clock (Asia/Shanghai), "2026-11-30 08:59"
 * or "2026-11-30 08:59:00", the clock running on from there; or `advance` "+1d", "-2h", "+30m", "+120s".
 * Pure but for the clock it sets.
 */
import { parseBankStamp } from '@/protocol/bank-time.ts';
import type { BankClock } from '../clock.ts';

export type ClockSetting = { at: number } | { advanceMs: number };

/** A change of the clock: `+1d`, `-2h`, `+30m`, `+120s`. */
const ADVANCE = /^([+-])(\d{1,6})([dhms])$/;
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;

export const AT_GRAMMAR = 'at is the bank\'s date and time, YYYY-MM-DD HH:mm[:ss] (Asia/Shanghai), e.g. "2026-11-30 08:59:00"';
export const ADVANCE_GRAMMAR = 'advance is a sign, a whole number and d, h, m or s, e.g. "+1d", "-2h", "+30m", "+120s"';

/** The bank's instant of an `at`, or undefined. */
export function atInstant(at: string): number | undefined {
  return parseBankStamp(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(at) ? `${at}:00` : at);
}

/** The milliseconds of an `advance`, or undefined. */
export function advanceMs(advance: string): number | undefined {
  const [, sign, count, unit] = ADVANCE.exec(advance) ?? [];
  if (!sign || !unit) return undefined;
  const ms = Number(count) * UNIT_MS[unit as keyof typeof UNIT_MS];
  return sign === '-' ? -ms : ms;
}

/** `{at}` or `{advance}` (one of them, text) as a setting, or why not. */
export function clockSetting(input: { at?: unknown; advance?: unknown }): ClockSetting | string {
  if (input.at !== undefined && input.advance !== undefined) return 'give at or advance, not both';
  if (input.at !== undefined) {
    const at = typeof input.at === 'string' ? atInstant(input.at) : undefined;
    return at === undefined ? `${AT_GRAMMAR}; got ${JSON.stringify(input.at)}` : { at };
  }
  if (input.advance !== undefined) {
    const ms = typeof input.advance === 'string' ? advanceMs(input.advance) : undefined;
    return ms === undefined ? `${ADVANCE_GRAMMAR}; got ${JSON.stringify(input.advance)}` : { advanceMs: ms };
  }
  return 'give at ("2026-11-30 08:59:00", the bank\'s time) or advance ("+1d", "-2h", "+30m", "+120s")';
}

/** Sets the clock as the setting says. */
export function applyClockSetting(clock: BankClock, setting: ClockSetting): void {
  if ('at' in setting) clock.set(setting.at);
  else clock.setOffset(clock.offset + setting.advanceMs);
}
