import { bookingMessages } from '@yatrika/contract/bookings';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { signInAdmin, signUpTraveller, type SignedIn } from '../../../test/support/app.ts';
import { startInstance } from '../../../test/support/instances.ts';
import { createSharedTestDatabase, type SharedTestDatabase } from '../../../test/support/jobs.ts';
import { bookingDetails, dayFromToday, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { GRACE_SECONDS, later, reconcileDeps, runAt } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingEvents, bookingLedger, bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { paymentOrders, sandboxRefunds } from '../../db/schema/payments.ts';
import { tourDatePrices } from '../../db/schema/date-prices.ts';
import { emails } from '../../db/schema/emails.ts';

// The traveller moves their own booking (decision 036), on two instances of the server sharing one
// database, as behind a load balancer. The policy gives half back after its 24 hours.
let shared: SharedTestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let traveller: SignedIn;
let other: SignedIn;
let admin: SignedIn;

const env = { FREE_CANCELLATION_HOURS: '24', LATE_CANCELLATION_REFUND_PERCENT: '50' };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  first = await startInstance(shared.handle, env);
  second = await startInstance(await shared.connect(), env);
  traveller = await signUpTraveller(first, { firstname: 'Meera', lastname: 'Nair' });
  other = await signUpTraveller(first, { firstname: 'Arjun', lastname: 'Das' });
  admin = await signInAdmin(first);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await shared?.close();
});

type Who = Pick<SignedIn, 'headers' | 'remoteAddress'>;
const db = () => shared.handle.db;
const quote = (app: FastifyInstance, id: string, query: string, who: Who = traveller) =>
  app.inject({ method: 'GET', url: `/api/user/bookings/${id}/reschedule?${query}`, headers: who.headers });
const reschedule = (app: FastifyInstance, id: string, payload: object, who: Who = traveller) =>
  app.inject({ method: 'POST', url: `/api/user/bookings/${id}/reschedule`, headers: who.headers, payload, remoteAddress: who.remoteAddress });
const stored = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const seatsTakenOn = async (tourId: string, date: string) =>
  (await db().select({ people: bookings.numPeople }).from(bookings).where(and(eq(bookings.tourId, tourId), eq(bookings.bookingDate, date), inArray(bookings.status, ['pending', 'booked'])))).reduce(
    (sum, row) => sum + row.people,
    0,
  );

/** The provider's payment the booking was first paid with. */
const payAndBookPayment = async (bookingId: string) => (await stored(bookingId)).paymentId!;

/** A tour at ₹5,000 a person whose prices on `date` are `adultPaise` instead. */
async function tourPricedOn(date: string, adultPaise: number, overrides: Parameters<typeof insertTour>[1] = {}) {
  const tour = await insertTour(db(), { pricePaise: 500_000, capacity: 10, confirmInstantly: true, ...overrides });
  await db().insert(tourDatePrices).values({ tourId: tour.id, firstDate: date, lastDate: date, adultPricePaise: adultPaise });
  return tour;
}

