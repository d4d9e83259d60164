import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { discoveryMessages, tourSorts } from '@yatrika/contract/tour-discovery';
import type { Tour } from '@yatrika/contract/tours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeDeparture } from '../../../test/support/departures.ts';
import { createTour, ids, putTourForm, uniqueTag } from '../../../test/support/tour-forms.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { multipartBody } from '../../../test/support/app.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { seatHolds } from '../../db/schema/departures.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
async function list(url: string, headers: Record<string, string> = {}): Promise<Tour[]> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return Array.isArray(body) ? body : body.data;
}

const rowIds = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/** Follows the Link headers to the end: every page's ids. */
async function walk(url: string, headers: Record<string, string> = {}) {
  const pages: string[][] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await get(next, headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    pages.push(ids(Array.isArray(body) ? body : body.data));
    const link = response.headers.link as string | undefined;
    next = link ? /^<([^>]+)>/.exec(link)![1] : undefined;
    expect(pages.length).toBeLessThan(30);
  }
  return pages;
}

/** Writes `ratings` as reviews of the tour, one traveller each. */
async function review(tourId: string, ratings: number[]) {
  for (const rating of ratings) {
    const author = await signUpTraveller(t.app);
    await t.db.insert(reviews).values({ userId: author.userId, tourId, rating, comment: 'Seeded.' });
  }
}

/**
 * Six tours that share a tag (the search narrows every list to them), with prices, durations,
 * states and ratings chosen so each sort gives a different order.
 */
async function catalogue() {
  const tag = uniqueTag();
  // Each a second newer than the one before: two inserts in the same millisecond would tie on
  // created_at, and newest-first would then fall back to the (random) id.
  const start = Date.now() - 60_000;
  let made = 0;
  const make = (name: string, rupees: number, days: number, place: string, state: string, category: 'adventure' | 'religious' = 'adventure') =>
    insertTour(t.db, {
      title: `${name} ${tag}`,
      location: `${place}, ${state}`,
      state,
      pricePaise: rupees * 100,
      durationDays: days,
      category,
      createdAt: new Date(start + 1000 * made++),
    });
  // Inserted oldest first, so newest-first is the reverse of this list.
  const a = await make('Alpha', 30_000, 5, 'Munnar', 'Kerala');
  const b = await make('Bravo', 10_000, 2, 'Jaipur', 'Rajasthan', 'religious');
  const c = await make('Charlie', 20_000, 7, 'Kochi', 'Kerala');
  const d = await make('Delta', 10_000, 3, 'Udaipur', 'Rajasthan');
  const e = await make('Echo', 50_000, 10, 'Leh', 'Ladakh', 'religious');
  const f = await make('Foxtrot', 25_000, 1, 'Varkala', 'Kerala');
  await review(a.id, [5, 4]); // 4.5 from 2
  await review(c.id, [5, 5, 4]); // 4.7 from 3
  await review(d.id, [4, 5]); // 4.5 from 2: ties with Alpha, then id decides
  await review(e.id, [3]); // 3.0
  return { tag, a, b, c, d, e, f, all: [a, b, c, d, e, f] };
}

let world: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  world = await catalogue();
});

const destinations = (query: string) => `/api/routes/destinations?q=${world.tag}&limit=100${query}`;
/** The same, newest first: with a search the default order is relevance (all six match the tag alike), then rating. */
const newestOf = (query: string) => destinations(`&sort=newest${query}`);

