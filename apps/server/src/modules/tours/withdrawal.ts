import { settlementMessages, type Settlement } from '@yatrika/contract/settlement';
import { tourMessages } from '@yatrika/contract/tour-messages';
import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { cancelWithdrawnBookings, quoteWithdrawal } from '../bookings/public.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

/** What banning or deleting a tour needs to settle its bookings still to come. */
export interface WithdrawalDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  policy: CancellationPolicy;
}

/** What banning or deleting the tour now would cancel and refund (404 for no such tour). */
export async function tourSettlement(db: Database, tourId: string, policy: CancellationPolicy): Promise<Settlement> {
  const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId));
  if (!tour) throw notFound(tourMessages.notFound);
  return quoteWithdrawal(db, { tourId }, policy);
}

/**
 * Stops the tour selling, then cancels and refunds its bookings still to come. Without
 * `confirmed`, a tour with any such booking is refused (409 saying what it would do) and
 * nothing changes. The ban commits first, under the tour's row lock that every sale shares
 * (departures/seats.ts lockDeparture): a sale in flight finishes before it and is among the
 * bookings cancelled after it; a sale after it is refused and its payment refunded. If a
 * cancel then fails, the tour stays banned with the rest still to settle, and the operator's
 * next try settles them.
 */
export async function withdrawTour(deps: WithdrawalDeps, tourId: string, confirmed: boolean, actor: AuditActor): Promise<void> {
  const { db, policy } = deps;
  await db.transaction(async (tx) => {
    const [tour] = await tx.select({ id: tours.id, status: tours.status }).from(tours).where(eq(tours.id, tourId)).for('update');
    if (!tour) throw notFound(tourMessages.notFound);
    if (!confirmed) {
      const settlement = await quoteWithdrawal(tx, { tourId }, policy);
      if (settlement.bookings > 0) throw conflict(settlementMessages.confirmationNeeded(settlement.bookings, settlement.refundAmount));
    }
    await tx.update(tours).set({ status: 'banned', updatedAt: new Date() }).where(eq(tours.id, tourId));
    const settlement = await quoteWithdrawal(tx, { tourId }, policy);
    await recordAudit(tx, actor, {
      action: 'tour.ban',
      subject: { kind: 'tour', id: tourId },
      before: { status: tour.status },
      after: { status: 'banned', bookingsToCancel: settlement.bookings, refundAmount: settlement.refundAmount },
    });
  });
  await cancelWithdrawnBookings(db, deps.gateway, deps.log, { tourId }, policy);
}
