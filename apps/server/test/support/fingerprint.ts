import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * What every application table holds, in one cheap query: its row count and the newest
 * transaction id among its rows (`xmin`). An insert or update writes a row version with a newer
 * `xmin`, and a delete lowers the count, so any committed change shows here; a request that
 * wrote nothing leaves it as it was.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  const rows = rowsOf(await db.execute(sql.raw(await fingerprintQuery(db))));
  return rows.map((row) => `${String(row.t)}:${String(row.n)}:${String(row.x)}`).join('\n');
}

/**
 * The query over every table, written once per database: the tables do not change while a test
 * runs, and reading the catalogue again before each of the thousands of requests the hostile
 * input properties send took about an eighth of their time.
 */
const fingerprintQueries = new WeakMap<Database, Promise<string>>();
function fingerprintQuery(db: Database): Promise<string> {
  let query = fingerprintQueries.get(db);
  if (!query) {
    query = db
      .execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
      .then((result) =>
        rowsOf(result)
          .map((row) => `select '${String(row.table_name)}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from "${String(row.table_name)}"`)
          .join(' union all '),
      );
    fingerprintQueries.set(db, query);
  }
  return query;
}

/** The tables whose fingerprints differ, to say what a request changed. */
export function changedTables(before: string, after: string): string[] {
  const earlier = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !earlier.has(line))
    .map((line) => line.split(':')[0]!);
}
