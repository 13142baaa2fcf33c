/**
 * The browser's time zone in the browser tests (issue 48 item 4): one whose date differs from the
 * bank's (Asia/Shanghai) at the moment, so that a page taking "today" from the browser instead of the
 * gateway's clock shows the wrong day in every run, at any hour. Samoa (UTC-11) is a day behind
 * Shanghai except from 11:00 to 16:00 UTC, when Kiritimati (UTC+14) is a day ahead.
 */
const CANDIDATES = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'] as const;

export const dateIn = (timeZone: string, instant: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

export function zoneApartFromBank(instant: number = Date.now()): string {
  const bank = dateIn('Asia/Shanghai', instant);
  const zone = CANDIDATES.find((tz) => dateIn(tz, instant) !== bank);
  if (!zone) throw new Error('no candidate zone has another date than Asia/Shanghai'); // cannot happen: they are 25 h apart
  return zone;
}
