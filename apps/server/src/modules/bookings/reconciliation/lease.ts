import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { jobLeases } from '../../../db/schema/jobs.ts';

/**
 * One instance at a time: the lease row is claimed by a conditional update, which PostgreSQL
 * serialises on the row and PGlite runs alone, so two instances never both win. A holder that
 * crashes simply lets its lease run out; the work itself is safe to repeat (see run.ts).
 */
export async function claimLease(db: Database, name: string, holder: string, ttlMs: number, now: Date): Promise<boolean> {
  await db.insert(jobLeases).values({ name }).onConflictDoNothing();
  const [claimed] = await db
    .update(jobLeases)
    .set({ holder, lockedUntil: new Date(now.getTime() + ttlMs), lastStartedAt: now })
    .where(and(eq(jobLeases.name, name), or(isNull(jobLeases.lockedUntil), lt(jobLeases.lockedUntil, now))))
    .returning({ name: jobLeases.name });
  return claimed !== undefined;
}

/** Gives the lease back and records what the run did. */
export async function releaseLease(db: Database, name: string, holder: string, summary: unknown, now: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ holder: null, lockedUntil: null, lastFinishedAt: now, lastSummary: summary })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

/** What the last completed run recorded, if any. */
export async function lastSummary(db: Database, name: string): Promise<unknown> {
  const [row] = await db.select({ summary: jobLeases.lastSummary }).from(jobLeases).where(eq(jobLeases.name, name));
  return row?.summary ?? null;
}
