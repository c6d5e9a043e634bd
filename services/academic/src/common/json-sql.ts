/**
 * A timestamp column as JSON.stringify writes a JS Date (UTC, milliseconds, 'Z'), for JSON that
 * PostgreSQL builds: the answers read the same as when the rows were turned into objects here.
 */
export const isoTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
