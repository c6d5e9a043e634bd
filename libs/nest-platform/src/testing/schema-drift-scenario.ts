import assert from 'node:assert/strict';
import { type DataSourceOptions, getMetadataArgsStorage } from 'typeorm';
import { schemaDrift } from '../database/schema-drift.js';
import { jestApi } from './jest-api.js';
import { createTestDatabase } from './test-database.js';

/**
 * A service's entities and migrations describe the same schema: on an empty database,
 * after every migration, TypeORM's schema builder finds nothing to change. And the check
 * can fail: a column planted on one of the service's entities, with no migration, is found.
 */
export function describeSchemaMatchesEntities(service: string, databaseOptions: (url: string) => DataSourceOptions): void {
  const { describe, it } = jestApi();

  describe(`${service}: entities and migrations`, () => {
    it('after every migration, TypeORM finds nothing to change for the entities', async () => {
      const db = await createTestDatabase(`${service}_drift`);
      try {
        assert.deepEqual(await schemaDrift(databaseOptions(db.url)), []);
      } finally {
        await db.drop();
      }
    });

    it('a column added to an entity without a migration is found', async () => {
      const options = databaseOptions('');
      const entities = Object.values(options.entities ?? []).filter((entity) => typeof entity === 'function');
      const target = entities.at(-1);
      assert.ok(target, `${service} declares its entities as classes`);
      const storage = getMetadataArgsStorage();
      const planted = {
        target,
        propertyName: 'plantedWithoutMigration',
        mode: 'regular' as const,
        options: { type: 'int' as const, nullable: true },
      };
      storage.columns.push(planted);
      const db = await createTestDatabase(`${service}_planted`);
      try {
        const statements = await schemaDrift(databaseOptions(db.url));
        assert.ok(
          statements.some((sql) => sql.includes('"plantedWithoutMigration"')),
          `the planted column is reported: ${statements.join('; ')}`,
        );
      } finally {
        storage.columns.splice(storage.columns.indexOf(planted), 1);
        await db.drop();
      }
    });
  });
}
