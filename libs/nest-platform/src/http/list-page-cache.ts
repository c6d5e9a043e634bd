import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EntityManager } from 'typeorm';
import { readListVersion } from '../database/list-version.js';
import type { Page } from './page.js';
import type { ListQuery } from './paging.js';

const gzipAsync = promisify(gzip);

/** Below this a gzipped body saves nothing worth a header (gzip's own framing is ~20 bytes). */
const GZIP_MIN_BYTES = 1024;

/**
 * A page whose rows are already the JSON of the answer's body: ListEndpoint sends it as it is, with Express's ETag and conditional answer
 * (304) as for any list, and no serialization; and, to a client that accepts gzip (every browser), its gzipped body, compressed once for
 * all the answers it makes (`SerializedPage.of`).
 */
export class SerializedPage {
  private weakTag: string | undefined;

  constructor(
    readonly json: string,
    readonly total: number,
    /** The JSON gzipped; absent for a body too small to gain from it. */
    readonly gzipped?: Buffer,
  ) {}

  /**
   * The page serialized and, past GZIP_MIN_BYTES, gzipped (on libuv's thread pool, not the event
   * loop): a Turmas page of ten classes is ~275 KB of JSON and ~25 KB gzipped, which the gateway,
   * the network and the browser then carry instead.
   */
  static async of(rows: unknown[], total: number): Promise<SerializedPage> {
    const json = JSON.stringify(rows);
    return new SerializedPage(json, total, Buffer.byteLength(json, 'utf8') >= GZIP_MIN_BYTES ? await gzipAsync(json) : undefined);
  }

  /** The weak ETag Express would compute for this body (its default, the `etag` package's), computed once, not on every answer. */
  get etag(): string {
    this.weakTag ??= `W/"${Buffer.byteLength(this.json, 'utf8').toString(16)}-${createHash('sha1').update(this.json, 'utf8').digest('base64').slice(0, 27)}"`;
    return this.weakTag;
  }
}

/** What a ListPageCache reports (PlatformMetrics counts it by list and result): whether it is worth its memory. */
export interface ListPageCacheMetrics {
  listPageServed(list: string, cached: boolean): void;
}

interface CachedPage {
  version: string;
  page: SerializedPage;
}

/** What a kept page counts against the cache's size: its JSON as UTF-16, and its gzipped bytes. */
const sizeOf = ({ page }: CachedPage) => page.json.length * 2 + (page.gzipped?.length ?? 0);

/** The cache key of a list's query (and the list's own parameters): equal queries, equal keys. */
export function listQueryKey(query: ListQuery, params: Record<string, unknown> = {}): string {
  return JSON.stringify([query.page, query.pageSize, query.q ?? '', query.sort, query.filters, params]);
}

/**
 * The serialized pages of one list, each kept with the list's version it was computed after: answered from here while the version holds,
 * for one read of a number. Correct because the version is read before the page is computed. The least recently used pages go first past
 * `maxBytes`. See docs/decisions/0006-list-caches.md.
 */
export class ListPageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly metrics: ListPageCacheMetrics | undefined;

  constructor(
    private readonly list: string,
    options: { maxBytes?: number; metrics?: ListPageCacheMetrics } = {},
  ) {
    this.maxBytes = options.maxBytes ?? 16 * 2 ** 20;
    this.metrics = options.metrics;
  }

  async page<T>(manager: EntityManager, key: string, compute: () => Promise<Page<T>>): Promise<SerializedPage> {
    const version = await readListVersion(manager, this.list);
    const cached = this.pages.get(key);
    if (cached && cached.version === version) {
      this.metrics?.listPageServed(this.list, true);
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(key);
      this.pages.set(key, cached);
      return cached.page;
    }
    this.metrics?.listPageServed(this.list, false);
    const { rows, total } = await compute();
    const page = await SerializedPage.of(rows, total);
    if (version) this.keep(key, { version, page });
    return page;
  }

  private keep(key: string, entry: CachedPage): void {
    const previous = this.pages.get(key);
    if (previous) {
      this.pages.delete(key);
      this.bytes -= sizeOf(previous);
    }
    if (sizeOf(entry) > this.maxBytes) return;
    this.pages.set(key, entry);
    this.bytes += sizeOf(entry);
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(kept);
    }
  }
}
