// How a page the server serves tells the web app what share of page views to measure for the
// operator's "Real visitors' speed" (VITALS_SAMPLE_RATE, decision 053):
// `<meta name="yatrika-vitals-sample-rate" content="0.25">` in its <head>. No zod here: the web
// app reads it in its entry chunk, on every page.

export const VITALS_SAMPLE_RATE_META = 'yatrika-vitals-sample-rate';

/**
 * Whether this page view is measured: `rate` is the meta's content (a share from 0 to 1), `roll`
 * a random number in [0, 1). No meta (the development server's pages), or anything but a number
 * from 0 to 1, measures nothing.
 */
export function isSampled(rate: string | null | undefined, roll: number): boolean {
  const share = rate ? Number(rate) : 0;
  return share > 0 && share <= 1 && roll < share;
}

/**
 * A quarter of page views unless VITALS_SAMPLE_RATE says otherwise: within a week enough for a
 * 75th percentile on the pages travellers use, while three visitors in four never download the
 * measuring script.
 */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.25;
