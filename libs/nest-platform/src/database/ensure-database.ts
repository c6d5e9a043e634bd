import pg from 'pg';

/** Splits `postgres://host/db` into the server URL (on its `postgres` database) and the db name. */
export function splitDatabaseUrl(url: string): { serverUrl: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`Nome de banco inválido em ${url}`);
  parsed.pathname = '/postgres';
  return { serverUrl: parsed.toString(), database };
}

/** Creates the database of `url` if it does not exist yet (start-up scripts and tests). */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { serverUrl, database } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${database}"`);
    } catch (error) {
      // Another process created it between the check and the create.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return true;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const { serverUrl, database } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
