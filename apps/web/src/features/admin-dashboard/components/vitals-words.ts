import type { VitalName } from '@yatrika/contract/vitals-rules';

/**
 * A 75th percentile as the operator reads it: times in milliseconds below a second ("180 ms"),
 * in seconds above ("2.41 s"); CLS is a score without a unit ("0.05").
 */
export function vitalValueWords(metric: VitalName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** "25%" of page views measured; "every" at 1. */
export function sampleRateWords(rate: number): string {
  return rate >= 1 ? 'every page view' : `${Number((rate * 100).toFixed(2))}% of page views`;
}
