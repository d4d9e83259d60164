import { bookingMessages } from '@yatrika/contract/bookings';
import { paymentMessages } from '@yatrika/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { sandboxPayments } from '../../db/schema/payments.ts';
import { tours } from '../../db/schema/tours.ts';
import { bookingDetails, dayFromToday, orderAndPay, payAndBook, sandboxBooksOf, verify } from '../../../test/support/payments.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers'> | undefined;
const book = (who: Who, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: who?.headers, payload });
const myBookings = (who: Who, query = '') => t.app.inject({ method: 'GET', url: `/api/user/bookings${query}`, headers: who?.headers });
const cancel = (who: Who, id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${id}`, headers: who?.headers });
const setStatus = (id: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}/status`, headers: admin.headers, payload: { status } });
const bookingRow = (id: string) => bookingWithRefund(t.db, id);
const rowsOfUser = (userId: string) => t.db.select().from(bookings).where(eq(bookings.userId, userId));

/** A paid order without booking details, as the spec's own client makes it: `{amount, currency, receipt}`. */
async function paidOrder(who: SignedIn, amountPaise: number) {
  const confirmation = await orderAndPay(t.app, who, { amount: amountPaise, currency: 'INR', receipt: 'receipt_spec' });
  expect((await verify(t.app, who, confirmation)).statusCode).toBe(200);
  return confirmation.razorpay_order_id;
}

describe('paying and booking, through HTTP alone', () => {
  it('order → sandbox pay → verify → one pending booking with the server total → accepted → canceled and refunded', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { title: 'Hampi Heritage Walk', location: 'Hampi, Karnataka', pricePaise: 1_899_950 });
    const details = bookingDetails(tour.id, { fullName: 'Ravi Kumar', numPeople: 3 });

    const { booking, confirmation } = await payAndBook(t.app, traveller, details);
    const listed = (await myBookings(traveller)).json().bookings;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toEqual({
      _id: booking._id,
      reference: expect.stringMatching(/^YT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      tourId: tour.id,
      tour: { title: 'Hampi Heritage Walk', location: 'Hampi, Karnataka', image: 'media/placeholder.webp' },
      pricePerPerson: 18_999.5,
      totalPrice: 56_998.5,
      // Beside the spec's fields: the price's lines as charged, their total, the party by type.
      lines: [{ kind: 'people', type: 'adult', quantity: 3, unitPrice: 18_999.5, amount: 56_998.5 }],
      total: 56_998.5,
      party: { adult: 3, child: 0, infant: 0, senior: 0 },
      bookingDate: details.bookingDate,
      startTime: '09:00',
      numPeople: 3,
      status: 'pending',
      packingList: null,
      fullName: 'Ravi Kumar',
      phone: '9876543210',
      // This client sent no names: the one booking, and the rest of the party unnamed.
      travellers: [{ name: 'Ravi Kumar', age: null }],
      unnamedTravellers: 2,
      payment: { orderId: confirmation.razorpay_order_id, paymentId: confirmation.razorpay_payment_id, amount: 56_998.5, currency: 'INR' },
      refund: null,
      // Decision 035, added beside: paid in full, one payment on its ledger, nothing due.
      paymentPlan: 'full',
      balanceDueOn: null,
      ledger: [{ _id: expect.any(String), kind: 'payment', purpose: 'full', reason: null, amount: 56_998.5, channel: 'online', createdAt: expect.any(String) }],
      amountDue: 0,
      amountPaid: 56_998.5,
      amountRefunded: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const accepted = await setStatus(booking._id, 'booked');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: bookingMessages.statusUpdated, booking: { status: 'booked' } });
    expect((await myBookings(traveller)).json().bookings[0].status).toBe('booked');

    const cancelled = await cancel(traveller, booking._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Booking cancelled.');
    expect(cancelled.json().booking).toMatchObject({
      status: 'canceled',
      refund: { id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/), amount: 56_998.5, status: 'processed' },
    });
    const seen = (await myBookings(traveller)).json().bookings[0];
    expect(seen.status).toBe('canceled');
    expect(seen.refund).toEqual(cancelled.json().booking.refund);
    const adminSees = (await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: admin.headers })).json();
    expect(adminSees.find((b: { _id: string }) => b._id === booking._id).refund).toEqual(seen.refund);
    // The provider's books agree: the payment is refunded, by that refund.
    const payment = await sandboxBooksOf(t.db, { paymentId: confirmation.razorpay_payment_id });
    expect(payment).toMatchObject({ status: 'refunded', refundId: seen.refund.id, refundKey: booking._id, refunds: [expect.anything()] });
  });
});

