import type { VitalMeasurement, VitalsBatchRequest } from '@yatrika/contract/vitals';
import { isVitalName, isVitalPage, vitalMaximums } from '@yatrika/contract/vitals-rules';

/**
 * What of a batch is kept: its measurements of a known metric with a finite value from 0 to that
 * metric's maximum, each metric once (a page view has one of each; the first counts). A page that is
 * not a route pattern (a concrete address, a query, anything longer than a pattern can be) keeps
 * nothing: it might name a person's booking. Everything else a measurement carries is left behind.
 */
export function measurementsToKeep(batch: VitalsBatchRequest): { page: string; measurements: VitalMeasurement[] } {
  if (!isVitalPage(batch.page)) return { page: batch.page, measurements: [] };
  const measurements: VitalMeasurement[] = [];
  for (const entry of batch.metrics) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, value } = entry as { name?: unknown; value?: unknown };
    if (!isVitalName(name) || typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (value < 0 || value > vitalMaximums[name]) continue;
    if (measurements.some((kept) => kept.name === name)) continue;
    measurements.push({ name, value });
  }
  return { page: batch.page, measurements };
}
