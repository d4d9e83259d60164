import { bookingMessages } from '@yatrika/contract/bookings';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { partyChangeMessages } from '@yatrika/contract/party-changes';
import { travellerMessages } from '@yatrika/contract/travellers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastEmail } from '../../../test/support/accounts.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn } from '../../../test/support/departures.ts';
import { changeParty, partyMoneyOf, quoteParty } from '../../../test/support/party-changes.ts';
import { bookingDetails, dayFromToday, payAndBook, sandboxRefundsWithKey } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';

// The operator changes the party of a booking still to come (decision 023): quoted first, then
// changed with its seats, its money, its history and the traveller's email. Runs on embedded
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Kavya', lastname: 'Rao' });
});
afterAll(() => t.close());

const PRICE_PAISE = 500_000;

/** A booking paid online through the sandbox, ₹5,000 a person. */
async function paidBooking(overrides: Record<string, unknown> = {}, capacity = 20) {
  const tour = await insertTour(t.db, { title: 'Hampi Boulders', pricePaise: PRICE_PAISE, capacity });
  const details = bookingDetails(tour.id, { numPeople: 3, ...overrides });
  const { booking } = await payAndBook(t.app, traveller, details);
  return { tour, booking, date: details.bookingDate as string };
}

describe('quoting a change of party', () => {
  it('states the new total, the difference, the seats and how a smaller party is refunded', async () => {
    const { booking } = await paidBooking();
    const quote = await quoteParty(t.app, admin, booking._id, 1);
    expect(quote.statusCode).toBe(200);
    expect(quote.headers['cache-control']).toBe('no-store');
    expect(quote.json()).toEqual({
      numPeople: { from: 3, to: 1 },
      total: { from: 15_000, to: 5_000 },
      difference: -10_000,
      seats: { needed: 0, left: 17, enough: true },
      settlement: { kind: 'refund', amount: 10_000, online: 10_000, byHand: 0, line: partyChangeMessages.refundOnline(10_000) },
    });
    // Quoting changes nothing.
    expect((await partyMoneyOf(t.db, booking._id)).row).toMatchObject({ numPeople: 3, totalPaise: 1_500_000 });
  });

  it('states the amount to collect and whether the seats are there for a larger party', async () => {
    const { booking } = await paidBooking({ numPeople: 2 }, 5);
    expect((await quoteParty(t.app, admin, booking._id, '4')).json()).toEqual({
      numPeople: { from: 2, to: 4 },
      total: { from: 10_000, to: 20_000 },
      difference: 10_000,
      seats: { needed: 2, left: 3, enough: true },
      settlement: { kind: 'collect', amount: 10_000, online: 0, byHand: 0, line: partyChangeMessages.collect(10_000) },
    });
    expect((await quoteParty(t.app, admin, booking._id, 6)).json().seats).toEqual({ needed: 4, left: 3, enough: false });
  });
});

