import { VITALS_SAMPLE_RATE_META, isSampled } from '@yatrika/contract/vitals-sampling';

/**
 * Real visitors' speed (decision 053), the part in the entry script every page loads: a few lines.
 * The page's <head> says what share of page views to measure (VITALS_SAMPLE_RATE); this one is
 * measured or not by a roll of the dice. A measured one loads the reporter and the web-vitals
 * library once the page has loaded and the browser is idle, so neither competes with the page
 * for the network or the main thread; the library reads what happened before it came from the
 * browser's own records (buffered performance entries).
 */
export function startVitals(): void {
  const rate = document.querySelector(`meta[name="${VITALS_SAMPLE_RATE_META}"]`)?.getAttribute('content');
  if (!isSampled(rate, Math.random())) return;
  // The address the page was loaded at: its pattern is the page the measurements are of.
  const loadedAt = location.pathname;
  const report = () => void import('./vitals-reporter.ts').then((reporter) => reporter.reportVitals(loadedAt), () => {});
  // Where there is no requestIdleCallback (Safari), a moment after the load instead.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(report, { timeout: 10_000 }) : setTimeout(report, 2_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
