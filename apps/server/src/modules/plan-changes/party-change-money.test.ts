import { createHmac, randomUUID } from 'node:crypto';
import { partyChangeMessages } from '@yatrika/contract/party-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastEmail } from '../../../test/support/accounts.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeParty, handBackPart, partyMoneyOf } from '../../../test/support/party-changes.ts';
import { bookingDetails, dayFromToday, payAndBook, sandboxBooksOf, sandboxWebhookSecret } from '../../../test/support/payments.ts';
import { later, reconcileDeps, refundsFailFirst, runAt, sandboxOf } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { changeParty as changePartyDirectly } from './party-change.ts';

// Money after a change of party (decision 023): a later cancel refunds exactly what is still held,
// split by channel (the provider's part through the provider, what was paid offline by hand),
// never more than was paid; a refused partial refund is retried by reconciliation. The policy gives
// half back inside its 24 hours. Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: 50 } });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const PRICE_PAISE = 500_000;
const operatorOf = (who: SignedIn) => ({ id: who.userId, name: 'Test operator' });

async function tour() {
  return insertTour(t.db, { pricePaise: PRICE_PAISE, capacity: 30 });
}

/** Paid online through the sandbox: `numPeople` × ₹5,000. */
async function onlineBooking(numPeople: number, bookingDate = dayFromToday(30)) {
  const { booking, confirmation } = await payAndBook(t.app, traveller, bookingDetails((await tour()).id, { numPeople, bookingDate }));
  return { bookingId: booking._id, paymentId: confirmation.razorpay_payment_id };
}

/** Taken by phone and paid by UPI: `numPeople` × ₹5,000. */
async function phoneBooking(numPeople: number, bookingDate = dayFromToday(30)) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: admin.headers,
    payload: { ...bookingDetails((await tour()).id, { numPeople, bookingDate }), email: traveller.email, payment: { method: 'upi', reference: `UPI-${randomUUID().slice(0, 8)}` } },
  });
  expect(response.statusCode).toBe(201);
  return { bookingId: response.json().booking._id as string };
}

const cancelAsOperator = (bookingId: string, refund: 'full' | 'policy') =>
  t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/status`, headers: admin.headers, payload: { status: 'canceled', refund } });

async function expectChanged(bookingId: string, payload: object) {
  const response = await changeParty(t.app, admin, bookingId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the provider refunded of a payment, in paise, and whether it reads fully refunded. */
async function providerRefunded(paymentId: string) {
  const books = await sandboxBooksOf(t.db, { paymentId });
  return { paise: books.refunds.reduce((total, refund) => total + refund.amountPaise, 0), status: books.status, count: books.refunds.length };
}

const paymentOf = async (bookingId: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/payments?limit=100', headers: admin.headers })).json().find((payment: { bookingId: string }) => payment.bookingId === bookingId);

describe('a smaller party paid online, then cancelled', () => {
  it('in full: the provider gives back the rest, and never more than it captured', async () => {
    const { bookingId, paymentId } = await onlineBooking(3);
    await expectChanged(bookingId, { numPeople: 1 });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_000_000, status: 'captured', count: 1 });

    const cancelled = await cancelAsOperator(bookingId, 'full');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toEqual({ amount: 5_000, status: 'processed', byHand: false });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_500_000, status: 'refunded', count: 2 });
    const { row, refunds } = await partyMoneyOf(t.db, bookingId);
    expect(row).toMatchObject({ status: 'canceled', refundStatus: 'processed', refundAmountPaise: 500_000 });
    expect(refunds.map((refund) => [refund.reason, refund.amountPaise, refund.status])).toEqual([['party_reduced', 1_000_000, 'processed']]);
    expect((await lastEmail(t.db, 'booking-cancelled', traveller.email))?.data).toMatchObject({ refundPaise: 500_000 });
  });

  it('by the policy, late: half of what is still held comes back', async () => {
    const { bookingId, paymentId } = await onlineBooking(3, dayFromToday(1));
    await expectChanged(bookingId, { numPeople: 1 });
    const quote = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}/cancellation`, headers: admin.headers });
    expect(quote.json()).toMatchObject({ paidAmount: 5_000, refunds: { full: 5_000, policy: 2_500 } });
    expect((await cancelAsOperator(bookingId, 'policy')).json().refund).toEqual({ amount: 2_500, status: 'processed', byHand: false });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_250_000, status: 'captured', count: 2 });
  });

  it("by the traveller: their own cancel refunds what is still held", async () => {
    const { bookingId, paymentId } = await onlineBooking(2);
    await expectChanged(bookingId, { numPeople: 1 });
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${bookingId}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refund).toMatchObject({ amount: 5_000, status: 'processed' });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_000_000, status: 'refunded', count: 2 });
  });
});

