import { createHash } from 'node:crypto';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Runs one hand-written SQL statement, for the measured exceptions to the entities and QueryBuilder (see this lib's README): parameters are
 * named (`:id`, `:...ids` for a list), as in QueryBuilder, and bound by TypeORM's driver, so nothing depends on the order of an array;
 * `Row` is the shape the statement returns, declared beside it (an UPDATE or DELETE … RETURNING answers its returned rows too).
 */
export async function queryRows<Row extends ObjectLiteral>(
  manager: EntityManager,
  sql: string,
  parameters: ObjectLiteral = {},
  statementName?: string,
): Promise<Row[]> {
  const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, parameters);
  // A name makes it a named prepared statement (node-postgres' query config): parsed and planned
  // once per connection. TypeORM hands the query through to the driver as it is.
  const query = statementName ? ({ name: statementName, text } as unknown as string) : text;
  const result: unknown = await manager.query(query, values);
  // TypeORM's PostgreSQL driver answers an UPDATE or DELETE as [rows, affected count]; rows are never arrays.
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as Row[];
  return result as Row[];
}

/**
 * The name a statement is prepared under on each connection (node-postgres' query config): derived
 * from its text, so one text is one prepared statement. A text with a `:...list` has none: its
 * length changes the text (one placeholder per element), and each length would stay prepared.
 */
export function preparedStatementName(sql: string): string | undefined {
  return sql.includes(':...') ? undefined : `treina_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

/**
 * A hand-written statement a hot path runs over and over (a consumer's per-event work), run as a named prepared statement: PostgreSQL
 * parses it once per connection and plans it once when its generic plan is as cheap. Its text must not change with the parameters' values.
 */
export class HotStatement<Row extends ObjectLiteral, Parameters extends ObjectLiteral = ObjectLiteral> {
  private readonly name: string | undefined;

  constructor(readonly sql: string) {
    this.name = preparedStatementName(sql);
  }

  run(manager: EntityManager, parameters: Parameters): Promise<Row[]> {
    return queryRows<Row>(manager, this.sql, parameters, this.name);
  }
}

/**
 * A QueryBuilder whose SQL is built once per data source, then run through queryRows with each call's named parameters: TypeORM would
 * rebuild the text on every run, which hot paths paid several times per request. The builder stays the query's one description; `build`
 * must not depend on the parameters' values (each variant gets its own PreparedQuery).
 */
export class PreparedQuery<Row extends ObjectLiteral, Parameters extends ObjectLiteral> {
  /** Per data source: the statement's text and the name it is prepared under (none for a `:...list`). */
  private readonly statements = new WeakMap<object, { sql: string; name: string | undefined }>();

  constructor(private readonly build: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>) {}

  /** The statement's text, with its named parameters (`:name`, `:...list`) still in it. */
  sql(manager: EntityManager): string {
    return this.statement(manager).sql;
  }

  /**
   * Runs it as a named prepared statement: parsed once per connection, planned once when a generic plan costs no more. A statement with a
   * list (`:...ids`) changes its text with the list's length and stays unnamed.
   */
  run(manager: EntityManager, parameters: Parameters): Promise<Row[]> {
    const { sql, name } = this.statement(manager);
    return queryRows<Row>(manager, sql, parameters, name);
  }

  private statement(manager: EntityManager): { sql: string; name: string | undefined } {
    let statement = this.statements.get(manager.connection);
    if (statement === undefined) {
      const sql = this.build(manager).getQuery();
      statement = { sql, name: preparedStatementName(sql) };
      this.statements.set(manager.connection, statement);
    }
    return statement;
  }
}
