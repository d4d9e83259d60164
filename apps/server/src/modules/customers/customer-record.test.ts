import { randomUUID } from 'node:crypto';
import { customerMessages } from '@yatrika/contract/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay, payAndBook, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const record = (id: string, who: Pick<SignedIn, 'headers'> | null = admin) => t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/record`, headers: who?.headers });
const addNote = (id: string, payload: unknown, who: Pick<SignedIn, 'headers'> | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/notes`, headers: who?.headers, payload: payload as object });
const myBooking = async (id: string, who: SignedIn) => (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${id}`, headers: who.headers })).json().booking;

describe("a traveller's record", () => {
  it("shows every booking with what its ledger took and gave back, and totals that agree with each booking's own money", async () => {
    const tour = await insertTour(t.db, { pricePaise: 100_000, capacity: 20, advancePercent: 40, balanceDueDays: 10 });
    const paidInFull = (await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: dayFromToday(40), numPeople: 2 }))).booking;
    const cancelled = (await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: dayFromToday(45), numPeople: 3 }))).booking;
    const advanceOrder = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(50), numPeople: 1 }), payment: 'advance' });
    const advance = (await verify(t.app, asha, (await sandboxPay(t.app, advanceOrder.json().order.id)).json())).json().booking as { _id: string };
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${cancelled._id}/status`, headers: admin.headers, payload: { status: 'canceled' } });
    expect(cancel.statusCode).toBe(200);

    const response = await record(asha.userId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customer).toMatchObject({ _id: asha.userId, username: asha.username, email: asha.email });
    expect(body.bookings.map((booking: { _id: string }) => booking._id).sort()).toEqual([paidInFull._id, cancelled._id, advance._id].sort());

    // Each booking's figures are the ones its own page reads from the ledger.
    let paid = 0;
    let refunded = 0;
    for (const booking of body.bookings) {
      const own = await myBooking(booking._id, asha);
      expect({ paid: booking.paid, refunded: booking.refunded, totalPrice: booking.totalPrice, status: booking.status }).toEqual({
        paid: own.amountPaid,
        refunded: own.amountRefunded,
        totalPrice: own.totalPrice,
        status: own.status,
      });
      expect(booking.reference).toBe(own.reference);
      paid += own.amountPaid;
      refunded += own.amountRefunded;
    }
    expect(body.totalSpent).toBe(paid);
    expect(body.totalRefunded).toBe(refunded);
    // Two in full (₹2,000), three refunded in full (₹3,000), the advance of one (40% of ₹1,000).
    expect(body.totalSpent).toBe(2000 + 3000 + 400);
    expect(body.totalRefunded).toBe(3000);
  });

  it('lists their reviews', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const review = await t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: traveller.headers, payload: { tourId: tour.id, rating: 4, comment: 'Clear skies over Key monastery.' } });
    expect(review.statusCode).toBe(201);
    const body = (await record(traveller.userId)).json();
    expect(body.reviews).toEqual([expect.objectContaining({ tourId: tour.id, tourName: tour.title, rating: 4, comment: 'Clear skies over Key monastery.' })]);
    expect(body).toMatchObject({ bookings: [], totalSpent: 0, totalRefunded: 0, notes: [] });
  });

  it('is for administrators only, and only for a traveller who exists', async () => {
    expect((await record(asha.userId, asha)).statusCode).toBe(403);
    expect((await record(asha.userId, null)).statusCode).toBe(401);
    expect((await record('not-an-id')).statusCode).toBe(400);
    const unknown = await record(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(customerMessages.notFound);
    expect((await record(admin.userId)).statusCode).toBe(404);
  });
});

describe("the operator's notes", () => {
  it('keeps a note with its author and time, newest first on the record', async () => {
    const traveller = await signUpTraveller(t.app);
    const before = Date.now();
    const first = await addNote(traveller.userId, { text: '  Prefers a window seat on the bus.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: customerMessages.noteAdded, note: { text: 'Prefers a window seat on the bus.', author: 'Test Admin' } });
    expect(Date.parse(first.json().note.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const second = await addNote(traveller.userId, { text: 'Called about a vegetarian meal plan.' });
    expect(second.statusCode).toBe(201);
    const notes = (await record(traveller.userId)).json().notes;
    expect(notes.map((note: { text: string }) => note.text)).toEqual(['Called about a vegetarian meal plan.', 'Prefers a window seat on the bus.']);
  });

  it('refuses a missing, blank or non-text note, a traveller, and an unknown record', async () => {
    const traveller = await signUpTraveller(t.app);
    for (const payload of [{}, { text: '   ' }, { text: 42 }, { text: 'x'.repeat(2001) }]) {
      expect((await addNote(traveller.userId, payload)).statusCode).toBe(400);
    }
    expect((await addNote(traveller.userId, { text: 'Mine' }, traveller)).statusCode).toBe(403);
    expect((await addNote(traveller.userId, { text: 'Anyone' }, null)).statusCode).toBe(401);
    expect((await addNote(randomUUID(), { text: 'Nobody' })).statusCode).toBe(404);
    expect((await addNote('42', { text: 'Malformed' })).statusCode).toBe(400);
    expect((await record(traveller.userId)).json().notes).toEqual([]);
  });
});
