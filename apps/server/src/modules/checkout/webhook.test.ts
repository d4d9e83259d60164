import { createHmac, randomUUID } from 'node:crypto';
import { paymentMessages } from '@yatrika/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour } from '../../../test/support/tours.ts';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import { paymentOrders, webhookEvents } from '../../db/schema/payments.ts';
import { bookingDetails, createOrder, payAndBook, sandboxPay, sandboxWebhookSecret, verify } from '../../../test/support/payments.ts';

let t: TestApp;
let traveller: SignedIn;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
  secret = await sandboxWebhookSecret(t.db);
});
afterAll(() => t.close());

const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('hex');

function deliver(body: string, headers: Record<string, string | undefined> = {}) {
  const all: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': `evt_${randomUUID()}` };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete all[name];
    else all[name] = value;
  }
  return t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: all, payload: body });
}

/** The provider's event envelope, as its webhooks send it. */
const event = (name: string, payload: Record<string, unknown>) =>
  JSON.stringify({ entity: 'event', account_id: 'acc_SandboxAccount1', event: name, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });

const paymentEntity = (id: string, orderId: string, amount: number) => ({ payment: { entity: { id, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId, method: 'card' } } });

/** An order carrying booking details, paid at the provider, whose browser never came back. */
async function paidButNotVerified() {
  const tour = await insertTour(t.db, { pricePaise: 300_000 });
  const order = (await createOrder(t.app, traveller, { booking: bookingDetails(tour.id) })).json().order;
  const confirmation = (await sandboxPay(t.app, order.id)).json();
  return { order, confirmation };
}

const bookingsOf = (orderId: string) => t.db.select().from(bookings).where(eq(bookings.orderId, orderId));

