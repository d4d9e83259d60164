import { stateOfLocation } from '@yatrika/contract/indian-states';
import type { Tour } from '@yatrika/contract/tours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTourDetails } from '../src/boot/seed/catalogue-details.ts';
import { demoTours } from '../src/boot/seed/catalogue.ts';
import { tours } from '../src/db/schema/tours.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { searchRelevanceSet } from './support/search-relevance-set.ts';

// The relevance of the travellers' search, measured (decision 026): on the demo catalogue's tours
// (their words only: pictures and reviews say nothing to the search), each query of the set must
// put one of its tours in the first three.

/** The share of queries that must find a right tour in the first three; the report names the others. */
const REQUIRED_SHARE = 0.95;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(tours).values(
    demoTours.map((tour) => ({
      title: tour.title,
      description: tour.description,
      category: tour.category,
      location: tour.location,
      state: stateOfLocation(tour.location),
      highlights: demoTourDetails[tour.title]?.highlights ?? [],
      pricePaise: tour.rupees * 100,
    })),
  );
});
afterAll(() => t.close());

describe('search relevance on the demo catalogue', () => {
  it(`finds a right tour in the first three for at least ${REQUIRED_SHARE * 100}% of ${searchRelevanceSet.length} queries`, async () => {
    const misses: string[] = [];
    for (const { query, expected } of searchRelevanceSet) {
      const response = await t.app.inject({ method: 'GET', url: `/api/routes/destinations?q=${encodeURIComponent(query)}&limit=3` });
      expect(response.statusCode, query).toBe(200);
      const titles = (response.json() as Tour[]).map((tour) => tour.title);
      if (!titles.some((title) => expected.includes(title))) misses.push(`"${query}": ${titles.join(' · ') || 'nothing'} (expected ${expected.join(' or ')})`);
    }
    const found = searchRelevanceSet.length - misses.length;
    console.log(`Search relevance: ${found} of ${searchRelevanceSet.length} queries find a right tour in the top 3.${misses.map((miss) => `\n  missed ${miss}`).join('')}`);
    expect(found / searchRelevanceSet.length, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it('names only tours of the demo catalogue', () => {
    const titles = new Set(demoTours.map((tour) => tour.title));
    for (const { expected } of searchRelevanceSet) for (const title of expected) expect(titles, title).toContain(title);
  });
});
