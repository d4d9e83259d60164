import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { todayInIndia } from '@yatrika/contract/dates';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { defineJob } from '../../jobs/types.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRow } from './booking-response.ts';
import { cancelLockedBooking, type CancelRule } from './cancel.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import { askProviderForRefundsOf, policyRefund } from '../money/public.ts';

export const BALANCE_LAPSE_JOB = 'balance-lapse';

export interface BalanceLapseDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  policy: CancellationPolicy;
}

/** The booking's history names the rule, not an administrator. */
const balanceRule: Operator = { id: null, name: 'Balance due date' };

/**
 * A balance not paid by the end of its due date (decision 035): the booking is cancelled by the
 * traveller's cancellation rule as it stands at that moment, applied to what was paid (the advance),
 * and the email says why.
 */
const lapseRule = (policy: CancellationPolicy): CancelRule => ({
  allowedFrom: (status) => status === 'pending' || status === 'booked',
  refusal: partPaymentMessages.lapsedReason,
  cancelledBy: 'operator',
  reason: partPaymentMessages.lapsedReason,
  ledgerReason: 'lapsed',
  policy: policyRefund(policy, 'traveller'),
});

/** Bookings whose balance was due before today in India and is still unpaid: oldest due first, a bounded bite. */
function findLapsed(db: Database, today: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(isNotNull(bookings.balanceDueOn), lt(bookings.balanceDueOn, today), inArray(bookings.status, ['pending', 'booked'])))
    .orderBy(asc(bookings.balanceDueOn))
    .limit(200);
}

/**
 * Cancels one lapsed booking, under its row's lock: a balance paid meanwhile (applyPaidTopUp takes
 * the same lock and clears the due date) wins, and then nothing happens; a balance paid after this
 * finds the booking cancelled and is refunded in full. Answers the cancelled row, or undefined.
 */
async function lapseOne(deps: BalanceLapseDeps, bookingId: string, today: string, now: Date): Promise<BookingRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), isNotNull(bookings.balanceDueOn), lt(bookings.balanceDueOn, today), inArray(bookings.status, ['pending', 'booked'])))
      .for('update');
    if (!row) return undefined;
    const { row: cancelled, settlement } = await cancelLockedBooking(tx, row, lapseRule(deps.policy), now);
    await recordBookingEvent(tx, row.id, balanceRule, 'canceled', {
      refundAmount: paiseToRupees(settlement.refundPaise),
      reason: partPaymentMessages.lapsedReason,
    });
    return cancelled;
  });
}

/** Cancels every booking whose balance lapsed before `now` (India), then asks the provider for their refunds. */
export async function lapseUnpaidBalances(deps: BalanceLapseDeps, now: Date): Promise<{ canceled: number }> {
  const today = todayInIndia(now);
  let cancelled = 0;
  for (const { id } of await findLapsed(deps.db, today)) {
    const row = await lapseOne(deps, id, today, now);
    if (!row) continue;
    cancelled += 1;
    await askProviderForRefundsOf(deps.db, deps.gateway, row.id, deps.log, now);
  }
  if (cancelled > 0) deps.log.info({ canceled: cancelled }, 'cancelled bookings whose balance was not paid by its due date');
  return { canceled: cancelled };
}

/** Runs on one instance at a time (the job runner's lease), on the reminders' interval or when an operator asks. */
export const balanceLapseJob = (deps: BalanceLapseDeps) =>
  defineJob<unknown>({
    name: BALANCE_LAPSE_JOB,
    run: (_payload, { now }) => lapseUnpaidBalances(deps, now),
  });
