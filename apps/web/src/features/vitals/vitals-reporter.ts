import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { pagePatternOf } from './page-pattern.ts';
import { sendVitals } from './send-vitals.ts';
import { createVitalsBatch } from './vitals-batch.ts';

/**
 * Measures this page view's Core Web Vitals with web-vitals and sends them as one batch when the
 * page is hidden (decision 053). Loaded only for the page views sampled (start-vitals.ts). The
 * page is the pattern of the address the page was loaded at: LCP, FCP and TTFB are the load's,
 * and the browser's CLS and INP cover the whole visit, as in Google's own field data.
 */
export function reportVitals(loadedAt: string): void {
  const batch = createVitalsBatch(pagePatternOf(loadedAt), sendVitals);
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(batch.add);
  // Added after web-vitals' own listeners, so the values it settles as the page is hidden are in the batch it sends.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  // Safari does not always say the page is hidden when it is left.
  addEventListener('pagehide', batch.flush);
}
