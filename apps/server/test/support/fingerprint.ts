import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * A digest of every application table's contents (row count and an md5 of all rows), to show
 * that a request changed nothing. Cheap on a test database of a few hundred rows.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  const tables = rowsOf(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => String(row.table_name));
  const perTable = tables.map(
    (table) => `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`,
  );
  const rows = rowsOf(await db.execute(sql.raw(perTable.join(' union all '))));
  return rows.map((row) => `${String(row.t)}:${String(row.n)}:${String(row.h)}`).join('\n');
}

/**
 * The next transaction id the database will hand out. Any write takes a transaction id, so when
 * this has not moved, no table can have changed, and the full fingerprint need not be taken.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  return String(rowsOf(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`))[0]!.next);
}

/** The tables whose digests differ, to say what a request changed. */
export function changedTables(before: string, after: string): string[] {
  const earlier = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !earlier.has(line))
    .map((line) => line.split(':')[0]!);
}