describe('POST /api/user/bookings', () => {
  it("books against the traveller's paid order, as the spec's client does after verifying, and answers the same booking again", async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { pricePaise: 750_000 });
    await paidOrder(traveller, 1_500_000);

    const first = await book(traveller, bookingDetails(tour.id, { numPeople: 2 }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Booking created successfully and approval is pending',
      booking: { status: 'pending', totalPrice: 15_000, pricePerPerson: 7_500, numPeople: 2 },
    });
    const again = await book(traveller, bookingDetails(tour.id, { numPeople: 2 }));
    expect(again.statusCode).toBe(200);
    expect(again.json().booking._id).toBe(first.json().booking._id);
    expect(await rowsOfUser(traveller.userId)).toHaveLength(1);
  });

  it('answers the booking verification already made when the client books after verifying', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const details = bookingDetails(tour.id);
    const { booking, confirmation } = await payAndBook(t.app, traveller, details);
    for (const payload of [details, { ...details, orderId: confirmation.razorpay_order_id }]) {
      const response = await book(traveller, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().booking._id).toBe(booking._id);
    }
    expect(await rowsOfUser(traveller.userId)).toHaveLength(1);
  });

  it('books a second paid trip with the same details as a second booking', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const details = bookingDetails(tour.id);
    const first = await payAndBook(t.app, traveller, details);
    const second = await payAndBook(t.app, traveller, details);
    expect(second.booking._id).not.toBe(first.booking._id);
    expect((await book(traveller, details)).json().booking._id).toBe(second.booking._id);
    expect(await rowsOfUser(traveller.userId)).toHaveLength(2);
  });

  it('refuses a booking without payment: "Please complete the payment before booking." (402)', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const response = await book(traveller, bookingDetails(tour.id));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: bookingMessages.paymentRequired });
    expect(await rowsOfUser(traveller.userId)).toEqual([]);
  });

  it("refuses another traveller's paid order, and an order that was never paid", async () => {
    const owner = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { pricePaise: 100_000 });
    const orderId = await paidOrder(owner, 200_000);
    const stolen = await book(other, { ...bookingDetails(tour.id), orderId });
    expect(stolen.statusCode).toBe(402);
    expect(await rowsOfUser(other.userId)).toEqual([]);

    const unpaid = (await t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: other.headers, payload: { amount: 200_000 } })).json().order;
    const response = await book(other, { ...bookingDetails(tour.id), orderId: unpaid.id });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(bookingMessages.paymentRequired);
  });

  it('refuses an order paid for a different amount', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { pricePaise: 500_000 });
    const orderId = await paidOrder(traveller, 100);
    expect((await book(traveller, bookingDetails(tour.id))).statusCode).toBe(402);
    const named = await book(traveller, { ...bookingDetails(tour.id), orderId });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(paymentMessages.amountMismatch);
    expect(await rowsOfUser(traveller.userId)).toEqual([]);
  });

  it('refuses to reuse a paid order for a different booking', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { pricePaise: 300_000 });
    const orderId = await paidOrder(traveller, 600_000);
    expect((await book(traveller, { ...bookingDetails(tour.id), orderId })).statusCode).toBe(201);
    const reuse = await book(traveller, { ...bookingDetails(tour.id, { fullName: 'Someone Else' }), orderId });
    expect(reuse.statusCode).toBe(402);
    const unnamed = await book(traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(40) }));
    expect(unnamed.statusCode).toBe(402);
    expect(await rowsOfUser(traveller.userId)).toHaveLength(1);
  });

  it('makes exactly one booking from parallel requests on one paid order', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { pricePaise: 400_000 });
    await paidOrder(traveller, 800_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(traveller, bookingDetails(tour.id))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().booking._id)).size).toBe(1);
    expect(await rowsOfUser(traveller.userId)).toHaveLength(1);
  });

  describe("checks the details with the spec's messages", () => {
    let traveller: SignedIn;
    beforeAll(async () => {
      traveller = await signUpTraveller(t.app);
    });

    it('all fields missing: "All booking fields are required."', async () => {
      const response = await book(traveller, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'All booking fields are required.' });
    });

    it.each(['fullName', 'phone', 'bookingDate', 'numPeople'])('%s missing: "All booking fields are required."', async (field) => {
      const tour = await insertTour(t.db);
      const payload: Record<string, unknown> = bookingDetails(tour.id);
      delete payload[field];
      expect((await book(traveller, payload)).json().message).toBe('All booking fields are required.');
    });

    it('0 people: "Number of people must be at least 1."', async () => {
      const tour = await insertTour(t.db);
      const response = await book(traveller, bookingDetails(tour.id, { numPeople: 0 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Number of people must be at least 1.');
    });

    it('a date beyond the booking horizon: "Bookings open up to 365 days ahead."', async () => {
      const tour = await insertTour(t.db);
      const response = await book(traveller, bookingDetails(tour.id, { bookingDate: '9999-12-31' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Bookings open up to 365 days ahead.' });
    });

    it('BOOKING_HORIZON_DAYS moves the horizon', async () => {
      const near = await createTestApp({ bookingHorizonDays: 30 });
      try {
        const someone = await signUpTraveller(near.app);
        const tour = await insertTour(near.db);
        const response = await near.app.inject({
          method: 'POST',
          url: '/api/user/bookings',
          headers: someone.headers,
          payload: bookingDetails(tour.id, { bookingDate: dayFromToday(31) }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Bookings open up to 30 days ahead.' });
      } finally {
        await near.close();
      }
    });

    it('a past date, a banned tour, a tour that does not exist', async () => {
      const tour = await insertTour(t.db);
      const banned = await insertTour(t.db, { status: 'banned' });
      const cases: [object, string][] = [
        [bookingDetails(tour.id, { bookingDate: dayFromToday(-1) }), bookingMessages.dateInPast],
        [bookingDetails(banned.id), bookingMessages.tourUnavailable],
        [bookingDetails('00000000-0000-4000-8000-000000000000'), bookingMessages.tourUnavailable],
        [bookingDetails('not-a-tour'), 'Tour id must be a valid id.'],
      ];
      for (const [payload, message] of cases) {
        const response = await book(traveller, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });
  });
});

describe('GET /api/user/bookings', () => {
  it('lists only your bookings, newest first, a page at a time', async () => {
    const traveller = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: i + 1 }))).booking._id);
    await payAndBook(t.app, other, bookingDetails(tour.id));

    const all = (await myBookings(traveller)).json().bookings.map((b: { _id: string }) => b._id);
    expect(all).toEqual([...made].reverse());
    const page = await myBookings(traveller, '?limit=2');
    expect(page.json().bookings).toHaveLength(2);
    const next = await myBookings(traveller, `?limit=2&cursor=${page.headers['x-next-cursor']}`);
    expect(next.json().bookings.map((b: { _id: string }) => b._id)).toEqual([made[0]]);
  });

  it('answers an empty list when there are none', async () => {
    const traveller = await signUpTraveller(t.app);
    expect((await myBookings(traveller)).json()).toEqual({ bookings: [] });
  });

  it('keeps the snapshot when the tour is edited, and when it is deleted', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { title: 'Coorg Coffee Trail', location: 'Madikeri, Karnataka', pricePaise: 500_000 });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 2 }));
    await t.db.update(tours).set({ title: 'Renamed', location: 'Elsewhere', pricePaise: 900_000 }).where(eq(tours.id, tour.id));
    const expected = { tour: { title: 'Coorg Coffee Trail', location: 'Madikeri, Karnataka', image: 'media/placeholder.webp' }, pricePerPerson: 5_000, totalPrice: 10_000 };
    expect((await myBookings(traveller)).json().bookings[0]).toMatchObject({ _id: booking._id, tourId: tour.id, ...expected });
    // Deleting the tour cancels and refunds the booking still to come; its snapshot stays.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tours/${tour.id}?confirm=true`, headers: admin.headers })).statusCode).toBe(200);
    expect((await myBookings(traveller)).json().bookings[0]).toMatchObject({ _id: booking._id, tourId: null, status: 'canceled', ...expected });
  });

  it('reads a booked trip whose date has passed as completed', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(1) }));
    await setStatus(booking._id, 'booked');
    expect((await myBookings(traveller)).json().bookings[0].status).toBe('booked');
    await t.db.update(bookings).set({ bookingDate: dayFromToday(-1) }).where(eq(bookings.id, booking._id));
    expect((await myBookings(traveller)).json().bookings[0].status).toBe('completed');
    expect((await bookingRow(booking._id)).status).toBe('booked');
  });
});

