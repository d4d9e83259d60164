import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourDatePrices } from '../src/db/schema/date-prices.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from './support/app.ts';
import { seatsTakenOn } from './support/departures.ts';
import { booksOf, taxDocumentsOf } from './support/money-model/books.ts';
import {
  accountClosingQuote,
  banTour,
  book,
  bookingHistory,
  closeAccount,
  fixedPromoCode,
  openBalance,
  operatorCancel,
  operatorCancelQuote,
  payOrder,
  receipt,
  reschedule,
  rescheduleQuote,
  tourSettlement,
  travellerCancel,
  travellerCancelQuote,
  travellerParty,
  travellerPartyQuote,
} from './support/money-model/money-api.ts';
import { confirmedBooking, guest, reservationOf } from './support/octo.ts';
import { dayFromToday } from './support/payments.ts';
import { resellerMade } from './support/resellers.ts';
import { insertTour } from './support/tours.ts';

// The six defects of the issue "One money model", each in the issue's own scenario, through the API: they
// failed before the money code was rewritten (decision 040) and pass since. The money model
// (money-model.test.ts) checks the same invariants over random sequences.
//
// The cancellation policy: everything back up to 20 days before the departure, half after that.
let t: TestApp;
let admin: SignedIn;
const EARLY = dayFromToday(40);
const LATE = dayFromToday(6);

