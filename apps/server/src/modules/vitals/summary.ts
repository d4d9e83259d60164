import type { VitalSummary } from '@yatrika/contract/vitals';
import { vitalNames, vitalRating } from '@yatrika/contract/vitals-rules';
import { gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webVitals } from '../../db/schema/vitals.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 75th percentile of each page's and metric's values since `days` ago (Google's figure for a
 * page: three visits in four were at least this fast), with how many values it is of and its
 * rating. `percentile_cont` interpolates between the two nearest values, on PostgreSQL and PGlite
 * alike. The busiest page first, each page's metrics in the contract's order.
 */
export async function summariseVitals(db: Executor, days: number, now: Date = new Date()): Promise<{ from: Date; summaries: VitalSummary[] }> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({
      page: webVitals.page,
      metric: webVitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.recordedAt, from))
    .groupBy(webVitals.page, webVitals.metric);

  const samplesPerPage = new Map<string, number>();
  for (const row of rows) samplesPerPage.set(row.page, (samplesPerPage.get(row.page) ?? 0) + row.samples);
  const summaries = rows
    .map((row) => ({ ...row, rating: vitalRating(row.metric, row.p75) }))
    .sort(
      (a, b) =>
        samplesPerPage.get(b.page)! - samplesPerPage.get(a.page)! ||
        a.page.localeCompare(b.page) ||
        vitalNames.indexOf(a.metric) - vitalNames.indexOf(b.metric),
    );
  return { from, summaries };
}
