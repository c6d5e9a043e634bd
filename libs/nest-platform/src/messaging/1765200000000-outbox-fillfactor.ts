import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room on each outbox page for its rows' next versions. The relay updates every row twice (the
 * claim's lease, then published_at); with the default fillfactor (100) inserts pack the pages full,
 * so the claim's new version of a ~1.3 KB envelope row lands on another page, with a new entry in
 * each of the three indexes, and both updates log whole rows. At 50 the claim is a HOT update (no
 * index columns change) and both updates stay on the page, logging only what changed: a claim of
 * 100 status-change events went from ~180 KB of WAL and ~3-4 ms to ~14 KB and ~1.4 ms, its mark then
 * logged ~50 KB (EXPLAIN (ANALYZE, WAL) on the benchmark's outbox and on a copy of its rows at
 * fillfactor 50, 2026-11-27). No rewrite: pages written from now on keep the room; the lock
 * taken does not block reads or writes.
 */
export class OutboxFillfactor1765200000000 implements MigrationInterface {
  name = 'OutboxFillfactor1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" SET (fillfactor = 50)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" RESET (fillfactor)`);
  }
}
