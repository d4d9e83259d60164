import { VITALS_KEPT_DAYS } from '@yatrika/contract/vitals-rules';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webVitals } from '../../db/schema/vitals.ts';
import { defineJob } from '../../jobs/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const VITALS_RETENTION_JOB = 'vitals-retention';
/** Once a day is enough: the screen reads only the last week, and a day's extra rows cost nothing. */
export const VITALS_RETENTION_EVERY_MS = DAY_MS;

/** Deletes measurements older than VITALS_KEPT_DAYS; answers how many went. Safe to run twice. */
export async function deleteOldVitals(db: Database, now: Date): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - VITALS_KEPT_DAYS * DAY_MS);
  const deleted = await db.delete(webVitals).where(lt(webVitals.recordedAt, before)).returning({ id: webVitals.id });
  return { deleted: deleted.length };
}

export const vitalsRetentionJob = (db: Database) => defineJob<unknown>({ name: VITALS_RETENTION_JOB, run: (_payload, { now }) => deleteOldVitals(db, now) });