describe('a smaller party', () => {
  it('frees the seats at once, refunds the difference through the provider with its own key, records it and emails the traveller', async () => {
    const { tour, booking, date } = await paidBooking({ travellers: [{ name: 'Asha Verma' }, { name: 'Ravi Verma', age: 40 }, { name: 'Mira Verma', age: 9 }] });
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 17 });

    // The number box's text, as the original client sends it.
    const response = await changeParty(t.app, admin, booking._id, { numPeople: '2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(partyChangeMessages.changed(3, 2, 10_000));
    expect(body.settlement).toEqual({ kind: 'refund', amount: 5_000, online: 5_000, byHand: 0, line: partyChangeMessages.refundOnline(5_000) });
    expect(body.booking).toMatchObject({
      numPeople: 2,
      totalPrice: 10_000,
      status: booking.status,
      travellers: [
        { name: 'Asha Verma', age: null },
        { name: 'Ravi Verma', age: 40 },
      ],
      unnamedTravellers: 0,
      refund: null,
      partialRefunds: [{ amount: 5_000, status: 'processed', byHand: false, reason: 'party_reduced', reference: null, id: expect.stringMatching(/^rfnd_/) }],
    });
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 18 });

    const { refunds } = await partyMoneyOf(t.db, booking._id);
    expect(refunds).toHaveLength(1);
    const atProvider = await sandboxRefundsWithKey(t.db, refunds[0]!.id);
    expect(atProvider).toEqual([expect.objectContaining({ amountPaise: 500_000, id: refunds[0]!.refundId })]);

    expect(body.event).toMatchObject({
      kind: 'party_changed',
      admin: { _id: admin.userId },
      details: { from: { numPeople: 3, total: 15_000 }, to: { numPeople: 2, total: 10_000 }, difference: -5_000, refund: { online: 5_000, byHand: 0 }, collected: null },
    });
    const history = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${booking._id}/history`, headers: admin.headers });
    expect(history.json().events.map((event: { kind: string }) => event.kind)).toContain('party_changed');

    const email = await lastEmail(t.db, 'booking-party-changed', traveller.email);
    expect(email).toMatchObject({ eventKey: `booking-party-changed:${body.event._id}` });
    expect(email?.data).toMatchObject({ previousPeople: 3, numPeople: 2, previousTotalPaise: 1_500_000, totalPaise: 1_000_000, refundPaise: 500_000, refundByHandPaise: 0, collectedPaise: 0 });
    expect(await lastEmail(t.db, 'refund-processed', traveller.email)).toMatchObject({ eventKey: `refund-processed:${refunds[0]!.id}` });

    // The traveller sees the new party, the new total and the refund.
    const mine = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(mine.json().booking).toMatchObject({ numPeople: 2, totalPrice: 10_000, partialRefunds: [{ amount: 5_000, status: 'processed', byHand: false }] });
  });

  it('takes new names for the party when given, the lead first', async () => {
    const { booking } = await paidBooking();
    const wrongLead = await changeParty(t.app, admin, booking._id, { numPeople: 2, travellers: [{ name: 'Somebody Else' }, { name: 'Asha Verma' }] });
    expect(wrongLead.statusCode).toBe(400);
    expect(wrongLead.json().message).toBe(travellerMessages.leadFirst);
    const tooMany = await changeParty(t.app, admin, booking._id, { numPeople: 1, travellers: [{ name: 'Asha Verma' }, { name: 'Ravi Verma' }] });
    expect(tooMany.json().message).toBe(travellerMessages.tooManyTravellers);
    const named = await changeParty(t.app, admin, booking._id, { numPeople: 2, travellers: [{ name: 'Asha Verma' }, { name: 'Kiran Rao', age: '31' }] });
    expect(named.statusCode).toBe(200);
    expect(named.json().booking.travellers).toEqual([
      { name: 'Asha Verma', age: null },
      { name: 'Kiran Rao', age: 31 },
    ]);
  });
});

describe('a larger party', () => {
  it('takes the seats under the departure lock and records the difference as collected, with its method and reference', async () => {
    const { tour, booking, date } = await paidBooking({ numPeople: 2 }, 6);
    const response = await changeParty(t.app, admin, booking._id, { numPeople: 4, payment: { method: 'upi', reference: ' UPI-77881 ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({
      numPeople: 4,
      totalPrice: 20_000,
      unnamedTravellers: 3,
      extraPayments: [{ amount: 10_000, method: 'upi', reference: 'UPI-77881' }],
    });
    expect(response.json().booking.partialRefunds).toBeUndefined();
    expect(response.json().event.details).toMatchObject({ collected: { amount: 10_000, method: 'upi', reference: 'UPI-77881' }, refund: null });
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 2 });
    expect((await lastEmail(t.db, 'booking-party-changed', traveller.email))?.data).toMatchObject({ collectedPaise: 1_000_000, numPeople: 4 });

    const full = await changeParty(t.app, admin, booking._id, { numPeople: 7, payment: { method: 'cash' } });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(departureMessages.onlySeatsLeft(2));
    expect((await partyMoneyOf(t.db, booking._id)).row).toMatchObject({ numPeople: 4, totalPaise: 2_000_000 });
  });

  it('refuses a date the operator closed', async () => {
    const { tour, booking, date } = await paidBooking({ numPeople: 2 });
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/tours/${tour.id}/departures/${date}`, headers: admin.headers, payload: { closed: true } })).statusCode).toBe(200);
    const response = await changeParty(t.app, admin, booking._id, { numPeople: 3, payment: { method: 'cash' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(departureMessages.notRunning);
  });
});

