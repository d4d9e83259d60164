import { bookingMessages } from '@yatrika/contract/bookings';
import { fullParty, personTypeMessages, priceLinesAnswer } from '@yatrika/contract/person-types';
import { planChangeMessages, type TravellerPartyQuote } from '@yatrika/contract/plan-changes';
import { peopleInParty, personTypes, type Party } from '@yatrika/contract/price-calculation';
import { travellersMismatch, type Traveller } from '@yatrika/contract/travellers';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { tours } from '../../db/schema/tours.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { claimExtraSeats, departureSeatsNow, offScheduleMessage } from '../departures/public.ts';
import { queueBookingPartyChangedEmail } from '../booking-notices/public.ts';
import { applyBookingChange, recordBookingEvent, type BookingRow, type BookingRules } from '../bookings/public.ts';
import { onlineRefundTotal, policyRefund, recordRefunds, refundOutstanding, askProviderForRefund } from '../money/public.ts';
import { lockBookingBehindDepartures } from './lock-behind-departures.ts';
import { quoteChange, refundInRupees, settleQuotedChange, settlementOf, type QuotedChange } from './plan-change-money.ts';
import { partyOf, repriceBooking } from './reprice.ts';
import { changeableTour, ownBooking } from './reschedule.ts';

type TourRow = typeof tours.$inferSelect;

/** The party the traveller asks for: by type, or `numPeople` adults; names optional. */
export interface TravellerPartyChange {
  party?: Party | undefined;
  numPeople?: number | undefined;
  travellers?: { name: string; age?: number | undefined }[] | undefined;
}

/** A change of party decided from the booking as read. */
export interface PartyPlan extends QuotedChange {
  row: BookingRow;
  tour: TourRow;
  /** Seats the newcomers need beyond the party's own. */
  extraSeats: number;
  travellers: Traveller[] | null;
}

const sameParty = (a: Party, b: Party) => personTypes.every((type) => (a[type] ?? 0) === (b[type] ?? 0));

/** The names to keep: those sent (checked against the new party), else the stored ones cut to it. */
function travellersAfter(row: BookingRow, party: Party, sent: TravellerPartyChange['travellers']): Traveller[] | null {
  const people = peopleInParty(party);
  if (sent && sent.length > 0) {
    const mismatch = travellersMismatch({ fullName: row.fullName, numPeople: people, travellers: sent });
    if (mismatch) throw badRequest(mismatch);
    return sent.map(({ name, age }) => ({ name, age: age ?? null }));
  }
  return row.travellers ? row.travellers.slice(0, people) : null;
}


/**
 * Decides the traveller's change of party (decision 036): the booking theirs and still to come, a
 * different party the tour offers; the new party priced at the prices it was booked at (a new type
 * at the date's price) with the tour's group rule and the booking's code; a higher total paid
 * online before the change completes, a lower one refunded by the cancellation policy for the
 * people who leave (what the policy keeps stays on the booking as its own line).
 */
export async function planPartyChange(db: Executor, userId: string, bookingId: string, change: TravellerPartyChange, rules: BookingRules, now: Date = new Date()): Promise<PartyPlan> {
  const row = await ownBooking(db, userId, bookingId);
  const tour = await changeableTour(db, row, now);
  const party = change.party ?? (change.numPeople === undefined ? undefined : { adult: change.numPeople });
  if (!party) throw badRequest(bookingMessages.allFieldsRequired);
  if (sameParty(party, partyOf(row))) throw badRequest(planChangeMessages.samePartyAsked);
  const priced = await repriceBooking(db, row, tour, { date: row.bookingDate, party });
  if (change.numPeople !== undefined && change.party !== undefined && change.numPeople !== priced.seats) throw badRequest(personTypeMessages.seatsDiffer(priced.seats));
  if (priced.seats < 1) throw badRequest(planChangeMessages.removeEveryone);
  // People removed late: the cancellation policy keeps its share of their price (decision 036), and
  // a balance still owed absorbs the rest before anything goes back (decision 040).
  const { repriced, money, policy } = await quoteChange(db, row, priced, policyRefund(rules.cancellationPolicy, 'traveller')(row, now));
  if (!(repriced.totalPaise > 0)) throw badRequest(bookingMessages.totalNotPositive);
  return { row, tour, repriced, money, policy, extraSeats: Math.max(0, repriced.seats - row.numPeople), travellers: travellersAfter(row, party, change.travellers) };
}

