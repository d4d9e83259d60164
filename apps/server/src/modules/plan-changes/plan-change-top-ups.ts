import { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PartyTopUp, RescheduleTopUp } from '../../db/schema/payments.ts';
import { tours } from '../../db/schema/tours.ts';
import { AppError } from '../../lib/errors.ts';
import { SeatRefusal } from '../departures/public.ts';
import { isToCome, type BookingRow } from '../bookings/public.ts';
import { paidDifference } from './plan-change-money.ts';
import { moveBookingInTransaction } from './reschedule.ts';
import { TopUpRefusal, type TopUpApplier } from './top-up-types.ts';
import { changePartyInTransaction } from './traveller-party.ts';

/**
 * The change a paid difference was for, made in the settlement's transaction; any refusal on the
 * way (the seats gone once the hold ran out, a tour gone, a booking changed meanwhile) becomes a
 * TopUpRefusal, so the payment stays recorded and is refunded in full (decision 036).
 */
async function asTopUp<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof SeatRefusal) throw new TopUpRefusal(planChangeMessages.changeLapsedAfterPayment);
    if (error instanceof AppError && error.code === 'conflict') throw new TopUpRefusal(error.message);
    throw error;
  }
}

/** The booking's tour, still selling, and the booking still to come: what any change needs. */
async function changeableNow(tx: Executor, booking: BookingRow, now: Date) {
  if (!isToCome(effectiveStatus(booking.status, booking.bookingDate, todayInIndia(now)))) throw new TopUpRefusal(planChangeMessages.notChangeable);
  const [tour] = booking.tourId ? await tx.select().from(tours).where(eq(tours.id, booking.tourId)) : [];
  if (!tour || tour.status !== 'active') throw new TopUpRefusal(planChangeMessages.tourGone);
  return tour;
}

/** A paid move to a dearer date: the booking still on the departure and total it was quoted from, then moved onto the order's hold. */
export const applyRescheduleDifference: TopUpApplier<RescheduleTopUp> = async (tx, booking, order, now) => {
  const change = order.topUp;
  const asQuoted = booking.bookingDate === change.from.date && booking.startTime === change.from.startTime && booking.totalPaise === change.previousTotalPaise;
  if (!asQuoted || change.totalPaise - change.previousTotalPaise !== order.amountPaise) throw new TopUpRefusal(planChangeMessages.changedMeanwhile);
  const tour = await changeableNow(tx, booking, now);
  const repriced = { party: booking.party ?? { adult: booking.numPeople }, seats: change.numPeople, lines: change.lines, totalPaise: change.totalPaise, pricePaise: change.pricePaise, promoLost: null };
  const plan = { row: booking, tour, to: change.to, repriced, money: paidDifference(order.amountPaise, change.totalPaise), keepsLateTerms: change.keepsLateTerms === true };
  const moved = await asTopUp(() => moveBookingInTransaction(tx, plan, now, order.id));
  return { purpose: 'difference', booking: moved.row };
};

/** A paid larger party: the booking still at the party and total it was quoted from, then the newcomers seated on the order's hold. */
export const applyPartyDifference: TopUpApplier<PartyTopUp> = async (tx, booking, order, now) => {
  const change = order.topUp;
  const asQuoted = booking.numPeople === change.previousNumPeople && booking.totalPaise === change.previousTotalPaise;
  if (!asQuoted || change.totalPaise - change.previousTotalPaise !== order.amountPaise) throw new TopUpRefusal(planChangeMessages.changedMeanwhile);
  const tour = await changeableNow(tx, booking, now);
  const repriced = { party: change.party, seats: change.numPeople, lines: change.lines, totalPaise: change.totalPaise, pricePaise: booking.pricePaise, promoLost: null };
  const plan = {
    row: booking,
    tour,
    repriced,
    money: paidDifference(order.amountPaise, change.totalPaise),
    extraSeats: Math.max(0, change.numPeople - booking.numPeople),
    travellers: change.travellers,
  };
  const changed = await asTopUp(() => changePartyInTransaction(tx, plan, now, order.id));
  return { purpose: 'difference', booking: changed.row };
};
