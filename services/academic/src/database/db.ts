import { Global, Injectable, Module } from '@nestjs/common';
import { ListPageCache, type PlatformMetrics } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * What a repository function runs its statements on: the manager of an outbox transaction
 * (`tx.manager`, so a change and its events commit together) or the pool's (`AcademicDb.pool`).
 * Only repositories look inside it.
 */
export type Db = EntityManager;

/** The service's database for reads outside a transaction, and plain transactions that publish nothing. */
@Injectable()
export class AcademicDb {
  constructor(private readonly dataSource: DataSource) {}

  get pool(): Db {
    return this.dataSource.manager;
  }

  /** A transaction with no events or audit (an upload's file rows). */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

@Global()
@Module({ providers: [AcademicDb], exports: [AcademicDb] })
export class AcademicDbModule {}

/** A list's pages as served, kept while the list's version (a row the database's triggers move) holds. */
export const listPageCache = (list: string, metrics?: PlatformMetrics): ListPages => new ListPageCache(list, { metrics });
export type ListPages = ListPageCache;