beforeAll(async () => {
  t = await createTestApp({
    cancellationPolicy: { freeCancellationHours: 20 * 24, lateCancellationRefundPercent: 50 },
    gst: { gstin: '27AAPFU0939F1ZV', legalName: 'Sahyadri Treks Pvt Ltd', address: '4 FC Road, Pune', stateCode: '27', rateBp: 500, demo: false },
  });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const traveller = () => signUpTraveller(t.app);
const rupees = (paise: number) => paise / 100;
const advanceTour = (pricePaise: number) => insertTour(t.db, { pricePaise, capacity: 10, confirmInstantly: true, advancePercent: 30, balanceDueDays: 10 });

describe('an advance booking made smaller or cheaper', () => {
  it('gives nothing back while the new total is above what was paid: the balance shrinks instead', async () => {
    const asha = await traveller();
    const tour = await advanceTour(1_000_000);
    const booking = await book(t.app, asha, { tourId: tour.id, date: EARLY, people: 3, advance: true });
    expect(await receipt(t.app, asha, booking._id)).toMatchObject({ totalPrice: 30_000, amountPaid: 9_000, amountDue: 21_000 });

    const quote = (await travellerPartyQuote(t.app, asha, booking._id, 1)).json();
    expect(quote.settlement).toMatchObject({ kind: 'none', amount: 0 });
    expect((await travellerParty(t.app, asha, booking._id, 1)).statusCode).toBe(200);
    expect(await receipt(t.app, asha, booking._id)).toMatchObject({ totalPrice: 10_000, amountPaid: 9_000, amountRefunded: 0, amountDue: 1_000 });
    // Each payment is invoiced and each refund credited (decision 040): invoiced less credited is the ₹9,000 kept.
    const documents = await taxDocumentsOf(t.db, booking._id);
    expect(rupees(documents.invoicePaise! - documents.creditNotesPaise)).toBe(9_000);

    // The same with a cheaper date: ₹8,000 a person on another day.
    const cheaper = dayFromToday(42);
    await t.db.insert(tourDatePrices).values({ tourId: tour.id, firstDate: cheaper, lastDate: cheaper, adultPricePaise: 800_000 });
    const other = await book(t.app, asha, { tourId: tour.id, date: EARLY, people: 3, advance: true });
    expect((await rescheduleQuote(t.app, asha, other._id, cheaper)).json().settlement).toMatchObject({ kind: 'none', amount: 0 });
    expect((await reschedule(t.app, asha, other._id, cheaper)).statusCode).toBe(200);
    expect(await receipt(t.app, asha, other._id)).toMatchObject({ totalPrice: 24_000, amountPaid: 9_000, amountRefunded: 0, amountDue: 15_000 });
  });
});

describe('quotes of cancelling an advance booking', () => {
  it('say the ₹6,000 paid of ₹20,000 comes back, as each cancel then refunds', async () => {
    const tour = await advanceTour(2_000_000);
    const advanceBooking = async (who: SignedIn) => {
      const booking = await book(t.app, who, { tourId: tour.id, date: EARLY, people: 1, advance: true });
      expect(await receipt(t.app, who, booking._id)).toMatchObject({ totalPrice: 20_000, amountPaid: 6_000 });
      return booking;
    };
    const refundedBy = async (bookingId: string) => rupees((await booksOf(t.db, bookingId)).refundedPaise);

    // The traveller cancels.
    const asha = await traveller();
    const own = await advanceBooking(asha);
    expect((await travellerCancelQuote(t.app, asha, own._id)).json()).toMatchObject({ refundAmount: 6_000, paidAmount: 6_000 });
    expect((await travellerCancel(t.app, asha, own._id)).statusCode).toBe(200);
    expect(await refundedBy(own._id)).toBe(6_000);

    // The operator cancels in full.
    const ravi = await traveller();
    const operators = await advanceBooking(ravi);
    expect((await operatorCancelQuote(t.app, admin, operators._id)).json()).toMatchObject({ paidAmount: 6_000, refunds: { full: 6_000, policy: 6_000 } });
    expect((await operatorCancel(t.app, admin, operators._id, 'full')).statusCode).toBe(200);
    expect(await refundedBy(operators._id)).toBe(6_000);

    // A traveller closes their account.
    const meera = await traveller();
    const closing = await advanceBooking(meera);
    const closingQuote = (await accountClosingQuote(t.app, meera)).json();
    expect((await closeAccount(t.app, meera)).statusCode).toBe(200);
    expect(closingQuote).toMatchObject({ refundTotal: 6_000, bookings: [{ _id: closing._id, paidAmount: 6_000, refundAmount: 6_000 }] });
    expect(await refundedBy(closing._id)).toBe(6_000);

    // The operator withdraws the tour, with one more advance booking on it.
    const withdrawnTour = await advanceTour(2_000_000);
    const kiran = await traveller();
    const withdrawn = await book(t.app, kiran, { tourId: withdrawnTour.id, date: EARLY, people: 1, advance: true });
    const settlement = (await tourSettlement(t.app, admin, withdrawnTour.id)).json();
    expect((await banTour(t.app, admin, withdrawnTour.id)).statusCode).toBe(200);
    expect(settlement).toMatchObject({ bookings: 1, paidBookings: 1, refundAmount: 6_000 });
    expect(await refundedBy(withdrawn._id)).toBe(6_000);
  });
});

describe('an advance booking paid in full, then moved to a much cheaper date', () => {
  it('says ₹9,000 goes back in the quote, the history and the credit note, and keeps ₹3,000 invoiced', async () => {
    const asha = await traveller();
    const tour = await advanceTour(1_200_000);
    const cheaper = dayFromToday(44);
    await t.db.insert(tourDatePrices).values({ tourId: tour.id, firstDate: cheaper, lastDate: cheaper, adultPricePaise: 300_000 });
    const booking = await book(t.app, asha, { tourId: tour.id, date: EARLY, people: 1, advance: true });
    expect(await receipt(t.app, asha, booking._id)).toMatchObject({ amountPaid: 3_600, amountDue: 8_400 });
    const balance = await openBalance(t.app, asha, booking._id);
    expect((await payOrder(t.app, asha, balance.json().order.id)).statusCode).toBe(200);
    expect(await receipt(t.app, asha, booking._id)).toMatchObject({ amountPaid: 12_000, amountDue: 0 });

    const quote = (await rescheduleQuote(t.app, asha, booking._id, cheaper)).json();
    expect(quote.settlement).toMatchObject({ kind: 'refund', amount: 9_000 });
    expect((await reschedule(t.app, asha, booking._id, cheaper)).statusCode).toBe(200);

    expect(await receipt(t.app, asha, booking._id)).toMatchObject({ totalPrice: 3_000, amountPaid: 12_000, amountRefunded: 9_000, amountDue: 0 });
    const moved = (await bookingHistory(t.app, admin, booking._id)).json().events.find((event: { kind: string }) => event.kind === 'moved');
    expect(moved.details).toMatchObject({ refund: 9_000, total: { from: 12_000, to: 3_000 } });
    const documents = await taxDocumentsOf(t.db, booking._id);
    expect(rupees(documents.creditNotesPaise)).toBe(9_000);
    expect(rupees(documents.invoicePaise! - documents.creditNotesPaise)).toBe(3_000);
  });
});

describe('removing people late, then cancelling', () => {
  it('returns ₹15,000 when 3 people (₹30,000) cancel at once, late', async () => {
    const asha = await traveller();
    const tour = await insertTour(t.db, { pricePaise: 1_000_000, capacity: 10, confirmInstantly: true });
    const booking = await book(t.app, asha, { tourId: tour.id, date: LATE, people: 3 });
    expect((await travellerCancelQuote(t.app, asha, booking._id)).json()).toMatchObject({ refundAmount: 15_000 });
    await travellerCancel(t.app, asha, booking._id);
    expect(rupees((await booksOf(t.db, booking._id)).refundedPaise)).toBe(15_000);
  });

  it('returns ₹15,000 in all when 2 of the 3 are removed first and the booking is then cancelled', async () => {
    const asha = await traveller();
    const tour = await insertTour(t.db, { pricePaise: 1_000_000, capacity: 10, confirmInstantly: true });
    const booking = await book(t.app, asha, { tourId: tour.id, date: LATE, people: 3 });
    expect((await travellerParty(t.app, asha, booking._id, 1)).statusCode).toBe(200);
    await travellerCancel(t.app, asha, booking._id);
    expect(rupees((await booksOf(t.db, booking._id)).refundedPaise)).toBe(15_000);
  });
});

describe('moving a booking late to a later date, then cancelling', () => {
  it('returns what cancelling at the moment of the move would have: the late terms follow the booking', async () => {
    const asha = await traveller();
    // Date changes are open until 2 days before: well inside the 20 days of free cancellation.
    const tour = await insertTour(t.db, { pricePaise: 1_000_000, capacity: 10, confirmInstantly: true, rescheduleCutoffHours: 48 });
    const booking = await book(t.app, asha, { tourId: tour.id, date: LATE, people: 2 });
    expect((await travellerCancelQuote(t.app, asha, booking._id)).json()).toMatchObject({ refundAmount: 10_000 });

    const later = dayFromToday(60);
    expect((await reschedule(t.app, asha, booking._id, later)).statusCode).toBe(200);
    // Sixty days out a new booking would cancel for free; this one was late when it moved.
    expect((await travellerCancelQuote(t.app, asha, booking._id)).json()).toMatchObject({ refundAmount: 10_000 });
    await travellerCancel(t.app, asha, booking._id);
    expect(rupees((await booksOf(t.db, booking._id)).refundedPaise)).toBe(10_000);
  });

  it('moved while cancelling was still free, cancels for free later on', async () => {
    const asha = await traveller();
    const tour = await insertTour(t.db, { pricePaise: 1_000_000, capacity: 10, confirmInstantly: true, rescheduleCutoffHours: 48 });
    const booking = await book(t.app, asha, { tourId: tour.id, date: EARLY, people: 2 });
    expect((await reschedule(t.app, asha, booking._id, dayFromToday(61))).statusCode).toBe(200);
    expect((await travellerCancelQuote(t.app, asha, booking._id)).json()).toMatchObject({ refundAmount: 20_000 });
  });
});

describe('a promo code for parties of 3 or more, and a party cut to 1', () => {
  it('loses the discount (or is refused with a sentence): nobody pays ₹1,000 for a ₹5,000 tour', async () => {
    const asha = await traveller();
    const tour = await insertTour(t.db, { pricePaise: 500_000, capacity: 10, confirmInstantly: true });
    const code = await fixedPromoCode(t.app, admin, { amountOff: 4_000, minPeople: 3 });
    const booking = await book(t.app, asha, { tourId: tour.id, date: EARLY, people: 3, promoCode: code.code });
    expect(booking.totalPrice).toBe(11_000);

    const quote = await travellerPartyQuote(t.app, asha, booking._id, 1);
    const change = await travellerParty(t.app, asha, booking._id, 1);
    if (quote.statusCode === 200) {
      expect(quote.json()).toMatchObject({ total: { from: 11_000, to: 5_000 }, settlement: { kind: 'refund', amount: 6_000 } });
      expect(change.statusCode).toBe(200);
      expect(await receipt(t.app, asha, booking._id)).toMatchObject({ totalPrice: 5_000, amountRefunded: 6_000 });
    } else {
      expect(quote.statusCode).toBeGreaterThanOrEqual(400);
      expect(quote.json().message).toMatch(/code/i);
      expect(change.statusCode).toBe(quote.statusCode);
      expect(await receipt(t.app, asha, booking._id)).toMatchObject({ numPeople: 3, totalPrice: 11_000, amountRefunded: 0 });
    }
  });
});

describe('a booking sold by a reseller, in the traveller’s account', () => {
  it('refuses the traveller’s changes of party and date with a sentence naming the reseller, and keeps 1 seat', async () => {
    const asha = await traveller();
    const { apiKey } = await resellerMade(t.app, admin, { name: 'Ghumakkad Travels' });
    const tour = await insertTour(t.db, { pricePaise: 500_000, capacity: 10, confirmInstantly: true });
    const confirmed = await confirmedBooking(t.app, apiKey, reservationOf(tour.id, EARLY, ['adult']), guest({ emailAddress: asha.email }));
    const mine = (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: asha.headers })).json().bookings as { _id: string; reference: string }[];
    const booking = mine.find((each) => each.reference === confirmed.supplierReference) ?? mine[0]!;

    for (const refused of [
      await travellerPartyQuote(t.app, asha, booking._id, 2),
      await travellerParty(t.app, asha, booking._id, 2),
      await rescheduleQuote(t.app, asha, booking._id, dayFromToday(41)),
      await reschedule(t.app, asha, booking._id, dayFromToday(41)),
    ]) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json().message).toContain('Ghumakkad Travels');
    }
    expect(await seatsTakenOn(t.db, tour.id, EARLY)).toBe(1);
    expect(await seatsTakenOn(t.db, tour.id, dayFromToday(41))).toBe(0);
  });
});