describe('POST /api/payment/webhook', () => {
  it('payment.captured settles the order and saves its booking when the browser never verified', async () => {
    const { order, confirmation } = await paidButNotVerified();
    const response = await deliver(event('payment.captured', paymentEntity(confirmation.razorpay_payment_id, order.id, order.amount)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: paymentMessages.webhookAccepted });
    const [saved] = await bookingsOf(order.id);
    expect(saved).toMatchObject({ userId: traveller.userId, status: 'pending', totalPaise: order.amount, paymentId: confirmation.razorpay_payment_id });

    // The browser comes back later: the same booking, not a second one.
    const verified = await verify(t.app, traveller, confirmation);
    expect(verified.json().booking._id).toBe(saved!.id);
    expect(await bookingsOf(order.id)).toHaveLength(1);
  });

  it('order.paid does the same, and after a verification changes nothing', async () => {
    const { order, confirmation } = await paidButNotVerified();
    const verified = (await verify(t.app, traveller, confirmation)).json();
    const body = event('order.paid', { ...paymentEntity(confirmation.razorpay_payment_id, order.id, order.amount), order: { entity: { id: order.id, amount: order.amount, status: 'paid' } } });
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await bookingsOf(order.id)).map((b) => b.id)).toEqual([verified.booking._id]);
  });

  it('refuses a bad or missing signature with 400, and changes nothing', async () => {
    const { order, confirmation } = await paidButNotVerified();
    const body = event('payment.captured', paymentEntity(confirmation.razorpay_payment_id, order.id, order.amount));
    for (const signature of [sign(body, 'not-the-secret'), 'abc', undefined]) {
      const response = await deliver(body, { 'x-razorpay-signature': signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid webhook signature.' });
    }
    // Signed over other bytes (the same JSON, spaced differently): the raw body is what counts.
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await deliver(respaced, { 'x-razorpay-signature': sign(body) })).statusCode).toBe(400);
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(stored!.status).toBe('created');
    expect(await bookingsOf(order.id)).toEqual([]);
  });

  it('handles a replayed event once: by its id, or by its body when the id is missing', async () => {
    const { order, confirmation } = await paidButNotVerified();
    const body = event('payment.captured', paymentEntity(confirmation.razorpay_payment_id, order.id, order.amount));
    const id = `evt_${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect((await deliver(body, { 'x-razorpay-event-id': id })).statusCode).toBe(200);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, id))).toHaveLength(1);

    const failed = event('payment.failed', { payment: { entity: { id: 'pay_FailedAttempt01', amount: 1, currency: 'INR', status: 'failed', order_id: order.id } } });
    for (let i = 0; i < 2; i++) expect((await deliver(failed, { 'x-razorpay-event-id': undefined })).statusCode).toBe(200);
    const hashed = await t.db.select().from(webhookEvents).where(eq(webhookEvents.event, 'payment.failed'));
    expect(hashed.filter((row) => row.id.startsWith('sha256:'))).toHaveLength(1);
    // The order was paid first: a later failed attempt does not undo that.
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(stored!.status).toBe('paid');
    expect(await bookingsOf(order.id)).toHaveLength(1);
  });

  it('ignores a captured payment whose amount is not the order amount', async () => {
    const { order, confirmation } = await paidButNotVerified();
    const response = await deliver(event('payment.captured', paymentEntity(confirmation.razorpay_payment_id, order.id, order.amount - 100)));
    expect(response.statusCode).toBe(200);
    expect(await bookingsOf(order.id)).toEqual([]);
  });

  it('refund.processed and refund.failed update the booking’s refund, and processed stays processed', async () => {
    const tour = await insertTour(t.db);
    const { booking, confirmation } = await payAndBook(t.app, traveller, bookingDetails(tour.id));
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, booking._id));
    // The cancel's refund (decision 042: the refund row with the booking's id), accepted by the provider and pending.
    await t.db.insert(bookingRefunds).values({ id: booking._id, bookingId: booking._id, reason: 'cancel', amountPaise: 100, paymentId: confirmation.razorpay_payment_id, status: 'pending', refundId: 'rfnd_PendingRefund01' });
    const refund = (status: string) => ({ refund: { entity: { id: 'rfnd_PendingRefund01', entity: 'refund', amount: 100, currency: 'INR', payment_id: confirmation.razorpay_payment_id, status } } });

    expect((await deliver(event('refund.processed', refund('processed')))).statusCode).toBe(200);
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: traveller.headers })).json().bookings;
    expect((await list()).find((b: { _id: string }) => b._id === booking._id).refund).toMatchObject({ id: 'rfnd_PendingRefund01', status: 'processed', amount: 1 });
    expect((await deliver(event('refund.failed', refund('failed')))).statusCode).toBe(200);
    expect((await list()).find((b: { _id: string }) => b._id === booking._id).refund.status).toBe('processed');
  });

  it("refund.failed and refund.processed update an unbooked order's refund; a failed one goes back to reconciliation", async () => {
    const { order, confirmation } = await paidButNotVerified();
    await verify(t.app, traveller, confirmation);
    // Reconciliation decided to refund it, and the provider accepted the refund as pending.
    await t.db.delete(bookings).where(eq(bookings.orderId, order.id));
    await t.db.update(paymentOrders).set({ bookingId: null }).where(eq(paymentOrders.id, order.id));
    await t.db
      .update(paymentOrders)
      .set({ refundStatus: 'pending', refundReason: 'sold_out', refundId: 'rfnd_OrderRefund001', refundAmountPaise: order.amount, refundRequestedAt: new Date(), retryAt: null })
      .where(eq(paymentOrders.id, order.id));
    const refund = (status: string) => ({ refund: { entity: { id: 'rfnd_OrderRefund001', entity: 'refund', amount: order.amount, currency: 'INR', payment_id: confirmation.razorpay_payment_id, status } } });
    const row = async () => (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id)))[0]!;

    expect((await deliver(event('refund.failed', refund('failed')))).statusCode).toBe(200);
    expect(await row()).toMatchObject({ refundStatus: 'failed', retryAt: expect.any(Date) });
    expect((await deliver(event('refund.processed', refund('processed')))).statusCode).toBe(200);
    expect(await row()).toMatchObject({ refundStatus: 'processed', refundedAt: expect.any(Date) });
    expect((await deliver(event('refund.failed', refund('failed')))).statusCode).toBe(200);
    expect((await row()).refundStatus).toBe('processed');
  });

  it('acknowledges events it does not act on, and refuses a signed body that is not JSON', async () => {
    expect((await deliver(event('payment.authorized', {}))).statusCode).toBe(200);
    const notJson = 'event=payment.captured';
    const response = await deliver(notJson, { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The webhook body is not valid JSON.');
  });
});
