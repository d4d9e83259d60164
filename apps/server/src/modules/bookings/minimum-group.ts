import { refundOnCancel, type CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { minGroupVerdict, tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { defineJob } from '../../jobs/types.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { findMinGroupDepartures, lockMinGroupDeparture, recordMinGroupDecision } from '../departures/public.ts';
import { acceptPendingBookings } from './accept.ts';
import type { BookingRow } from './booking-response.ts';
import { cancelLockedBooking, type CancelRule } from './cancel.ts';
import { refundBooking } from './refunds.ts';

export const MINIMUM_GROUP_JOB = 'minimum-group';

export interface MinimumGroupDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  policy: CancellationPolicy;
}

const onDeparture = (tourId: string, date: string) => and(eq(bookings.tourId, tourId), eq(bookings.bookingDate, date));

/** The operator's cancel of the cancellation policy: everything paid comes back, with the reason in the email. */
const belowMinimumRule = (minGroup: number, policy: CancellationPolicy): CancelRule => ({
  allowedFrom: (status) => status === 'pending' || status === 'booked',
  refusal: tourScheduleMessages.minGroupCancelReason(minGroup),
  cancelledBy: 'operator',
  reason: tourScheduleMessages.minGroupCancelReason(minGroup),
  refundPaise: (row, now) => refundOnCancel(row.totalPaise, row.bookingDate, now, policy, 'operator'),
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
  departure: { tourId: string; date: string; people: number },
  now: Date,
): Promise<boolean> {
  if (tour.minGroup === null || tour.minGroupAction !== 'confirm') return false;
  const locked = await lockMinGroupDeparture(tx, departure.tourId, departure.date);
  if (!locked || locked.booked + departure.people < locked.rule.minGroup) return false;
  await acceptPendingBookings(tx, onDeparture(departure.tourId, departure.date), now);
  return true;
}

/**
 * Decides one departure once, under its lock: below the minimum at the decision time, every
 * booking is cancelled with a full refund and the traveller emailed, and the departure is closed
 * and marked decided, all in one transaction; the provider is asked after it commits
 * (bookings/cancel.ts). At or above it, 'confirm' accepts what is still pending. A second run,
 * or a second instance, finds it decided and does nothing.
 */
async function decideDeparture(deps: MinimumGroupDeps, tourId: string, date: string, now: Date) {
  const outcome = await deps.db.transaction(async (tx) => {
    const departure = await lockMinGroupDeparture(tx, tourId, date);
    if (!departure || departure.decided) return { canceled: [] as BookingRow[], accepted: 0 };
    const verdict = minGroupVerdict(departure.rule, departure.booked, departure.decisionAt, now);
    if (verdict === 'wait') return { canceled: [], accepted: 0 };
    if (verdict === 'run') {
      const accepted = departure.rule.action === 'confirm' ? await acceptPendingBookings(tx, onDeparture(tourId, date), now) : [];
      if (now.getTime() >= departure.decisionAt.getTime()) await recordMinGroupDecision(tx, tourId, date, 'runs', now);
      return { canceled: [], accepted: accepted.length };
    }
    const rows = await tx
      .select()
      .from(bookings)
      .where(and(onDeparture(tourId, date), inArray(bookings.status, ['pending', 'booked'])))
      .orderBy(asc(bookings.id))
      .for('update');
    const rule = belowMinimumRule(departure.rule.minGroup, deps.policy);
    const canceled: BookingRow[] = [];
    for (const row of rows) canceled.push(await cancelLockedBooking(tx, row, rule, now));
    await recordMinGroupDecision(tx, tourId, date, 'canceled', now);
    return { canceled, accepted: 0 };
  });
  let refundPaise = 0;
  for (const row of outcome.canceled) {
    // A provider that fails leaves the refund pending or failed, retried by reconciliation like any cancel's.
    const refunded = await refundBooking(deps.db, deps.gateway, row, deps.log).catch((error: unknown) => {
      deps.log.warn({ err: error, bookingId: row.id }, 'the refund of a departure below its minimum group is left to reconciliation');
      return row;
    });
    refundPaise += refunded.refundAmountPaise ?? 0;
  }
  return { canceled: outcome.canceled.length, accepted: outcome.accepted, refundPaise };
}

/** Decides every departure due at `now`; answers the totals, kept as the job's result. */
export async function decideMinimumGroups(deps: MinimumGroupDeps, now: Date): Promise<{ departures: number; canceled: number; accepted: number; refundPaise: number }> {
  const due = await findMinGroupDepartures(deps.db, now);
  const totals = { departures: 0, canceled: 0, accepted: 0, refundPaise: 0 };
  for (const { tourId, date } of due) {
    const done = await decideDeparture(deps, tourId, date, now);
    totals.departures += 1;
    totals.canceled += done.canceled;
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
