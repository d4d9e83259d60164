// The Core Web Vitals a page view reports and how the operator's screen judges them (decision 053),
// without zod, so the server's answer and the dashboard read one rule.

/** Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, then First Contentful Paint and Time to First Byte. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

export const isVitalName = (name: unknown): name is VitalName => typeof name === 'string' && (vitalNames as readonly string[]).includes(name);

/**
 * Google's thresholds (web.dev/articles/vitals): a value up to `good` is good, above `poor` is
 * poor, in between needs improvement. Milliseconds, except CLS (a score without a unit).
 */
export const vitalThresholds: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest value kept for each metric: a phone that slept with the page open can report a paint
 * minutes late, and a value past these says more about the device than about the site.
 */
export const vitalMaximums: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  FCP: 120_000,
  TTFB: 120_000,
};

export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof vitalRatings)[number];

export function vitalRating(name: VitalName, value: number): VitalRating {
  const { good, poor } = vitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** How the operator's screen says each rating. */
export const vitalRatingWords: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** Each metric's name as the operator's screen spells it. */
export const vitalWords: Record<VitalName, string> = {
  LCP: 'Largest paint (LCP)',
  INP: 'Response to input (INP)',
  CLS: 'Layout shift (CLS)',
  FCP: 'First paint (FCP)',
  TTFB: 'First byte (TTFB)',
};

/**
 * A page is named by its route pattern (`/tours/:tourId/:slug`), never by the address visited: a
 * pattern names no tour, booking or person. Fixed segments are lower-case words (no digits, so an
 * id cannot pass for one), parameters `:name`; `*` is the app's "Page not found".
 */
export const VITAL_PAGE_MAX_LENGTH = 120;
const pagePattern = /^\/(?:(?:[a-z]+(?:-[a-z]+)*|:[A-Za-z]+)(?:\/(?:[a-z]+(?:-[a-z]+)*|:[A-Za-z]+)){0,7})?$/;
export const NOT_FOUND_PAGE = '*';
export const isVitalPage = (page: unknown): page is string =>
  typeof page === 'string' && page.length <= VITAL_PAGE_MAX_LENGTH && (page === NOT_FOUND_PAGE || pagePattern.test(page));

/** How long a measurement is kept, and the window the operator's screen summarises. */
export const VITALS_KEPT_DAYS = 30;
export const VITALS_SUMMARY_DAYS = 7;
