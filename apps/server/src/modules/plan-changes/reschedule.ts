import { beyondHorizonMessage, bookingMessages } from '@yatrika/contract/bookings';
import { addDays, effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { mayReschedule, planChangeMessages, rescheduleDeadline, type RescheduleQuote } from '@yatrika/contract/plan-changes';
import { priceLinesAnswer } from '@yatrika/contract/person-types';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { checkSeatMove, departureSeatsNow, offScheduleMessage } from '../departures/public.ts';
import { queueBookingMovedEmail } from '../booking-notices/public.ts';
import { applyBookingChange, isToCome, recordBookingEvent, refuseResold, type BookingRow, type BookingRules } from '../bookings/public.ts';
import { lockBookingBehindDepartures } from './lock-behind-departures.ts';
import { quoteChange, settleQuotedChange, settlementOf, type QuotedChange } from './plan-change-money.ts';
import { partyOf, repriceBooking } from './reprice.ts';
import { askProviderForRefund, lateForTraveller, policyDateOf, policyRefund, recordRefunds, refundOutstanding } from '../money/public.ts';

type TourRow = typeof tours.$inferSelect;

/** Where the traveller moves their booking: a date, and a start time (the tour's first when left out). */
export interface RescheduleTarget {
  bookingDate: string;
  startTime?: string | undefined;
}

/** A move decided from the booking as read: the departure, the new price and the money. */
export interface ReschedulePlan extends QuotedChange {
  row: BookingRow;
  tour: TourRow;
  to: { date: string; startTime: string };
  /** Moved after free cancellation ended: the policy goes on counting from the date left (decision 042). */
  keepsLateTerms: boolean;
}

/** The traveller's own booking, or 404 (another's reads as one that does not exist, as every booking route). */
export async function ownBooking(db: Executor, userId: string, bookingId: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw notFound(bookingMessages.notFound);
  return row;
}

/**
 * A booking the traveller may still change, with its tour still selling: 409 with the sentence why
 * not. A booking a reseller sold was paid to the reseller and changes only through their OCTO calls
 * (decision 040): the traveller is told who sold it and to ask them.
 */
export async function changeableTour(db: Executor, row: BookingRow, now: Date): Promise<TourRow> {
  if (!isToCome(effectiveStatus(row.status, row.bookingDate, todayInIndia(now)))) throw conflict(planChangeMessages.notChangeable);
  await refuseResold(db, row);
  const [tour] = row.tourId ? await db.select().from(tours).where(eq(tours.id, row.tourId)) : [];
  if (!tour || tour.status !== 'active') throw conflict(planChangeMessages.tourGone);
  return tour;
}

/**
 * Decides a move as the traveller asks it (decision 036): the booking theirs and still to come, the
 * tour's policy still allowing it, a date from today within the horizon, a start time the tour
 * runs, another departure than its own; the same party priced on the new date by the one price
 * calculation, and the difference settled (a lower price refunded in full, a higher one paid).
 */
export async function planReschedule(db: Executor, row: BookingRow, target: RescheduleTarget, rules: BookingRules, now: Date): Promise<ReschedulePlan> {
  const tour = await changeableTour(db, row, now);
  const today = todayInIndia(now);
  if (target.bookingDate < today) throw badRequest(bookingMessages.dateInPast);
  if (target.bookingDate > addDays(today, rules.horizonDays)) throw badRequest(beyondHorizonMessage(rules.horizonDays));
  const to = { date: target.bookingDate, startTime: target.startTime ?? tour.startTime };
  if (!tour.startTimes.includes(to.startTime)) throw conflict(tourScheduleMessages.notAtStartTime(to.startTime, tour.startTimes));
  if (to.date === row.bookingDate && to.startTime === row.startTime) throw badRequest(planChangeMessages.sameDeparture);
  const priced = await repriceBooking(db, row, tour, { date: to.date, party: partyOf(row) });
  if (!(priced.totalPaise > 0)) throw badRequest(bookingMessages.totalNotPositive);
  // A cheaper date gives back by the cancellation policy at this moment (decision 040): moved late,
  // the policy keeps its share of the difference as a line, so moving then cancelling never returns
  // more than cancelling at once.
  // Moved late to a later date, a cancel there would otherwise be free again: the late terms stay.
  const keepsLateTerms = lateForTraveller(rules.cancellationPolicy, row, now);
  return { row, tour, to, keepsLateTerms, ...(await quoteChange(db, row, priced, policyRefund(rules.cancellationPolicy, 'traveller')(row, now))) };
}

/** Why the move cannot be made now, in the traveller's words, or null. */
function policyRefusal(plan: Pick<ReschedulePlan, 'row' | 'tour'>, now: Date): string | null {
  const { row, tour } = plan;
  return mayReschedule(row.bookingDate, row.startTime, tour.rescheduleCutoffHours, now) ? null : planChangeMessages.rescheduleClosed(tour.rescheduleCutoffHours);
}

/** `GET /api/user/bookings/{id}/reschedule`: the new date's price, the difference, the seats and whether the move can be made. */
export async function quoteReschedule(db: Database, userId: string, bookingId: string, target: RescheduleTarget, rules: BookingRules, now: Date = new Date()): Promise<RescheduleQuote> {
  const plan = await planReschedule(db, await ownBooking(db, userId, bookingId), target, rules, now);
  const { row, tour, to, repriced, money } = plan;
  const seats = await departureSeatsNow(db, { tourId: tour.id, date: to.date, startTime: to.startTime }, now);
  const left = seats?.seatsLeft ?? 0;
  const unavailable = offScheduleMessage(tour, to.date, to.startTime, now) ?? (seats ? seatShortage(seats.status, left, repriced.seats) : planChangeMessages.tourGone);
  const reason = policyRefusal(plan, now) ?? unavailable ?? null;
  return {
    from: { bookingDate: row.bookingDate, startTime: row.startTime },
    to: { bookingDate: to.date, startTime: to.startTime },
    allowed: reason === null,
    reason,
    allowedUntil: rescheduleDeadline(row.bookingDate, row.startTime, tour.rescheduleCutoffHours).toISOString(),
    policy: [planChangeMessages.reschedulePolicy(tour.rescheduleCutoffHours), ...(plan.keepsLateTerms ? [planChangeMessages.lateTermsKept] : [])].join(' '),
    total: { from: paiseToRupees(row.totalPaise), to: paiseToRupees(repriced.totalPaise) },
    lines: priceLinesAnswer(repriced.lines),
    difference: paiseToRupees(repriced.totalPaise - row.totalPaise),
    seats: { left, enough: unavailable === null },
    settlement: settlementOf(money),
  };
}

/** The plan as the traveller may carry it out now: the policy allowing it (409 otherwise). */
export async function planMyReschedule(db: Executor, userId: string, bookingId: string, target: RescheduleTarget, rules: BookingRules, now: Date = new Date()): Promise<ReschedulePlan> {
  const plan = await planReschedule(db, await ownBooking(db, userId, bookingId), target, rules, now);
  const refusal = policyRefusal(plan, now);
  if (refusal) throw conflict(refusal);
  return plan;
}

/**
 * Moves the booking in the caller's transaction once its seats are checked: the departures locked
 * in date order, then the booking's row (so two moves in opposite directions never deadlock,
 * decision 016); the new departure, price and lines written; a lower price's refund recorded by
 * channel with its credit note; the history and the traveller's email. `orderId` is the paid order
 * of a dearer move, whose hold is the seats it claims. Answers the moved row and the refunds to ask
 * the provider for once the transaction commits.
 */
export async function moveBookingInTransaction(tx: Executor, plan: ReschedulePlan, now: Date, orderId?: string) {
  // A paid difference's move: the booking's row is locked already, so only the new departure's lock is taken after it.
  const { row: seen, to, repriced } = plan;
  const tourId = plan.tour.id;
  const from = { date: seen.bookingDate, startTime: seen.startTime };
  const { row } = await lockBookingBehindDepartures(tx, seen, () =>
    checkSeatMove(tx, { tourId, from, to, people: repriced.seats, byTraveller: true, orderId, targetOnly: orderId !== undefined }, now),
  );
  // Decided again under the lock, from the money the booking holds now: what the traveller was shown, or 409.
  const { held, money } = await settleQuotedChange(tx, row, plan);
  const { settlement } = money;
  if (settlement.payPaise > 0 && !orderId) throw conflict(planChangeMessages.payDifference(paiseToRupees(settlement.payPaise)));
  const moved = await applyBookingChange(
    tx,
    row.id,
    {
      bookingDate: to.date,
      startTime: to.startTime,
      numPeople: repriced.seats,
      priceLines: repriced.lines,
      totalPaise: repriced.totalPaise,
      pricePaise: repriced.pricePaise,
      ...(plan.keepsLateTerms ? { policyDate: policyDateOf(row) } : {}),
    },
    now,
  );
  const refunds = await recordRefunds(tx, row.id, held, settlement.refund, 'rescheduled', now);
  const paidPaise = orderId ? settlement.payPaise : 0;
  const event = await recordBookingEvent(tx, row.id, { id: row.userId, name: row.fullName }, 'moved', {
    by: 'traveller',
    from: row.bookingDate,
    to: to.date,
    fromStartTime: row.startTime,
    toStartTime: to.startTime,
    total: { from: paiseToRupees(row.totalPaise), to: paiseToRupees(repriced.totalPaise) },
    refund: paiseToRupees(settlement.refundPaise),
    paid: paiseToRupees(paidPaise),
  });
  await queueBookingMovedEmail(tx, moved, from, event._id, {
    byTraveller: true,
    previousTotalPaise: row.totalPaise,
    refundPaise: settlement.refundPaise,
    paidPaise,
  });
  return { row: moved, money, refunds };
}

/**
 * `POST /api/user/bookings/{id}/reschedule` for a move that needs no payment (the same or a lower
 * price, or an unpaid booking): done at once, in one transaction; the lower price's refund asked of
 * the provider after the commit (a refusal is retried by reconciliation, decision 023).
 */
export async function rescheduleNow(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, plan: ReschedulePlan, now: Date = new Date()) {
  const done = await db.transaction((tx) => moveBookingInTransaction(tx, plan, now));
  for (const refund of done.refunds.filter(refundOutstanding)) await askProviderForRefund(db, gateway, refund, log, now);
  return { row: done.row, differencePaise: done.row.totalPaise - plan.row.totalPaise, settlement: settlementOf(done.money) };
}
