import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { CANCELLATION_POLICY_DATA_ID } from '@yatrika/contract/cancellation-policy';
import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import type { Tour } from '@yatrika/contract/tours';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tours } from '../../db/schema/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { itemAvailability, schemaOrgProblems } from '../../../test/support/schema-org.ts';
import { banTour, createTour } from '../../../test/support/tour-forms.ts';
import { insertTour } from '../../../test/support/tours.ts';

const SITE = 'https://yatrika.example.in';
const INDEX_HTML = `<!doctype html><html><head><meta name="description" content="Yatrika: discover, book and pay for tours across India." /><title>Yatrika — Travel with purpose</title></head><body><div id="root"></div></body></html>`;
const MISSING_ID = '5f0c1f7e-0000-4000-8000-000000000000';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'yatrika-public-tour-'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  t = await createTestApp({ publicUrl: SITE }, { webRoot: root });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The content of one <meta> of a page, read as a link preview reads it. */
function metaOf(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)].map(([text]) => text).find((text) => text.includes(`property="${key}"`) || text.includes(`name="${key}"`));
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
  return content?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

const scriptOf = (html: string, opening: string) => {
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  return JSON.parse(html.slice(start + opening.length, html.indexOf('</script>', start))) as Record<string, unknown>;
};
const structuredData = (html: string) => scriptOf(html, '<script type="application/ld+json">');
const firstScreenData = (html: string) => scriptOf(html, `<script type="application/json" id="${TOUR_DATA_ID}">`);

const pagePath = (tour: Tour, slug: string) => `/tours/${tour._id}/${slug}`;