describe('moving a booking to a date of the same price', () => {
  it('offers and moves to a departure until it sets off, India time, and refuses one that has left', async () => {
    const tour = await insertTour(db(), { capacity: 4, pricePaise: 500_000, confirmInstantly: true, startTimes: ['09:00', '16:00'] });
    const original = dayFromToday(10);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: original, numPeople: 1 }));
    // The new departure is tomorrow's, so the clock only moves forward.
    const date = dayFromToday(1);
    const clock = testClock(aroundStart(date, '09:00', -1));
    onTestFinished(() => void clock.restore());
    expect((await quote(first, booking._id, `bookingDate=${date}&startTime=09:00`)).json()).toMatchObject({ allowed: true, reason: null });
    vi.setSystemTime(aroundStart(date, '09:00', 1));
    expect((await quote(second, booking._id, `bookingDate=${date}&startTime=09:00`)).json()).toMatchObject({ allowed: false, reason: tourScheduleMessages.departed });
    const left = await reschedule(first, booking._id, { bookingDate: date, startTime: '09:00' });
    expect({ status: left.statusCode, message: left.json().message }).toEqual({ status: 409, message: tourScheduleMessages.departed });
    expect((await stored(booking._id)).bookingDate).toBe(original);
    // The afternoon's departure the same day is still to come.
    expect((await reschedule(second, booking._id, { bookingDate: date, startTime: '16:00' })).statusCode).toBe(200);
    expect(await stored(booking._id)).toMatchObject({ bookingDate: date, startTime: '16:00' });
  });

  it('moves the party and its seats at once, keeps the reference, records it and emails the traveller', async () => {
    const tour = await insertTour(db(), { capacity: 4, pricePaise: 500_000, confirmInstantly: true });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(20), numPeople: 3 }));

    const asked = await quote(first, booking._id, `bookingDate=${dayFromToday(22)}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      from: { bookingDate: dayFromToday(20), startTime: '09:00' },
      to: { bookingDate: dayFromToday(22), startTime: '09:00' },
      allowed: true,
      reason: null,
      total: { from: 15_000, to: 15_000 },
      difference: 0,
      seats: { left: 4, enough: true },
      settlement: { kind: 'none', amount: 0, line: planChangeMessages.samePrice },
      policy: planChangeMessages.reschedulePolicy(24),
    });

    const moved = await reschedule(second, booking._id, { bookingDate: dayFromToday(22) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'done',
      message: planChangeMessages.moved(dayFromToday(22)),
      difference: 0,
      booking: { _id: booking._id, reference: booking.reference, bookingDate: dayFromToday(22), totalPrice: 15_000, status: 'booked' },
    });
    expect(moved.json().order).toBeUndefined();
    expect([await seatsTakenOn(tour.id, dayFromToday(20)), await seatsTakenOn(tour.id, dayFromToday(22))]).toEqual([0, 3]);

    const [event] = await db().select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.kind, 'moved')));
    expect(event).toMatchObject({ adminId: traveller.userId, details: { by: 'traveller', from: dayFromToday(20), to: dayFromToday(22) } });
    const [email] = await db().select().from(emails).where(eq(emails.eventKey, `booking-moved:${event!.id}`));
    const preview = (await first.inject({ method: 'GET', url: `/api/admin/emails/${email!.id}`, headers: admin.headers })).json();
    expect(preview.text.replace(/\s+/g, ' ')).toContain('The price stays the same. Your reference stays the same, and your ticket now shows the new date.');

    // The ticket reads the new date.
    const ticket = await first.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/ticket`, headers: traveller.headers });
    expect(ticket.statusCode).toBe(200);
    expect(JSON.stringify(ticket.json())).toContain(dayFromToday(22));
  });
});

describe('moving to a cheaper date', () => {
  it('refunds the difference to the original payment and lowers the total to the new date’s price', async () => {
    const cheaper = dayFromToday(26);
    const tour = await tourPricedOn(cheaper, 400_000);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(24), numPeople: 2 }));

    const asked = (await quote(first, booking._id, `bookingDate=${cheaper}`)).json();
    expect(asked).toMatchObject({ total: { from: 10_000, to: 8_000 }, difference: -2_000, settlement: { kind: 'refund', amount: 2_000, line: planChangeMessages.refundDifference(2_000) } });
    expect(asked.lines).toEqual([{ kind: 'people', type: 'adult', quantity: 2, unitPrice: 4_000, amount: 8_000 }]);

    const moved = await reschedule(first, booking._id, { bookingDate: cheaper });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'done', difference: -2_000, booking: { totalPrice: 8_000, pricePerPerson: 4_000, bookingDate: cheaper } });
    expect(moved.json().booking.partialRefunds).toEqual([expect.objectContaining({ amount: 2_000, status: 'processed', reason: 'rescheduled', byHand: false })]);
    const refunds = await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking._id));
    expect(refunds.map((row) => [row.reason, row.amountPaise, row.status])).toEqual([['rescheduled', 200_000, 'processed']]);

    // A cancel afterwards gives back what the booking still holds, never what it held before.
    const cancelled = await first.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.json().booking.refund).toMatchObject({ amount: 8_000 });
  });

  it('moved late, gives back the policy’s share of the difference and keeps the rest, so moving then cancelling returns what cancelling at once would', async () => {
    // A tour that lets travellers move until it starts, booked for tomorrow: inside the policy's 24 hours.
    const cheaper = dayFromToday(3);
    const tour = await tourPricedOn(cheaper, 300_000, { rescheduleCutoffHours: 0 });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(1), numPeople: 2 }));

    const asked = (await quote(first, booking._id, `bookingDate=${cheaper}`)).json();
    expect(asked).toMatchObject({ total: { from: 10_000, to: 8_000 }, settlement: { kind: 'refund', amount: 2_000, kept: 2_000, line: planChangeMessages.refundDifferenceKept(2_000, 2_000) } });
    const moved = (await reschedule(first, booking._id, { bookingDate: cheaper })).json();
    expect(moved.booking).toMatchObject({ totalPrice: 8_000, bookingDate: cheaper });
    expect(moved.booking.lines).toContainEqual({ kind: 'kept', amount: 2_000 });

    // Cancelled now, the new date is 3 days away, but the booking moved late keeps its late terms (decision 042):
    // half of the ₹6,000 held beyond the kept ₹2,000. In all ₹2,000 + ₹3,000, what cancelling at once returns.
    const cancelled = (await first.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers })).json();
    expect(cancelled.booking.refund).toMatchObject({ amount: 3_000 });
  });
});