describe('DELETE /api/user/bookings/{id}', () => {
  it('cancels a pending booking; the booking stays, canceled', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id));
    const response = await cancel(traveller, booking._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ _id: booking._id, status: 'canceled', refund: { status: 'processed' } });
    expect((await myBookings(traveller)).json().bookings).toHaveLength(1);
  });

  it('refuses canceled and completed bookings: "Only pending or booked bookings can be cancelled."', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id));
    expect((await cancel(traveller, booking._id)).statusCode).toBe(200);
    const twice = await cancel(traveller, booking._id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: bookingMessages.cannotCancel });

    const trip = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(1) }));
    await setStatus(trip.booking._id, 'booked');
    await t.db.update(bookings).set({ bookingDate: dayFromToday(-3) }).where(eq(bookings.id, trip.booking._id));
    const completed = await cancel(traveller, trip.booking._id);
    expect(completed.statusCode).toBe(400);
    expect(completed.json().message).toBe(bookingMessages.cannotCancel);
    expect((await bookingRow(trip.booking._id)).refundStatus).toBeNull();
  });

  it('answers one booking on its own, with the same reference as the list and the booking answer; 404 for anyone else', async () => {
    const owner = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { title: 'Receipt Trail' });
    const { booking } = await payAndBook(t.app, owner, bookingDetails(tour.id, { numPeople: 2 }));
    const receipt = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().booking).toEqual((await myBookings(owner)).json().bookings[0]);
    expect(receipt.json().booking.reference).toBe(booking.reference);
    expect(receipt.json().booking).toMatchObject({ tour: { title: 'Receipt Trail' }, numPeople: 2, payment: { currency: 'INR' } });

    const foreign = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: bookingMessages.notFound });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/user/bookings/not-an-id', headers: { authorization: `Bearer ${owner.token}` } });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}` })).statusCode).toBe(401);
  });

  it('gives bookings made at the same moment different references', async () => {
    const tour = await insertTour(t.db, { capacity: 50 });
    const travellers = await Promise.all(Array.from({ length: 8 }, () => signUpTraveller(t.app)));
    const made = await Promise.all(travellers.map((traveller) => payAndBook(t.app, traveller, bookingDetails(tour.id))));
    const references = made.map(({ booking }) => booking.reference);
    expect(new Set(references).size).toBe(8);
  });

  it("answers 404 for another traveller's booking and leaves it alone", async () => {
    const owner = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const { booking } = await payAndBook(t.app, owner, bookingDetails(tour.id));
    const response = await cancel(other, booking._id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: bookingMessages.notFound });
    expect(await bookingRow(booking._id)).toMatchObject({ status: 'pending', refundStatus: null });
    expect((await cancel(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for travellers only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await cancel(undefined, id)).statusCode).toBe(401);
    expect((await cancel(admin, id)).statusCode).toBe(403);
    expect((await myBookings(undefined)).statusCode).toBe(401);
    expect((await book(admin, {})).statusCode).toBe(403);
  });
});

