// The menu search history (spec 000 §3 "Search history entry: value, type (url), FLAG. Stored
// locally", §4 "newest first, a duplicate name is not added, capped at 8", §9 "Search history limit
// 8"): what is read back from storage, which may hold anything, and what a write or read that the
// storage refuses does.
import { describe, expect, it } from 'vitest';
import { refusingStorage } from '@tests/support/storage.ts';
import {
  addToHistory,
  parseHistory,
  readHistory,
  SEARCH_HISTORY_KEY,
  type SearchHistoryEntry,
  writeHistory,
} from '@/shell/rules/search-history.ts';

const entry = (value: string): SearchHistoryEntry => ({ value, type: 'url', url: `/p/${value}`, FLAG: '1' });
const nine = Array.from({ length: 9 }, (_, i) => entry(`m${String(i)}`));

const refusing = refusingStorage;

describe('addToHistory (spec 000 §4)', () => {
  it('keeps at most 8 also when the name is already there, and answers a list of its own', () => {
    const again = addToHistory(nine, entry('m3'));
    expect(again.map((e) => e.value)).toEqual(nine.slice(0, 8).map((e) => e.value));
    const short = [entry('a')];
    expect(addToHistory(short, entry('a'))).not.toBe(short);
  });
});

describe('parseHistory (spec 000 §3: value, type url, FLAG)', () => {
  it('reads nothing from nothing', () => {
    for (const raw of [null, undefined, '', 'null', '[]', '"x"', '7']) expect(parseHistory(raw), String(raw)).toEqual([]);
  });

  it('drops every entry that lacks one of the fields or has it of the wrong kind', () => {
    const ok = entry('ok');
    const stored = [
      ok,
      { ...ok, value: 1 },
      { ...ok, value: '' },
      { ...ok, type: 'js' },
      { ...ok, url: 5 },
      { ...ok, url: undefined },
      { ...ok, FLAG: 1 },
      { ...ok, FLAG: undefined },
      'ok',
      7,
      null,
      [ok],
    ];
    expect(parseHistory(JSON.stringify(stored))).toEqual([ok]);
  });

  it('keeps an entry whose path and FLAG are empty text (the name is what identifies it)', () => {
    const bare = { value: 'a', type: 'url', url: '', FLAG: '' };
    expect(parseHistory(JSON.stringify([bare]))).toEqual([bare]);
  });

  it('reads at most 8 of a longer stored list, the newest', () => {
    expect(parseHistory(JSON.stringify(nine))).toEqual(nine.slice(0, 8));
  });
});

describe('readHistory and writeHistory (spec 000 §3: kept in local storage)', () => {
  it('store the list under the search-history key', () => {
    writeHistory(localStorage, [entry('x')]);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? 'null')).toEqual([entry('x')]);
  });

  it('read an empty history, and write nothing, without a storage or with one that refuses', () => {
    expect(readHistory(undefined)).toEqual([]);
    expect(readHistory(refusing)).toEqual([]);
    expect(() => {
      writeHistory(undefined, [entry('x')]);
      writeHistory(refusing, [entry('x')]);
    }).not.toThrow();
  });
});
