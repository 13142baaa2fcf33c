/**
 * Keep-alive (spec 001 §2 "kept alive"): which screens stay mounted while hidden. A bounded number
 * stay, the least recently used dropped first. Pure.
 */
export const KEEP_ALIVE_MAX = 10;

export interface KeptScreen<T> {
  key: string;
  value: T;
}

/**
 * The kept screens after visiting `key` (most recent first). A kept-alive visit puts the screen in
 * front with its current value; a visit to a screen that is not kept alive changes nothing.
 */
export function visitKept<T>(
  kept: readonly KeptScreen<T>[],
  key: string,
  value: T,
  keepAlive: boolean,
  max = KEEP_ALIVE_MAX,
): KeptScreen<T>[] {
  if (!keepAlive) return kept.slice();
  return [{ key, value }, ...kept.filter((k) => k.key !== key)].slice(0, Math.max(0, max));
}
