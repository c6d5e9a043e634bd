import { DataSource, type DataSourceOptions } from 'typeorm';
import { ensureDatabase } from './ensure-database.js';

/**
 * What TypeORM would still change for the entities after every migration has run: the
 * statements its schema builder would issue (none when entities and migrations agree).
 * Runs on the database `options.url` names, which should be a throwaway one.
 */
export async function schemaDrift(options: DataSourceOptions): Promise<string[]> {
  const url = (options as { url?: string }).url;
  if (url) await ensureDatabase(url);
  const dataSource = new DataSource({ ...options, synchronize: false, migrationsRun: false, logging: false });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await recordGeneratedExpressions(dataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    return pending.upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Records each generated column's expression where TypeORM looks for it (typeorm_metadata), which hand-written migrations leave empty: as
 * the entity writes it when PostgreSQL reads it the same as the migrated column's (tried on a scratch copy), else as the column's own, which
 * TypeORM then reports as drift.
 */
async function recordGeneratedExpressions(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    'CREATE TABLE IF NOT EXISTS typeorm_metadata ("type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text)',
  );
  const [{ database, schema }] = (await dataSource.query('SELECT current_database() AS database, current_schema() AS schema')) as {
    database: string;
    schema: string;
  }[];
  // By regclass, so the temporary probe (in pg_temp, first on the search path) is found as well.
  const generationExpression = async (table: string, column: string): Promise<string | undefined> => {
    const rows = (await dataSource.query(
      `SELECT pg_get_expr(d.adbin, d.adrelid) AS expression
         FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = to_regclass($1) AND a.attname = $2 AND a.attgenerated = 's'`,
      [`"${table}"`, column],
    )) as { expression: string }[];
    return rows[0]?.expression;
  };
  for (const entity of dataSource.entityMetadatas) {
    for (const column of entity.columns.filter((candidate) => candidate.generatedType === 'STORED' && candidate.asExpression)) {
      const migrated = await generationExpression(entity.tableName, column.databaseName);
      if (!migrated) continue; // missing or not generated: TypeORM reports that itself
      await dataSource.query(`CREATE TEMP TABLE drift_probe (LIKE "${entity.tableName}")`);
      try {
        await dataSource.query(
          `ALTER TABLE drift_probe ADD COLUMN drift_probe_expression text GENERATED ALWAYS AS (${column.asExpression}) STORED`,
        );
        const declared = await generationExpression('drift_probe', 'drift_probe_expression');
        await dataSource.query(
          'INSERT INTO typeorm_metadata ("type", "database", "schema", "table", "name", "value") VALUES ($1, $2, $3, $4, $5, $6)',
          [
            'GENERATED_COLUMN',
            database,
            schema,
            entity.tableName,
            column.databaseName,
            declared === migrated ? column.asExpression : migrated,
          ],
        );
      } finally {
        await dataSource.query('DROP TABLE drift_probe');
      }
    }
  }
}