describe('refunds', () => {
  it('refunds once however the cancellation is asked for: twice, in parallel, by traveller and admin', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const { booking, confirmation } = await payAndBook(t.app, traveller, bookingDetails(tour.id));
    const answers = await Promise.all([cancel(traveller, booking._id), setStatus(booking._id, 'canceled'), cancel(traveller, booking._id)]);
    // One cancels; the others are refused (the traveller's 400, the operator's 409), or, while the
    // refund is still outstanding, retry it with the same idempotency key: every answer names the same single refund.
    for (const answer of answers) expect([200, 400, 409]).toContain(answer.statusCode);
    const refunds = answers.filter((a) => a.statusCode === 200).map((a) => a.json().booking.refund);
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    const refund = refunds[0];
    expect(refund).toMatchObject({ status: 'processed', id: expect.stringMatching(/^rfnd_/) });
    for (const other of refunds) expect(other.id).toBe(refund.id);
    expect((await cancel(traveller, booking._id)).statusCode).toBe(400);
    expect((await setStatus(booking._id, 'canceled')).statusCode).toBe(409);
    const payment = await sandboxBooksOf(t.db, { orderId: confirmation.razorpay_order_id });
    expect(payment).toMatchObject({ status: 'refunded', refunds: [expect.objectContaining({ id: refund.id })] });
  });

  it('keeps the cancellation when the provider refuses the refund, and retries it on the next cancel', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const { booking, confirmation } = await payAndBook(t.app, traveller, bookingDetails(tour.id));
    // The provider will refuse: it no longer sees a captured payment.
    await t.db.update(sandboxPayments).set({ status: 'failed' }).where(eq(sandboxPayments.id, confirmation.razorpay_payment_id));
    const first = await cancel(traveller, booking._id);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(bookingMessages.refundFailed);
    expect(first.json().booking).toMatchObject({ status: 'canceled', refund: { id: null, status: 'failed', amount: booking.totalPrice } });

    await t.db.update(sandboxPayments).set({ status: 'captured' }).where(eq(sandboxPayments.id, confirmation.razorpay_payment_id));
    const retry = await cancel(traveller, booking._id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe('Booking cancelled.');
    expect(retry.json().booking.refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), status: 'processed' });
    const done = await cancel(traveller, booking._id);
    expect(done.statusCode).toBe(400);
  });

  it('a booking that was never paid is canceled without a refund', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const [row] = await t.db
      .insert(bookings)
      .values({ userId: traveller.userId, tourId: tour.id, tourTitle: tour.title, tourLocation: tour.location, pricePaise: tour.pricePaise, totalPaise: tour.pricePaise, fullName: 'A', phone: '9876543210', bookingDate: dayFromToday(5), startTime: '09:00', numPeople: 1 })
      .returning();
    const response = await cancel(traveller, row!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'canceled', refund: null, payment: null });
  });
});
