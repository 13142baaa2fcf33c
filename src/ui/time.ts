/** Time helpers of the spec's constants (spec 000 §9). Pure. */

/** Deposit helpers assume a month of 30 days. */
export const DAYS_PER_MONTH = 30;
export const DAY_MS = 86_400_000;

/** The days of a deposit term of `months` months. */
export const termDays = (months: number): number => months * DAYS_PER_MONTH;

/** The maturity of a deposit opened at `start` for `months` months (30-day months). */
export const maturityDate = (start: Date, months: number): Date =>
  new Date(start.getTime() + termDays(months) * DAY_MS);

/** Whether two instants are within 24 hours (86,400,000 ms) of each other. */
export const within24Hours = (a: number, b: number): boolean => Math.abs(a - b) < DAY_MS;

/**
 * The authorization-site string: one character per position (default 5), '1' where a site is
 * chosen, '0' elsewhere. The spec gives only the default width; this layout is our reading of it.
 */
export function authSiteString(chosen: readonly number[], positions = 5): string {
  if (!Number.isInteger(positions) || positions < 1) throw new RangeError('positions must be a whole number ≥ 1');
  return Array.from({ length: positions }, (_, i) => (chosen.includes(i + 1) ? '1' : '0')).join('');
}
