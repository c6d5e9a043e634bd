import { createClassProjectionTablesV1, dropClassProjectionTablesV1 } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finance's projection of academic's classes and training names (revision-guarded), so a class's new
 * dates or training, or a renamed training, reach its commission rows; and the indexes the rewrites use.
 */
export class FinanceClassProjection1763900000002 implements MigrationInterface {
  name = 'FinanceClassProjection1763900000002';

  // The options as they were when this ran (not the live ones: a migration never changes).
  private readonly projection = { rows: 'comissao', keep: ['data_inicio', 'data_fim'] } as const;

  up(db: QueryRunner): Promise<void> {
    return createClassProjectionTablesV1(db, this.projection);
  }

  down(db: QueryRunner): Promise<void> {
    return dropClassProjectionTablesV1(db, this.projection);
  }
}
