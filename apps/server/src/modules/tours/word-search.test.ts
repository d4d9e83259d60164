import { discoveryMessages } from '@yatrika/contract/tour-discovery';
import type { SearchSuggestion } from '@yatrika/contract/search-suggestions';
import type { Tour } from '@yatrika/contract/tours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { uniqueTag } from '../../../test/support/tour-forms.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';

// The travellers' search by words and the suggestions (decision 026), on both databases.

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
async function search(query: string, extra = ''): Promise<string[]> {
  const response = await get(`/api/routes/destinations?q=${encodeURIComponent(query)}&limit=100${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Tour[]).map((tour) => tour._id);
}
async function suggestions(query: string): Promise<SearchSuggestion[]> {
  const response = await get(`/api/routes/suggest?q=${encodeURIComponent(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().suggestions;
}

/** Tours that share a tag, so each search can be narrowed to this test's own tours. */
async function tagged(rows: Array<Partial<typeof tours.$inferInsert>>, tag = uniqueTag()) {
  const made = [];
  for (const row of rows) made.push(await insertTour(t.db, { description: `A tour ${tag}.`, ...row }));
  return { tag, ids: made.map((tour) => tour.id) };
}

describe('search by words', () => {
  it('forgives a typo in a word (two from eight letters)', async () => {
    const { tag, ids } = await tagged([
      { title: 'Forts and Palaces', location: 'Jaipur, Rajasthan' },
      { title: 'City of Lakes', location: 'Udaipur, Rajasthan' },
      { title: 'Rafting on the Ganga', location: 'Rishikesh, Uttarakhand' },
    ]);
    expect(await search(`jaipr ${tag}`)).toEqual([ids[0]]);
    expect(await search(`udaypur ${tag}`)).toEqual([ids[1]]);
    expect(await search(`rishikes ${tag}`)).toEqual([ids[2]]);
    expect(await search(`rshkesh ${tag}`), 'three typos').toEqual([]);
  });

  it('finds a place by its other names, both ways', async () => {
    const { tag, ids } = await tagged([
      { title: 'Palace and Dasara', location: 'Mysuru, Karnataka' },
      { title: 'Ajanta and Ellora Caves', location: 'Chhatrapati Sambhajinagar, Maharashtra' },
      { title: 'Ghats at dawn', location: 'Varanasi, Uttar Pradesh' },
      { title: 'Backwaters', location: 'Alleppey, Kerala' },
    ]);
    expect(await search(`Mysore ${tag}`)).toEqual([ids[0]]);
    expect(await search(`Aurangabad ${tag}`)).toEqual([ids[1]]);
    expect(await search(`Banaras ${tag}`)).toEqual([ids[2]]);
    expect(await search(`kashi ${tag}`)).toEqual([ids[2]]);
    expect(await search(`Alappuzha ${tag}`)).toEqual([ids[3]]);
  });

  it('finds a word by its stem: trek, treks, trekking', async () => {
    const { tag, ids } = await tagged([{ title: 'Hampta Pass Trek' }, { title: 'Camping by the lake' }]);
    for (const query of ['trek', 'treks', 'trekking']) expect(await search(`${query} ${tag}`), query).toEqual([ids[0]]);
    expect(await search(`camps ${tag}`)).toEqual([ids[1]]);
  });

  it('needs every word, each in any field and any order', async () => {
    const { tag, ids } = await tagged([
      { title: 'Alleppey Houseboat Cruise', location: 'Alappuzha, Kerala' },
      { title: 'Houseboat on Dal Lake', location: 'Srinagar, Jammu and Kashmir' },
      { title: 'Tea Hills', location: 'Munnar, Kerala', highlights: ['Sunrise at Top Station'], category: 'romantic' },
    ]);
    expect(await search(`kerala houseboat ${tag}`)).toEqual([ids[0]]);
    expect(await search(`${tag} houseboat kerala`)).toEqual([ids[0]]);
    expect((await search(`houseboat ${tag}`)).toSorted()).toEqual([ids[0], ids[1]].toSorted());
    expect(await search(`top station ${tag}`), 'highlights').toEqual([ids[2]]);
    expect(await search(`romantic ${tag} munnar`), 'category').toEqual([ids[2]]);
    expect(await search(`kerala houseboat nowhere ${tag}`)).toEqual([]);
  });

  it('reads the last word as the start of one, as the traveller types', async () => {
    const { tag, ids } = await tagged([{ title: 'Ganga Aarti', location: 'Rishikesh, Uttarakhand' }]);
    expect(await search(`${tag} rishi`)).toEqual([ids[0]]);
    expect(await search(`${tag} ris`)).toEqual([ids[0]]);
    expect(await search(`rishi ${tag}`), 'only the last word').toEqual([]);
  });

  it('ranks the title over the place over the description, the word itself over a typo, then by rating', async () => {
    const word = `hemis${uniqueTag().slice(1, 4).replace(/\d/g, 'q')}`;
    const tag = uniqueTag();
    const { ids } = await tagged([
      { description: `Prayer flags ${word}, ${tag}.` },
      { location: `${word}, Ladakh` },
      { title: `${word} Festival` },
      { title: `${word.slice(0, -1)}x Festival` },
    ], tag);
    const [inDescription, inPlace, inTitle, typoInTitle] = ids;
    expect(await search(`${word} ${tag}`)).toEqual([inTitle, typoInTitle, inPlace, inDescription]);

    const twins = await tagged([{ title: `Twin ${word}` }, { title: `Twin ${word}` }]);
    const author = await signUpTraveller(t.app);
    await t.db.insert(reviews).values({ userId: author.userId, tourId: twins.ids[1]!, rating: 5, comment: 'Lovely.' });
    expect(await search(`twin ${twins.tag}`), 'equal relevance: better rated first').toEqual([twins.ids[1], twins.ids[0]]);
  });

  it('pages through relevance with the cursor, each tour once and in order', async () => {
    const { tag } = await tagged([{ title: 'Lake walk' }, { title: 'Lake cruise', location: 'Lake town, Kerala' }, { location: 'Laketown, Goa' }, {}, { title: 'Lakes' }]);
    const whole = await search(`lake ${tag}`);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const walked: string[] = [];
    let url: string | undefined = `/api/routes/destinations?q=${encodeURIComponent(`lake ${tag}`)}&limit=1`;
    while (url) {
      const response = await get(url);
      walked.push(...(response.json() as Tour[]).map((tour) => tour._id));
      const link = response.headers.link as string | undefined;
      url = link ? /^<([^>]+)>/.exec(link)![1] : undefined;
      expect(walked.length).toBeLessThan(20);
    }
    expect(walked).toEqual(whole);
  });

  it('keeps a chosen sort', async () => {
    const { tag, ids } = await tagged([
      { title: 'Desert camp', pricePaise: 300_000 },
      { title: 'Desert safari', pricePaise: 100_000 },
      { title: 'Camp', location: 'Desert town, Rajasthan', pricePaise: 200_000 },
    ]);
    expect(await search(`desert ${tag}`, '&sort=price_asc')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await search(`desert ${tag}`, '&sort=price_desc')).toEqual([ids[0], ids[2], ids[1]]);
  });

  it('still finds what the old search found: the text as written in the title or place', async () => {
    const tag = uniqueTag();
    const { ids } = await tagged([{ title: `Rann Utsav${tag}Camp`, location: 'Dhordo, Gujarat' }], tag);
    expect(await search(`utsav${tag}c`)).toEqual([ids[0]]);
    expect(await search(`${tag.slice(2)}`)).toEqual([ids[0]]);
  });

  it('never shows banned or deleted tours', async () => {
    const { tag, ids } = await tagged([{ title: 'Jaipur walk' }, { title: 'Jaipur food' }, { title: 'Jaipur forts' }]);
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, ids[1]!));
    await t.db.delete(tours).where(eq(tours.id, ids[2]!));
    expect(await search(`jaipur ${tag}`)).toEqual([ids[0]]);
    expect(await search(`jaipr ${tag}`)).toEqual([ids[0]]);
    expect(await search(`${tag}`, '&sort=newest')).toEqual([ids[0]]);
  });

  it('answers the traveller search and the category lists the same way', async () => {
    const { tag, ids } = await tagged([{ title: 'Forts', location: 'Jaipur, Rajasthan', category: 'historical & cultural' }]);
    const mine = await get(`/api/user/dashboard/search?query=${encodeURIComponent(`jaipr ${tag}`)}`, traveller.headers);
    expect(mine.json().map((tour: Tour) => tour._id)).toEqual([ids[0]]);
    const category = await get(`/api/routes/historical?q=${encodeURIComponent(`jaipr ${tag}`)}`);
    expect(category.json().data.map((tour: Tour) => tour._id)).toEqual([ids[0]]);
  });

  it('leaves the administrator\'s list to the text as written', async () => {
    const { tag, ids } = await tagged([{ title: 'Forts', location: 'Jaipur, Rajasthan' }]);
    const found = (query: string) => get(`/api/admin/tours?query=${encodeURIComponent(query)}`, admin.headers).then((response) => response.json().tours.map((tour: Tour) => tour._id));
    expect(await found(`${tag}`)).toEqual([]);
    expect(await found('Jaipur, Raj')).toContain(ids[0]);
  });
});

describe('the words kept by the database', () => {
  it('follow a tour whose words change, and only the words it has now find it', async () => {
    // After each write, this instance hears of it before searching (on PostgreSQL the announcement arrives a moment later).
    const { tag, ids } = await tagged([{ title: 'Chadar Trek', location: 'Zanskar, Ladakh' }]);
    expect(await search(`chadar ${tag}`)).toEqual([ids[0]]);
    await t.db.update(tours).set({ title: 'Frozen River Walk', highlights: ['Ice caves at Tibb'] }).where(eq(tours.id, ids[0]!));
    await t.changes.sync();
    expect(await search(`chadar ${tag}`)).toEqual([]);
    expect(await search(`frozen ${tag}`)).toEqual([ids[0]]);
    expect(await search(`tibb caves ${tag}`)).toEqual([ids[0]]);
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, ids[0]!));
    await t.changes.sync();
    expect(await search(`frozen ${tag} river`)).toEqual([]);
    await t.db.update(tours).set({ status: 'active' }).where(eq(tours.id, ids[0]!));
    await t.changes.sync();
    expect(await search(`walk frozen ${tag}`)).toEqual([ids[0]]);
  });

  it('take tours written at the same moment with the same new words, none lost and none refused', async () => {
    const tag = uniqueTag();
    const words = `Qorvath Peak ${tag}`;
    const made = await Promise.all(Array.from({ length: 8 }, (_, index) => insertTour(t.db, { title: `${words} ${index}`, description: `Ridge walk ${tag}.` })));
    expect((await search(`qorvath ${tag}`)).toSorted()).toEqual(made.map((tour) => tour.id).toSorted());
    // The new word is known for typos too, once PostgreSQL has announced the change to the memory of words.
    await expect.poll(async () => (await search(`qorvat ${tag}`)).length).toBe(8);
  });
});

