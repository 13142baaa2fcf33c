/**
 * The menu search history (spec 000 §3, §4, §9): newest first, a name already there is not added
 * again, at most 8 entries (the oldest is dropped). Kept in localStorage. Pure, apart from the two
 * storage helpers at the end, which take the storage they use.
 */
export const SEARCH_HISTORY_KEY = 'eis.menuSearchHistory';
export const SEARCH_HISTORY_LIMIT = 8;

/** One entry: the menu's name (value), its kind ('url': a route of this portal), its path and ACCESS_FLAG. */
export interface SearchHistoryEntry {
  value: string;
  type: 'url';
  url: string;
  FLAG: string;
}

/** The list after a search hit was used: unchanged when the name is already there. */
export function addToHistory(
  list: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  if (list.some((e) => e.value === entry.value)) return list.slice(0, limit);
  return [entry, ...list].slice(0, limit);
}

const isEntry = (v: unknown): v is SearchHistoryEntry => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.value === 'string' && e.value !== '' && e.type === 'url' && typeof e.url === 'string' && typeof e.FLAG === 'string';
};

/** What the stored text holds: malformed text or entries are dropped, never thrown. */
export function parseHistory(raw: string | null | undefined): SearchHistoryEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry).slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function readHistory(storage: Storage | undefined): SearchHistoryEntry[] {
  try {
    return parseHistory(storage?.getItem(SEARCH_HISTORY_KEY));
  } catch {
    return [];
  }
}

export function writeHistory(storage: Storage | undefined, list: readonly SearchHistoryEntry[]): void {
  try {
    storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the history is a convenience
  }
}
