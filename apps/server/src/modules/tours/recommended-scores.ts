import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/types.ts';

export const RECOMMENDED_SCORES_JOB = 'recommended-scores';

/**
 * Brings every tour's recommended score up to date (decision 028; the score and its rules are the
 * database's own, migration 0029, so a list and this job can never disagree on them). Answers how
 * many tours changed; none changed writes nothing, so the lists in memory stay.
 */
export async function refreshRecommendedScores(db: Database): Promise<{ changed: number }> {
  const result = (await db.execute(sql`select yatrika_refresh_recommended_scores() as changed`)) as unknown as { rows: Array<{ changed: number | string }> };
  // The same run lets a "from ₹X" go back up once its lower date price has passed (decision 031).
  await db.execute(sql`select yatrika_refresh_date_price_floors()`);
  return { changed: Number(result.rows[0]?.changed ?? 0) };
}

/** Runs on one instance at a time, every RECOMMENDED_INTERVAL_SECONDS (or when an operator asks). */
export const recommendedScoresJob = (db: Database) =>
  defineJob<unknown>({
    name: RECOMMENDED_SCORES_JOB,
    run: () => refreshRecommendedScores(db),
  });