describe('a larger party paid in cash on a booking paid online, then cancelled', () => {
  it('refunds the provider its part and owes the cash by hand until the operator hands it back', async () => {
    const { bookingId, paymentId } = await onlineBooking(2);
    await expectChanged(bookingId, { numPeople: 3, payment: { method: 'cash', reference: 'R-104' } });

    const cancelled = await cancelAsOperator(bookingId, 'full');
    // The answer names all that goes back: ₹10,000 through the provider and the ₹5,000 cash by hand.
    expect(cancelled.json().refund).toEqual({ amount: 15_000, status: 'processed', byHand: false });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_000_000, status: 'refunded', count: 1 });
    const { refunds } = await partyMoneyOf(t.db, bookingId);
    expect(refunds).toEqual([expect.objectContaining({ reason: 'cancel_by_hand', amountPaise: 500_000, status: 'manual', paymentId: null, refundId: null })]);
    expect((await lastEmail(t.db, 'booking-cancelled', traveller.email))?.data).toMatchObject({ refundPaise: 1_000_000, alsoByHandPaise: 500_000 });
    expect(await paymentOf(bookingId)).toMatchObject({ needsAttention: true, attentionReason: 'refund_by_hand' });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${bookingId}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(400);

    const handedBack = await handBackPart(t.app, admin, bookingId, refunds[0]!.id, { reference: 'Cash receipt 12' });
    expect(handedBack.statusCode).toBe(200);
    expect(handedBack.json()).toMatchObject({
      message: partyChangeMessages.handedBack(5_000),
      event: { kind: 'refund_handed_back', details: { amount: 5_000, reference: 'Cash receipt 12', partialRefundId: refunds[0]!.id } },
      booking: { partialRefunds: [{ amount: 5_000, status: 'processed', byHand: true, reference: 'Cash receipt 12', reason: 'cancel_by_hand' }] },
    });
    expect(await lastEmail(t.db, 'refund-handed-back', traveller.email)).toMatchObject({
      eventKey: `refund-handed-back:${refunds[0]!.id}`,
      data: expect.objectContaining({ refundPaise: 500_000, method: 'cash', handBackReference: 'Cash receipt 12' }),
    });
    expect(await paymentOf(bookingId)).toMatchObject({ needsAttention: false });
    const again = await handBackPart(t.app, admin, bookingId, refunds[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(partyChangeMessages.nothingToHandBack);
  });

  it('grown then shrunk below what was paid online: the provider refunds first, the rest by hand, and a cancel owes only the cash', async () => {
    const { bookingId, paymentId } = await onlineBooking(2);
    await expectChanged(bookingId, { numPeople: 4, payment: { method: 'bank_transfer', reference: 'NEFT-9' } });
    const shrunk = await expectChanged(bookingId, { numPeople: 1 });
    expect(shrunk.settlement).toEqual({ kind: 'refund', amount: 15_000, online: 10_000, byHand: 5_000, line: partyChangeMessages.refundSplit(10_000, 5_000) });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_000_000, status: 'refunded', count: 1 });

    const cancelled = await cancelAsOperator(bookingId, 'full');
    // Nothing is left at the provider: all that goes back is the cash, owed by hand.
    expect(cancelled.json().refund).toEqual({ amount: 5_000, status: 'pending', byHand: true });
    const { row, refunds } = await partyMoneyOf(t.db, bookingId);
    expect(row).toMatchObject({ status: 'canceled', refundStatus: null, totalPaise: 500_000 });
    expect(refunds.map((refund) => [refund.reason, refund.amountPaise, refund.status])).toEqual([
      ['party_reduced', 1_000_000, 'processed'],
      ['party_reduced', 500_000, 'manual'],
      ['cancel_by_hand', 500_000, 'manual'],
    ]);
    // Everything paid comes back exactly once: ₹10,000 online and ₹10,000 by bank transfer.
    expect(await providerRefunded(paymentId)).toEqual({ paise: 1_000_000, status: 'refunded', count: 1 });
    expect(refunds.filter((refund) => refund.paymentId === null).reduce((total, refund) => total + refund.amountPaise, 0)).toBe(1_000_000);

    // Revenue counts the transfer as paid and the provider's refund as given back; the refunds owed by hand count once handed back.
    const revenueOfTour = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json().today.revenue.byTour.find((entry: { tourId: string }) => entry.tourId === row.tourId);
    expect(await revenueOfTour()).toMatchObject({ paid: 20_000, refunded: 10_000, net: 10_000 });
    for (const owed of refunds.filter((refund) => refund.status === 'manual')) expect((await handBackPart(t.app, admin, bookingId, owed.id)).statusCode).toBe(200);
    expect(await revenueOfTour()).toMatchObject({ paid: 20_000, refunded: 20_000, net: 0 });
  });
});

