import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverPackageRoot } from '../lib/package-root.ts';
import type { Executor } from './client.ts';

let newestShipped: number | undefined;

/** The newest migration this code ships: its journal's last `when`, as Drizzle records it in `created_at`. */
function newestShippedMigration(): number {
  if (newestShipped === undefined) {
    const journalFile = path.join(serverPackageRoot(), 'src/db/migrations/meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
    newestShipped = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/**
 * Whether the database has every migration this code ships, in one small query (Drizzle's own
 * record of applied migrations): what an instance's readiness asks, and also proof the database answers.
 * An instance started before `npm run db:migrate` ran elsewhere is not ready until it has.
 */
export async function migrationsApplied(db: Executor): Promise<boolean> {
  try {
    const result = (await db.execute(sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { latest: string }[];
    };
    return Number(result.rows[0]?.latest ?? 0) >= newestShippedMigration();
  } catch (error) {
    // No record at all (no schema, no table): never migrated. Anything else is the database's trouble.
    const code = (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ?? (error as { code?: unknown }).code;
    if (code === '3F000' || code === '42P01') return false;
    throw error;
  }
}
