import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { confirmedBooking, guest, reservationOf } from '../../../test/support/octo.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay, verify } from '../../../test/support/payments.ts';
import { resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { emails } from '../../db/schema/emails.ts';

// What the traveller is told of their money, as the money model decides it: a family paying an
// advance, then the balance, then leaving one adult behind (issue "One money model", deliverable 7).
let t: TestApp;
let family: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  family = await signUpTraveller(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

/** A queued message as it reads, through the operator's preview. */
const rendered = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${id}`, headers: admin.headers })).json() as { subject: string; text: string };
const emailsKeyed = (prefix: string) => t.db.select().from(emails).where(like(emails.eventKey, `${prefix}%`));
/** The plain text of a message as read, its line wrapping undone. */
const words = (text: string) => text.replace(/\s+/g, ' ');
const myBooking = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${id}`, headers: family.headers })).json().booking;

/** Adults ₹8,000, children ₹4,000, infants free on a lap: 30% now, the balance 10 days before. */
const familyTour = () =>
  insertTour(t.db, {
    pricePaise: 800_000,
    capacity: 10,
    confirmInstantly: true,
    advancePercent: 30,
    balanceDueDays: 10,
    priceTypes: [
      { type: 'child', pricePaise: 400_000, minAge: 5, maxAge: 11, takesSeat: true },
      { type: 'infant', pricePaise: 0, minAge: null, maxAge: 4, takesSeat: false },
    ],
  });

async function pay(orderId: string) {
  const confirmation = (await sandboxPay(t.app, orderId)).json();
  const verified = await verify(t.app, family, confirmation);
  expect(verified.statusCode).toBe(200);
  return { confirmation, verified: verified.json() };
}

let bookingId: string;

describe('a family of 2 adults, a child and an infant paying by advance', () => {
  let balanceOrderId: string;

  it('is told the ₹6,000 the advance captured, not the ₹20,000 total', async () => {
    const tour = await familyTour();
    const { numPeople: _seats, ...details } = bookingDetails(tour.id, { bookingDate: dayFromToday(40) });
    const order = await createOrder(t.app, family, { booking: { ...details, party: { adult: 2, child: 1, infant: 1 } }, payment: 'advance' });
    expect(order.statusCode).toBe(200);
    const { verified } = await pay(order.json().order.id);
    bookingId = verified.booking._id;
    expect(verified.booking).toMatchObject({ totalPrice: 20_000, payment: { amount: 6000 }, amountPaid: 6000, amountDue: 14_000 });
    expect((await myBooking(bookingId)).payment.amount).toBe(6000);
  });

  it('gets one receipt for the balance: ₹14,000 received, ₹20,000 paid in all, nothing owed', async () => {
    const opened = await t.app.inject({ method: 'POST', url: `/api/user/bookings/${bookingId}/balance`, headers: family.headers });
    expect(opened.statusCode).toBe(200);
    balanceOrderId = opened.json().order.id;
    const { confirmation, verified } = await pay(balanceOrderId);
    // The booking's own payment is still the advance; the ledger says the rest.
    expect(verified.booking).toMatchObject({ payment: { amount: 6000 }, amountPaid: 20_000, amountDue: 0 });
    // Confirmed again (the webhook, a second tab): no second receipt.
    expect((await verify(t.app, family, confirmation)).statusCode).toBe(200);
    const receipts = await emailsKeyed(`payment-receipt:${balanceOrderId}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.data).toMatchObject({ purpose: 'balance', amountPaise: 1_400_000, paidInAllPaise: 2_000_000, owedPaise: 0 });
    const receipt = await rendered(receipts[0]!.id);
    expect(receipt.subject).toMatch(/^Payment received: ₹14,000 for /);
    expect(words(receipt.text)).toContain('You have now paid ₹20,000 in all.');
    expect(words(receipt.text)).toContain('Nothing more is owed: your booking is paid in full.');
  });

  it('is told its party is now 1 adult, 1 child, 1 infant (three people, two seats) when an adult stays home', async () => {
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/user/bookings/${bookingId}/party`,
      headers: family.headers,
      payload: { party: { adult: 1, child: 1, infant: 1 } },
      remoteAddress: family.remoteAddress,
    });
    expect(changed.statusCode).toBe(200);
    const [email] = await emailsKeyed(`booking-party-changed:`).then((rows) => rows.filter((row) => (row.data as { bookingId: string }).bookingId === bookingId));
    const message = await rendered(email!.id);
    expect(message.subject).toMatch(/^Your party is now 1 adult, 1 child, 1 infant: /);
    expect(words(message.text)).toContain('from 2 adults, 1 child, 1 infant to 1 adult, 1 child, 1 infant');
    // The payment's captured amount stays what it was; the refund is on the ledger.
    expect(await myBooking(bookingId)).toMatchObject({ totalPrice: 12_000, payment: { amount: 6000 }, amountPaid: 20_000, amountRefunded: 8000 });
  });
});

describe('a booking a reseller sold, in the traveller’s account', () => {
  it('names the reseller who sold it, and only on that booking', async () => {
    const asha = await signUpTraveller(t.app);
    const { apiKey } = await resellerMade(t.app, admin, { name: 'Ghumakkad Travels' });
    const tour = await insertTour(t.db, { pricePaise: 500_000, capacity: 10, confirmInstantly: true });
    const confirmed = await confirmedBooking(t.app, apiKey, reservationOf(tour.id, dayFromToday(30), ['adult']), guest({ emailAddress: asha.email }));
    const mine = (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: asha.headers })).json().bookings as { _id: string; reference: string; soldBy?: string }[];
    const sold = mine.find((each) => each.reference === confirmed.supplierReference);
    expect(sold?.soldBy).toBe('Ghumakkad Travels');
    // Yatrika's own booking names no seller.
    expect(await myBooking(bookingId)).not.toHaveProperty('soldBy');
  });
});
