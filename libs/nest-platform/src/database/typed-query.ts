import type { EntityManager, ObjectLiteral } from 'typeorm';

/**
 * Runs one hand-written SQL statement, for the measured exceptions to the entities and
 * QueryBuilder (see this lib's README): parameters are named (`:id`, `:...ids` for a
 * list), as in QueryBuilder, and bound by TypeORM's driver, so nothing depends on the
 * order of an array; `Row` is the shape the statement returns, declared beside it (an
 * UPDATE or DELETE … RETURNING answers its returned rows too).
 */
export async function queryRows<Row extends ObjectLiteral>(
  manager: EntityManager,
  sql: string,
  parameters: ObjectLiteral = {},
): Promise<Row[]> {
  const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, parameters);
  const result: unknown = await manager.query(text, values);
  // TypeORM's PostgreSQL driver answers an UPDATE or DELETE as [rows, affected count]; rows are never arrays.
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as Row[];
  return result as Row[];
}
