import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { minGroupVerdict, tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { defineJob } from '../../jobs/types.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { findMinGroupDepartures, lockMinGroupDeparture, onBookingsOf, recordMinGroupDecision, type DepartureOf } from '../departures/public.ts';
import { acceptPendingBookings } from './accept.ts';
import type { BookingRow } from './booking-response.ts';
import { cancelLockedBooking, type Cancelled, type CancelRule } from './cancel.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import { askProviderForRefundsOf, policyRefund } from '../money/public.ts';

export const MINIMUM_GROUP_JOB = 'minimum-group';

export interface MinimumGroupDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  policy: CancellationPolicy;
}

/** The booking's history names the rule, not an administrator, for the changes it makes itself. */
const minimumGroupRule: Operator = { id: null, name: tourScheduleMessages.minGroupHistoryActor };

/** Accepts the departure's pending bookings because it reached its minimum, each recorded on its history. */
async function acceptAtMinimum(tx: Executor, which: DepartureOf, minGroup: number, now: Date): Promise<BookingRow[]> {
  const accepted = await acceptPendingBookings(tx, onBookingsOf(which), now);
  for (const row of accepted) {
    await recordBookingEvent(tx, row.id, minimumGroupRule, 'accepted', { reason: tourScheduleMessages.minGroupReachedReason(minGroup) });
  }
  return accepted;
}

/** The operator's cancel of the cancellation policy: everything paid comes back, with the reason in the email. */
const belowMinimumRule = (minGroup: number, policy: CancellationPolicy): CancelRule => ({
  allowedFrom: (status) => status === 'pending' || status === 'booked',
  refusal: tourScheduleMessages.minGroupCancelReason(minGroup),
  cancelledBy: 'operator',
  reason: tourScheduleMessages.minGroupCancelReason(minGroup),
  policy: policyRefund(policy, 'operator'),
});

/**
 * Under 'confirm', a paid booking that brings its departure to the minimum group (or arrives once
 * it is there) is booked at once, and the departure's pending bookings are accepted with it. Call
 * in the booking's transaction, under the departure's lock its seat claim took; answers whether
 * the new booking is to be booked.
 */
export async function reachesMinimumGroup(
  tx: Executor,
  tour: { minGroup: number | null; minGroupAction: 'cancel' | 'confirm' },
  departure: DepartureOf & { people: number },
  now: Date,
): Promise<boolean> {
  if (tour.minGroup === null || tour.minGroupAction !== 'confirm') return false;
  const { people, ...which } = departure;
  const locked = await lockMinGroupDeparture(tx, which);
  if (!locked || locked.booked + people < locked.rule.minGroup) return false;
  await acceptAtMinimum(tx, which, locked.rule.minGroup, now);
  return true;
}

/**
 * Decides one departure once, under its lock: below the minimum at the decision time, every
 * booking is cancelled with a full refund and the traveller emailed, and the departure is closed
 * and marked decided, all in one transaction; the provider is asked after it commits
 * (bookings/cancel.ts). At or above it, 'confirm' accepts what is still pending. A second run,
 * or a second instance, finds it decided and does nothing.
 */
async function decideDeparture(deps: MinimumGroupDeps, which: DepartureOf, now: Date) {
  const outcome = await deps.db.transaction(async (tx) => {
    const departure = await lockMinGroupDeparture(tx, which);
    if (!departure || departure.decided) return { cancelled: [] as Cancelled[], accepted: 0 };
    const verdict = minGroupVerdict(departure.rule, departure.booked, departure.decisionAt, now);
    if (verdict === 'wait') return { cancelled: [] as Cancelled[], accepted: 0 };
    if (verdict === 'run') {
      const accepted = departure.rule.action === 'confirm' ? await acceptAtMinimum(tx, which, departure.rule.minGroup, now) : [];
      if (now.getTime() >= departure.decisionAt.getTime()) await recordMinGroupDecision(tx, which, 'runs', now);
      return { cancelled: [] as Cancelled[], accepted: accepted.length };
    }
    const rows = await tx
      .select()
      .from(bookings)
      .where(and(onBookingsOf(which), inArray(bookings.status, ['pending', 'booked'])))
      .orderBy(asc(bookings.id))
      .for('update');
    const rule = belowMinimumRule(departure.rule.minGroup, deps.policy);
    const cancelled: Cancelled[] = [];
    for (const row of rows) {
      const done = await cancelLockedBooking(tx, row, rule, now);
      const { settlement } = done;
      await recordBookingEvent(tx, row.id, minimumGroupRule, 'canceled', {
        refund: 'full',
        refundAmount: paiseToRupees(settlement.refundPaise),
        reason: rule.reason,
      });
      cancelled.push(done);
    }
    await recordMinGroupDecision(tx, which, 'canceled', now);
    return { cancelled, accepted: 0 };
  });
  let refundPaise = 0;
  for (const { row, settlement } of outcome.cancelled) {
    await askProviderForRefundsOf(deps.db, deps.gateway, row.id, deps.log, now);
    refundPaise += settlement.refundPaise;
  }
  return { cancelled: outcome.cancelled.length, accepted: outcome.accepted, refundPaise };
}

/** Decides every departure due at `now`; answers the totals, kept as the job's result. */
export async function decideMinimumGroups(deps: MinimumGroupDeps, now: Date): Promise<{ departures: number; canceled: number; accepted: number; refundPaise: number }> {
  const due = await findMinGroupDepartures(deps.db, now);
  const totals = { departures: 0, canceled: 0, accepted: 0, refundPaise: 0 };
  for (const departure of due) {
    const done = await decideDeparture(deps, departure, now);
    totals.departures += 1;
    totals.canceled += done.cancelled;
    totals.accepted += done.accepted;
    totals.refundPaise += done.refundPaise;
  }
  if (totals.canceled > 0 || totals.accepted > 0) deps.log.info(totals, 'decided departures by their minimum group');
  return totals;
}

/** Runs on one instance at a time, every MIN_GROUP_INTERVAL_SECONDS (or when an operator asks). */
export const minimumGroupJob = (deps: MinimumGroupDeps) =>
  defineJob<unknown>({
    name: MINIMUM_GROUP_JOB,
    run: (_payload, { now }) => decideMinimumGroups(deps, now),
  });