/** `GET /api/user/bookings/{id}/party`: the new total, the difference, the seats and how the money settles. */
export async function quoteTravellerPartyChange(db: Database, userId: string, bookingId: string, change: TravellerPartyChange, rules: BookingRules, now: Date = new Date()): Promise<TravellerPartyQuote> {
  const plan = await planPartyChange(db, userId, bookingId, change, rules, now);
  const { row, tour, repriced, money, extraSeats } = plan;
  const seats = await departureSeatsNow(db, { tourId: tour.id, date: row.bookingDate, startTime: row.startTime }, now);
  const left = seats?.seatsLeft ?? 0;
  const open = offScheduleMessage(tour, row.bookingDate, row.startTime, now) === null && seats !== undefined && seats.status !== 'closed';
  return {
    party: { from: fullParty(partyOf(row)), to: fullParty(repriced.party) },
    numPeople: { from: row.numPeople, to: repriced.seats },
    total: { from: paiseToRupees(row.totalPaise), to: paiseToRupees(repriced.totalPaise) },
    lines: priceLinesAnswer(repriced.lines),
    difference: paiseToRupees(repriced.totalPaise - row.totalPaise),
    seats: { needed: extraSeats, left, enough: extraSeats === 0 || (open && extraSeats <= left) },
    settlement: settlementOf(money),
  };
}

/**
 * Changes the party in the caller's transaction: newcomers' seats claimed under the departure's
 * lock (as a sale: the booking cut-off binds the traveller; `orderId`'s hold when they paid), then
 * the booking's row; the party, seats, lines and total written; a lower total's refund recorded by
 * channel with its credit note; the history and the traveller's email. Answers the row and the
 * refunds to ask of the provider once the transaction commits.
 */
export async function changePartyInTransaction(tx: Executor, plan: PartyPlan, now: Date, orderId?: string) {
  const { row: seen, repriced, extraSeats } = plan;
  const tourId = plan.tour.id;
  const { row } = await lockBookingBehindDepartures(tx, seen, async () => {
    if (extraSeats > 0) await claimExtraSeats(tx, { tourId, date: seen.bookingDate, startTime: seen.startTime, people: extraSeats, byTraveller: true, orderId }, now);
  });
  // Decided again under the lock, from the money the booking holds now: what the traveller was shown, or 409.
  const { held, money } = await settleQuotedChange(tx, row, plan);
  const { settlement } = money;
  if (settlement.payPaise > 0 && !orderId) throw conflict(planChangeMessages.payDifference(paiseToRupees(settlement.payPaise)));
  const updated = await applyBookingChange(
    tx,
    row.id,
    {
      numPeople: repriced.seats,
      party: repriced.party,
      priceLines: repriced.lines,
      totalPaise: repriced.totalPaise,
      travellers: plan.travellers,
      // Paid by advance (decision 035): what was paid now covers the smaller party, so no balance is due.
      balancePaidUp: settlement.balancePaidUp,
    },
    now,
  );
  const refunds = await recordRefunds(tx, row.id, held, settlement.refund, 'party_reduced', now);
  const event = await recordBookingEvent(tx, row.id, { id: row.userId, name: row.fullName }, 'party_changed', {
    by: 'traveller',
    from: { numPeople: row.numPeople, total: paiseToRupees(row.totalPaise) },
    to: { numPeople: repriced.seats, total: paiseToRupees(repriced.totalPaise) },
    difference: paiseToRupees(repriced.totalPaise - row.totalPaise),
    refund: settlement.refundPaise > 0 ? refundInRupees(settlement) : null,
    kept: paiseToRupees(settlement.keptPaise),
    paid: paiseToRupees(settlement.payPaise),
  });
  await queueBookingPartyChangedEmail(tx, updated, {
    eventId: event._id,
    previousPeople: row.numPeople,
    previousParty: row.party,
    previousTotalPaise: row.totalPaise,
    refundPaise: onlineRefundTotal(settlement.refund),
    refundByHandPaise: settlement.refund.byHand,
    collectedPaise: 0,
    paidOnlinePaise: settlement.payPaise,
    keptPaise: settlement.keptPaise,
    byTraveller: true,
  });
  return { row: updated, money, refunds };
}

/** `POST /api/user/bookings/{id}/party` for a change that needs no payment: done at once; refunds asked for after the commit. */
export async function changePartyNow(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, plan: PartyPlan, now: Date = new Date()) {
  const done = await db.transaction((tx) => changePartyInTransaction(tx, plan, now));
  for (const refund of done.refunds.filter(refundOutstanding)) await askProviderForRefund(db, gateway, refund, log, now);
  return { row: done.row, differencePaise: done.row.totalPaise - plan.row.totalPaise, settlement: settlementOf(done.money) };
}
