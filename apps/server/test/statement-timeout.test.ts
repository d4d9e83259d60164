import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createEmptyPostgresDatabase } from './support/database.ts';

/**
 * No query may hold a PostgreSQL connection for long: the server cancels any statement past
 * DATABASE_STATEMENT_TIMEOUT_MS and the connection goes on serving. (Embedded PGlite runs a
 * query to its end on the server's own thread and cannot interrupt it: docs/performance.md.)
 */
describe.runIf(process.env.DB_KIND === 'postgres')('the statement timeout', () => {
  it('cancels a statement that runs longer, and the pool keeps working', async () => {
    const empty = await createEmptyPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: empty.url, statementTimeoutMs: 200, poolSize: 1, onIdleError: () => {} });
    try {
      const error = await handle.db.execute(sql`select pg_sleep(5)`).then(
        () => undefined,
        (failure: { code?: string; cause?: { code?: string } }) => failure,
      );
      // SQLSTATE 57014: query_canceled, "canceling statement due to statement timeout".
      expect(error?.cause?.code ?? error?.code).toBe('57014');
      const result = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await empty.drop();
    }
  });
});
