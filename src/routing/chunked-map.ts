/**
 * A map that is never one large table: its entries are kept in several `Map`s of at most
 * `CHUNK_ENTRIES` each, filled in turn. A V8 `Map` of more than 4,096 entries needs a table over
 * 128 KB, which V8 allocates as a large object of its own (fresh memory, not the young generation):
 * measured in Node 20, 10,000 insertions into one `Map` cost 4-6 ms, into ten of 1,000 0.4 ms
 * (issue 51 item 6). Add-only: a key keeps its first value. Reads in insertion order, like a
 * `Map`. Values are objects, so that a miss in one chunk is told by `undefined`. Pure.
 */
export const CHUNK_ENTRIES = 4096;

export class ChunkedMap<K, V extends object> implements ReadonlyMap<K, V> {
  private readonly chunks: Array<Map<K, V>> = [new Map<K, V>()];
  private count = 0;

  constructor(private readonly chunkEntries = CHUNK_ENTRIES) {}

  get size(): number {
    return this.count;
  }

  /** The entries in each chunk, in order (each at most the chunk size). */
  get chunkSizes(): number[] {
    return this.chunks.map((chunk) => chunk.size);
  }

  get(key: K): V | undefined {
    for (const chunk of this.chunks) {
      const value = chunk.get(key);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /**
   * Adds the key with its value unless the key is there already. Returns the value that was there,
   * or undefined when added: one look through the chunks serves both the test and the insertion.
   */
  add(key: K, value: V): V | undefined {
    const { chunks } = this;
    const last = chunks.length - 1;
    for (let i = 0; i < last; i++) {
      const there = chunks[i]?.get(key);
      if (there !== undefined) return there;
    }
    let chunk = chunks[last] ?? new Map<K, V>();
    const there = chunk.get(key);
    if (there !== undefined) return there;
    if (chunk.size >= this.chunkEntries) {
      chunk = new Map<K, V>();
      chunks.push(chunk);
    }
    chunk.set(key, value);
    this.count++;
    return undefined;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this) callback.call(thisArg, value, key, this);
  }

  * entries(): MapIterator<[K, V]> {
    for (const chunk of this.chunks) yield* chunk;
  }

  * keys(): MapIterator<K> {
    for (const chunk of this.chunks) yield* chunk.keys();
  }

  * values(): MapIterator<V> {
    for (const chunk of this.chunks) yield* chunk.values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

/** A read-only view of a map with each value projected (no copy): each read projects. Values are objects. */
export class MapView<K, V extends object, W> implements ReadonlyMap<K, W> {
  constructor(private readonly inner: ReadonlyMap<K, V>, private readonly project: (value: V) => W) {}

  get size(): number {
    return this.inner.size;
  }

  get(key: K): W | undefined {
    const value = this.inner.get(key);
    return value === undefined ? undefined : this.project(value);
  }

  has(key: K): boolean {
    return this.inner.has(key);
  }

  forEach(callback: (value: W, key: K, map: ReadonlyMap<K, W>) => void, thisArg?: unknown): void {
    for (const [key, value] of this) callback.call(thisArg, value, key, this);
  }

  * entries(): MapIterator<[K, W]> {
    for (const [key, value] of this.inner) yield [key, this.project(value)];
  }

  keys(): MapIterator<K> {
    return this.inner.keys();
  }

  * values(): MapIterator<W> {
    for (const value of this.inner.values()) yield this.project(value);
  }

  [Symbol.iterator](): MapIterator<[K, W]> {
    return this.entries();
  }
}
