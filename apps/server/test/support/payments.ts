import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './app.ts';
import type { Database } from '../../src/db/client.ts';
import { ensureSecret } from '../../src/db/settings.ts';
import { todayInIndia } from '@yatrika/contract/dates';
import { asc, eq } from 'drizzle-orm';
import { sandboxPayments, sandboxRefunds } from '../../src/db/schema/payments.ts';

/** The sandbox's secrets as every instance reads them: the real ones, from the database. */
export const sandboxKeySecret = (db: Database) => ensureSecret(db, 'sandbox_key_secret');
export const sandboxWebhookSecret = (db: Database) => ensureSecret(db, 'sandbox_webhook_secret');

/** HMAC_SHA256(order_id|payment_id, key_secret), computed here, independently of the server. */
export const signPayment = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** India's calendar day `days` from today, "YYYY-MM-DD". */
export function dayFromToday(days: number): string {
  const [year, month, day] = todayInIndia().split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

export const bookingDetails = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  tourId,
  fullName: 'Asha Verma',
  phone: '9876543210',
  bookingDate: dayFromToday(30),
  numPeople: 2,
  ...overrides,
});

type Who = Pick<SignedIn, 'headers' | 'remoteAddress'> | undefined;

/** Opens the checkout as the traveller, from their own client address (SignedIn.remoteAddress). */
export function createOrder(app: FastifyInstance, who: Who, payload: object) {
  return app.inject({ method: 'POST', url: '/api/payment/create-order', headers: who?.headers, payload, remoteAddress: who?.remoteAddress });
}

export function verify(app: FastifyInstance, who: Who, payload: object) {
  return app.inject({ method: 'POST', url: '/api/payment/verify-payment', headers: who?.headers, payload, remoteAddress: who?.remoteAddress });
}

/** What the checkout dialog's buttons do: the sandbox's hosted payment page. */
export async function sandboxPay(app: FastifyInstance, orderId: string, outcome: 'success' | 'failure' = 'success') {
  const { keyId } = (await app.inject({ method: 'GET', url: '/api/payment/config' })).json();
  return app.inject({ method: 'POST', url: '/api/payment/sandbox/pay', payload: { key_id: keyId, order_id: orderId, outcome } });
}

export interface Confirmation {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Creates an order (with the booking details unless `booking: false`) and pays it in the sandbox. */
export async function orderAndPay(app: FastifyInstance, who: Who, payload: object): Promise<Confirmation> {
  const order = await createOrder(app, who, payload);
  if (order.statusCode !== 200) throw new Error(`create-order failed: ${order.statusCode} ${order.body}`);
  const paid = await sandboxPay(app, order.json().order.id);
  if (paid.statusCode !== 200) throw new Error(`sandbox pay failed: ${paid.statusCode} ${paid.body}`);
  return paid.json();
}

/** The whole browser flow: order with the booking details, pay, verify. Answers the booking. */
export async function payAndBook(app: FastifyInstance, who: Who, details: Record<string, unknown>) {
  const confirmation = await orderAndPay(app, who, { booking: details });
  const verified = await verify(app, who, confirmation);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { confirmation, booking: verified.json().booking as { _id: string; reference: string; status: string; totalPrice: number; startTime: string } };
}

/**
 * The sandbox provider's books for one payment: the payment and its refunds, oldest first, with the
 * first refund's id and idempotency key beside it (most payments are refunded once, whole).
 */
export async function sandboxBooksOf(db: Database, where: { paymentId: string } | { orderId: string }) {
  const [payment] = await db
    .select()
    .from(sandboxPayments)
    .where('paymentId' in where ? eq(sandboxPayments.id, where.paymentId) : eq(sandboxPayments.orderId, where.orderId));
  if (!payment) throw new Error('no such sandbox payment');
  const refunds = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment.id)).orderBy(asc(sandboxRefunds.createdAt));
  return { ...payment, refunds, refundId: refunds[0]?.id ?? null, refundKey: refunds[0]?.idempotencyKey ?? null };
}

/** The sandbox's refunds asked with this idempotency key (a booking's id, a partial refund's id). */
export const sandboxRefundsWithKey = (db: Database, key: string) => db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key));
