/**
 * A small storage helper with expiry in minutes (spec 000 §9: local cache supports expiry in minutes).
 * Values are JSON; a malformed or expired entry reads as absent and is removed.
 */
export interface ExpiringStore {
  /** The stored value (the caller checks its shape), or undefined. */
  get(key: string): unknown;
  set(key: string, value: unknown, minutes?: number): void;
  remove(key: string): void;
}

type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function expiringStore(storage: Backing | undefined, now: () => number = Date.now): ExpiringStore {
  return {
    get(key: string): unknown {
      let raw: string | null | undefined;
      try {
        raw = storage?.getItem(key);
      } catch {
        return undefined;
      }
      if (raw == null) return undefined;
      try {
        const entry = JSON.parse(raw) as { v: unknown; e?: number };
        if (typeof entry !== 'object' || !('v' in entry)) throw new Error('not an entry');
        if (entry.e !== undefined && now() > entry.e) {
          storage?.removeItem(key);
          return undefined;
        }
        return entry.v;
      } catch {
        storage?.removeItem(key);
        return undefined;
      }
    },
    set(key, value, minutes) {
      const entry = minutes === undefined ? { v: value } : { v: value, e: now() + minutes * 60_000 };
      try {
        storage?.setItem(key, JSON.stringify(entry));
      } catch {
        // storage full or disabled: the value lives for this page only
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}
