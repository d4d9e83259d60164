import { bookingMessages } from '@yatrika/contract/bookings';
import { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { priceAdultsOnly } from '@yatrika/contract/person-types';
import { adultsOnly, type PriceLine } from '@yatrika/contract/price-calculation';
import type { BookingEvent } from '@yatrika/contract/operator-bookings';
import { partyChangeMessages, type PartyChangeQuote, type PartySettlement } from '@yatrika/contract/party-changes';
import { referenceRequired, type OfflinePaymentMethod } from '@yatrika/contract/payment-methods';
import { travellersMismatch, type Traveller } from '@yatrika/contract/travellers';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { announceFreedSeats, claimExtraSeats, departureSeatsNow } from '../departures/public.ts';
import { lockBookingBehindDepartures } from './lock-behind-departures.ts';
import { queueBookingPartyChangedEmail } from '../booking-notices/public.ts';
import { applyBookingChange, auditBookingChange, bookingFacts, isToCome, recordBookingEvent, refuseSettled, type BookingRow, type Operator } from '../bookings/public.ts';
import { heldMoney, type HeldMoney, keptPaiseOf, onlineRefundTotal, pricedOf, recordCollection, recordRefunds, refundOutstanding, askProviderForRefund, settle, type Settlement } from '../money/public.ts';

export interface PartyChange {
  numPeople: number;
  travellers?: { name: string; age?: number | undefined }[] | undefined;
  payment?: { method: OfflinePaymentMethod; reference?: string | undefined } | undefined;
}

/**
 * The operator's change of party priced by the one price calculation (decision 029): that many adults
 * at the booked price per person, without the group rule (decision 030), with what earlier late
 * removals kept still kept; and its settlement (modules/money), decided once for the quote and the
 * change alike: a smaller party gets back all of the difference (a balance still owed absorbs it
 * first), a larger one's difference is collected by hand.
 */
interface OperatorPartyPlan {
  lines: PriceLine[];
  settlement: Settlement;
  paid: boolean;
}

function planPartyChange(row: BookingRow, held: HeldMoney, numPeople: number): OperatorPartyPlan {
  const priced = priceAdultsOnly(numPeople, row.pricePaise);
  const kept = keptPaiseOf(row.priceLines);
  const lines: PriceLine[] = kept > 0 ? [...priced.lines, { kind: 'kept', amountPaise: kept }] : priced.lines;
  const settlement = settle(pricedOf(row), held, { kind: 'reprice', newTotalPaise: priced.totalPaise + kept, collect: 'by_hand' });
  return { lines, settlement, paid: row.paymentId !== null };
}

function settlementOf(plan: OperatorPartyPlan): PartySettlement {
  const { settlement } = plan;
  const online = paiseToRupees(onlineRefundTotal(settlement.refund));
  const byHand = paiseToRupees(settlement.refund.byHand);
  if (!plan.paid) return { kind: 'none', amount: 0, online: 0, byHand: 0, line: partyChangeMessages.unpaid };
  if (settlement.payPaise > 0) {
    const amount = paiseToRupees(settlement.payPaise);
    return { kind: 'collect', amount, online: 0, byHand: 0, line: partyChangeMessages.collect(amount) };
  }
  if (online + byHand === 0) return { kind: 'none', amount: 0, online: 0, byHand: 0, line: partyChangeMessages.nothingMoves };
  const line = online > 0 && byHand > 0 ? partyChangeMessages.refundSplit(online, byHand) : online > 0 ? partyChangeMessages.refundOnline(online) : partyChangeMessages.refundByHand(byHand);
  return { kind: 'refund', amount: paiseToRupees(settlement.refundPaise), online, byHand, line };
}

/** The booking the operator may change the party of: still to come, its tour still there, and a different party. */
function checkChangeable(row: BookingRow | undefined, numPeople: number, now: Date): asserts row is BookingRow & { tourId: string } {
  if (!row) throw notFound(bookingMessages.notFound);
  const status = effectiveStatus(row.status, row.bookingDate, todayInIndia(now));
  if (!isToCome(status)) throw refuseSettled(status);
  if (!row.tourId) throw conflict(partyChangeMessages.tourGone);
  if (numPeople === row.numPeople) throw badRequest(partyChangeMessages.sameParty(numPeople));
}

/** `GET /api/admin/bookings/{id}/party`: what the change would do, before the operator confirms. */
export async function quotePartyChange(db: Database, bookingId: string, numPeople: number, now: Date = new Date()): Promise<PartyChangeQuote> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  checkChangeable(row, numPeople, now);
  const plan = planPartyChange(row, await heldMoney(db, row), numPeople);
  const seats = await departureSeatsNow(db, { tourId: row.tourId, date: row.bookingDate, startTime: row.startTime }, now);
  const needed = Math.max(0, numPeople - row.numPeople);
  const left = seats?.seatsLeft ?? 0;
  return {
    numPeople: { from: row.numPeople, to: numPeople },
    total: { from: paiseToRupees(row.totalPaise), to: paiseToRupees(plan.settlement.totalPaise) },
    difference: paiseToRupees(plan.settlement.totalPaise - row.totalPaise),
    seats: { needed, left, enough: needed === 0 || (seats !== undefined && seats.status !== 'closed' && needed <= left) },
    settlement: settlementOf(plan),
  };
}