describe('moving to a dearer date', () => {
  it('holds the new seats and answers an order for the difference; paying it completes the move on both instances', async () => {
    const dearer = dayFromToday(36);
    const tour = await tourPricedOn(dearer, 650_000, { capacity: 3 });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(35), numPeople: 2 }));

    const asked = (await quote(first, booking._id, `bookingDate=${dearer}`)).json();
    expect(asked).toMatchObject({ allowed: true, difference: 3_000, settlement: { kind: 'pay', amount: 3_000, line: planChangeMessages.payDifference(3_000) } });

    const opened = await reschedule(first, booking._id, { bookingDate: dearer });
    expect(opened.statusCode).toBe(200);
    const answer = opened.json();
    expect(answer).toMatchObject({
      status: 'awaiting_payment',
      message: planChangeMessages.movePending(3_000),
      difference: 3_000,
      order: { amount: 300_000, currency: 'INR' },
      hold: { seats: 2 },
      booking: { bookingDate: dayFromToday(35), totalPrice: 10_000 },
    });
    // The new seats are kept while the traveller pays: one left for anyone else.
    const seats = (await first.inject({ method: 'GET', url: `/api/routes/tours/${tour.id}/availability?from=${dearer}&days=1` })).json();
    expect(seats.dates[0].seatsLeft).toBe(1);

    const confirmation = (await sandboxPay(first, answer.order.id)).json();
    const verified = await verify(second, traveller, confirmation);
    expect(verified.statusCode).toBe(200);
    const row = await stored(booking._id);
    expect(row).toMatchObject({ bookingDate: dearer, totalPaise: 1_300_000, pricePaise: 650_000, numPeople: 2 });
    expect(await db().select().from(seatHolds).where(eq(seatHolds.orderId, answer.order.id))).toEqual([]);
    expect([await seatsTakenOn(tour.id, dayFromToday(35)), await seatsTakenOn(tour.id, dearer)]).toEqual([0, 2]);
    const ledger = await db().select().from(bookingLedger).where(eq(bookingLedger.bookingId, booking._id));
    expect(ledger.map((entry) => [entry.kind, entry.purpose, entry.amountPaise])).toEqual([
      ['payment', 'full', 1_000_000],
      ['payment', 'difference', 300_000],
    ]);
    // The same confirmation again moves nothing twice.
    expect((await verify(first, traveller, confirmation)).statusCode).toBe(200);
    expect(await db().select().from(bookingLedger).where(eq(bookingLedger.bookingId, booking._id))).toHaveLength(2);

    // A cancel in the free window gives back all of it: the first payment and the difference, each from its own payment.
    const cancelled = await first.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    const refunds = await db().select().from(bookingLedger).where(and(eq(bookingLedger.bookingId, booking._id), eq(bookingLedger.kind, 'refund')));
    expect(refunds.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(1_300_000);
    // At the provider: the first payment gives back its ₹10,000 and the difference's payment its ₹3,000.
    const firstPayment = await payAndBookPayment(booking._id);
    const differencePayment = confirmation.razorpay_payment_id as string;
    const back = await db().select().from(sandboxRefunds).where(inArray(sandboxRefunds.paymentId, [firstPayment, differencePayment]));
    expect(Object.fromEntries(back.map((refund) => [refund.paymentId, refund.amountPaise]))).toEqual({ [firstPayment]: 1_000_000, [differencePayment]: 300_000 });
  });

  it('refunds the difference in full when the hold ran out and the seats went before it was paid', async () => {
    const dearer = dayFromToday(38);
    const tour = await tourPricedOn(dearer, 600_000, { capacity: 2 });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(37), numPeople: 2 }));
    const answer = (await reschedule(first, booking._id, { bookingDate: dearer })).json();
    expect(answer.status).toBe('awaiting_payment');
    // The hold runs out unpaid, and someone else takes the date.
    await db().update(seatHolds).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(seatHolds.orderId, answer.order.id));
    await payAndBook(first, other, bookingDetails(tour.id, { bookingDate: dearer, numPeople: 2 }));

    const verified = await verify(first, traveller, (await sandboxPay(first, answer.order.id)).json());
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({ message: planChangeMessages.changeLapsedAfterPayment });
    expect(await stored(booking._id)).toMatchObject({ bookingDate: dayFromToday(37), totalPaise: 1_000_000 });
    expect(await seatsTakenOn(tour.id, dearer)).toBe(2);

    await runAt(await reconcileDeps(first, db()), later(GRACE_SECONDS + 1));
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, answer.order.id));
    expect(order).toMatchObject({ status: 'paid', bookingId: null, refundReason: 'not_owed', refundAmountPaise: 200_000 });
  });

  it('refuses to take a difference for a booking cancelled meanwhile: refunded in full, nothing moved', async () => {
    const dearer = dayFromToday(40);
    const tour = await tourPricedOn(dearer, 600_000);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(39), numPeople: 1 }));
    const answer = (await reschedule(first, booking._id, { bookingDate: dearer })).json();
    await second.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    const verified = await verify(first, traveller, (await sandboxPay(first, answer.order.id)).json());
    expect(verified.statusCode).toBe(409);
    expect((await stored(booking._id))).toMatchObject({ status: 'canceled', bookingDate: dayFromToday(39) });
    expect(await seatsTakenOn(tour.id, dearer)).toBe(0);
  });
});

