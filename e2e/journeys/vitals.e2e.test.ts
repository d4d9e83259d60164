import type { AdminVitals } from '@yatrika/contract/vitals';
import { adminToken, call } from '../support/api.ts';
import { expect, openContext, phone, test } from '../support/test.ts';

test("a page view sampled for speed sends its Core Web Vitals as the traveller leaves, named by its route pattern, and the operator's summary counts them", async ({ browser, site }) => {
  const admin = await adminToken(site);
  const samplesOf = async (page: string) => {
    const { summaries } = await call<AdminVitals>(site, 'GET', '/api/admin/vitals', { token: admin });
    return summaries.find((summary) => summary.page === page && summary.metric === 'TTFB')?.samples ?? 0;
  };
  const before = await samplesOf('/destinations/:category');

  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    // The site measures a share of page views (VITALS_SAMPLE_RATE): this browser's dice always say yes.
    await context.addInitScript(() => {
      Math.random = () => 0;
    });
    const page = await context.newPage();
    await page.goto('/destinations/religious');
    await page.getByRole('heading', { name: 'Religious Tours' }).waitFor();
    // The reporter comes once the page has loaded and the browser is idle.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/vitals-reporter')));
    await page.getByRole('heading', { name: 'Religious Tours' }).click();
    // Leaving hides the page: its batch goes by beacon.
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
  await expect.poll(() => samplesOf('/destinations/:category'), { timeout: 15_000 }).toBe(before + 1);
  const { summaries } = await call<AdminVitals>(site, 'GET', '/api/admin/vitals', { token: admin });
  // Never the address visited: only the pattern.
  expect(summaries.some((summary) => summary.page.includes('religious'))).toBe(false);
});
