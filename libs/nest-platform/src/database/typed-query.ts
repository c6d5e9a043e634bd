import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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

/**
 * A QueryBuilder whose SQL is built once per data source and then run through
 * queryRows with each call's named parameters. TypeORM rebuilds a builder's SQL on
 * every run (alias and property names rewritten by regular expressions over the whole
 * statement, find options turned into a builder, entities hydrated), which a hot path
 * such as a class PATCH pays several times per request; the statement itself is the
 * same every time. The builder stays the single description of the query, against the
 * entities; only its text is kept. `build` must not depend on the parameters' values
 * (give each variant of a query its own PreparedQuery).
 */
export class PreparedQuery<Row extends ObjectLiteral, Parameters extends ObjectLiteral> {
  private readonly sqlBySource = new WeakMap<object, string>();

  constructor(private readonly build: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>) {}

  /** The statement's text, with its named parameters (`:name`, `:...list`) still in it. */
  sql(manager: EntityManager): string {
    let sql = this.sqlBySource.get(manager.connection);
    if (sql === undefined) {
      sql = this.build(manager).getQuery();
      this.sqlBySource.set(manager.connection, sql);
    }
    return sql;
  }

  run(manager: EntityManager, parameters: Parameters): Promise<Row[]> {
    return queryRows<Row>(manager, this.sql(manager), parameters);
  }
}
