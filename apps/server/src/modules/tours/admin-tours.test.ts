import { randomBytes } from 'node:crypto';
import { authMessages } from '@yatrika/contract/auth';
import type { Tour } from '@yatrika/contract/tours';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, pngImage, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { banTour, createTour, ids, imageFile, postTourForm, putTourForm, tourFields, uniqueTag } from '../../../test/support/tour-forms.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'PUT', url, headers });
const textFile = (data: string, filename = 'tour.png', contentType = 'image/png') => ({ field: 'image', filename, contentType, data: Buffer.from(data) });
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

async function adminSearch(query: string): Promise<Tour[]> {
  const response = await get(`/api/admin/tours?query=${encodeURIComponent(query)}`);
  expect(response.statusCode).toBe(200);
  return response.json().tours;
}

describe('create a tour', () => {
  it("answers 201 {data: tour, message: 'Tour created successfully!'} with the price in rupees and a stored image", async () => {
    const fields = tourFields({ category: 'historical & cultural', pricePerPerson: '12499.50' });
    const response = await postTourForm(t.app, admin, multipartBody(fields, await imageFile()));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Tour created successfully!');
    expect(data).toMatchObject({
      title: fields.title,
      description: fields.description,
      category: 'historical & cultural',
      location: fields.location,
      pricePerPerson: 12499.5,
      status: 'active',
    });
    expect(data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.image).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
    expect((await get(`/api/admin/tours/${data._id}`)).json().tour).toEqual(data);
  });

  it('serves the image at /media/… as WebP with an immutable cache and nosniff', async () => {
    const tour = await createTour(t.app, admin);
    const response = await t.app.inject({ method: 'GET', url: `/${tour.image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('trims the text fields', async () => {
    const tag = uniqueTag();
    const response = await postTourForm(t.app, admin, multipartBody(tourFields({ title: `  Hampi ${tag}  `, category: ' religious ' }), await imageFile()));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ title: `Hampi ${tag}`, category: 'religious' });
  });

  it.each([
    ['title', 'Title is required.'],
    ['description', 'Description is required.'],
    ['category', 'Category is required.'],
    ['location', 'Location is required.'],
    ['pricePerPerson', 'Price per person is required.'],
  ])('refuses a missing %s with a message naming it, and stores nothing', async (field, message) => {
    const fields = tourFields();
    delete fields[field];
    const missing = await postTourForm(t.app, admin, multipartBody(fields, await imageFile()));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message });
    const blank = await postTourForm(t.app, admin, multipartBody({ ...tourFields(), [field]: '   ' }, await imageFile()));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message });
    if (fields.location) expect(await adminSearch(fields.location)).toEqual([]);
  });

  it("refuses a tour without an image: 'Image is required.'", async () => {
    const fields = tourFields();
    const response = await postTourForm(t.app, admin, multipartBody(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image is required.' });
    const emptyFile = await postTourForm(t.app, admin, multipartBody(fields, { field: 'image', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }));
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json()).toEqual({ message: 'Image is required.' });
    expect(await adminSearch(fields.location!)).toEqual([]);
  });

  it.each(['beach', 'Adventure', 'historical', 'historical-cultural'])('refuses the category %j', async (category) => {
    const response = await postTourForm(t.app, admin, multipartBody(tourFields({ category }), await imageFile()));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Category must be adventure, religious, historical & cultural or romantic.');
  });

  it.each([
    ['-500', 'Price per person must be a positive number of rupees with at most 2 decimals.'],
    ['0', 'Price per person must be greater than zero.'],
    ['0.00', 'Price per person must be greater than zero.'],
    ['abc', 'Price per person must be a positive number of rupees with at most 2 decimals.'],
    ['12.345', 'Price per person must be a positive number of rupees with at most 2 decimals.'],
    ['1e5', 'Price per person must be a positive number of rupees with at most 2 decimals.'],
    ['Infinity', 'Price per person must be a positive number of rupees with at most 2 decimals.'],
    ['10000000.01', 'Price per person must be at most ₹1,00,00,000.'],
    ['9'.repeat(400), 'Price per person must be at most ₹1,00,00,000.'],
  ])('refuses the price %j', async (pricePerPerson, message) => {
    const response = await postTourForm(t.app, admin, multipartBody(tourFields({ pricePerPerson }), await imageFile()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('accepts the highest price', async () => {
    const tour = await createTour(t.app, admin, { pricePerPerson: '10000000' });
    expect(tour.pricePerPerson).toBe(10_000_000);
  });

  it('refuses a title longer than 200 characters and a NUL character', async () => {
    const long = await postTourForm(t.app, admin, multipartBody(tourFields({ title: 'x'.repeat(201) }), await imageFile()));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Title must be at most 200 characters.');
    const nul = await postTourForm(t.app, admin, multipartBody(tourFields({ location: 'Goa\u0000' }), await imageFile()));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Location contains a character that is not allowed.');
  });

  it.each([
    ['a text file renamed .png', textFile('just some notes, not a picture')],
    ['an SVG (it can carry scripts)', textFile(svg, 'scene.svg', 'image/svg+xml')],
    ['an SVG sent as image/png', textFile(svg)],
    ['an HTML page', textFile('<!doctype html><html><body><script>alert(1)</script></body></html>', 'page.png')],
    ['a truncated PNG', { field: 'image', filename: 'cut.png', contentType: 'image/png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }],
  ])('refuses %s with 415 and stores nothing', async (_label, file) => {
    const fields = tourFields();
    const response = await postTourForm(t.app, admin, multipartBody(fields, file));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).' });
    expect(await adminSearch(fields.location!)).toEqual([]);
  });

  it('refuses a body that is not a multipart form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/tours', headers: admin.headers, payload: tourFields() });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses an image larger than the upload limit with 413', async () => {
    const small = await createTestApp({ uploadMaxBytes: 4096 });
    try {
      const smallAdmin = await signInAdmin(small.app);
      const noise = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
      expect(noise.length).toBeGreaterThan(4096);
      const fields = tourFields();
      const response = await postTourForm(small.app, smallAdmin, multipartBody(fields, await imageFile(noise)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The upload is too large.' });
      const list = await small.app.inject({ method: 'GET', url: '/api/admin/tours', headers: smallAdmin.headers });
      expect(list.json()).toEqual({ tours: [] });
      // Within the limit the same app accepts a picture.
      const fits = await postTourForm(small.app, smallAdmin, multipartBody(fields, await imageFile()));
      expect(fits.statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('admin tour list and detail', () => {
  it('answers {tours} newest first, banned ones included with their status', async () => {
    const tag = uniqueTag();
    const older = await createTour(t.app, admin, { title: `Older ${tag}` });
    const banned = await createTour(t.app, admin, { title: `Banned ${tag}` });
    await banTour(t.app, admin, banned._id);
    const response = await get('/api/admin/tours');
    expect(response.statusCode).toBe(200);
    const { tours } = response.json();
    expect(ids(tours).indexOf(banned._id)).toBeLessThan(ids(tours).indexOf(older._id));
    expect(tours.find((tour: Tour) => tour._id === banned._id).status).toBe('banned');
    expect(ids(await adminSearch(tag))).toEqual([banned._id, older._id]);
  });

  it('searches title or location, case-insensitively, with any characters taken literally', async () => {
    const tag = uniqueTag();
    const byTitle = await createTour(t.app, admin, { title: `Sunderbans_100% ${tag}` });
    const byLocation = await createTour(t.app, admin, { location: `Sundarbans ${tag}, West Bengal` });
    expect(ids(await adminSearch(`SUNDERBANS_100% ${tag}`))).toEqual([byTitle._id]);
    expect(ids(await adminSearch(`${tag.toUpperCase()}, west`))).toEqual([byLocation._id]);
    expect(ids(await adminSearch(tag)).sort()).toEqual([byTitle._id, byLocation._id].sort());
    expect(await adminSearch(`Sunderbans_1000 ${tag}`)).toEqual([]);
    expect(await adminSearch("' or 1=1 --")).toEqual([]);
    expect((await get(`/api/admin/tours?query=${'q'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('answers {tour} for one tour, banned too', async () => {
    const tour = await createTour(t.app, admin);
    await banTour(t.app, admin, tour._id);
    const response = await get(`/api/admin/tours/${tour._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().tour).toMatchObject({ _id: tour._id, title: tour.title, status: 'banned' });
  });

  it("answers 404 'Tour not found.' for a missing tour and 400 for a malformed id", async () => {
    const missing = await get(`/api/admin/tours/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Tour not found.' });
    expect((await get('/api/admin/tours/not-a-uuid')).statusCode).toBe(400);
  });

  it('counts every tour per category, banned ones too', async () => {
    const before = (await get('/api/admin/tours/category-counts')).json().counts;
    expect(Object.keys(before).sort()).toEqual(['adventure', 'historical & cultural', 'religious', 'romantic']);
    await createTour(t.app, admin, { category: 'romantic' });
    const banned = await createTour(t.app, admin, { category: 'romantic' });
    await banTour(t.app, admin, banned._id);
    await createTour(t.app, admin, { category: 'historical & cultural' });
    const response = await get('/api/admin/tours/category-counts');
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({
      ...before,
      romantic: before.romantic + 2,
      'historical & cultural': before['historical & cultural'] + 1,
    });
  });
});

describe('update a tour', () => {
  it("changes only the fields sent and answers {data, message: 'Tour updated successfully.'}", async () => {
    const tour = await createTour(t.app, admin);
    const tag = uniqueTag();
    const response = await putTourForm(t.app, admin, tour._id, multipartBody({ title: `Renamed ${tag}`, pricePerPerson: '21000.75' }));
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Tour updated successfully.');
    expect(data).toEqual({ ...tour, title: `Renamed ${tag}`, pricePerPerson: 21000.75, fromPrice: 21000.75, priceTypes: [{ type: 'adult', price: 21000.75, takesSeat: true }], updatedAt: data.updatedAt });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(tour.updatedAt));
    expect((await get(`/api/admin/tours/${tour._id}`)).json().tour).toEqual(data);
  });

  it('keeps a field sent blank, as a form with an untouched field sends it', async () => {
    const tour = await createTour(t.app, admin);
    const response = await putTourForm(t.app, admin, tour._id, multipartBody({ title: '', description: '  ', location: '', category: 'romantic', pricePerPerson: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: tour.title, description: tour.description, location: tour.location, category: 'romantic', pricePerPerson: tour.pricePerPerson });
  });

  it('replaces the image when one is sent', async () => {
    const tour = await createTour(t.app, admin);
    const response = await putTourForm(t.app, admin, tour._id, multipartBody({}, await imageFile(await pngImage(120, 80))));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.image).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
    expect(data.image).not.toBe(tour.image);
    const served = await t.app.inject({ method: 'GET', url: `/${data.image}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(120);
  });

  it('refuses bad values and non-images, leaving the tour as it was', async () => {
    const tour = await createTour(t.app, admin);
    const cases: Array<[ReturnType<typeof multipartBody>, number, string]> = [
      [multipartBody({ category: 'beach' }), 400, 'Category must be adventure, religious, historical & cultural or romantic.'],
      [multipartBody({ pricePerPerson: '0' }), 400, 'Price per person must be greater than zero.'],
      [multipartBody({ pricePerPerson: '-1' }), 400, 'Price per person must be a positive number of rupees with at most 2 decimals.'],
      [multipartBody({ title: 'New title' }, textFile('not an image')), 415, 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).'],
      [multipartBody({ title: 'New title' }, textFile(svg, 'x.svg', 'image/svg+xml')), 415, 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).'],
    ];
    for (const [body, status, message] of cases) {
      const response = await putTourForm(t.app, admin, tour._id, body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect((await get(`/api/admin/tours/${tour._id}`)).json().tour).toEqual(tour);
  });

  it("answers 404 'Tour not found.' for a missing tour and 400 for a malformed id", async () => {
    const missing = await putTourForm(t.app, admin, MISSING_ID, multipartBody({ title: 'Ghost tour' }, await imageFile()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Tour not found.' });
    expect((await putTourForm(t.app, admin, 'nope', multipartBody({ title: 'Ghost tour' }))).statusCode).toBe(400);
  });
});

describe('ban and unban', () => {
  it('hides a banned tour from visitors and travellers everywhere and shows it again once unbanned', async () => {
    const tag = uniqueTag();
    const tour = await createTour(t.app, admin, { category: 'religious', title: `Kedarnath ${tag}` });
    const visible = async () => {
      const lists = await Promise.all([
        get('/api/routes/destinations?limit=100', {}).then((r) => ids(r.json())),
        get('/api/routes/religious?limit=100', {}).then((r) => ids(r.json().data)),
        get('/api/user/dashboard?limit=100', traveller.headers).then((r) => ids(r.json())),
        get(`/api/user/dashboard/search?query=${tag}`, traveller.headers).then((r) => ids(r.json())),
        get('/api/user/dashboard/tours/religious?limit=100', traveller.headers).then((r) => ids(r.json().data)),
      ]);
      const detail = await get(`/api/user/tours/${tour._id}`, traveller.headers);
      return [...lists.map((list) => list.includes(tour._id)), detail.statusCode === 200];
    };
    expect(await visible()).toEqual([true, true, true, true, true, true]);

    const ban = await put(`/api/admin/tour/${tour._id}/ban`);
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ message: 'Tour banned successfully.', data: { _id: tour._id, status: 'banned' } });
    expect(await visible()).toEqual([false, false, false, false, false, false]);
    expect(ids(await adminSearch(tag))).toEqual([tour._id]);

    const again = await put(`/api/admin/tour/${tour._id}/ban`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('banned');

    const unban = await put(`/api/admin/tour/${tour._id}/unban`);
    expect(unban.statusCode).toBe(200);
    expect(unban.json()).toMatchObject({ message: 'Tour unbanned successfully.', data: { _id: tour._id, status: 'active' } });
    expect((await put(`/api/admin/tour/${tour._id}/unban`)).json().data.status).toBe('active');
    expect(await visible()).toEqual([true, true, true, true, true, true]);
  });

  it.each(['ban', 'unban'])("%s answers 404 'Tour not found.' for a missing tour and 400 for a malformed id", async (action) => {
    const missing = await put(`/api/admin/tour/${MISSING_ID}/${action}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Tour not found.' });
    expect((await put(`/api/admin/tour/12/${action}`)).statusCode).toBe(400);
  });
});

describe('delete a tour', () => {
  it('removes it with its wishlist entries and reviews; past bookings keep their snapshot', async () => {
    const tour = await createTour(t.app, admin);
    await t.db.insert(wishlistItems).values({ userId: traveller.userId, tourId: tour._id });
    await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour._id, rating: 5, comment: 'Wonderful.' });
    const [booking] = await t.db
      .insert(bookings)
      .values({
        userId: traveller.userId,
        tourId: tour._id,
        tourTitle: tour.title,
        tourLocation: tour.location,
        tourImage: tour.image,
        pricePaise: 1_850_000,
        totalPaise: 3_700_000,
        fullName: 'Asha Verma',
        phone: '9876543210',
        bookingDate: '2025-05-01',
        startTime: '09:00',
        numPeople: 2,
        status: 'booked',
      })
      .returning();

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/tours/${tour._id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tour deleted successfully.' });

    expect((await get(`/api/admin/tours/${tour._id}`)).statusCode).toBe(404);
    expect((await get(`/api/user/tours/${tour._id}`, traveller.headers)).statusCode).toBe(404);
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.tourId, tour._id))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.tourId, tour._id))).toEqual([]);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(kept).toMatchObject({ tourId: null, tourTitle: tour.title, tourLocation: tour.location, tourImage: tour.image });
    // The picture stays served for the booking's snapshot.
    expect((await t.app.inject({ method: 'GET', url: `/${tour.image}` })).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/tours/${tour._id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Tour not found.' });
  });

  it('answers 400 for a malformed id', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin/tours/drop-table', headers: admin.headers });
    expect(response.statusCode).toBe(400);
  });
});

describe('only administrators run the catalogue', () => {
  it('answers 401 to a visitor and 403 to a traveller on every admin tour route', async () => {
    const tour = await createTour(t.app, admin);
    const fields = tourFields();
    const form = multipartBody(fields, await imageFile());
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; form?: boolean }> = [
      { method: 'GET', url: '/api/admin/tours' },
      { method: 'GET', url: '/api/admin/tours/category-counts' },
      { method: 'GET', url: `/api/admin/tours/${tour._id}` },
      { method: 'POST', url: '/api/admin/tours', form: true },
      { method: 'PUT', url: `/api/admin/tours/${tour._id}`, form: true },
      { method: 'PUT', url: `/api/admin/tour/${tour._id}/ban` },
      { method: 'PUT', url: `/api/admin/tour/${tour._id}/unban` },
      { method: 'DELETE', url: `/api/admin/tours/${tour._id}` },
    ];
    for (const route of routes) {
      const extra = route.form ? { headers: form.headers, payload: form.payload } : { headers: {} };
      const visitor = await t.app.inject({ method: route.method, url: route.url, ...extra });
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(visitor.json().message).toBe(authMessages.signInRequired);
      const asTraveller = await t.app.inject({ method: route.method, url: route.url, ...extra, headers: { ...extra.headers, ...traveller.headers } });
      expect(asTraveller.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asTraveller.json().message).toBe(authMessages.adminsOnly);
    }
    expect((await get(`/api/admin/tours/${tour._id}`)).json().tour).toEqual(tour);
    expect(await adminSearch(fields.location!)).toEqual([]);
  });
});
