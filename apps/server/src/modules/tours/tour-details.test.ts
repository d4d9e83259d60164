import { tourDetailMessages } from '@yatrika/contract/tour-details';
import type { Tour } from '@yatrika/contract/tours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { media } from '../../db/schema/media.ts';
import {
  imageFile,
  multipartParts,
  pictureParts,
  postTourForm,
  putTourForm,
  textParts,
  tourFields,
  type FormPart,
} from '../../../test/support/tour-forms.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const itinerary = [
  { day: 1, title: 'Rishikesh to Shivpuri', details: 'Briefing at the camp, then the first 16 km on the river.' },
  { day: 2, title: 'Back to Rishikesh', details: 'Cliff jump at Brahmpuri and lunch by the Lakshman Jhula.' },
];

async function createWith(parts: FormPart[], overrides: Record<string, string> = {}) {
  const body = multipartParts([...textParts(tourFields(overrides)), ...(await pictureParts('image', 1)), ...parts]);
  return postTourForm(t.app, admin, body);
}

async function created(parts: FormPart[], overrides: Record<string, string> = {}): Promise<Tour> {
  const response = await createWith(parts, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const update = (id: string, parts: FormPart[]) => putTourForm(t.app, admin, id, multipartParts(parts));
const travellerView = async (id: string): Promise<Tour> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/user/tours/${id}`, headers: traveller.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('creating a tour with its page details', () => {
  it('stores lists sent as JSON, trimmed and without blank lines, and answers them everywhere', async () => {
    const tour = await created(
      [
        { name: 'highlights', value: JSON.stringify(['  Grade III rapids ', '', 'Beach camp by the Ganga']) },
        { name: 'itinerary', value: JSON.stringify(itinerary) },
        { name: 'inclusions', value: JSON.stringify(['Raft and safety gear', 'Camp stay']) },
        { name: 'exclusions', value: '["Travel to Rishikesh"]' },
        { name: 'meetingPoint', value: '  Shivpuri rafting camp, 16 km from Rishikesh  ' },
        ...(await pictureParts('gallery', 3)),
      ],
      { durationDays: '2' },
    );
    expect(tour).toMatchObject({
      highlights: ['Grade III rapids', 'Beach camp by the Ganga'],
      itinerary,
      inclusions: ['Raft and safety gear', 'Camp stay'],
      exclusions: ['Travel to Rishikesh'],
      meetingPoint: 'Shivpuri rafting camp, 16 km from Rishikesh',
    });
    expect(tour.gallery).toHaveLength(3);
    for (const path of tour.gallery) expect(path).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: `/${tour.gallery[0]}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour._id}`, headers: admin.headers })).json().tour).toEqual(tour);
    expect(await travellerView(tour._id)).toMatchObject({ highlights: tour.highlights, itinerary, gallery: tour.gallery });
  });

  it('accepts the lists as repeated fields, and an itinerary day per field with its number as text', async () => {
    const tour = await created(
      [
        { name: 'highlights', value: 'Sunrise over the Ganga' },
        { name: 'highlights', value: 'Evening aarti at Dashashwamedh Ghat' },
        { name: 'itinerary', value: JSON.stringify({ day: '1', title: ' Ghats by boat ', details: '' }) },
        { name: 'itinerary', value: JSON.stringify({ day: 2, title: 'Sarnath' }) },
        { name: 'itinerary', value: JSON.stringify({ day: 3, title: ' ', details: '' }) },
      ],
      { durationDays: '2' },
    );
    expect(tour.highlights).toEqual(['Sunrise over the Ganga', 'Evening aarti at Dashashwamedh Ghat']);
    expect(tour.itinerary).toEqual([
      { day: 1, title: 'Ghats by boat', details: '' },
      { day: 2, title: 'Sarnath', details: '' },
    ]);
  });

  it('still creates a tour from the original form without any of them: empty lists, no meeting point', async () => {
    const response = await postTourForm(t.app, admin, multipartBody(tourFields(), await imageFile()));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ highlights: [], itinerary: [], inclusions: [], exclusions: [], meetingPoint: null, gallery: [] });
  });
});

describe('refusing page details it cannot store', () => {
  const tooLong = (length: number) => 'x'.repeat(length);

  it.each([
    ['highlights', JSON.stringify(Array.from({ length: 13 }, (_, i) => `Highlight ${i}`)), 'Highlights can have at most 12 items.'],
    ['highlights', JSON.stringify([tooLong(201)]), 'Each highlight must be at most 200 characters.'],
    ['inclusions', JSON.stringify(Array.from({ length: 21 }, (_, i) => `Item ${i}`)), "What's included can have at most 20 items."],
    ['exclusions', JSON.stringify([tooLong(201)]), "Each line of what's not included must be at most 200 characters."],
    ['highlights', '["unclosed', 'Highlights must be a JSON list or repeated form fields.'],
    ['highlights', JSON.stringify([1, 2]), 'Highlights must be a list of text.'],
    ['meetingPoint', tooLong(301), 'Meeting point must be at most 300 characters.'],
    ['itinerary', JSON.stringify([{ day: 2, title: 'A' }, { day: 1, title: 'B' }]), tourDetailMessages.itineraryOrder],
    ['itinerary', JSON.stringify([{ day: 1, title: 'A' }, { day: 1, title: 'B' }]), tourDetailMessages.itineraryOrder],
    ['itinerary', JSON.stringify([{ day: 0, title: 'A' }]), 'Itinerary day numbers must be whole numbers from 1 to 60.'],
    ['itinerary', JSON.stringify([{ day: 1.5, title: 'A' }]), 'Itinerary day numbers must be whole numbers from 1 to 60.'],
    ['itinerary', JSON.stringify([{ title: 'No day' }]), 'Itinerary day numbers must be whole numbers from 1 to 60.'],
    ['itinerary', JSON.stringify([{ day: 1, details: 'No title' }]), 'Itinerary day 1 needs a title.'],
    ['itinerary', JSON.stringify([{ day: 1, title: tooLong(121) }]), 'The title of itinerary day 1 must be at most 120 characters.'],
    ['itinerary', JSON.stringify(['just words']), 'Each itinerary day must be an object with day, title and details.'],
    ['itinerary', JSON.stringify([{ day: 1, title: 'A' }, { day: 5, title: 'B' }]), "The itinerary goes past the tour's 3 days: shorten it or make the tour longer."],
  ])('refuses %s %#: 400 with a message that says why, storing nothing', async (name, value, message) => {
    const fields = tourFields({ durationDays: '3' });
    const body = multipartParts([...textParts(fields), ...(await pictureParts('image', 1)), { name, value }]);
    const response = await postTourForm(t.app, admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/tours?query=${encodeURIComponent(fields.location!)}`, headers: admin.headers });
    expect(listed.json().tours).toEqual([]);
  });

  it('refuses a ninth gallery picture with a 400, and stores no picture of the form', async () => {
    const before = await t.db.$count(media);
    const response = await createWith(await pictureParts('gallery', 9));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The gallery can have at most 8 pictures.' });
    expect(await t.db.$count(media)).toBe(before);
  });

  it('refuses a gallery file that is not an image, naming its place', async () => {
    const notAPicture: FormPart = { name: 'gallery', filename: 'notes.png', contentType: 'image/png', data: Buffer.from('not a picture at all') };
    const response = await createWith([...(await pictureParts('gallery', 1)), notAPicture]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Gallery picture 2 must be an image (JPEG, PNG, WebP, GIF or AVIF).' });
  });

  it("refuses to keep a picture that is not the tour's own", async () => {
    const other = await created(await pictureParts('gallery', 1));
    const tour = await created([]);
    const response = await update(tour._id, [{ name: 'gallery', value: JSON.stringify([other.gallery[0]]) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The gallery can only keep pictures this tour already has.' });
    const kept = await update(tour._id, [{ name: 'gallery', value: JSON.stringify([other.image]) }]);
    expect(kept.statusCode).toBe(400);
  });
});

describe('updating the page details', () => {
  it('keeps every detail when the form leaves them out, as the original admin client does', async () => {
    const tour = await created(
      [
        { name: 'highlights', value: '["Chandratal lake"]' },
        { name: 'meetingPoint', value: 'Manali Mall Road taxi stand' },
        ...(await pictureParts('gallery', 2)),
      ],
      { durationDays: '6' },
    );
    const response = await putTourForm(t.app, admin, tour._id, multipartBody({ title: `${tour.title} (updated)`, pricePerPerson: '11000' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Tour updated successfully.' });
    expect(response.json().data).toMatchObject({
      title: `${tour.title} (updated)`,
      highlights: ['Chandratal lake'],
      meetingPoint: 'Manali Mall Road taxi stand',
      gallery: tour.gallery,
    });
  });

  it('replaces lists, clears them with [] or a blank value, and clears the meeting point', async () => {
    const tour = await created(
      [
        { name: 'highlights', value: '["One", "Two"]' },
        { name: 'inclusions', value: '["Stay"]' },
        { name: 'itinerary', value: JSON.stringify(itinerary) },
        { name: 'meetingPoint', value: 'Rishikesh bus stand' },
      ],
      { durationDays: '2' },
    );
    const response = await update(tour._id, [
      { name: 'highlights', value: 'Three' },
      { name: 'inclusions', value: '[]' },
      { name: 'itinerary', value: '' },
      { name: 'meetingPoint', value: '  ' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ highlights: ['Three'], inclusions: [], itinerary: [], meetingPoint: null });
  });

  it('keeps the named pictures in their new order, adds new files after them, and deletes the dropped one', async () => {
    const tour = await created(await pictureParts('gallery', 3));
    const [first, second, third] = tour.gallery as [string, string, string];
    const response = await update(tour._id, [
      { name: 'gallery', value: third },
      { name: 'gallery', value: first },
      ...(await pictureParts('gallery', 1)),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const gallery: string[] = response.json().data.gallery;
    expect(gallery.slice(0, 2)).toEqual([third, first]);
    expect(gallery).toHaveLength(3);
    expect(gallery[2]).not.toBe(second);
    expect((await t.app.inject({ method: 'GET', url: `/${second}` })).statusCode).toBe(404);
    const id = second.slice('media/'.length, -'.webp'.length);
    expect(await t.db.$count(media, eq(media.id, id))).toBe(0);
  });

  it('adds new files to the stored pictures when no list is named, up to 8 in all', async () => {
    const tour = await created(await pictureParts('gallery', 6));
    const added = await update(tour._id, await pictureParts('gallery', 2));
    expect(added.statusCode).toBe(200);
    expect(added.json().data.gallery.slice(0, 6)).toEqual(tour.gallery);
    expect(added.json().data.gallery).toHaveLength(8);
    const over = await update(tour._id, await pictureParts('gallery', 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'The gallery can have at most 8 pictures.' });
  });

  it('empties the gallery with [] and deletes the pictures when the tour is deleted', async () => {
    const tour = await created(await pictureParts('gallery', 2));
    const cleared = await update(tour._id, [{ name: 'gallery', value: '[]' }]);
    expect(cleared.json().data.gallery).toEqual([]);
    for (const path of tour.gallery) expect((await t.app.inject({ method: 'GET', url: `/${path}` })).statusCode).toBe(404);

    const kept = await created(await pictureParts('gallery', 1));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/tours/${kept._id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/${kept.gallery[0]}` })).statusCode).toBe(404);
  });

  const day = (number: number) => ({ day: number, title: `Day ${number}`, details: '' });
  it.each([
    ['a nested list', '[[[[1]]]]', tourDetailMessages.itineraryShape],
    ['days inside a list', JSON.stringify([itinerary]), tourDetailMessages.itineraryShape],
    ['a list of numbers', '[1, 2, 3]', tourDetailMessages.itineraryShape],
    ['a list of nulls', '[null]', tourDetailMessages.itineraryShape],
    ['an object that is not a day', '{"a": 1}', tourDetailMessages.itineraryShape],
    ['the days wrapped in an object', JSON.stringify({ days: itinerary }), tourDetailMessages.itineraryShape],
    ['an empty object', '{}', tourDetailMessages.itineraryShape],
    ['a day whose number is a list', JSON.stringify([{ day: [1], title: 'A' }]), tourDetailMessages.itineraryShape],
    ['a day whose title is a list', JSON.stringify([{ day: 1, title: ['A'] }]), tourDetailMessages.itineraryShape],
    ['61 days', JSON.stringify(Array.from({ length: 61 }, (_, index) => day(index + 1))), tourDetailMessages.itineraryTooManyDays],
    ['61 blank days', JSON.stringify(Array.from({ length: 61 }, (_, index) => ({ day: index + 1, title: '', details: '' }))), tourDetailMessages.itineraryTooManyDays],
    ['a value longer than a form field may be', JSON.stringify([{ day: 1, title: 'A', details: 'x'.repeat(130 * 1024) }]), 'The itinerary field is too long.'],
  ])('refuses %s as the itinerary with a 400 naming it, on create and on update, and keeps the stored tour', async (_, value, message) => {
    const fields = tourFields({ durationDays: '2' });
    const create = await postTourForm(t.app, admin, multipartParts([...textParts(fields), ...(await pictureParts('image', 1)), { name: 'itinerary', value }]));
    expect(create.statusCode, create.body).toBe(400);
    expect(create.json()).toEqual({ message });
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/tours?query=${encodeURIComponent(fields.location!)}`, headers: admin.headers });
    expect(listed.json().tours).toEqual([]);

    const tour = await created([{ name: 'itinerary', value: JSON.stringify(itinerary) }], { durationDays: '2' });
    const response = await update(tour._id, [{ name: 'title', value: `${tour.title} (renamed)` }, { name: 'itinerary', value }]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message });
    const stored = await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour._id}`, headers: admin.headers });
    expect(stored.json().tour).toEqual(tour);
    expect((await travellerView(tour._id)).itinerary).toEqual(itinerary);
  });

  it('still takes every itinerary form it took: a JSON list, days as JSON text, blank days, one day alone', async () => {
    const tour = await created([], { durationDays: '3' });
    const asText = await update(tour._id, [{ name: 'itinerary', value: JSON.stringify(itinerary.map((entry) => JSON.stringify(entry))) }]);
    expect(asText.statusCode, asText.body).toBe(200);
    expect(asText.json().data.itinerary).toEqual(itinerary);
    const withBlanks = await update(tour._id, [
      { name: 'itinerary', value: JSON.stringify([day(1), { day: 2, title: ' ', details: '' }, { day: 3 }, '', { ...day(3), id: 'ignored' }]) },
    ]);
    expect(withBlanks.statusCode, withBlanks.body).toBe(200);
    expect(withBlanks.json().data.itinerary).toEqual([day(1), day(3)]);
    const alone = await update(tour._id, [{ name: 'itinerary', value: JSON.stringify(day(1)) }]);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().data.itinerary).toEqual([day(1)]);
    const blankRows = await update(tour._id, [{ name: 'itinerary', value: JSON.stringify([{ day: 1, title: '', details: '' }]) }]);
    expect(blankRows.json().data.itinerary).toEqual([]);
  });

  it('refuses a shorter tour than its stored itinerary', async () => {
    const tour = await created([{ name: 'itinerary', value: JSON.stringify(itinerary) }], { durationDays: '2' });
    const response = await putTourForm(t.app, admin, tour._id, multipartBody({ durationDays: '1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The itinerary goes past the tour's 1 day: shorten it or make the tour longer." });
  });
});