describe('the public tour API', () => {
  it('answers an active tour to anyone, as the signed-in tour answer does', async () => {
    const tour = await createTour(t.app, admin);
    const traveller = await signUpTraveller(t.app);
    const visitor = await get(`/api/routes/tours/${tour._id}`, { accept: 'application/json' });
    expect(visitor.statusCode).toBe(200);
    const signedIn = await get(`/api/user/tours/${tour._id}`, { ...traveller.headers, accept: 'application/json' });
    expect(visitor.json()).toEqual(signedIn.json());
  });

  it.each([
    ['an unknown', async () => MISSING_ID],
    ['a malformed', async () => 'not-a-tour'],
    [
      'a banned',
      async () => {
        const tour = await createTour(t.app, admin);
        await banTour(t.app, admin, tour._id);
        return tour._id;
      },
    ],
  ])("answers 404 'Tour not found.' for %s tour", async (_kind, idOf) => {
    const response = await get(`/api/routes/tours/${await idOf()}`, { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Tour not found.' });
  });

  it("lists the tour's reviews to anyone, each author's last name as its initial", async () => {
    const tour = await createTour(t.app, admin);
    const traveller = await signUpTraveller(t.app, { firstname: 'Meera', lastname: 'Iyer' });
    const written = await t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: traveller.headers, payload: { tourId: tour._id, rating: 4, comment: 'Clear skies and a patient guide.' } });
    expect(written.statusCode).toBe(201);

    const response = await get(`/api/routes/tours/${tour._id}/reviews`, { accept: 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().reviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Clear skies and a patient guide.', user: { firstname: 'Meera', lastname: 'I.' } })]);
  });

  it('answers 400 for a malformed id and 404 for a banned tour on the reviews list', async () => {
    expect((await get('/api/routes/tours/nope/reviews', { accept: 'application/json' })).statusCode).toBe(400);
    const banned = await insertTour(t.db, { status: 'banned' });
    expect((await get(`/api/routes/tours/${banned.id}/reviews`, { accept: 'application/json' })).statusCode).toBe(404);
  });
});

describe('the public tour page', () => {
  it('writes its head: title, description, canonical, Open Graph, Twitter card, picture preload', async () => {
    const tour = await createTour(t.app, admin, { title: 'Kedarnath Yatra', location: 'Rudraprayag, Uttarakhand', pricePerPerson: '24999' });
    const response = await get(pagePath(tour, 'kedarnath-yatra'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const canonical = `${SITE}/tours/${tour._id}/kedarnath-yatra`;
    const preview = `${SITE}/media/${/^media\/(.+)\.webp$/.exec(tour.image)![1]}-preview.jpg`;

    expect(html).toContain('<title>Kedarnath Yatra, Rudraprayag, Uttarakhand · Yatrika</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaOf(html, 'description')).toMatch(/^₹24,999 per person, 1 day\. Six days through alpine meadows/);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(metaOf(html, 'og:url')).toBe(canonical);
    expect(metaOf(html, 'og:title')).toBe('Kedarnath Yatra');
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:image')).toBe(preview);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(preview);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/[0-9a-f-]+\.webp" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/);
  });

  it("sends the tour's answer and the cancellation policy's with the page, as the public API gives them", async () => {
    const tour = await createTour(t.app, admin, { title: 'Hampi Ruins Walk' });
    const html = (await get(pagePath(tour, 'hampi-ruins-walk'))).body;
    const api = await get(`/api/routes/tours/${tour._id}`, { accept: 'application/json' });
    expect(firstScreenData(html)).toEqual(api.json());
    const policy = await get('/api/routes/cancellation-policy', { accept: 'application/json' });
    expect(scriptOf(html, `<script type="application/json" id="${CANCELLATION_POLICY_DATA_ID}">`)).toEqual(policy.json());
  });

  it('writes the first screen into the page as plain HTML: picture, kind of trip, place, title, price and description', async () => {
    const tour = await createTour(t.app, admin, { title: 'Spiti Winter Drive', location: 'Kaza, Himachal Pradesh', category: 'adventure', pricePerPerson: '18500' });
    const html = (await get(pagePath(tour, 'spiti-winter-drive'))).body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('<h1 class="text-3xl leading-tight font-bold sm:text-4xl">Spiti Winter Drive</h1>');
    expect(root).toMatch(new RegExp(`<img src="/${tour.image}" srcset="[^"]+" sizes="[^"]+" alt="Spiti Winter Drive"[^>]* fetchpriority="high"`));
    expect(root).toContain('>Adventure</span>');
    expect(root).toContain('</svg>Kaza, Himachal Pradesh</span>');
    expect(root).toContain('href="/signup"');
    expect(root).toContain('₹18,500</span> per person');
    expect(root).toContain(`>${tour.description}</p>`);
    // Nothing in it needs a script: no buttons, no forms, only plain links.
    expect(root).not.toMatch(/<(button|form|input)\b/);
  });

  it("serves the preview picture it names: a 1200×630 JPEG made from the tour's picture, kept once made", async () => {
    const tour = await createTour(t.app, admin, { title: 'Rann Utsav' });
    const preview = metaOf((await get(pagePath(tour, 'rann-utsav'))).body, 'og:image')!;
    const first = await get(preview.replace(SITE, ''), { accept: 'image/*' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const again = await get(preview.replace(SITE, ''), { accept: 'image/*' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('previews a tour without a picture with the placeholder, also 1200×630', async () => {
    const row = await insertTour(t.db, { title: 'Picture To Come', image: null });
    const preview = metaOf((await get(`/tours/${row.id}/picture-to-come`)).body, 'og:image')!;
    expect(preview).toBe(`${SITE}/media/placeholder-preview.jpg`);
    const image = await get('/media/placeholder-preview.jpg', { accept: 'image/*' });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('answers 404 for the preview of a picture that is not stored', async () => {
    expect((await get(`/media/${MISSING_ID}-preview.jpg`, { accept: 'image/*' })).statusCode).toBe(404);
  });

  it("escapes an operator's title and description everywhere it writes them", async () => {
    const title = `</script><script>alert("x")</script> & 'co'`;
    const row = await insertTour(t.db, { title, description: '<img src=x onerror=alert(1)> "quoted"' });
    const response = await get(`/tours/${row.id}/script-script-alert-x-script-co`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(structuredData(html)?.name).toBe(title);
    expect(firstScreenData(html)?.title).toBe(title);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;');
    expect(html).toContain('>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h1>');
    expect(html).toContain('>&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;</p>');
  });

  it('moves a wrong or missing slug to the canonical address for good (301), keeping the query', async () => {
    const tour = await createTour(t.app, admin, { title: 'Goa Forts & Beaches' });
    const canonical = `/tours/${tour._id}/goa-forts-beaches`;
    for (const url of [`/tours/${tour._id}/old-name`, `/tours/${tour._id}`, `/tours/${tour._id}/Goa-Forts-Beaches`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(canonical);
    }
    expect((await get(`/tours/${tour._id}/x?utm_source=chat`)).headers.location).toBe(`${canonical}?utm_source=chat`);
    expect((await get(canonical)).statusCode).toBe(200);
  });

  it('answers the app with 404 and noindex for an unknown, malformed, banned or deleted tour', async () => {
    const banned = await createTour(t.app, admin, { title: 'Banned Trail' });
    await banTour(t.app, admin, banned._id);
    const deleted = await insertTour(t.db, { title: 'Gone Trail' });
    await t.db.delete(tours).where(eq(tours.id, deleted.id));
    for (const url of [`/tours/${MISSING_ID}/anything`, '/tours/not-an-id/x', `/tours/${banned._id}/banned-trail`, `/tours/${deleted.id}/gone-trail`, `/tours/${MISSING_ID}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      expect(response.body, url).not.toContain('og:title');
    }
  });
});

describe("the public tour page's structured data", () => {
  it('describes the tour as a TouristTrip with its itinerary, an Offer in INR and its AggregateRating, in schema.org terms only', async () => {
    const itinerary = [
      { day: 1, title: 'Haridwar to Guptkashi', details: 'Drive along the Ganga.' },
      { day: 2, title: 'Trek to Kedarnath', details: '' },
    ];
    const tour = await createTour(t.app, admin, { title: 'Kedarnath Trek', pricePerPerson: '18999.50', durationDays: '2', itinerary: JSON.stringify(itinerary) });
    const traveller = await signUpTraveller(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: traveller.headers, payload: { tourId: tour._id, rating: 5, comment: 'Unforgettable.' } });

    const data = structuredData((await get(pagePath(tour, 'kedarnath-trek'))).body)!;
    expect(schemaOrgProblems(data)).toEqual([]);
    const url = `${SITE}/tours/${tour._id}/kedarnath-trek`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['TouristTrip', 'Product'],
      name: 'Kedarnath Trek',
      url,
      offers: { '@type': 'Offer', price: 18999.5, priceCurrency: 'INR', availability: 'https://schema.org/InStock', url },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Day 1: Haridwar to Guptkashi', description: 'Drive along the Ganga.' },
          { '@type': 'ListItem', position: 2, name: 'Day 2: Trek to Kedarnath' },
        ],
      },
    });
    expect(data.image).toEqual([expect.stringMatching(/^https:\/\/yatrika\.example\.in\/media\/.+-preview\.jpg$/), `${SITE}/${tour.image}`]);
    expect(itemAvailability).toContain((data.offers as { availability: string }).availability);
  });

  it('leaves out the rating before the first review and the itinerary while there is none', async () => {
    const tour = await createTour(t.app, admin, { title: 'Quiet Backwaters' });
    const data = structuredData((await get(pagePath(tour, 'quiet-backwaters'))).body)!;
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('itinerary');
  });

  it('offers a tour no date of which can be booked as SoldOut', async () => {
    const today = todayInIndia();
    const row = await insertTour(t.db, { title: 'Closed Season', closedRanges: [{ from: today, to: addDays(today, 400) }] });
    const data = structuredData((await get(`/tours/${row.id}/closed-season`)).body)!;
    expect((data.offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
  });

  it('catches a property schema.org does not define for the type (the check itself can fail)', () => {
    expect(schemaOrgProblems({ '@type': 'Offer', price: 1, prices: 2 })).toEqual(['root.prices is not a property of Offer']);
    expect(schemaOrgProblems({ '@type': 'TouristTrip', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4 } })).toEqual([
      'root.aggregateRating is not a property of TouristTrip',
    ]);
  });
});
