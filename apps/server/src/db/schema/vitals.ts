import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampMs } from './columns.ts';

/**
 * Core Web Vitals measured in travellers' browsers (decision 053), one row per measurement: the
 * page's route pattern, the metric and its value, and the hour it arrived. Nothing names a person:
 * no account, no address, no concrete URL, no browser; the hour, not the moment, so a row cannot be
 * matched to a request log line. Written only by modules/vitals, which deletes rows after 30 days.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: id(),
    /** The route pattern, e.g. `/tours/:tourId/:slug` (the contract's isVitalPage). */
    page: text('page').notNull(),
    metric: text('metric', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    /** Milliseconds, or CLS's score. */
    value: doublePrecision('value').notNull(),
    /** The hour the measurement arrived (truncated). */
    recordedAt: timestampMs('recorded_at').notNull(),
  },
  (t) => [
    // The summary's window and the retention job's delete both read by time.
    index('web_vitals_recorded_at_idx').on(t.recordedAt),
    check('web_vitals_metric_check', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('web_vitals_value_check', sql`${t.value} >= 0 and ${t.value} <= 120000`),
  ],
);

export type WebVitalRow = typeof webVitals.$inferSelect;