describe('filters', () => {
  it('by state', async () => {
    expect(ids(await list(newestOf('&state=Kerala')))).toEqual(rowIds([world.f, world.c, world.a]));
    expect(await list(destinations('&state=Goa'))).toEqual([]);
  });

  it('by price range in rupees, both ends included', async () => {
    expect(ids(await list(newestOf('&minPrice=20000&maxPrice=30000')))).toEqual(rowIds([world.f, world.c, world.a]));
    expect(ids(await list(newestOf('&maxPrice=10000')))).toEqual(rowIds([world.d, world.b]));
    expect(ids(await list(destinations('&minPrice=50000')))).toEqual(rowIds([world.e]));
  });

  it('by duration in days, both ends included', async () => {
    expect(ids(await list(newestOf('&minDays=3&maxDays=7')))).toEqual(rowIds([world.d, world.c, world.a]));
    expect(ids(await list(destinations('&maxDays=1')))).toEqual(rowIds([world.f]));
  });

  it('by category on the lists of every category', async () => {
    expect(ids(await list(destinations('&category=religious')))).toEqual(rowIds([world.e, world.b]));
    expect(ids(await list(`/api/user/dashboard?q=${world.tag}&category=religious`, traveller.headers))).toEqual(rowIds([world.e, world.b]));
  });

  it('combined, on every list that takes them', async () => {
    const query = `q=${world.tag}&state=Kerala&minPrice=15000&maxDays=7&sort=price_asc`;
    const expected = rowIds([world.c, world.f, world.a]);
    expect(ids(await list(`/api/routes/destinations?${query}`))).toEqual(expected);
    expect(ids(await list(`/api/routes/adventure?${query}`))).toEqual(expected);
    expect(ids(await list(`/api/user/dashboard?${query}`, traveller.headers))).toEqual(expected);
    expect(ids(await list(`/api/user/dashboard/tours/adventure?${query}`, traveller.headers))).toEqual(expected);
    expect(ids(await list(`/api/user/dashboard/search?query=${world.tag}&state=Kerala&minPrice=15000&maxDays=7&sort=price_asc`, traveller.headers))).toEqual(expected);
    expect(await list(`/api/routes/religious?${query}`)).toEqual([]);
  });

  it('by a date with seats: closed and full departures are left out, other days keep them', async () => {
    const day = addDays(todayInIndia(), 12);
    const tag = uniqueTag();
    const small = await insertTour(t.db, { title: `Small ${tag}`, location: 'Goa', state: 'Goa', capacity: 2 });
    const goa = (date: string) => `/api/routes/destinations?q=${tag}&state=Goa&date=${date}`;
    expect(ids(await list(goa(day)))).toEqual([small.id]);

    await t.db.insert(seatHolds).values({ tourId: small.id, date: day, startTime: '09:00', seats: 1, expiresAt: new Date(Date.now() + 600_000) });
    expect(ids(await list(goa(day))), 'one seat left').toEqual([small.id]);
    await t.db.insert(seatHolds).values({ tourId: small.id, date: day, startTime: '09:00', seats: 1, expiresAt: new Date(Date.now() + 600_000) });
    expect(await list(goa(day)), 'full').toEqual([]);
    expect(ids(await list(goa(addDays(day, 1)))), 'the next day').toEqual([small.id]);

    const closedDay = addDays(day, 2);
    expect((await changeDeparture(t.app, admin, world.a.id, closedDay, { closed: true })).statusCode).toBe(200);
    expect(ids(await list(newestOf(`&date=${closedDay}&state=Kerala`)))).toEqual(rowIds([world.f, world.c]));
  });

  it('by a date the schedule leaves out: a weekday it does not run, outside its season, a closed range, past its cut-off', async () => {
    const day = addDays(todayInIndia(), 20);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const month = day.slice(5, 7) === '06' ? '07' : '06';
    const tag = uniqueTag();
    const tour = (title: string, overrides: Parameters<typeof insertTour>[1] = {}) =>
      insertTour(t.db, { title: `${title} ${tag}`, location: 'Goa', state: 'Goa', ...overrides });
    const everyDay = await tour('Every day');
    await tour('Not that weekday', { runWeekdays: [0, 1, 2, 3, 4, 5, 6].filter((each) => each !== weekday) });
    await tour('Out of season', { seasons: [{ from: `${month}-01`, to: `${month}-28` }] });
    await tour('Closed then', { closedRanges: [{ from: addDays(day, -1), to: addDays(day, 1) }] });
    const withCutoff = await tour('Closes early', { cutoffHours: 720 });
    const onDay = async (date: string) => ids(await list(`/api/routes/destinations?q=${tag}&date=${date}&sort=newest`));
    expect(await onDay(day)).toEqual([everyDay.id]);
    // The cut-off closes only the dates within 720 hours; the other rules still hold on their days.
    expect(await onDay(addDays(day, 20))).toEqual(expect.arrayContaining([everyDay.id, withCutoff.id]));
  });

  it('by a date no tour can be booked for: before today in India, or past the booking horizon', async () => {
    expect(await list(destinations(`&date=${addDays(todayInIndia(), -1)}`))).toEqual([]);
    expect(await list(destinations(`&date=${addDays(todayInIndia(), 400)}`))).toEqual([]);
    expect(ids(await list(newestOf(`&date=${todayInIndia()}&maxPrice=50000`)))).toEqual(rowIds(world.all).reverse());
  });

  it('searches with q on the lists, and the search keeps its query', async () => {
    expect(ids(await list(`/api/routes/destinations?q=Bravo ${world.tag}`))).toEqual([world.b.id]);
    expect(ids(await list(`/api/user/dashboard/search?query=Bravo ${world.tag}`, traveller.headers))).toEqual([world.b.id]);
    expect(ids(await list(`/api/user/dashboard/search?q=Bravo ${world.tag}`, traveller.headers))).toEqual([world.b.id]);
  });
});