describe('bad input', () => {
  it.each(['', ' ', 'j', 'ja'])('answers %j with the list, as before', async (query) => {
    const response = await get(`/api/routes/destinations?q=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('refuses 500 characters with the sentence', async () => {
    for (const url of [`/api/routes/destinations?q=${'a'.repeat(500)}`, `/api/routes/suggest?q=${'a'.repeat(500)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(discoveryMessages.searchTooLong);
    }
  });

  it.each(['%', '_', '\\', "'", "jaipur'", "jai%pur", 'jai_pur', "' or 1=1 --", "kerala'); drop table tours; --", '%%%', '___', 'a:*', "'a' & 'b'", '!jaipur', 'jaipur <-> x', '(', '&|!'])(
    'treats %j as text',
    async (query) => {
      const { tag } = await tagged([{ title: 'Forts', location: 'Jaipur, Rajasthan' }, { title: 'Backwaters', location: 'Kerala' }]);
      const response = await get(`/api/routes/destinations?q=${encodeURIComponent(`${query} ${tag}`)}`);
      expect(response.statusCode, response.body).toBe(200);
      const suggest = await get(`/api/routes/suggest?q=${encodeURIComponent(query)}`);
      expect(suggest.statusCode, suggest.body).toBe(200);
      const alone = await get(`/api/routes/destinations?q=${encodeURIComponent(query)}&limit=100`);
      expect(alone.statusCode).toBe(200);
      for (const tour of alone.json() as Tour[]) expect(tour.status).toBe('active');
    },
  );

  it('finds the metacharacters themselves only where tours have them', async () => {
    const tag = uniqueTag();
    const { ids } = await tagged([{ title: `100% Ladakh ${tag}` }, { title: `Spiti_Valley ${tag}` }, { title: `Spiti Valley 1000 Ladakh ${tag}` }], tag);
    expect(await search(`0% ladakh ${tag}`)).toEqual([ids[0]]);
    expect(await search(`spiti_valley ${tag}`)).toEqual([ids[1]]);
  });
});

// PostgreSQL announces a change a moment after it commits, and until then each instance answers from
// what it read before: suggestions that depend on a new tour are polled for.
describe('suggestions', () => {
  it('offers places, states, categories and tours, each with where it leads', async () => {
    await tagged([
      { title: 'White-Water Rafting at Tapovan', location: 'Tapovan, Uttarakhand', state: 'Uttarakhand' },
      { title: 'Evening Aarti at Tapovan', location: 'Tapovan, Uttarakhand', state: 'Uttarakhand' },
      { title: 'Backwaters', location: 'Alappuzha, Kerala', state: 'Kerala', category: 'romantic' },
    ]);
    await expect.poll(async () => (await suggestions('tapo'))[0]).toEqual({ kind: 'place', label: 'Tapovan', detail: 'Uttarakhand · 2 tours', leadsTo: { q: 'Tapovan' } });
    const tapo = await suggestions('tapo');
    expect(tapo.filter((suggestion) => suggestion.kind === 'tour').map((suggestion) => suggestion.label).toSorted()).toEqual([
      'Evening Aarti at Tapovan',
      'White-Water Rafting at Tapovan',
    ]);
    for (const suggestion of tapo.filter((item) => item.kind === 'tour')) expect(suggestion.leadsTo).toEqual({ tourId: expect.any(String) });
    expect((await suggestions('kera'))[0]).toMatchObject({ kind: 'state', label: 'Kerala', detail: expect.stringMatching(/^\d+ tours?$/), leadsTo: { state: 'Kerala' } });
    expect((await suggestions('roman')).find((item) => item.kind === 'category')).toEqual({
      kind: 'category',
      label: 'Romantic',
      detail: 'Kind of trip',
      leadsTo: { category: 'romantic' },
    });
  });

  it('forgives typos and knows other names', async () => {
    await tagged([{ title: 'Palace', location: 'Mysuru, Karnataka', state: 'Karnataka' }, { title: 'Lakes', location: 'Udaipur, Rajasthan', state: 'Rajasthan' }]);
    await expect.poll(async () => (await suggestions('mysore'))[0]).toMatchObject({ kind: 'place', label: 'Mysuru' });
    await expect.poll(async () => (await suggestions('udaypur'))[0]).toMatchObject({ kind: 'place', label: 'Udaipur' });
  });

  it('answers at most eight, and none for nothing typed', async () => {
    await tagged(Array.from({ length: 12 }, (_, index) => ({ title: `Sunset point ${index}`, location: `Sunset bay ${index}, Goa`, state: 'Goa' })));
    expect((await suggestions('sunset')).length).toBe(8);
    expect(await suggestions('')).toEqual([]);
    expect(await suggestions('   ')).toEqual([]);
    expect((await get('/api/routes/suggest')).json()).toEqual({ suggestions: [] });
    expect((await suggestions('s')).length).toBeGreaterThan(0);
  });

  it('leaves out banned tours and places that only they are in', async () => {
    const { ids } = await tagged([{ title: 'Zorbing above Solang', location: 'Solang, Himachal Pradesh', state: 'Himachal Pradesh' }]);
    // PostgreSQL announces a change a moment after it commits; until then what was read before is remembered.
    await expect.poll(async () => (await suggestions('solang')).map((item) => item.kind)).toEqual(['place', 'tour']);
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, ids[0]!));
    await expect.poll(() => suggestions('solang')).toEqual([]);
  });
});
