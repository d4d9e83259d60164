import { createHash } from 'node:crypto';
import { paymentMessages } from '@yatrika/contract/payments';
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { paymentOrders, webhookEvents } from '../../db/schema/payments.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { failOrder, settleOrder } from './settle.ts';
import { recordRefundOutcome } from '../money/public.ts';
import { queueOrderRefundedEmail } from './order-refund-email.ts';

// Only the fields we act on; the provider sends many more.
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  /** What we sent with the refund; `booking_refund_id` names a booking's refund (decision 042), `booking_id` its booking. */
  notes: z.unknown().optional(),
});

/** A note we sent with a refund, as the provider echoes it back (an object, or an empty array when none). */
function noteOf(notes: unknown, key: string): string | undefined {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return undefined;
  const value = (notes as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}
const webhookBody = z.object({
  event: z.string().max(100),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});
type WebhookBody = z.infer<typeof webhookBody>;

export type WebhookOutcome = 'processed' | 'duplicate';

/**
 * Handles a provider webhook: the signature is checked over the exact bytes
 * received, then the event is recorded by id in the same transaction as its
 * effect, so a replay (same id, or the same body when the id header is
 * missing) changes nothing, and a failed effect is retried by the provider.
 */
export async function handleWebhook(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  request: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!request.signature || !gateway.isValidWebhookSignature(request.rawBody, request.signature)) {
    throw badRequest(paymentMessages.webhookSignatureInvalid);
  }
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not valid JSON.');
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) throw badRequest('The webhook body is not a payment event.');
  const event = parsed.data;
  const eventId = request.eventId || `sha256:${createHash('sha256').update(request.rawBody).digest('hex')}`;

  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ id: eventId, event: event.event }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate';
    await applyEvent(tx, log, event);
    return 'processed';
  });
}

async function applyEvent(tx: Executor, log: FastifyBaseLogger, event: WebhookBody): Promise<void> {
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      if (payment) await settleFromWebhook(tx, log, payment);
      return;
    case 'payment.failed':
      if (payment?.order_id) await failOrder(tx, payment.order_id);
      return;
    case 'refund.processed':
    case 'refund.failed':
      if (refund) await recordRefund(tx, refund, event.event === 'refund.processed' ? 'processed' : 'failed');
      return;
    default:
      // Other events are acknowledged and recorded; nothing here depends on them.
      return;
  }
}

/** The browser may never come back after paying: the provider's word settles the order. */
async function settleFromWebhook(tx: Executor, log: FastifyBaseLogger, payment: z.infer<typeof paymentEntity>): Promise<void> {
  if (!payment.order_id || payment.status !== 'captured') return;
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, payment.order_id));
  if (!order) return;
  if (order.amountPaise !== payment.amount || order.currency !== payment.currency) {
    log.error({ orderId: order.id, paymentId: payment.id }, 'webhook payment does not match its order; left for review');
    return;
  }
  try {
    const { refusal } = await settleOrder(tx, order.id, payment.id);
    if (refusal) log.warn({ orderId: order.id, paymentId: payment.id, reason: refusal }, 'paid order could not be booked; left for refund');
  } catch (error) {
    // Paid already by another payment: acknowledged, so the provider stops retrying; logged for a refund.
    if (!(error instanceof AppError)) throw error;
    log.error({ orderId: order.id, paymentId: payment.id, reason: error.message }, 'webhook payment could not settle its order');
  }
}

/** The provider's final word on a refund: a booking's (decision 042), or an unbooked order's. */
async function recordRefund(tx: Executor, refund: z.infer<typeof refundEntity>, status: 'processed' | 'failed'): Promise<void> {
  const now = new Date();
  // A booking's refund is its own row (decision 042): never an order's refund.
  const ofBooking = { id: refund.id, paymentId: refund.payment_id, bookingRefundId: noteOf(refund.notes, 'booking_refund_id'), bookingId: noteOf(refund.notes, 'booking_id') };
  if (await recordRefundOutcome(tx, ofBooking, status, now)) return;
  const orders = await tx
    .update(paymentOrders)
    .set({
      refundId: refund.id,
      refundStatus: status,
      // A failed one goes back to reconciliation, to be asked for again on its next run.
      ...(status === 'processed' ? { refundedAt: now } : { retryAt: now }),
    })
    .where(
      and(
        eq(paymentOrders.paymentId, refund.payment_id),
        isNotNull(paymentOrders.refundStatus),
        or(eq(paymentOrders.refundId, refund.id), isNull(paymentOrders.refundId)),
        ne(paymentOrders.refundStatus, 'processed'),
      ),
    )
    .returning();
  if (status === 'processed') for (const order of orders) await queueOrderRefundedEmail(tx, order);
}
