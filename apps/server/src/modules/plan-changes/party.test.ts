import { bookingMessages } from '@yatrika/contract/bookings';
import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { personTypeMessages } from '@yatrika/contract/person-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';

// The traveller changes their own party (decision 036). The policy gives half back after its 24 hours.
let t: TestApp;
let traveller: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: 50 } });
  traveller = await signUpTraveller(t.app, { firstname: 'Ravi', lastname: 'Iyer' });
  other = await signUpTraveller(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers' | 'remoteAddress'>;
const quote = (id: string, query: string, who: Who = traveller) => t.app.inject({ method: 'GET', url: `/api/user/bookings/${id}/party?${query}`, headers: who.headers });
const change = (id: string, payload: object, who: Who = traveller) =>
  t.app.inject({ method: 'POST', url: `/api/user/bookings/${id}/party`, headers: who.headers, payload, remoteAddress: who.remoteAddress });
const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (id: string) => t.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id));

describe('removing people', () => {
  it('refunds their share in full before free cancellation ends', async () => {
    const tour = await insertTour(t.db, { pricePaise: 500_000, confirmInstantly: true });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(20), numPeople: 3 }));

    const asked = await quote(booking._id, 'numPeople=2');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      numPeople: { from: 3, to: 2 },
      total: { from: 15_000, to: 10_000 },
      difference: -5_000,
      seats: { needed: 0 },
      settlement: { kind: 'refund', amount: 5_000, kept: 0, line: planChangeMessages.refundDifference(5_000) },
    });

    const changed = await change(booking._id, { numPeople: '2' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'done', message: planChangeMessages.partyChanged, difference: -5_000, booking: { numPeople: 2, totalPrice: 10_000 } });
    expect((await refundsOf(booking._id)).map((row) => [row.reason, row.amountPaise, row.status])).toEqual([['party_reduced', 500_000, 'processed']]);
  });

  it('late, refunds what the policy gives and keeps the rest as a line of the booking’s price', async () => {
    const tour = await insertTour(t.db, { pricePaise: 500_000, confirmInstantly: true });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(1), numPeople: undefined, party: { adult: 3 } }));

    const asked = (await quote(booking._id, 'adult=2')).json();
    expect(asked.settlement).toEqual({ kind: 'refund', amount: 2_500, kept: 2_500, line: planChangeMessages.refundDifferenceKept(2_500, 2_500) });
    const changed = (await change(booking._id, { party: { adult: 2 } })).json();
    expect(changed.booking).toMatchObject({ numPeople: 2, totalPrice: 12_500, total: 12_500 });
    expect(changed.booking.lines).toEqual([
      { kind: 'people', type: 'adult', quantity: 2, unitPrice: 5_000, amount: 10_000 },
      { kind: 'kept', amount: 2_500 },
    ]);
    // A cancel afterwards gives back by the policy what the booking holds beyond the penalty already
    // kept (decision 040): half of ₹10,000. In all ₹7,500, as cancelling the party of 3 at once would.
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.json().booking.refund).toMatchObject({ amount: 5_000 });
    // Every refund of the booking is a row of its own (decision 042), the cancel's among them.
    const back = (await refundsOf(booking._id)).reduce((sum, refund) => sum + refund.amountPaise, 0);
    expect(back).toBe(250_000 + 500_000);
  });

  it('trims the names to the party, or takes new ones that fit it', async () => {
    const tour = await insertTour(t.db, { confirmInstantly: true });
    const travellers = [{ name: 'Asha Verma' }, { name: 'Ravi Verma' }, { name: 'Kiran Verma' }];
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(21), numPeople: 3, travellers }));
    expect((await change(booking._id, { numPeople: 2, travellers: [{ name: 'Asha Verma' }, { name: 'A', age: 'x' }] })).statusCode).toBe(400);
    await change(booking._id, { numPeople: 2 });
    expect((await stored(booking._id)).travellers?.map((each) => each.name)).toEqual(['Asha Verma', 'Ravi Verma']);
  });
});

describe('adding people', () => {
  it('holds their seats as for a new sale and answers an order for the difference; paying it seats them', async () => {
    const tour = await insertTour(t.db, { pricePaise: 500_000, capacity: 4, confirmInstantly: true, priceTypes: [{ type: 'child', pricePaise: 250_000, minAge: 5, maxAge: 11, takesSeat: true }] });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(25), numPeople: 2 }));
    const asked = (await quote(booking._id, 'adult=2&child=1')).json();
    expect(asked).toMatchObject({ numPeople: { from: 2, to: 3 }, total: { from: 10_000, to: 12_500 }, difference: 2_500, seats: { needed: 1, left: 2, enough: true }, settlement: { kind: 'pay', amount: 2_500 } });

    const opened = await change(booking._id, { party: { adult: 2, child: 1 } });
    expect(opened.statusCode).toBe(200);
    const answer = opened.json();
    expect(answer).toMatchObject({ status: 'awaiting_payment', message: planChangeMessages.partyPending(2_500), order: { amount: 250_000 }, hold: { seats: 1 }, booking: { numPeople: 2 } });

    const verified = await verify(t.app, traveller, (await sandboxPay(t.app, answer.order.id)).json());
    expect(verified.statusCode).toBe(200);
    expect(await stored(booking._id)).toMatchObject({ numPeople: 3, totalPaise: 1_250_000, party: { adult: 2, child: 1 } });
    const receipt = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers })).json().booking;
    expect(receipt.lines).toEqual([
      { kind: 'people', type: 'adult', quantity: 2, unitPrice: 5_000, amount: 10_000 },
      { kind: 'people', type: 'child', quantity: 1, unitPrice: 2_500, amount: 2_500 },
    ]);
  });

  it('refuses more people than the seats left, before any order is opened', async () => {
    const tour = await insertTour(t.db, { capacity: 3, confirmInstantly: true });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(26), numPeople: 2 }));
    expect((await quote(booking._id, 'numPeople=5')).json().seats).toEqual({ needed: 3, left: 1, enough: false });
    const refused = await change(booking._id, { numPeople: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: departureMessages.onlySeatsLeft(1) });
    expect((await stored(booking._id)).numPeople).toBe(2);
  });
});

describe('who may change a party, and what it takes', () => {
  it('answers 404 for another traveller’s booking, 403 to an operator, 400 for the same or an empty party', async () => {
    const tour = await insertTour(t.db, { confirmInstantly: true });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(22), numPeople: 2 }));
    for (const response of [await quote(booking._id, 'numPeople=1', other), await change(booking._id, { numPeople: 1 }, other)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: bookingMessages.notFound });
    }
    expect((await change(booking._id, { numPeople: 1 }, admin)).statusCode).toBe(403);
    expect((await change('not-an-id', { numPeople: 1 })).statusCode).toBe(400);
    expect((await change(booking._id, {})).json()).toEqual({ message: bookingMessages.allFieldsRequired });
    expect((await change(booking._id, { numPeople: 2 })).json()).toEqual({ message: planChangeMessages.samePartyAsked });
    expect((await change(booking._id, { numPeople: 0 })).statusCode).toBe(400);
    expect((await change(booking._id, { party: { adult: 'two' } })).statusCode).toBe(400);
    expect((await change(booking._id, { party: { child: 1 } })).statusCode).toBe(400);
    expect((await change(booking._id, { party: { adult: 3 }, numPeople: 2 })).json()).toEqual({ message: personTypeMessages.seatsDiffer(3) });
    expect((await quote(booking._id, 'adult=x')).statusCode).toBe(400);
    expect((await stored(booking._id)).numPeople).toBe(2);
  });
});
