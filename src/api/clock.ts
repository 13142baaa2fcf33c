/**
 * The gateway's clock, as the request layer knows it: the offset between the gateway's clock and this
 * computer's, in ms, measured by getServerTime at start-up and again after a timestamp refusal (E0408).
 * Every header timestamp is local time plus this offset, in the gateway's zone, so a browser in another
 * zone or with a wrong clock still passes the gateway's window (issue 15 finding 4). The one owner of
 * the offset.
 */
let offsetMs = 0;
let measuring: Promise<number> | undefined;

export function setServerOffset(ms: number): void {
  offsetMs = Number.isFinite(ms) ? ms : 0;
}

export function serverOffset(): number {
  return offsetMs;
}

/**
 * Measures the offset with `askServerTime` (the gateway lets that one call through whatever its
 * timestamp, so it works from a wrong clock) and keeps it; one measurement at a time. A failure resets
 * the offset to 0 silently (spec 000 §4, §8).
 */
export function measureServerClock(
  askServerTime: () => Promise<number | undefined>,
  now: () => number,
): Promise<number> {
  measuring ??= (async () => {
    try {
      const sent = now();
      const timestamp = await askServerTime();
      const received = now();
      // the server read its clock about halfway through the round trip
      setServerOffset(timestamp === undefined ? 0 : timestamp - (sent + received) / 2);
    } catch {
      setServerOffset(0);
    } finally {
      measuring = undefined;
    }
    return offsetMs;
  })();
  return measuring;
}
