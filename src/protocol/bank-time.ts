/**
 * The bank's time (issue 48 item 4): every date and time the portal and the gateway show, default,
 * stamp or number is the bank's, in Asia/Shanghai, whatever zone the browser or the server runs in.
 * Asia/Shanghai is UTC+8 all year (no daylight saving since 1991), so the bank's wall clock is the
 * instant plus eight hours read as UTC. The instant is the caller's: the portal passes its clock of the
 * gateway (src/api/clock.ts), the mock its own clock (mock-server/clock.ts). Pure.
 */

/** The bank's zone. */
export const BANK_TIME_ZONE = 'Asia/Shanghai';
/** Asia/Shanghai's offset from UTC, in ms. */
export const BANK_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** An instant on the bank's wall clock. */
export interface BankTime {
  /** YYYY-MM-DD: the business date. */
  date: string;
  /** HH:mm:ss. */
  time: string;
  /** YYYY-MM-DD HH:mm:ss (spec 000 §7's format). */
  stamp: string;
  /** YYYYMMDDHHmmss: serial numbers and file names. */
  compact: string;
}

export function bankTime(instant: number): BankTime {
  const iso = new Date(instant + BANK_UTC_OFFSET_MS).toISOString();
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  return { date, time, stamp: `${date} ${time}`, compact: `${date}${time}`.replace(/\D/g, '') };
}

/** The bank's date (YYYY-MM-DD) at an instant. */
export const bankDate = (instant: number): string => bankTime(instant).date;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** The calendar date `days` days after (or before, when negative) a date YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`not a date: ${date}`);
  if (!Number.isInteger(days)) throw new RangeError(`not a whole number of days: ${String(days)}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of a bank stamp `YYYY-MM-DD HH:mm:ss`; undefined when the text is not one. */
export function parseBankStamp(text: string | undefined): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const date = m[1] ?? '';
  const [h, mi, s] = m.slice(2).map(Number) as [number, number, number];
  if (!isCalendarDate(date)) return undefined;
  const instant = Date.parse(`${date}T00:00:00Z`) + ((h * 60 + mi) * 60 + s) * 1000 - BANK_UTC_OFFSET_MS;
  return bankTime(instant).stamp === text ? instant : undefined; // 25:00:00 is no time
}
