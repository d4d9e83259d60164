import { z } from './zod.ts';
import { isoDateTime } from './common.ts';
import { vitalNames, vitalRatings } from './vitals-rules.ts';

/**
 * `POST /api/vitals`: one page view's measurements, sent by the browser as it is hidden. Liberal:
 * anything else a measurement carries (`id`, `delta`, `rating`…) is ignored, and a measurement the
 * server does not keep (an unknown name, a value out of range) is dropped, not refused. The web app
 * sends `text/plain` (what `navigator.sendBeacon` sends for a string); `application/json` is read too.
 */
export const vitalsBatchRequest = z.object({
  /** The route pattern of the page, e.g. `/tours/:tourId/:slug`. */
  page: z.string().max(500),
  metrics: z.array(z.unknown()).max(20),
});
export type VitalsBatchRequest = z.infer<typeof vitalsBatchRequest>;

/** One measurement as the web app sends it. */
export interface VitalMeasurement {
  name: (typeof vitalNames)[number];
  value: number;
}

const vitalSummary = z.object({
  page: z.string(),
  metric: z.enum(vitalNames),
  /** The 75th percentile of the window's values: milliseconds, or CLS's score. */
  p75: z.number(),
  samples: z.number().int(),
  rating: z.enum(vitalRatings),
});
export type VitalSummary = z.infer<typeof vitalSummary>;

/** `GET /api/admin/vitals`: the last days' 75th percentile per page and metric, busiest page first. */
export const adminVitalsResponse = z.object({
  from: isoDateTime,
  to: isoDateTime,
  /** The share of page views measured (VITALS_SAMPLE_RATE), 0 to 1. */
  sampleRate: z.number(),
  summaries: z.array(vitalSummary),
});
export type AdminVitals = z.infer<typeof adminVitalsResponse>;
