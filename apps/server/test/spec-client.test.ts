import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pngImage, type TestApp } from './support/app.ts';

/**
 * A client written only from SPEC.md §7, over real HTTP with fetch and
 * FormData as a browser sends them: every call of the table except
 * bookings, payments and the packing guide, with the answer shapes of
 * DESIGN.md's contract table.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

async function call(method: string, path: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

const picture = async () => new Blob([new Uint8Array(await pngImage(120, 80))], { type: 'image/png' });

describe('a client written from the spec', () => {
  it('does everything in §7 outside bookings and payments', async () => {
    // Administrator: first run registers, then logs in.
    const adminRegister = await call('POST', '/api/admin/register', { json: { name: 'Operations', email: 'ops@yatrika.test', password: 'ops-password-1', confirmPassword: 'ops-password-1' } });
    expect(adminRegister.status).toBe(201);
    const adminLogin = await call('POST', '/api/admin/login', { json: { email: 'ops@yatrika.test', password: 'ops-password-1' } });
    expect(adminLogin.status).toBe(200);
    const admin = adminLogin.body.token as string;

    // Create tour (multipart), read it, update it with a new image.
    const form = new FormData();
    form.set('title', 'Backwaters of Kumarakom');
    form.set('description', 'Two days on Vembanad Lake.');
    form.set('category', 'romantic');
    form.set('location', 'Kumarakom, Kerala');
    form.set('pricePerPerson', '12500');
    form.set('image', await picture(), 'lake.png');
    const created = await call('POST', '/api/admin/tours', { token: admin, form });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Tour created successfully!');
    const tour = created.body.data;
    expect(tour).toMatchObject({ title: 'Backwaters of Kumarakom', category: 'romantic', pricePerPerson: 12500, status: 'active' });
    expect(tour.image).toMatch(/^media\/[0-9a-f-]+\.webp$/);
    expect((await fetch(`${base}/${tour.image}`)).headers.get('content-type')).toBe('image/webp');

    expect((await call('GET', '/api/admin/tours', { token: admin })).body.tours.map((x: { _id: string }) => x._id)).toContain(tour._id);
    expect((await call('GET', `/api/admin/tours/${tour._id}`, { token: admin })).body.tour).toMatchObject({ title: 'Backwaters of Kumarakom', description: 'Two days on Vembanad Lake.', category: 'romantic', pricePerPerson: 12500 });
    const update = new FormData();
    update.set('title', 'Backwaters of Kumarakom and Alleppey');
    update.set('pricePerPerson', '13999.50');
    update.set('image', await picture(), 'new.png');
    const updated = await call('PUT', `/api/admin/tours/${tour._id}`, { token: admin, form: update });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Tour updated successfully.');

    // Visitor lists.
    const destinations = await call('GET', '/api/routes/destinations');
    expect(Array.isArray(destinations.body)).toBe(true);
    expect(destinations.body[0]).toMatchObject({ _id: tour._id, title: 'Backwaters of Kumarakom and Alleppey', pricePerPerson: 13999.5 });
    const romantic = await call('GET', '/api/routes/romantic');
    expect(romantic.body).toMatchObject({ success: true, data: [expect.objectContaining({ _id: tour._id })] });
    for (const path of ['adventure', 'historical', 'religious']) expect((await call('GET', `/api/routes/${path}`)).body).toEqual({ success: true, data: [] });

    // Traveller signs up, logs in.
    const register = await call('POST', '/api/user/register', { json: { firstname: 'Neha', lastname: 'Rao', username: 'neha_rao', email: 'neha@example.in', phone: '9812345678', gender: 'Female', password: 'neha-password-1' } });
    expect(register.status).toBe(201);
    expect(typeof register.body.token).toBe('string');
    const login = await call('POST', '/api/user/login', { json: { email: 'neha@example.in', password: 'neha-password-1' } });
    const token = login.body.token as string;
    const badLogin = await call('POST', '/api/user/login', { json: { email: 'neha@example.in', password: 'nope-nope-1' } });
    expect(badLogin.status).toBe(401);
    expect(typeof badLogin.body.message).toBe('string');

    // Home, search, category lists, detail and reviews.
    expect((await call('GET', '/api/user/dashboard', { token })).body.map((x: { _id: string }) => x._id)).toEqual([tour._id]);
    expect((await call('GET', '/api/user/dashboard/search?query=ALLEPPEY', { token })).body).toHaveLength(1);
    expect((await call('GET', '/api/user/dashboard/search?query=kerala', { token })).body).toHaveLength(1);
    expect((await call('GET', '/api/user/dashboard/search?query=goa', { token })).body).toEqual([]);
    expect((await call('GET', '/api/user/dashboard/tours/romantic', { token })).body.data).toHaveLength(1);
    expect((await call('GET', '/api/user/dashboard/tours/historical-cultural', { token })).body.data).toEqual([]);
    expect((await call('GET', `/api/user/tours/${tour._id}`, { token })).body).toMatchObject({ _id: tour._id, location: 'Kumarakom, Kerala' });
    expect((await call('GET', `/api/user/tours/${tour._id}/reviews`, { token })).body).toEqual({ reviews: [] });

    // Wishlist: add, list, remove.
    expect((await call('POST', '/api/user/dashboard/wishlist/add', { token, json: { tourId: tour._id } })).status).toBeLessThan(300);
    const wishlist = await call('GET', '/api/user/dashboard/wishlist', { token });
    expect(wishlist.body.wishlist).toEqual([expect.objectContaining({ _id: tour._id, title: 'Backwaters of Kumarakom and Alleppey', pricePerPerson: 13999.5, image: expect.stringMatching(/^media\//) })]);
    expect((await call('DELETE', '/api/user/dashboard/wishlist/remove', { token, json: { tourId: tour._id } })).status).toBe(200);
    expect((await call('GET', '/api/user/dashboard/wishlist', { token })).body).toEqual({ wishlist: [] });

    // Reviews: one per tour; the second is 400.
    expect((await call('POST', '/api/user/reviews', { token, json: { tourId: tour._id, rating: 5, comment: 'Magical sunsets.' } })).status).toBe(201);
    expect((await call('POST', '/api/user/reviews', { token, json: { tourId: tour._id, rating: 4, comment: 'Again!' } })).status).toBe(400);
    const tourReviews = await call('GET', `/api/user/tours/${tour._id}/reviews`, { token });
    expect(tourReviews.body.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Magical sunsets.', user: { firstname: 'Neha', lastname: 'Rao' } })]);
    const mine = await call('GET', '/api/user/reviews', { token });
    expect(mine.body).toEqual([expect.objectContaining({ rating: 5, tour: expect.objectContaining({ title: 'Backwaters of Kumarakom and Alleppey', location: 'Kumarakom, Kerala' }) })]);

    // Profile.
    expect((await call('GET', '/api/user/profile', { token })).body).toMatchObject({ firstname: 'Neha', lastname: 'Rao', username: 'neha_rao', email: 'neha@example.in', phone: '9812345678', gender: 'Female' });
    const saved = await call('PUT', '/api/user/profile', { token, json: { firstname: 'Neha', lastname: 'Rao-Iyer', username: 'neha_ri', phone: '9812345679' } });
    expect(saved.status).toBe(200);
    expect(typeof saved.body.message).toBe('string');

    // Moments: share, feed, like, unlike, comment.
    const momentForm = new FormData();
    momentForm.set('image', await picture(), 'boat.png');
    momentForm.set('description', 'Sunset from the houseboat deck.');
    const shared = await call('POST', '/api/moments/create', { token, form: momentForm });
    expect(shared.status).toBe(201);
    const feed = await call('GET', '/api/moments/all', { token });
    expect(feed.body.success).toBe(true);
    const moment = feed.body.moments[0];
    expect(moment).toMatchObject({ description: 'Sunset from the houseboat deck.', user: { username: 'neha_ri' }, likes: [], comments: [] });
    expect((await call('PUT', `/api/moments/like/${moment._id}`, { token })).status).toBe(200);
    expect((await call('GET', '/api/moments/all', { token })).body.moments[0].likes).toHaveLength(1);
    expect((await call('PUT', `/api/moments/unlike/${moment._id}`, { token })).status).toBe(200);
    expect((await call('POST', `/api/moments/comment/${moment._id}`, { token, json: { text: 'Gorgeous!' } })).status).toBe(201);
    expect((await call('GET', '/api/moments/all', { token })).body.moments[0]).toMatchObject({ likes: [], comments: [expect.objectContaining({ text: 'Gorgeous!', user: expect.objectContaining({ username: 'neha_ri' }) })] });

    // Administrator: totals, users, reviews; ban hides the tour from travellers; unban; deletes.
    const dashboard = await call('GET', '/api/admin/dashboard', { token: admin });
    expect(dashboard.body).toMatchObject({ totalUsers: 1, totalTours: 1, totalBookings: 0, totalReviews: 1 });
    expect(dashboard.body.recentUsers[0]).toMatchObject({ username: 'neha_ri' });
    const users = await call('GET', '/api/admin/users', { token: admin });
    expect(users.body.users[0]).toMatchObject({ firstname: 'Neha', lastname: 'Rao-Iyer', bookings: [], reviews: [expect.objectContaining({ rating: 5 })] });
    const adminReviews = await call('GET', '/api/admin/reviews', { token: admin });
    expect(adminReviews.body).toEqual([expect.objectContaining({ username: 'neha_ri', tourName: 'Backwaters of Kumarakom and Alleppey', rating: 5, comment: 'Magical sunsets.' })]);

    expect((await call('PUT', `/api/admin/tour/${tour._id}/ban`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/routes/destinations')).body).toEqual([]);
    expect((await call('GET', `/api/user/tours/${tour._id}`, { token })).status).toBe(404);
    expect((await call('GET', '/api/admin/tours', { token: admin })).body.tours[0].status).toBe('banned');
    expect((await call('PUT', `/api/admin/tour/${tour._id}/unban`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/routes/destinations')).body).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/reviews/${adminReviews.body[0]._id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/admin/reviews', { token: admin })).body).toEqual([]);
    expect((await call('DELETE', `/api/admin/tours/${tour._id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/routes/destinations')).body).toEqual([]);

    // Logout ends the session everywhere; the admin deletes the account.
    expect((await call('POST', '/api/user/logout', { token })).status).toBe(200);
    expect((await call('GET', '/api/user/dashboard', { token })).status).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${users.body.users[0]._id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/admin/users', { token: admin })).body).toEqual({ users: [] });
  });
});