describe('the tour’s policy and the traveller’s input', () => {
  it('refuses a move inside the tour’s window, saying why in the quote and with 409 on the move', async () => {
    const tour = await insertTour(db(), { rescheduleCutoffHours: 72, confirmInstantly: true });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(2), numPeople: 1 }));
    const asked = (await quote(first, booking._id, `bookingDate=${dayFromToday(10)}`)).json();
    expect(asked).toMatchObject({ allowed: false, reason: planChangeMessages.rescheduleClosed(72), policy: planChangeMessages.reschedulePolicy(72) });
    const refused = await reschedule(first, booking._id, { bookingDate: dayFromToday(10) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: planChangeMessages.rescheduleClosed(72) });
    expect((await stored(booking._id)).bookingDate).toBe(dayFromToday(2));
  });

  it('refuses a full date with the seats’ sentence', async () => {
    const tour = await insertTour(db(), { capacity: 3, confirmInstantly: true });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(30), numPeople: 2 }));
    await payAndBook(first, other, bookingDetails(tour.id, { bookingDate: dayFromToday(31), numPeople: 2 }));
    expect((await quote(first, booking._id, `bookingDate=${dayFromToday(31)}`)).json()).toMatchObject({ allowed: false, reason: departureMessages.onlySeatsLeft(1), seats: { left: 1, enough: false } });
    const refused = await reschedule(first, booking._id, { bookingDate: dayFromToday(31) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: departureMessages.onlySeatsLeft(1) });
  });

  it('answers 404 for another traveller’s booking, 403 to an operator, 400 for bad input', async () => {
    const tour = await insertTour(db(), { confirmInstantly: true });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(40), numPeople: 1 }));
    for (const response of [await quote(first, booking._id, `bookingDate=${dayFromToday(41)}`, other), await reschedule(first, booking._id, { bookingDate: dayFromToday(41) }, other)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: bookingMessages.notFound });
    }
    expect((await reschedule(first, booking._id, { bookingDate: dayFromToday(41) }, admin)).statusCode).toBe(403);
    expect((await first.inject({ method: 'POST', url: `/api/user/bookings/${booking._id}/reschedule`, payload: { bookingDate: dayFromToday(41) } })).statusCode).toBe(401);
    expect((await reschedule(first, 'not-an-id', { bookingDate: dayFromToday(41) })).statusCode).toBe(400);
    expect((await reschedule(first, booking._id, {})).json()).toEqual({ message: bookingMessages.allFieldsRequired });
    expect((await reschedule(first, booking._id, { bookingDate: '2026-13-45' })).json()).toEqual({ message: bookingMessages.dateInvalid });
    expect((await reschedule(first, booking._id, { bookingDate: 20260101 })).statusCode).toBe(400);
    expect((await reschedule(first, booking._id, { bookingDate: dayFromToday(-1) })).json()).toEqual({ message: bookingMessages.dateInPast });
    expect((await reschedule(first, booking._id, { bookingDate: dayFromToday(40) })).json()).toEqual({ message: planChangeMessages.sameDeparture });
    expect((await reschedule(first, booking._id, { bookingDate: dayFromToday(41), startTime: '25:00' })).statusCode).toBe(400);
    const unknownTime = await reschedule(first, booking._id, { bookingDate: dayFromToday(41), startTime: '17:30' });
    expect(unknownTime.statusCode).toBe(409);
    expect(unknownTime.json()).toEqual({ message: tourScheduleMessages.notAtStartTime('17:30', ['09:00']) });
    expect((await stored(booking._id)).bookingDate).toBe(dayFromToday(40));
  });

  it('refuses a canceled booking with 409', async () => {
    const tour = await insertTour(db(), { confirmInstantly: true });
    const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(42), numPeople: 1 }));
    await first.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    const refused = await reschedule(first, booking._id, { bookingDate: dayFromToday(43) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: planChangeMessages.notChangeable });
  });
});

