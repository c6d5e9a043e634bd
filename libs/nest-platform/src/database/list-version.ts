import type { EntityManager } from 'typeorm';

/**
 * A version number per list, moved by deferred triggers in the same transaction as any change of what the list shows: a page cached at
 * version `v` is as fresh as a new one until it moves, on every replica. Why deferred constraint triggers never deadlock:
 * libs/nest-platform/README.md, 'List versions'.
 */
export const LIST_VERSION_TABLE = 'versao_lista';

/** A table a list shows, and what in it moves the list's version. */
export interface ListVersionSource {
  table: string;
  /** Only an UPDATE that changes one of these columns moves the version (e.g. a student's name, not its flags); any change when omitted. */
  columns?: string[];
  /** Inserted rows alone show nothing (a new student is in no class yet): only UPDATE and DELETE move the version. */
  ignoreInserts?: boolean;
}

const functionName = (list: string) => `versao_lista_${list}`;
const triggerName = (list: string) => `versao_lista_${list}`;
/** The transaction-local flag: this transaction already moved the version. */
const movedFlag = (list: string) => `treina.versao_lista_${list}`;

/** The statements that create the version of `list` (and versao_lista when missing) and the triggers on every source table. */
export function listVersionUpSql(list: string, sources: ListVersionSource[]): string[] {
  const name = functionName(list);
  const trigger = triggerName(list);
  const perTable = sources.flatMap(({ table, columns, ignoreInserts }) => {
    const changed = columns?.length
      ? columns.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ')
      : 'OLD.* IS DISTINCT FROM NEW.*';
    return [
      `CREATE CONSTRAINT TRIGGER ${trigger}_update AFTER UPDATE ON ${table} DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${name}()`,
      `CREATE CONSTRAINT TRIGGER ${trigger}_change AFTER ${ignoreInserts ? 'DELETE' : 'INSERT OR DELETE'} ON ${table} DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      // TRUNCATE has no row trigger (nor a deferred one); it locks the whole table anyway.
      `CREATE TRIGGER ${trigger}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    ];
  });
  return [
    `CREATE TABLE IF NOT EXISTS ${LIST_VERSION_TABLE} (
       lista text NOT NULL,
       versao bigint NOT NULL DEFAULT 0,
       CONSTRAINT ${LIST_VERSION_TABLE}_pkey PRIMARY KEY (lista)
     )`,
    `INSERT INTO ${LIST_VERSION_TABLE} (lista) VALUES ('${list}') ON CONFLICT (lista) DO NOTHING`,
    listVersionFunctionSql(list),
    ...perTable,
  ];
}

/**
 * The trigger function that moves `list`'s version once per transaction. Before its own row it locks those of every list that sorts
 * before it, so writers moving several lists take them in one order and never deadlock. `CREATE OR REPLACE`: a later migration adding a
 * list updates the earlier ones.
 */
export function listVersionFunctionSql(list: string): string {
  return `CREATE OR REPLACE FUNCTION ${functionName(list)}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF current_setting('${movedFlag(list)}', true) IS DISTINCT FROM 'sim' THEN
         PERFORM 1 FROM ${LIST_VERSION_TABLE} WHERE lista < '${list}' ORDER BY lista FOR NO KEY UPDATE;
         UPDATE ${LIST_VERSION_TABLE} SET versao = versao + 1 WHERE lista = '${list}';
         PERFORM set_config('${movedFlag(list)}', 'sim', true);
       END IF;
       RETURN NULL;
     END $$`;
}

/** The statements that remove the version of `list` and its triggers (versao_lista goes with its last list). */
export function listVersionDownSql(list: string, tables: string[]): string[] {
  const trigger = triggerName(list);
  return [
    ...tables.flatMap((table) => ['update', 'change', 'truncate'].map((kind) => `DROP TRIGGER IF EXISTS ${trigger}_${kind} ON ${table}`)),
    `DROP FUNCTION IF EXISTS ${functionName(list)}()`,
    `DELETE FROM ${LIST_VERSION_TABLE} WHERE lista = '${list}'`,
    `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM ${LIST_VERSION_TABLE}) THEN DROP TABLE ${LIST_VERSION_TABLE}; END IF; END $$`,
  ];
}

/** The committed version of `list`, as text (a bigint). */
export async function readListVersion(manager: EntityManager, list: string): Promise<string> {
  const rows = (await manager.query(`SELECT versao::text AS versao FROM ${LIST_VERSION_TABLE} WHERE lista = $1`, [list])) as {
    versao: string;
  }[];
  return rows[0]?.versao ?? '';
}