describe('sorts', () => {
  it.each([
    // With a search, recommended is relevance (equal here: the tag is in every title) and then the rating order.
    ['recommended', () => [world.c, ...[world.a, world.d].sort((x, y) => (x.id < y.id ? 1 : -1)), world.e, ...[world.b, world.f].sort((x, y) => (x.id < y.id ? 1 : -1))]],
    ['newest', () => [world.f, world.e, world.d, world.c, world.b, world.a]],
    ['price_asc', () => [world.b, world.d].sort((x, y) => (x.id < y.id ? -1 : 1)).concat([world.c, world.f, world.a, world.e])],
    ['price_desc', () => [world.e, world.a, world.f, world.c, ...[world.b, world.d].sort((x, y) => (x.id < y.id ? 1 : -1))]],
    // Ties on average go to the more reviewed, then by id; unrated tours last.
    ['rating', () => [world.c, ...[world.a, world.d].sort((x, y) => (x.id < y.id ? 1 : -1)), world.e, ...[world.b, world.f].sort((x, y) => (x.id < y.id ? 1 : -1))]],
  ] as const)('%s', async (sort, expected) => {
    const order = ids(await list(destinations(`&sort=${sort}`)));
    expect(order).toEqual(expected().map((tour) => tour.id));
  });

  it('is recommended when no sort is given', async () => {
    expect(ids(await list(destinations('')))).toEqual(ids(await list(destinations('&sort=recommended'))));
  });

  it.each(tourSorts)('pages through %s two at a time, each tour once and in order', async (sort) => {
    const whole = ids(await list(destinations(`&sort=${sort}`)));
    const pages = await walk(`/api/routes/destinations?q=${world.tag}&sort=${sort}&limit=2`);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(pages.flat()).toEqual(whole);
  });

  it('pages through a sort without a search too (the lists read through their own index)', async () => {
    // A price band no other test uses, so the list holds exactly these tours.
    const band = await Promise.all([7_777_100, 7_777_300, 7_777_200, 7_777_200].map((paise) => insertTour(t.db, { pricePaise: paise })));
    const url = (sort: string) => `/api/routes/destinations?minPrice=77771&maxPrice=77773&sort=${sort}&limit=1`;
    const asc = (await walk(url('price_asc'))).flat();
    const desc = (await walk(url('price_desc'))).flat();
    expect(asc).toHaveLength(4);
    expect(desc).toEqual([...asc].reverse());
    expect(asc[0]).toBe(band[0]!.id);
    expect(asc[3]).toBe(band[1]!.id);
    expect((await walk(url('rating'))).flat().toSorted()).toEqual(rowIds(band).toSorted());
  });

  it('refuses a cursor made for another order', async () => {
    const first = await get(`/api/routes/destinations?q=${world.tag}&sort=price_asc&limit=2`);
    const cursor = first.headers['x-next-cursor'] as string;
    for (const sort of ['rating', 'newest', 'price_desc']) {
      const response = await get(`/api/routes/destinations?q=${world.tag}&sort=${sort}&limit=2&cursor=${cursor}`);
      expect(response.statusCode, sort).toBe(400);
      expect(response.json().message).toBe('The cursor is not valid. Start again from the first page.');
    }
  });
});

