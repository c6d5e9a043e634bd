import { createClassProjectionTablesV1, dropClassProjectionTablesV1 } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting's projection of academic's classes and training names (revision-guarded), so a class moved
 * to another training, or a renamed training, reaches its enrolment facts; and the indexes the rewrites use.
 */
export class ReportingClassProjection1763900000002 implements MigrationInterface {
  name = 'ReportingClassProjection1763900000002';

  // The options as they were when this ran (not the live ones: a migration never changes).
  private readonly projection = { rows: 'matricula_fato', keep: [] } as const;

  up(db: QueryRunner): Promise<void> {
    return createClassProjectionTablesV1(db, this.projection);
  }

  down(db: QueryRunner): Promise<void> {
    return dropClassProjectionTablesV1(db, this.projection);
  }
}