describe('refusals', () => {
  it('answers 400 to bad input, naming what is wrong', async () => {
    const { booking } = await paidBooking({ numPeople: 2 });
    const cases: [object, string][] = [
      [{}, bookingMessages.allFieldsRequired],
      [{ numPeople: 0 }, bookingMessages.atLeastOnePerson],
      [{ numPeople: 'two' }, bookingMessages.atLeastOnePerson],
      [{ numPeople: 2.5 }, bookingMessages.atLeastOnePerson],
      [{ numPeople: 51 }, bookingMessages.tooManyPeople],
      [{ numPeople: 2 }, partyChangeMessages.sameParty(2)],
      [{ numPeople: 3 }, partyChangeMessages.paymentRequired],
      [{ numPeople: 3, payment: { method: 'cheque' } }, partyChangeMessages.methodInvalid],
      [{ numPeople: 3, payment: { method: 'upi' } }, partyChangeMessages.upiReferenceRequired],
      [{ numPeople: 3, payment: { method: 'bank_transfer', reference: '   ' } }, partyChangeMessages.bankTransferReferenceRequired],
      [{ numPeople: 3, payment: { method: 'cash', reference: 'x'.repeat(101) } }, partyChangeMessages.referenceTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await changeParty(t.app, admin, booking._id, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({ payload, status: 400, message });
    }
    expect((await quoteParty(t.app, admin, booking._id, 'abc')).statusCode).toBe(400);
    expect((await quoteParty(t.app, admin, booking._id, 2)).json().message).toBe(partyChangeMessages.sameParty(2));
    expect((await partyMoneyOf(t.db, booking._id)).row).toMatchObject({ numPeople: 2, totalPaise: 1_000_000 });
  });

  it('answers 409 to a canceled booking and to a trip that has taken place', async () => {
    const { booking: cancelled } = await paidBooking();
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${cancelled._id}/status`, headers: admin.headers, payload: { status: 'canceled' } })).statusCode).toBe(200);
    for (const response of [await changeParty(t.app, admin, cancelled._id, { numPeople: 1 }), await quoteParty(t.app, admin, cancelled._id, 1)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(operatorBookingMessages.alreadyCancelled);
    }
    const { booking: past } = await paidBooking();
    await t.db.update(bookings).set({ status: 'booked', bookingDate: dayFromToday(-1) }).where(eq(bookings.id, past._id));
    const response = await changeParty(t.app, admin, past._id, { numPeople: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(operatorBookingMessages.completedTrip);
  });

  it('answers 403 to a traveller, 404 to an unknown booking or refund and 400 to a malformed id', async () => {
    const { booking } = await paidBooking();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls = (id: string, who: SignedIn) => [
      quoteParty(t.app, who, id, 1),
      changeParty(t.app, who, id, { numPeople: 1 }),
      t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}/partial-refunds/${unknown}/handed-back`, headers: who.headers, payload: {} }),
    ];
    for (const response of await Promise.all(calls(booking._id, traveller))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all(calls(unknown, admin))) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: bookingMessages.notFound });
    }
    const unknownRefund = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/partial-refunds/${unknown}/handed-back`, headers: admin.headers, payload: {} });
    expect(unknownRefund.statusCode).toBe(404);
    expect(unknownRefund.json().message).toBe(partyChangeMessages.refundNotFound);
    for (const response of await Promise.all(calls('not-an-id', admin))) expect(response.statusCode).toBe(400);
    expect((await partyMoneyOf(t.db, booking._id)).row.numPeople).toBe(3);
  });
});
