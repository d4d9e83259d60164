import type { VitalMeasurement } from '@yatrika/contract/vitals';
import type { Executor } from '../../db/client.ts';
import { webVitals } from '../../db/schema/vitals.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The hour a moment falls in: rows say when to the hour, so none can be matched to a request's log line. */
export const hourOf = (moment: Date) => new Date(Math.floor(moment.getTime() / HOUR_MS) * HOUR_MS);

/** Stores one page view's measurements, one row each, stamped with the hour they arrived. */
export async function recordMeasurements(db: Executor, page: string, measurements: VitalMeasurement[], now: Date = new Date()): Promise<void> {
  if (measurements.length === 0) return;
  const recordedAt = hourOf(now);
  await db.insert(webVitals).values(measurements.map((measurement) => ({ page, metric: measurement.name, value: measurement.value, recordedAt })));
}
