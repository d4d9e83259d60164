import { paymentLinkMessages, type PaymentLinkActionResponse, type PaymentLinkState } from '@yatrika/contract/payment-links';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';
import { releaseHoldOfOrder } from '../departures/public.ts';
import { queuePaymentLinkEmail } from './payment-link-email.ts';
import { paymentLinkState, toAdminPaymentLink } from './payment-link-state.ts';
import { paymentLinkToken, paymentLinkUrl } from './payment-link-token.ts';

/**
 * The order and its link, both locked until the transaction ends: a payment settling the order
 * (settle.ts updates its row) and the operator's action go one after the other, never both.
 */
async function lockLink(tx: Executor, orderId: string) {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
  const [link] = order ? await tx.select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId)).for('update') : [];
  if (!order || !link || !order.bookingDetails) throw notFound(paymentLinkMessages.linkNotFound);
  return { order, link, details: order.bookingDetails };
}

const refusalOf = (state: Exclude<PaymentLinkState, 'awaiting'>, expiresAt: Date, now: Date) =>
  state === 'paid' ? paymentLinkMessages.alreadyPaid : state === 'withdrawn' ? paymentLinkMessages.alreadyWithdrawn : paymentLinkMessages.ranOut(expiresAt, now);

/**
 * Emails the same link again (the traveller lost it, or gave a wrong address on the phone and it
 * was corrected in their account). It keeps its expiry: sending again adds no time, so a link
 * never holds seats longer than PAYMENT_LINK_HOURS. Only a link awaiting payment is sent (409).
 */
export async function resendPaymentLink(db: Database, orderId: string, publicUrl: string, actor: AuditActor, now: Date = new Date()): Promise<PaymentLinkActionResponse> {
  const payUrl = paymentLinkUrl(publicUrl, await paymentLinkToken(db, orderId));
  return db.transaction(async (tx) => {
    const { order, link, details } = await lockLink(tx, orderId);
    const state = paymentLinkState(link, order.status, now);
    if (state !== 'awaiting') throw conflict(refusalOf(state, link.expiresAt, now));
    const [traveller] = order.userId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)) : [];
    if (!traveller || !order.userId) throw notFound(paymentLinkMessages.linkNotFound);
    const [sent] = await tx
      .update(paymentLinks)
      .set({ sentCount: link.sentCount + 1, lastSentAt: now })
      .where(eq(paymentLinks.orderId, orderId))
      .returning();
    await queuePaymentLinkEmail(tx, {
      orderId,
      userId: order.userId,
      to: traveller.email,
      details,
      amountPaise: order.amountPaise,
      payUrl,
      expiresAt: link.expiresAt,
      sending: sent!.sentCount,
    });
    await recordAudit(tx, actor, {
      action: 'payment-link.resend',
      subject: { kind: 'payment-link', id: orderId },
      before: { sentCount: link.sentCount },
      after: { sentCount: sent!.sentCount, to: traveller.email },
    });
    return { message: paymentLinkMessages.resent, orderId, paymentLink: toAdminPaymentLink(sent!, order.status, now) };
  });
}

/**
 * The operator withdraws a link (the traveller changed their mind): its seats go back on sale at
 * once and the page takes no payment. A link already paid is refused (409): cancel its booking
 * instead. A payment from a dialog opened before the withdrawal is a late payment (decision 024).
 */
export async function withdrawPaymentLink(db: Database, orderId: string, actor: AuditActor, now: Date = new Date()): Promise<PaymentLinkActionResponse> {
  return db.transaction(async (tx) => {
    const { order, link } = await lockLink(tx, orderId);
    const state = paymentLinkState(link, order.status, now);
    if (state === 'paid' || state === 'withdrawn') throw conflict(refusalOf(state, link.expiresAt, now));
    const [withdrawn] = await tx.update(paymentLinks).set({ withdrawnAt: now }).where(eq(paymentLinks.orderId, orderId)).returning();
    await releaseHoldOfOrder(tx, orderId);
    await recordAudit(tx, actor, { action: 'payment-link.withdraw', subject: { kind: 'payment-link', id: orderId }, before: { state }, after: { state: 'withdrawn' } });
    return { message: paymentLinkMessages.withdrawn, orderId, paymentLink: toAdminPaymentLink(withdrawn!, order.status, now) };
  });
}
