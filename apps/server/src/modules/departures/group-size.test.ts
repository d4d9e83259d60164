import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeDeparture } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { putTourForm } from '../../../test/support/tour-forms.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { tours } from '../../db/schema/tours.ts';

/** A tour's usual group size never goes below the seats already taken on a date still to come. */
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const setGroupSize = (tourId: string, capacity: number) => putTourForm(t.app, admin, tourId, multipartBody({ capacity: String(capacity) }));
const capacityOf = async (tourId: string) => (await t.db.select({ capacity: tours.capacity }).from(tours).where(eq(tours.id, tourId)))[0]!.capacity;

describe('lowering a tour’s usual group size', () => {
  it('is refused below the seats booked on a date still to come, naming the date, and changes nothing', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(12);
    await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 8, bookingDate: date }));

    const refused = await setGroupSize(tour.id, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^More seats are already taken than a group size of 3 on \d{1,2} \w{3} \d{4} \(8 taken\)\. Choose 8 or more/);
    expect(await capacityOf(tour.id)).toBe(10);

    // Down to exactly what is taken is fine.
    expect((await setGroupSize(tour.id, 8)).statusCode).toBe(200);
    expect(await capacityOf(tour.id)).toBe(8);
  });

  it('counts live holds, as the per-date change does', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const held = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 6, bookingDate: dayFromToday(15) }) });
    expect(held.statusCode).toBe(200);
    expect((await setGroupSize(tour.id, 5)).statusCode).toBe(409);
    expect((await changeDeparture(t.app, admin, tour.id, dayFromToday(15), { capacity: 5 })).statusCode).toBe(409);
  });

  it('leaves dates with their own capacity, and past dates, out of the check', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(20);
    await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 7, bookingDate: date }));
    expect((await changeDeparture(t.app, admin, tour.id, date, { capacity: 10 })).statusCode).toBe(200);
    const past = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 9, bookingDate: dayFromToday(3) }));
    await t.db.update(bookings).set({ bookingDate: dayFromToday(-3) }).where(eq(bookings.id, past.booking._id));

    expect((await setGroupSize(tour.id, 2)).statusCode).toBe(200);
    expect(await capacityOf(tour.id)).toBe(2);
  });

  it('never ends below what sales racing with it took', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(25);
    const travellers = await Promise.all(Array.from({ length: 5 }, () => signUpTraveller(t.app)));
    const answers = await Promise.all([
      ...travellers.map((who) => createOrder(t.app, who, { booking: bookingDetails(tour.id, { numPeople: 2, bookingDate: date }) })),
      setGroupSize(tour.id, 4),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const [row] = await t.db
      .select({ held: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(and(eq(seatHolds.tourId, tour.id), eq(seatHolds.date, date)));
    expect(row?.held ?? 0).toBeLessThanOrEqual(await capacityOf(tour.id));
  });
});
