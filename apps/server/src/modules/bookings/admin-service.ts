import type { AdminBooking } from '@yatrika/contract/bookings';
import { holdsTravellersMoney } from '@yatrika/contract/booking-deletion';
import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { bookingMessages } from '@yatrika/contract/bookings';
import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import type { operatorRefund, RefundChoice } from '@yatrika/contract/operator-bookings';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toBookingResponse, type BookingRow } from './booking-response.ts';
import { isPartRefund, toPartyRefund, withPartyMoney } from './party-money-answers.ts';
import { answeredRefundStatus, isCancelRefund, isRefundByHand, refundsOf } from '../money/public.ts';
import type { AuditActor } from '../audit/public.ts';
import { auditBookingChange, bookingFacts } from './audit.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import { cancelByOperator } from './operator-cancel.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { effectiveStatus } from './status.ts';
import { acceptPendingBookings } from './accept.ts';
import { deleteImageIfUnused } from '../media/public.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';

type OperatorRefund = z.infer<typeof operatorRefund>;
export type Owner = { id: string; username: string; email: string } | null;

/** The operator's booking: the traveller's answer, who made it, and which reseller sold it, by name. */
export function toAdminBooking(row: BookingRow, owner: Owner, resellerName: string | null, today?: string): AdminBooking {
  const booking = toBookingResponse(row, today);
  return {
    ...booking,
    ...(booking.reseller && resellerName !== null ? { reseller: { ...booking.reseller, name: resellerName } } : {}),
    user: owner ? { _id: owner.id, username: owner.username, email: owner.email } : null,
  };
}

export const owner = { id: users.id, username: users.username, email: users.email };
export const resellerName = resellers.name;

export async function findAdminBooking(db: Database, bookingId: string): Promise<AdminBooking> {
  const [found] = await db
    .select({ booking: bookings, owner, resellerName })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(resellers, eq(resellers.id, bookings.resellerId))
    .where(eq(bookings.id, bookingId));
  if (!found) throw notFound(bookingMessages.notFound);
  const [answer] = await withPartyMoney(db, [toAdminBooking(found.booking, found.owner, found.resellerName)]);
  return answer!;
}

/**
 * Accept a pending booking, or cancel any booking still to come (operator-cancel.ts), refunding
 * a paid one in full or by the policy; cancelling again retries a refund that failed. Both are
 * recorded in the booking's history.
 */
export async function updateBookingStatus(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  bookingId: string,
  change: { status: 'booked' | 'canceled'; refund?: RefundChoice | undefined },
  policy: CancellationPolicy,
  operator: Operator,
): Promise<{ booking: AdminBooking; refund: OperatorRefund }> {
  if (change.status === 'canceled') {
    const { settlement, refunds } = await cancelByOperator(db, gateway, log, bookingId, change.refund ?? 'full', policy, operator);
    const own = refunds.find(isCancelRefund);
    // All that goes back, from every payment; its status is the booking's own refund's (the first payment's).
    const refund =
      settlement.refundPaise > 0
        ? {
            amount: paiseToRupees(settlement.refundPaise),
            status: own ? answeredRefundStatus(own.status) : ('pending' as const),
            byHand: own ? isRefundByHand(own.status) : settlement.refund.byHand === settlement.refundPaise,
          }
        : null;
    return { booking: await findAdminBooking(db, bookingId), refund };
  }
  const accepted = await db.transaction(async (tx) => {
    const [row] = await acceptPendingBookings(tx, eq(bookings.id, bookingId), new Date());
    if (row) {
      await recordBookingEvent(tx, row.id, operator, 'accepted');
      await auditBookingChange(tx, operator, 'booking.accept', row, { before: { ...bookingFacts(row), status: 'pending' }, after: bookingFacts(row) });
    }
    return row;
  });
  if (!accepted) {
    await findAdminBooking(db, bookingId); // 404 when it does not exist
    throw badRequest(bookingMessages.onlyPendingChanges);
  }
  return { booking: await findAdminBooking(db, bookingId), refund: null };
}

/**
 * Deletes a booking. A paid booking that still holds the traveller's money
 * (not cancelled, or its refund not accepted) is refused: cancel it first, so
 * the refund is made. The paid order stays used, so it cannot book again.
 */
export async function deleteBooking(db: Database, bookingId: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    // The reseller holds its money and settles its commission by it (decision 039).
    if (row.resellerId) throw badRequest(resellerMessages.bookingNotDeletable);
    const status = effectiveStatus(row.status, row.bookingDate);
    const refunds = await refundsOf(tx, [row.id]);
    const own = refunds.find(isCancelRefund);
    const refund = own ? { id: own.refundId, status: answeredRefundStatus(own.status) } : null;
    const partialRefunds = refunds.filter(isPartRefund).map(toPartyRefund);
    if (holdsTravellersMoney({ paid: row.paymentId !== null, status, refund, partialRefunds })) throw badRequest(bookingMessages.refundBeforeDelete);
    await tx.delete(bookings).where(eq(bookings.id, row.id));
    await deleteImageIfUnused(tx, row.tourImage);
    await auditBookingChange(tx, { id: actor.id, name: actor.name, audit: actor }, 'booking.delete', row, { before: bookingFacts(row) });
  });
}