/** The names to store: those sent (checked against the party), else the stored ones cut to the party. */
function travellersAfter(row: BookingRow, change: PartyChange): Traveller[] | null {
  if (change.travellers && change.travellers.length > 0) {
    const mismatch = travellersMismatch({ fullName: row.fullName, numPeople: change.numPeople, travellers: change.travellers });
    if (mismatch) throw badRequest(mismatch);
    return change.travellers.map(({ name, age }) => ({ name, age: age ?? null }));
  }
  return row.travellers ? row.travellers.slice(0, change.numPeople) : null;
}

/** A larger paid party's difference is collected offline: how, with the reference a transfer needs. */
function collectedPayment(change: PartyChange): { method: OfflinePaymentMethod; reference: string | null } {
  if (!change.payment) throw badRequest(partyChangeMessages.paymentRequired);
  const { method } = change.payment;
  const reference = change.payment.reference?.trim() || null;
  if (!reference && referenceRequired(method)) {
    throw badRequest(method === 'upi' ? partyChangeMessages.upiReferenceRequired : partyChangeMessages.bankTransferReferenceRequired);
  }
  return { method, reference };
}

export interface PartyChanged {
  row: BookingRow;
  previousPeople: number;
  event: BookingEvent;
  settlement: PartySettlement;
}

/**
 * Changes the party of a booking still to come (decision 023), in one transaction holding the
 * booking's row: newcomers' seats taken under the departure's lock (leavers' seats are free at once,
 * counted from the booking), the total from the booked price, the difference refunded by channel
 * (rows of `booking_refunds`) or recorded as collected (`booking_collections`), the names fitted to
 * the party, the history written and the traveller emailed. The provider is asked for its part
 * after the commit; a refusal is retried by reconciliation.
 */
export async function changeParty(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  bookingId: string,
  change: PartyChange,
  operator: Operator,
  now: Date = new Date(),
): Promise<PartyChanged> {
  const changed = await db.transaction(async (tx) => {
    const [seen] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    checkChangeable(seen, change.numPeople, now);
    const tourId = seen.tourId;
    // Newcomers' seats first, under the departure's lock, and only then the booking's row.
    const { row } = await lockBookingBehindDepartures(tx, seen, async () => {
      if (change.numPeople > seen.numPeople) {
        await claimExtraSeats(tx, { tourId, date: seen.bookingDate, startTime: seen.startTime, people: change.numPeople - seen.numPeople }, now);
      }
    });
    const travellers = travellersAfter(row, change);
    const held = await heldMoney(tx, row);
    const plan = planPartyChange(row, held, change.numPeople);
    const { settlement } = plan;
    const collected = settlement.payPaise > 0 ? collectedPayment(change) : null;
    const updated = await applyBookingChange(
      tx,
      row.id,
      {
        numPeople: change.numPeople,
        party: adultsOnly(change.numPeople),
        priceLines: plan.lines,
        totalPaise: settlement.totalPaise,
        travellers,
        // Paid by advance (decision 035): what was paid now covers the smaller party, so no balance is due.
        balancePaidUp: settlement.balancePaidUp,
      },
      now,
    );
    const refunds = await recordRefunds(tx, row.id, held, settlement.refund, 'party_reduced', now);
    // The ledger (decision 035): money collected offline for the larger party is a payment of the difference.
    if (collected) await recordCollection(tx, updated, { amountPaise: settlement.payPaise, ...collected }, now);
    // A smaller party frees seats for the departure's waiting list (decision 037).
    if (change.numPeople < row.numPeople) await announceFreedSeats(tx, { tourId, date: row.bookingDate, startTime: row.startTime });
    const answered = settlementOf(plan);
    const event = await recordPartyChanged(tx, row, updated, operator, answered, collected);
    await auditBookingChange(tx, operator, 'booking.party-change', row, {
      before: bookingFacts(row),
      after: { ...bookingFacts(updated), ...(collected ? { collected: { amountPaise: settlement.payPaise, ...collected } } : {}) },
    });
    await queueBookingPartyChangedEmail(tx, updated, {
      eventId: event._id,
      previousPeople: row.numPeople,
      previousParty: row.party,
      previousTotalPaise: row.totalPaise,
      refundPaise: onlineRefundTotal(settlement.refund),
      refundByHandPaise: settlement.refund.byHand,
      collectedPaise: settlement.payPaise,
    });
    return { row: updated, previousPeople: row.numPeople, event, settlement: answered, refunds };
  });
  for (const refund of changed.refunds.filter(refundOutstanding)) await askProviderForRefund(db, gateway, refund, log, now);
  const { refunds: _asked, ...answer } = changed;
  return answer;
}

/** The history's record of the change: before and after, and the money, in rupees. */
function recordPartyChanged(
  tx: Executor,
  before: BookingRow,
  after: BookingRow,
  operator: Operator,
  settlement: PartySettlement,
  collected: { method: OfflinePaymentMethod; reference: string | null } | null,
): Promise<BookingEvent> {
  return recordBookingEvent(tx, before.id, operator, 'party_changed', {
    from: { numPeople: before.numPeople, total: paiseToRupees(before.totalPaise) },
    to: { numPeople: after.numPeople, total: paiseToRupees(after.totalPaise) },
    difference: paiseToRupees(after.totalPaise - before.totalPaise),
    refund: settlement.kind === 'refund' ? { online: settlement.online, byHand: settlement.byHand } : null,
    collected: collected ? { amount: settlement.amount, ...collected } : null,
  });
}
