import { LRUCache } from 'lru-cache';

/**
 * A small time-bounded cache over lru-cache: entries expire after `ttlMs`, and the least recently
 * used goes first when it is full. Adds the one thing the pages' cache needs beyond it: dropping a
 * whole business's entries at once.
 */
export class TtlCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>;
  constructor(ttlMs: number, maxEntries: number) {
    this.entries = new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false });
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V) {
    this.entries.set(key, value);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string) {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
