import type { EntityManager } from 'typeorm';

/**
 * Exact row counts kept by statement-level triggers (transition tables) in the same transaction, for lists whose unnarrowed total would
 * count every row on every page: one row per table and group, zeroed by TRUNCATE, groups locked in order so writers queue instead of
 * deadlocking. See docs/decisions/0007-list-count-cache.md.
 */
export const ROW_COUNT_TABLE = 'contagem_linhas';

export interface RowCounter {
  /** The counted table. */
  table: string;
  /** SQL over the table's columns whose value (as text) groups the count; one count when omitted. */
  group?: string;
}

const functionName = (table: string) => `contagem_linhas_${table}`;

/** The statements that create the counter of `counter.table` (and `contagem_linhas` when missing) and count the rows already there. */
export function rowCounterUpSql({ table, group }: RowCounter): string[] {
  const groupOf = group ? `coalesce((${group})::text, '')` : `''`;
  const change = (rows: string, sign: 1 | -1) => `SELECT ${groupOf} AS grupo, ${sign} AS linhas FROM ${rows}`;
  const apply = (changes: string) => `
      INSERT INTO ${ROW_COUNT_TABLE} AS c (tabela, grupo, linhas)
      SELECT TG_TABLE_NAME, d.grupo, sum(d.linhas) FROM (${changes}) d GROUP BY d.grupo HAVING sum(d.linhas) <> 0 ORDER BY d.grupo
      ON CONFLICT (tabela, grupo) DO UPDATE SET linhas = c.linhas + excluded.linhas;`;
  const name = functionName(table);
  return [
    `CREATE TABLE IF NOT EXISTS ${ROW_COUNT_TABLE} (
       tabela text NOT NULL,
       grupo text NOT NULL,
       linhas bigint NOT NULL,
       CONSTRAINT ${ROW_COUNT_TABLE}_pkey PRIMARY KEY (tabela, grupo)
     )`,
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         UPDATE ${ROW_COUNT_TABLE} SET linhas = 0 WHERE tabela = TG_TABLE_NAME AND linhas <> 0;
       ELSIF TG_OP = 'INSERT' THEN ${apply(change('novas', 1))}
       ELSIF TG_OP = 'DELETE' THEN ${apply(change('antigas', -1))}
       ELSE ${apply(`${change('novas', 1)} UNION ALL ${change('antigas', -1)}`)}
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    // Only a grouped count moves on an UPDATE (a row changing group).
    ...(group
      ? [
          `CREATE TRIGGER ${name}_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
             FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
        ]
      : []),
    `CREATE TRIGGER ${name}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    `DELETE FROM ${ROW_COUNT_TABLE} WHERE tabela = '${table}'`,
    `INSERT INTO ${ROW_COUNT_TABLE} (tabela, grupo, linhas) SELECT '${table}', ${groupOf}, count(*) FROM ${table} GROUP BY 2`,
  ];
}

/** The statements that remove the counter of `table` (contagem_linhas goes with its last counter). */
export function rowCounterDownSql(table: string): string[] {
  const name = functionName(table);
  return [
    `DROP TRIGGER IF EXISTS ${name}_insert ON ${table}`,
    `DROP TRIGGER IF EXISTS ${name}_delete ON ${table}`,
    `DROP TRIGGER IF EXISTS ${name}_update ON ${table}`,
    `DROP TRIGGER IF EXISTS ${name}_truncate ON ${table}`,
    `DROP FUNCTION IF EXISTS ${name}()`,
    `DELETE FROM ${ROW_COUNT_TABLE} WHERE tabela = '${table}'`,
    `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM ${ROW_COUNT_TABLE}) THEN DROP TABLE ${ROW_COUNT_TABLE}; END IF; END $$`,
  ];
}

/** The committed number of rows of `table` (in `group`, its grouping expression's value as text, e.g. 'true'). */
export async function countedRows(manager: EntityManager, table: string, group = ''): Promise<number> {
  const rows = (await manager.query(`SELECT linhas::int AS linhas FROM ${ROW_COUNT_TABLE} WHERE tabela = $1 AND grupo = $2`, [
    table,
    group,
  ])) as { linhas: number }[];
  return rows[0]?.linhas ?? 0;
}
