import type { EntityManager, ObjectLiteral } from 'typeorm';

/**
 * Runs one hand-written SQL statement, for the measured exceptions to the entities and
 * QueryBuilder (see this lib's README): parameters are named (`:id`, `:...ids` for a
 * list), as in QueryBuilder, and bound by TypeORM's driver, so nothing depends on the
 * order of an array; `Row` is the shape the statement returns, declared beside it.
 */
export async function queryRows<Row extends ObjectLiteral>(
  manager: EntityManager,
  sql: string,
  parameters: ObjectLiteral = {},
): Promise<Row[]> {
  const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, parameters);
  return (await manager.query(text, values)) as Row[];
}
