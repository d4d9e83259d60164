import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { settlementMessages, type Settlement } from '@yatrika/contract/settlement';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { cancelWithdrawnBookings, hasFutureBookings, quoteWithdrawal } from '../bookings/public.ts';
import { deleteTraveller } from './admin-users-service.ts';
import type { AuditActor } from '../audit/public.ts';

export const userNotFound = 'User not found.';

/** A booking made while the account was being deleted: settled on the next pass. */
class BookedMeanwhile extends AppError {
  constructor() {
    super('conflict', 'A booking was made while the account was being deleted.');
  }
}

/** Passes at settling and deleting before giving up on a traveller who keeps booking. */
const DELETE_ATTEMPTS = 3;

/** What deleting the traveller now would cancel and refund (404 for no such traveller). */
export async function travellerSettlement(db: Database, userId: string, policy: CancellationPolicy): Promise<Settlement> {
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.role, 'traveller')));
  if (!user) throw notFound(userNotFound);
  return quoteWithdrawal(db, { userId }, policy);
}

/**
 * An administrator deletes a traveller. Their bookings still to come are cancelled and refunded
 * in full, as the operator's cancel does, and the traveller emailed; without `confirmed`, an
 * account with any such booking is refused (409 saying what it would do) and nothing changes.
 * Past bookings stay, detached, for the records (decision 002). A booking that lands between the
 * cancels and the delete (a payment in flight) stops the delete inside its transaction; it is
 * settled and the delete tried again. Once the account is gone a late payment for it is refunded,
 * never booked (bookings/paid-booking.ts).
 */
export async function deleteTravellerSettling(
  deps: { db: Database; gateway: PaymentGateway; log: FastifyBaseLogger; policy: CancellationPolicy },
  userId: string,
  confirmed: boolean,
  actor: AuditActor,
): Promise<void> {
  const { db, policy } = deps;
  if (!confirmed) {
    const settlement = await travellerSettlement(db, userId, policy);
    if (settlement.bookings > 0) throw conflict(settlementMessages.confirmationNeeded(settlement.bookings, settlement.refundAmount));
  }
  for (let attempt = 1; ; attempt += 1) {
    if (confirmed) await cancelWithdrawnBookings(db, deps.gateway, deps.log, { userId }, policy);
    try {
      await deleteTraveller(
        db,
        userId,
        async (tx) => {
          if (await hasFutureBookings(tx, userId)) throw new BookedMeanwhile();
        },
        actor,
      );
      return;
    } catch (error) {
      if (!(error instanceof BookedMeanwhile)) throw error;
      if (!confirmed) {
        const settlement = await quoteWithdrawal(db, { userId }, policy);
        throw conflict(settlementMessages.confirmationNeeded(settlement.bookings, settlement.refundAmount));
      }
      if (attempt >= DELETE_ATTEMPTS) throw conflict(settlementMessages.bookingsChangedMeanwhile);
    }
  }
}
