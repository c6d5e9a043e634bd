import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { readListVersion } from '../database/list-version.js';

/** A list's total as answered: every matching row counted, or, for a search still being counted, at least `total`. */
export interface ListTotal {
  total: number;
  /** `total` is a lower bound: more rows match, and their exact count is not known yet. */
  atLeast: boolean;
}

/** Counts a list's matching rows: all of them, or, given `limit`, no more than `limit` (a count that stops there). */
export type ListCounter = (limit?: number) => Promise<number>;

export interface ListCountCacheOptions {
  /** Totals kept at most (least recently used dropped first). */
  maxEntries?: number;
  /** How long an answer waits for an exact count before it settles for a bounded one (ms). */
  patienceMs?: number;
  /** A bounded count stops past this many rows: the answer is then "more than `atLeastBound`". */
  atLeastBound?: number;
  /** Exact counts running at once, at most; beyond them an answer gets only the bounded count. */
  maxCounting?: number;
}

const NOT_YET = Symbol('not counted yet');

/**
 * Totals of a list's searches, kept while the list's version holds: a broad search's count reads every match, its page a few rows. A
 * first ask that would wait long answers "more than `atLeastBound`" while the exact count goes on. The key must say everything the count
 * depends on. See docs/decisions/0007-list-count-cache.md.
 */
export class ListCountCache {
  private readonly logger = new Logger(ListCountCache.name);
  private readonly totals = new Map<string, { version: string; total: number }>();
  /** Exact counts under way, per key: a second ask of the same search waits on the same count. */
  private readonly counting = new Map<string, { version: string; exact: Promise<number> }>();
  private readonly maxEntries: number;
  private readonly patienceMs: number;
  private readonly atLeastBound: number;
  private readonly maxCounting: number;

  constructor(
    private readonly list: string,
    options: ListCountCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.patienceMs = options.patienceMs ?? 25;
    this.atLeastBound = options.atLeastBound ?? 1000;
    this.maxCounting = options.maxCounting ?? 2;
  }

  async total(manager: EntityManager, key: string, count: ListCounter): Promise<ListTotal> {
    const version = await readListVersion(manager, this.list);
    if (!version) return { total: await count(), atLeast: false };
    const kept = this.totals.get(key);
    // Most recently used last (Map keeps insertion order): the first entry is the one to drop.
    if (kept) this.totals.delete(key);
    if (kept && kept.version === version) {
      this.totals.set(key, kept);
      return { total: kept.total, atLeast: false };
    }
    const exact = this.exactCount(key, version, count);
    if (exact) {
      const settled = await Promise.race([exact, sleep(this.patienceMs, NOT_YET, { ref: false })]);
      if (settled !== NOT_YET) return { total: settled, atLeast: false };
    }
    const upTo = await count(this.atLeastBound + 1);
    return upTo > this.atLeastBound ? { total: this.atLeastBound, atLeast: true } : { total: upTo, atLeast: false };
  }

  /** The exact count of `key` at `version`: the one under way, or a new one (kept when it ends); none when too many run. */
  private exactCount(key: string, version: string, count: ListCounter): Promise<number> | undefined {
    const running = this.counting.get(key);
    if (running?.version === version) return running.exact;
    if (!running && this.counting.size >= this.maxCounting) return undefined;
    const entry = {
      version,
      exact: count().then((total) => {
        // A count of an older version that ends after a newer one started is not kept over it.
        if (this.counting.get(key) === entry) this.keep(key, version, total);
        return total;
      }),
    };
    this.counting.set(key, entry);
    // Whoever waits on it sees its failure; an answer that did not wait must not leave it unhandled.
    entry.exact
      .catch((error: unknown) => this.logger.warn(`A count of the list '${this.list}' failed: ${String(error)}`))
      .finally(() => {
        if (this.counting.get(key) === entry) this.counting.delete(key);
      });
    return entry.exact;
  }

  private keep(key: string, version: string, total: number): void {
    this.totals.delete(key);
    this.totals.set(key, { version, total });
    if (this.totals.size > this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
  }
}
