import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { readKeptTotals } from './kept-totals.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

/** The totals as a count of every row would give them. */
async function counted() {
  const [[travellers], [tourCount], [bookingCount], [reviewCount]] = await Promise.all([
    t.db.select({ value: count() }).from(users).where(and(eq(users.role, 'traveller'), isNull(users.closedAt))),
    t.db.select({ value: count() }).from(tours),
    t.db.select({ value: count() }).from(bookings),
    t.db.select({ value: count() }).from(reviews),
  ]);
  return { travellers: travellers!.value, tours: tourCount!.value, bookings: bookingCount!.value, reviews: reviewCount!.value };
}

const bookingOf = (userId: string, tour: { id: string; title: string }) => ({
  userId,
  tourId: tour.id,
  tourTitle: tour.title,
  tourLocation: 'Manali',
  pricePaise: 100_000,
  totalPaise: 100_000,
  fullName: 'Asha Verma',
  phone: '9876543210',
  bookingDate: '2030-01-15',
  startTime: '09:00',
  numPeople: 1,
});

describe('the dashboard totals the database keeps', () => {
  it('equal a count of the rows after inserts, deletes, cascades and a change of role', async () => {
    const [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
    const [first, second] = await Promise.all([insertTour(t.db, { title: 'Totals One' }), insertTour(t.db, { title: 'Totals Two' })]);
    await t.db.insert(bookings).values([bookingOf(asha.userId, first), bookingOf(rahul.userId, second), bookingOf(rahul.userId, first)]);
    await t.db.insert(reviews).values([
      { userId: asha.userId, tourId: first.id, rating: 5, comment: 'Wonderful' },
      { userId: rahul.userId, tourId: first.id, rating: 4, comment: 'Lovely' },
    ]);
    expect(await readKeptTotals(t.db)).toEqual(await counted());

    // Deleting a tour takes its reviews with it (bookings stay, without the tour).
    await t.db.delete(tours).where(eq(tours.id, first.id));
    // An account made an administrator is no longer a traveller.
    await t.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, rahul.userId));
    await t.db.delete(bookings).where(eq(bookings.userId, asha.userId));
    expect(await readKeptTotals(t.db)).toEqual(await counted());

    // A record merged into another closes its account: one traveller fewer.
    const duplicate = await signUpTraveller(t.app);
    const travellersBefore = (await readKeptTotals(t.db)).travellers;
    const merged = await t.app.inject({ method: 'POST', url: `/api/admin/users/${asha.userId}/merge`, headers: admin.headers, payload: { duplicateId: duplicate.userId } });
    expect(merged.statusCode).toBe(200);
    expect((await readKeptTotals(t.db)).travellers).toBe(travellersBefore - 1);
    expect(await readKeptTotals(t.db)).toEqual(await counted());

    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json();
    const rows = await counted();
    expect(dashboard).toMatchObject({ totalUsers: rows.travellers, totalTours: rows.tours, totalBookings: rows.bookings, totalReviews: rows.reviews });
  });

  it('count every row written at once from many connections', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { title: 'Totals Rush' });
    const before = await readKeptTotals(t.db);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        t.db.transaction(async (tx) => {
          await tx.insert(bookings).values(bookingOf(traveller.userId, tour));
          if (index % 3 === 0) await insertTour(tx, { title: `Totals Rush ${index}` });
        }),
      ),
    );
    const after = await readKeptTotals(t.db);
    expect(after.bookings - before.bookings).toBe(24);
    expect(after.tours - before.tours).toBe(8);
    expect(after).toEqual(await counted());
  });
});