describe('a booking taken by phone', () => {
  it('refunds a smaller party by hand, collects a larger one, and a late cancel by the policy owes half of what is held', async () => {
    const { bookingId } = await phoneBooking(2, dayFromToday(1));
    await expectChanged(bookingId, { numPeople: 3, payment: { method: 'cash' } });
    const shrunk = await expectChanged(bookingId, { numPeople: 1 });
    expect(shrunk.settlement).toMatchObject({ kind: 'refund', online: 0, byHand: 10_000, line: partyChangeMessages.refundByHand(10_000) });
    expect(shrunk.booking.partialRefunds).toEqual([expect.objectContaining({ amount: 10_000, status: 'pending', byHand: true, id: null })]);

    const cancelled = await cancelAsOperator(bookingId, 'policy');
    expect(cancelled.json().refund).toEqual({ amount: 2_500, status: 'pending', byHand: true });
    const { row, refunds } = await partyMoneyOf(t.db, bookingId);
    expect(row).toMatchObject({ refundStatus: 'manual', refundAmountPaise: 250_000, refundId: null });
    expect(refunds.map((refund) => [refund.reason, refund.amountPaise, refund.status])).toEqual([['party_reduced', 1_000_000, 'manual']]);
  });
});

describe('a partial refund the provider refuses', () => {
  it('is recorded failed, needs attention, and is retried by reconciliation until processed', async () => {
    const { bookingId, paymentId } = await onlineBooking(3);
    const flaky = refundsFailFirst(await sandboxOf(t.db), 1);
    await changePartyDirectly(t.db, flaky, t.app.log, bookingId, { numPeople: 2 }, operatorOf(admin));
    const [failed] = (await partyMoneyOf(t.db, bookingId)).refunds;
    expect(failed).toMatchObject({ status: 'failed', retryCount: 1, refundId: null });
    expect(await paymentOf(bookingId)).toMatchObject({ needsAttention: true, attentionReason: 'refund_failed', status: 'booked' });

    const summary = await runAt(await reconcileDeps(t.app, t.db, flaky), later(24 * 3600));
    expect(summary.refundsAccepted).toBeGreaterThanOrEqual(1);
    expect((await partyMoneyOf(t.db, bookingId)).refunds[0]).toMatchObject({ status: 'processed', refundId: expect.stringMatching(/^rfnd_/) });
    expect(await providerRefunded(paymentId)).toEqual({ paise: 500_000, status: 'captured', count: 1 });
    expect(await paymentOf(bookingId)).toMatchObject({ needsAttention: false, status: 'booked' });
  });
});

describe("the provider's webhook for a partial refund", () => {
  it('settles that refund and never the booking, which runs on', async () => {
    const { bookingId, paymentId } = await onlineBooking(3);
    const flaky = refundsFailFirst(await sandboxOf(t.db), 1);
    await changePartyDirectly(t.db, flaky, t.app.log, bookingId, { numPeople: 2 }, operatorOf(admin));
    const [part] = (await partyMoneyOf(t.db, bookingId)).refunds;
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_WebhookPart0001', payment_id: paymentId, amount: 500_000, status: 'processed', notes: { booking_refund_id: part!.id } } } },
    });
    const signature = createHmac('sha256', await sandboxWebhookSecret(t.db)).update(body).digest('hex');
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${randomUUID()}` },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    const { row, refunds } = await partyMoneyOf(t.db, bookingId);
    expect(refunds[0]).toMatchObject({ status: 'processed', refundId: 'rfnd_WebhookPart0001' });
    expect(row).toMatchObject({ status: 'pending', refundStatus: null, refundId: null });
  });
});
