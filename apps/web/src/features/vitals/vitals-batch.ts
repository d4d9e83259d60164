import type { VitalMeasurement } from '@yatrika/contract/vitals';

/** What the batch needs of a web-vitals metric. */
export interface ReportedMetric {
  name: VitalMeasurement['name'];
  value: number;
  /** Unique to one page view's measurement of one metric (a page restored from the back/forward cache gets new ones). */
  id: string;
}

/**
 * One page view's measurements, sent together in one request when the page is hidden. A metric
 * reported again before then (web-vitals reports LCP as larger paints come) replaces its value;
 * once sent, a measurement is never sent again, so the server counts each page view once. A page
 * restored from the back/forward cache is a new view: its new measurements go in the next send.
 */
export function createVitalsBatch(page: string, send: (body: string) => void) {
  const pending = new Map<string, VitalMeasurement>();
  const sent = new Set<string>();
  return {
    add(metric: ReportedMetric): void {
      if (sent.has(metric.id)) return;
      pending.set(metric.id, { name: metric.name, value: metric.value });
    },
    flush(): void {
      if (pending.size === 0) return;
      const metrics = [...pending.values()];
      for (const id of pending.keys()) sent.add(id);
      pending.clear();
      send(JSON.stringify({ page, metrics }));
    },
  };
}
