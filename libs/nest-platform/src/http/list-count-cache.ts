import type { EntityManager } from 'typeorm';
import { readListVersion } from '../database/list-version.js';

/**
 * Totals of a list's searches, kept while the list's version (list-version.ts) holds: the
 * count of a broad search ("proposta" matches ~30% of a million activities at BENCH_SCALE=10)
 * reads every matching row, ~100 ms, while the page itself is found in a few milliseconds
 * by walking the sort's index. Each next page, a refresh or another user's same search then
 * costs one read of the version instead of that count. The version is read before counting,
 * so a kept total is never older than its version; any change of the rows moves it.
 *
 * The key must say everything the count depends on (the WHERE with its parameters, the
 * user's scope): rows of other tables are not under this version, so the caller keys only
 * counts over the versioned table alone.
 */
export class ListCountCache {
  private readonly totals = new Map<string, { version: string; total: number }>();
  private readonly maxEntries: number;

  constructor(
    private readonly list: string,
    options: { maxEntries?: number } = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1000;
  }

  async total(manager: EntityManager, key: string, count: () => Promise<number>): Promise<number> {
    const version = await readListVersion(manager, this.list);
    const kept = this.totals.get(key);
    // Most recently used last (Map keeps insertion order): the first entry is the one to drop.
    if (kept) this.totals.delete(key);
    if (kept && kept.version === version) {
      this.totals.set(key, kept);
      return kept.total;
    }
    const total = await count();
    if (version) {
      this.totals.set(key, { version, total });
      if (this.totals.size > this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
    }
    return total;
  }
}
