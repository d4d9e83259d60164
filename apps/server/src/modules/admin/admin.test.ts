import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour as insertTourRow } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const insertTour = (title: string) => insertTourRow(t.db, { title });

async function insertBooking(userId: string, tour: { id: string; title: string }) {
  const [booking] = await t.db
    .insert(bookings)
    .values({ userId, tourId: tour.id, tourTitle: tour.title, tourLocation: 'Manali', pricePaise: 1_250_000, totalPaise: 2_500_000, fullName: 'Asha Verma', phone: '9876543210', bookingDate: '2030-01-15', startTime: '09:00', numPeople: 2 })
    .returning();
  return booking!;
}

describe('admin dashboard', () => {
  it('counts travellers, tours, bookings and reviews and lists the newest', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json();
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour('Dashboard Trek');
    await insertBooking(traveller.userId, tour);
    await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour.id, rating: 5, comment: 'Wonderful' });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalUsers).toBe(before.totalUsers + 1);
    expect(body.totalTours).toBe(before.totalTours + 1);
    expect(body.totalBookings).toBe(before.totalBookings + 1);
    expect(body.totalReviews).toBe(before.totalReviews + 1);
    expect(body.recentTours[0]).toMatchObject({ _id: tour.id, title: 'Dashboard Trek', pricePerPerson: 18999.5, image: 'media/placeholder.webp' });
    expect(body.recentUsers[0]).toMatchObject({ _id: traveller.userId, username: traveller.username });
    // Administrators are not counted as users, and no password hash ever leaves the server.
    expect(body.recentUsers.map((user: { _id: string }) => user._id)).not.toContain(admin.userId);
    expect(response.body).not.toMatch(/argon2|password/i);
  });
});

describe('admin users', () => {
  it('lists travellers with their bookings and reviews', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Kavya', lastname: 'Nair' });
    const tour = await insertTour('Users List Tour');
    const booking = await insertBooking(traveller.userId, tour);
    await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour.id, rating: 4, comment: 'Lovely' });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const listed = response.json().users.find((user: { _id: string }) => user._id === traveller.userId);
    expect(listed).toMatchObject({ firstname: 'Kavya', lastname: 'Nair', email: traveller.email, phone: '9876543210', gender: 'Female' });
    expect(listed.bookings).toEqual([expect.objectContaining({ _id: booking.id, tourTitle: 'Users List Tour', status: 'pending' })]);
    expect(listed.reviews).toEqual([expect.objectContaining({ tourName: 'Users List Tour', rating: 4 })]);
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });

  it('searches by full name, username or email, with wildcards taken literally', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Zubin', lastname: 'Mistry' });
    const search = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/users?query=${encodeURIComponent(query)}`, headers: admin.headers })).json().users.map((user: { _id: string }) => user._id);
    expect(await search('zubin mistry')).toEqual([traveller.userId]);
    expect(await search(traveller.username.toUpperCase())).toEqual([traveller.userId]);
    expect(await search(traveller.email)).toEqual([traveller.userId]);
    expect(await search('%')).toEqual([]);
    expect(await search("' or 1=1 --")).toEqual([]);
  });

  it('pages with limit and a cursor', async () => {
    await signUpTraveller(t.app);
    await signUpTraveller(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/users?limit=1', headers: admin.headers });
    expect(first.json().users).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(first.headers.link).toContain('rel="next"');
    const second = await t.app.inject({ method: 'GET', url: `/api/admin/users?limit=1&cursor=${cursor}`, headers: admin.headers });
    expect(second.json().users[0]._id).not.toBe(first.json().users[0]._id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users?cursor=garbage', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a traveller with their reviews, wishlist, moments, likes and comments, keeping bookings', async () => {
    const traveller = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour('Delete Me Tour');
    const booking = await insertBooking(traveller.userId, tour);
    await t.db.insert(reviews).values({ userId: traveller.userId, tourId: tour.id, rating: 3, comment: 'Fine' });
    await t.db.insert(wishlistItems).values({ userId: traveller.userId, tourId: tour.id });
    const [moment] = await t.db.insert(moments).values({ userId: traveller.userId, image: 'media/placeholder.webp', description: 'Sunset' }).returning();
    const [othersMoment] = await t.db.insert(moments).values({ userId: other.userId, image: 'media/placeholder.webp', description: 'Dawn' }).returning();
    await t.db.insert(momentLikes).values({ momentId: othersMoment!.id, userId: traveller.userId });
    await t.db.insert(momentComments).values({ momentId: othersMoment!.id, userId: traveller.userId, text: 'Beautiful' });

    // The booking is still to come: deleting asks for a confirmation, then cancels it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${traveller.userId}`, headers: admin.headers })).statusCode).toBe(409);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${traveller.userId}?confirm=true`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('User deleted successfully.');

    expect(await t.db.select().from(reviews).where(eq(reviews.userId, traveller.userId))).toEqual([]);
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, traveller.userId))).toEqual([]);
    expect(await t.db.select().from(moments).where(eq(moments.id, moment!.id))).toEqual([]);
    expect(await t.db.select().from(momentLikes).where(eq(momentLikes.userId, traveller.userId))).toEqual([]);
    expect(await t.db.select().from(momentComments).where(eq(momentComments.userId, traveller.userId))).toEqual([]);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ userId: null, tourTitle: 'Delete Me Tour', totalPaise: 2_500_000, status: 'canceled' });

    // The deleted traveller's token stops working, and the lists still load.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: traveller.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).statusCode).toBe(200);
  });

  it('answers 404 for a missing user or an administrator, 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/admin/users/00000000-0000-4000-8000-000000000000', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found.');
    const adminItself = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${admin.userId}`, headers: admin.headers });
    expect(adminItself.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/admin/users/not-an-id', headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id: must be a valid id');
  });

  it('is closed to visitors (401) and travellers (403)', async () => {
    const traveller = await signUpTraveller(t.app);
    for (const [method, url] of [['GET', '/api/admin/dashboard'], ['GET', '/api/admin/users'], ['DELETE', `/api/admin/users/${traveller.userId}`]] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      const asTraveller = await t.app.inject({ method, url, headers: traveller.headers });
      expect(asTraveller.statusCode).toBe(403);
      expect(asTraveller.json().message).toBe('Only administrators can do this.');
    }
  });
});
