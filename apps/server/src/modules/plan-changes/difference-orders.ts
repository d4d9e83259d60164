import type { ChangeSettlement } from '@yatrika/contract/plan-changes';
import type { PaymentOrder } from '@yatrika/contract/payments';
import type { SeatHold } from '@yatrika/contract/departures';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from '../bookings/public.ts';
import { holdSeats, type Holder, type HoldRules } from '../departures/public.ts';
import type { OpenTopUpOrder } from './options.ts';
import { settlementOf as changeSettlementOf } from './plan-change-money.ts';
import type { ReschedulePlan } from './reschedule.ts';
import type { PartyPlan } from './traveller-party.ts';

/** What a change that waits for its difference answers: the order to pay, the seats kept meanwhile, the difference. */
export interface OpenedDifference {
  order: PaymentOrder;
  hold?: SeatHold;
  difference: number;
  settlement: ChangeSettlement;
}

/** The checkout's own holding rules (decision 013): a change's new seats are held like any checkout's. */
const holdRulesOf = (rules: BookingRules): HoldRules => ({ minutes: rules.holdMinutes, maxDepartures: rules.maxHoldsPerAccount, maxSeats: rules.maxHeldSeatsPerAccount });

/**
 * A move to a dearer date (decision 036): the new departure's seats held for the party as a
 * checkout holds them (its limits and waits apply), then an order for the difference toward the
 * booking, carrying the move as quoted. Paying it completes the move (applyPaidTopUp's applier); a payment
 * that finds the hold gone and the seats taken is refunded in full.
 */
export async function openRescheduleDifference(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  holder: Holder,
  plan: ReschedulePlan,
  rules: BookingRules,
  openTopUpOrder: OpenTopUpOrder,
): Promise<OpenedDifference> {
  const { row, tour, to, repriced, money } = plan;
  const hold = await holdSeats(db, holder, { tourId: tour.id, bookingDate: to.date, startTime: to.startTime, numPeople: repriced.seats }, holdRulesOf(rules));
  const order = await openTopUpOrder(db, gateway, log, {
    userId: holder.userId,
    bookingId: row.id,
    purpose: 'difference',
    amountPaise: money.settlement.payPaise,
    topUp: {
      kind: 'reschedule',
      from: { date: row.bookingDate, startTime: row.startTime },
      to,
      previousTotalPaise: row.totalPaise,
      totalPaise: repriced.totalPaise,
      lines: repriced.lines,
      pricePaise: repriced.pricePaise,
      numPeople: repriced.seats,
      ...(plan.keepsLateTerms ? { keepsLateTerms: true } : {}),
    },
    holdId: hold.id,
  });
  return { order, hold: { expiresAt: hold.expiresAt.toISOString(), seats: hold.seats }, difference: paiseToRupees(repriced.totalPaise - row.totalPaise), settlement: changeSettlementOf(money) };
}

/**
 * A larger party (decision 036): the newcomers' seats held on the booking's departure as a
 * checkout holds them (seats checked as for a new sale, the booking cut-off too), then an order for
 * the difference carrying the new party as quoted; paying it completes the change.
 */
export async function openPartyDifference(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  holder: Holder,
  plan: PartyPlan,
  rules: BookingRules,
  openTopUpOrder: OpenTopUpOrder,
): Promise<OpenedDifference> {
  const { row, tour, repriced, money, extraSeats } = plan;
  const hold = extraSeats > 0 ? await holdSeats(db, holder, { tourId: tour.id, bookingDate: row.bookingDate, startTime: row.startTime, numPeople: extraSeats }, holdRulesOf(rules)) : undefined;
  const order = await openTopUpOrder(db, gateway, log, {
    userId: holder.userId,
    bookingId: row.id,
    purpose: 'difference',
    amountPaise: money.settlement.payPaise,
    topUp: {
      kind: 'party',
      previousTotalPaise: row.totalPaise,
      previousNumPeople: row.numPeople,
      party: repriced.party,
      numPeople: repriced.seats,
      totalPaise: repriced.totalPaise,
      lines: repriced.lines,
      travellers: plan.travellers,
    },
    ...(hold ? { holdId: hold.id } : {}),
  });
  return {
    order,
    ...(hold ? { hold: { expiresAt: hold.expiresAt.toISOString(), seats: hold.seats } } : {}),
    difference: paiseToRupees(repriced.totalPaise - row.totalPaise),
    settlement: changeSettlementOf(money),
  };
}