describe('the OpenAPI document', () => {
  it('documents the quotes and the changes with their answers', async () => {
    const document = (await first.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/user/bookings/{id}/reschedule', '/api/user/bookings/{id}/party']) {
      expect(Object.keys(document.paths[path])).toEqual(expect.arrayContaining(['get', 'post']));
      const answer = document.paths[path].post.responses['200'].content['application/json'].schema;
      expect(answer.properties.status.enum).toEqual(['done', 'awaiting_payment']);
      expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['message', 'booking', 'difference', 'settlement', 'order', 'hold']));
    }
    expect(document.paths['/api/user/bookings/{id}/reschedule'].post.requestBody.content['application/json'].schema.required).toEqual(['bookingDate']);
  });
});

describe('moves and cancels at once, on two instances', () => {
  it('runs two opposite moves at once without a deadlock, and never oversells a date', async () => {
    const tour = await insertTour(db(), { capacity: 2, confirmInstantly: true });
    const [d1, d2, d3] = [dayFromToday(50), dayFromToday(51), dayFromToday(52)];
    const a = (await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: d1, numPeople: 1 }))).booking;
    const b = (await payAndBook(first, other, bookingDetails(tour.id, { bookingDate: d2, numPeople: 1 }))).booking;
    for (const [aTo, bTo] of [[d2, d1], [d1, d2], [d2, d1]] as const) {
      const crossed = await Promise.all([reschedule(first, a._id, { bookingDate: aTo }), reschedule(second, b._id, { bookingDate: bTo }, other)]);
      expect(crossed.map((response) => response.statusCode)).toEqual([200, 200]);
    }
    await payAndBook(first, other, bookingDetails(tour.id, { bookingDate: d3, numPeople: 1 }));
    const race = await Promise.all([reschedule(first, a._id, { bookingDate: d3 }), reschedule(second, b._id, { bookingDate: d3 }, other)]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsTakenOn(tour.id, d3)).toBe(2);
  });

  it('a move racing a cancel of the same booking ends canceled and refunded once, with no seat taken anywhere', async () => {
    const cheaper = dayFromToday(61);
    const tour = await tourPricedOn(cheaper, 300_000, { capacity: 4 });
    for (let round = 0; round < 3; round++) {
      const { booking } = await payAndBook(first, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(60), numPeople: 2 }));
      const [moved, cancelled] = await Promise.all([
        reschedule(first, booking._id, { bookingDate: cheaper }),
        second.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers }),
      ]);
      expect([200, 409]).toContain(moved.statusCode);
      expect(cancelled.statusCode).toBe(200);
      const row = await stored(booking._id);
      expect(row.status).toBe('canceled');
      const refunds = await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking._id));
      // What went back, through the move's and the cancel's refunds, is exactly what was paid: ₹10,000 (free cancellation).
      const back = refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
      expect(back).toBe(1_000_000);
      expect(refunds.filter((refund) => refund.reason === 'rescheduled').length).toBe(moved.statusCode === 200 ? 1 : 0);
    }
    expect([await seatsTakenOn(tour.id, dayFromToday(60)), await seatsTakenOn(tour.id, cheaper)]).toEqual([0, 0]);
    const keys = await db().select({ key: emails.eventKey }).from(emails).where(like(emails.eventKey, 'booking-cancelled:%'));
    expect(keys.length).toBeGreaterThanOrEqual(3);
  });
});
