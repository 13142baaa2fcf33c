// issue 51 item 6: the menu's maps by id and by path are kept in chunks, never one table of every
// key; read like a Map (first value kept, insertion order), and a projecting view over one.
import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES, ChunkedMap, MapView } from '@/routing/chunked-map.ts';

const box = (n: number) => ({ n });

describe('ChunkedMap', () => {
  it('keeps the first value of a key and returns it to a later add; size counts keys', () => {
    const map = new ChunkedMap<string, { n: number }>();
    const first = box(1);
    expect(map.add('a', first)).toBeUndefined();
    expect(map.add('a', box(2))).toBe(first);
    expect(map.add('b', box(3))).toBeUndefined();
    expect(map.size).toBe(2);
    expect(map.get('a')).toBe(first);
    expect(map.has('b')).toBe(true);
    expect(map.has('c')).toBe(false);
    expect(map.get('c')).toBeUndefined();
  });

  it('fills chunks in turn up to their size, finds and refuses keys in any chunk, reads in insertion order', () => {
    const map = new ChunkedMap<string, { n: number }>(3);
    const keys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6'];
    keys.forEach((key, n) => map.add(key, box(n)));
    expect(map.chunkSizes).toEqual([3, 3, 1]);
    for (const [n, key] of keys.entries()) {
      expect(map.get(key)?.n, key).toBe(n);
      expect(map.add(key, box(99))?.n, key).toBe(n); // refused, whichever chunk holds it
    }
    expect(map.chunkSizes).toEqual([3, 3, 1]);
    expect(map.size).toBe(7);
    expect([...map.keys()]).toEqual(keys);
    expect([...map.values()].map((v) => v.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...map.entries()].map(([k, v]) => `${k}=${String(v.n)}`)).toEqual(keys.map((k, n) => `${k}=${String(n)}`));
    expect([...map].map(([k]) => k)).toEqual(keys);
    const seen: string[] = [];
    const context = { tag: 'this' };
    map.forEach(function (this: typeof context, value, key, whole) {
      seen.push(`${key}:${String(value.n)}:${this.tag}:${String(whole === map)}`);
    }, context);
    expect(seen[0]).toBe('k0:0:this:true');
    expect(seen).toHaveLength(7);
  });

  it('holds at most 4,096 keys a chunk by default (a larger Map table is a large object in V8)', () => {
    expect(CHUNK_ENTRIES).toBe(4096);
    const map = new ChunkedMap<string, { n: number }>();
    for (let n = 0; n < 10_000; n++) map.add(String(n), box(n));
    expect(map.chunkSizes).toEqual([4096, 4096, 1808]);
    expect(map.get('0')?.n).toBe(0);
    expect(map.get('9999')?.n).toBe(9999);
    expect(map.add('4096', box(-1))?.n).toBe(4096);
    expect(map.size).toBe(10_000);
  });
});

describe('MapView', () => {
  it('reads a map with each value projected: get, has, size, and every way of iterating, in order', () => {
    const inner = new Map([['a', box(1)], ['b', box(2)]]);
    const view = new MapView(inner, (v) => `#${String(v.n)}`);
    expect(view.size).toBe(2);
    expect(view.get('a')).toBe('#1');
    expect(view.get('z')).toBeUndefined();
    expect(view.has('b')).toBe(true);
    expect(view.has('z')).toBe(false);
    expect([...view.keys()]).toEqual(['a', 'b']);
    expect([...view.values()]).toEqual(['#1', '#2']);
    expect([...view.entries()]).toEqual([['a', '#1'], ['b', '#2']]);
    expect([...view]).toEqual([['a', '#1'], ['b', '#2']]);
    const seen: string[] = [];
    view.forEach((value, key, whole) => seen.push(`${key}${value}${String(whole === view)}`));
    expect(seen).toEqual(['a#1true', 'b#2true']);
    inner.set('c', box(3));
    expect(view.get('c')).toBe('#3'); // a view, not a copy
  });
});
