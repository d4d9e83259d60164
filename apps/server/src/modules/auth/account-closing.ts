import { accountMessages } from '@yatrika/contract/account';
import type { CancellationPolicy } from '@yatrika/contract/cancellation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { cancelBookingsOfClosingAccount, hasFutureBookings } from '../bookings/public.ts';
import { deleteTraveller } from './admin-users-service.ts';
import { accountWithPassword } from './password-change.ts';

export { quoteAccountClosing } from '../bookings/public.ts';

/**
 * A traveller deletes their own account (decision 002): after the password, every future
 * booking is cancelled and refunded as their own cancel would be, then the account goes with
 * its reviews, wishlist and moments; past bookings stay, detached, for the operator's records.
 * The cancels commit one by one before the delete: if the delete then fails, the traveller sees
 * an error and can try again with nothing left to cancel.
 */
export async function deleteOwnAccount(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: string,
  password: string,
  policy: CancellationPolicy,
): Promise<Awaited<ReturnType<typeof cancelBookingsOfClosingAccount>>> {
  await accountWithPassword(db, userId, password);
  const result = await cancelBookingsOfClosingAccount(db, gateway, log, userId, policy);
  await deleteTraveller(db, userId, async (tx) => {
    // A booking made after the cancels above would otherwise be detached while still to come.
    if (await hasFutureBookings(tx, userId)) throw conflict(accountMessages.bookingsChangedWhileDeleting);
  });
  return result;
}