describe('ratings and state on every tour', () => {
  it('answers the average to one decimal and the count, null and 0 before any review', async () => {
    const tours = await list(destinations(''));
    const of = (id: string) => tours.find((tour) => tour._id === id)!;
    expect(of(world.c.id)).toMatchObject({ ratingAverage: 4.7, reviewCount: 3 });
    expect(of(world.a.id)).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    expect(of(world.e.id)).toMatchObject({ ratingAverage: 3, reviewCount: 1 });
    expect(of(world.b.id)).toMatchObject({ ratingAverage: null, reviewCount: 0 });
  });

  it('reads the state from the location when a tour is created and when its location changes', async () => {
    const tag = uniqueTag();
    const tour = await createTour(t.app, admin, { title: `State ${tag}`, location: `Hampi, Karnataka` });
    expect(ids(await list(`/api/routes/destinations?q=State ${tag}&state=Karnataka`))).toEqual([tour._id]);
    const body = multipartBody({ location: 'Gangtok, Sikkim' });
    expect((await putTourForm(t.app, admin, tour._id, body)).statusCode).toBe(200);
    expect(await list(`/api/routes/destinations?q=State ${tag}&state=Karnataka`)).toEqual([]);
    expect(ids(await list(`/api/routes/destinations?q=State ${tag}&state=Sikkim`))).toEqual([tour._id]);
  });
});

describe('answers keep their shapes', () => {
  const tourKeys = [
    '_id',
    'advancePercent',
    'balanceDueDays',
    'capacity',
    'category',
    'confirmInstantly',
    'createdAt',
    'description',
    'durationDays',
    'exclusions',
    'fromPrice',
    'gallery',
    'groupDiscount',
    'highlights',
    'image',
    'inclusions',
    'itinerary',
    'location',
    'meetingPoint',
    'minGroup',
    'minGroupAction',
    'minGroupDecisionHours',
    'pricePerPerson',
    'priceTypes',
    'ratingAverage',
    'rescheduleCutoffHours',
    'reviewCount',
    'schedule',
    'status',
    'title',
    'updatedAt',
  ];

  it('bare arrays, {success, data} and the same tour fields, filtered and sorted or not', async () => {
    for (const query of ['', `?q=${world.tag}&sort=rating&state=Kerala&minPrice=1&maxPrice=1000000&minDays=1&maxDays=60`]) {
      const bare = (await get(`/api/routes/destinations${query}`)).json();
      expect(Array.isArray(bare)).toBe(true);
      expect(Object.keys(bare[0]).toSorted()).toEqual(tourKeys);
      const wrapped = (await get(`/api/routes/adventure${query}`)).json();
      expect(Object.keys(wrapped).toSorted()).toEqual(['data', 'success']);
      expect(Object.keys(wrapped.data[0]).toSorted()).toEqual(tourKeys);
      const home = (await get(`/api/user/dashboard${query}`, traveller.headers)).json();
      expect(Array.isArray(home)).toBe(true);
    }
  });

  it('ignores parameters it does not know, as before', async () => {
    expect(ids(await list(destinations('&colour=blue&page=2')))).toEqual(ids(await list(destinations(''))));
  });
});

describe('bad parameters are a 400 with a sentence', () => {
  it.each([
    ['sort=cheapest', discoveryMessages.sort],
    ['sort=', discoveryMessages.sort],
    ['state=Atlantis', discoveryMessages.state],
    ['state=kerala', discoveryMessages.state],
    ['category=beach', discoveryMessages.category],
    ['minPrice=0x10', discoveryMessages.minPrice],
    ['minPrice=1e3', discoveryMessages.minPrice],
    ['minPrice=1.5', discoveryMessages.minPrice],
    ['minPrice=-1', discoveryMessages.minPrice],
    ['minPrice=%205', discoveryMessages.minPrice],
    ['maxPrice=', discoveryMessages.maxPrice],
    ['maxPrice=10000001', discoveryMessages.maxPrice],
    ['minPrice=500&maxPrice=100', discoveryMessages.priceOrder],
    ['minDays=0', discoveryMessages.minDays],
    ['maxDays=61', discoveryMessages.maxDays],
    ['minDays=5&maxDays=2', discoveryMessages.daysOrder],
    ['date=2026-02-30', discoveryMessages.date],
    ['date=tomorrow', discoveryMessages.date],
    ['date=2026-1-05', discoveryMessages.date],
    ['limit=0x10', 'Limit must be a whole number from 1 to 100.'],
  ])('%s', async (query, message) => {
    for (const url of [`/api/routes/destinations?${query}`, `/api/routes/romantic?${query}`]) {
      if (query.startsWith('category=') && url.includes('romantic')) continue; // the path names the category there
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
    const search = await get(`/api/user/dashboard/search?query=a&${query}`, traveller.headers);
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(message);
  });

  it('answers the category lists\' errors with success: false, as their other errors', async () => {
    const response = await get('/api/routes/adventure?sort=cheapest');
    expect(response.json()).toEqual({ success: false, message: discoveryMessages.sort });
  });
});
