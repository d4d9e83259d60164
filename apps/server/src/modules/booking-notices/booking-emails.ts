import { ledgerTotals } from '@yatrika/contract/booking-ledger';
import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly, type Party } from '@yatrika/contract/price-calculation';
import type { Database, Executor } from '../../db/client.ts';
import { bookingFacts, OPERATOR_RECIPIENT, queueEmail, tourDetailsOf, travellerAddress, type BookingFacts, type TourDetails } from '../emails/public.ts';
import { ledgerOf, owedPaise, type BookingRow } from './booking-reads.ts';

// The emails of a booking's life, each queued in the transaction of the change that causes it
// (so a change that rolls back sends nothing) under a key naming the event once.

/** What a booking paid by advance still owes, for the emails that show it; nothing for one paid in full. */
function balanceFacts(row: BookingRow, paidPaise: number): Pick<BookingFacts, 'paidPaise' | 'balancePaise' | 'balanceDueOn'> {
  if (row.balanceDueOn === null || paidPaise >= row.totalPaise) return {};
  return { paidPaise, balancePaise: row.totalPaise - paidPaise, balanceDueOn: row.balanceDueOn };
}

/**
 * The balance reminders (decision 035): 3 days before the due date and on it, one of each per booking
 * and due date (a due date the operator extends is reminded again). Not bulk: an unpaid balance
 * cancels the booking, so the traveller hears of it even after unsubscribing from reminders.
 */
export async function queueBalanceReminder(tx: Executor, row: BookingRow, balancePaise: number, when: 'before' | 'due'): Promise<boolean> {
  const to = await travellerAddress(tx, row);
  if (!to || row.balanceDueOn === null) return false;
  const facts = { ...bookingFacts(row, await tourDetailsOf(tx, row)), ...balanceFacts(row, row.totalPaise - balancePaise) };
  const id = await queueEmail(tx, {
    eventKey: `balance-reminder:${row.id}:${row.balanceDueOn}:${when}`,
    kind: 'balance-reminder',
    to,
    userId: row.userId,
    data: { ...facts, dueToday: when === 'due' },
  });
  return id !== null;
}

/**
 * Paid: the traveller's confirmation (with its calendar file) and the operator's notice. `tour` is
 * the tour the booking was just made from (undefined once deleted), so it is not read twice.
 */
export async function queueBookingPaidEmails(tx: Executor, row: BookingRow, tour: TourDetails | undefined, paidPaise: number = row.totalPaise): Promise<void> {
  // Paid by advance (decision 035): the message says what was paid and what is due by when.
  const facts = { ...bookingFacts(row, tour), ...balanceFacts(row, paidPaise) };
  const to = await travellerAddress(tx, row);
  if (to) {
    const status = row.status === 'booked' ? 'booked' : 'pending';
    await queueEmail(tx, { eventKey: `booking-paid:${row.id}`, kind: 'booking-paid', to, userId: row.userId, data: { ...facts, status } });
  }
  await queueEmail(tx, {
    eventKey: `operator-new-booking:${row.id}`,
    kind: 'operator-new-booking',
    to: OPERATOR_RECIPIENT,
    data: { ...facts, phone: row.phone, travellerEmail: to },
  });
}

/**
 * A receipt for a payment toward the booking (its balance, or a change's difference), queued in the
 * transaction that applies it, after its ledger row: what it captured, what the booking has paid
 * in all and what it still owes. Keyed by the order, so a payment confirmed again sends nothing more.
 */
export async function queuePaymentReceiptEmail(tx: Executor, row: BookingRow, payment: { orderId: string; amountPaise: number; purpose: 'balance' | 'difference' }): Promise<void> {
  const to = await travellerAddress(tx, row);
  if (!to) return;
  const ledger = await ledgerOf(tx, row.id);
  const { paidPaise, refundedPaise } = ledgerTotals(ledger);
  const owed = owedPaise(row, ledger);
  const facts = { ...bookingFacts(row, await tourDetailsOf(tx, row)), ...(owed > 0 && row.balanceDueOn ? { balanceDueOn: row.balanceDueOn } : {}) };
  await queueEmail(tx, {
    eventKey: `payment-receipt:${payment.orderId}`,
    kind: 'payment-receipt',
    to,
    userId: row.userId,
    data: { ...facts, purpose: payment.purpose, amountPaise: payment.amountPaise, paidInAllPaise: paidPaise, refundedPaise, owedPaise: owed },
  });
}

/** The operator accepted it: a short note, without a second calendar file. */
export async function queueBookingAcceptedEmail(tx: Executor, row: BookingRow): Promise<void> {
  const to = await travellerAddress(tx, row);
  if (!to) return;
  await queueEmail(tx, { eventKey: `booking-accepted:${row.id}`, kind: 'booking-accepted', to, userId: row.userId, data: bookingFacts(row, await tourDetailsOf(tx, row)) });
}

/** What a cancel gives back, as its email says it: through the provider, or owed by hand beside it. */
export interface CancelledMoney {
  /** The refund the message leads with: through the provider from every online payment, or by hand for a booking paid offline. */
  refundPaise: number;
  /** Owed by hand: the booking was paid offline, so its refund goes back the same way. */
  byHand: boolean;
  /** Collected offline beside an online payment (a larger party), going back by hand. */
  alsoByHandPaise: number;
}

/** Cancelled, by whom, and what comes back. */
export async function queueBookingCancelledEmail(
  tx: Executor,
  row: BookingRow,
  cancelledBy: 'traveller' | 'operator',
  reason: string | undefined,
  money: CancelledMoney,
): Promise<void> {
  const to = await travellerAddress(tx, row);
  if (!to) return;
  const facts = bookingFacts(row, await tourDetailsOf(tx, row));
  await queueEmail(tx, {
    eventKey: `booking-cancelled:${row.id}`,
    kind: 'booking-cancelled',
    to,
    userId: row.userId,
    data: {
      ...facts,
      cancelledBy,
      refundPaise: money.refundPaise,
      refundByHand: money.byHand,
      ...(reason ? { reason } : {}),
      ...(money.alsoByHandPaise > 0 ? { alsoByHandPaise: money.alsoByHandPaise } : {}),
    },
  });
}

/** The operator moved the booking to another departure: one message per move (keyed by the move recorded in its history). */
export async function queueBookingMovedEmail(
  tx: Executor,
  row: BookingRow,
  previous: { date: string; startTime: string },
  eventId: string,
  /** The traveller moved it themselves (decision 036), and what the new price did with the money, in paise. */
  byTraveller?: { byTraveller: true; previousTotalPaise: number; refundPaise: number; paidPaise: number },
): Promise<void> {
  const to = await travellerAddress(tx, row);
  if (!to) return;
  const facts = bookingFacts(row, await tourDetailsOf(tx, row));
  const data = { ...facts, previousDate: previous.date, previousStartTime: previous.startTime, ...byTraveller };
  await queueEmail(tx, { eventKey: `booking-moved:${eventId}`, kind: 'booking-moved', to, userId: row.userId, data });
}

/** The operator changed the party (decision 023): one message per change, keyed by its history event. */
export async function queueBookingPartyChangedEmail(
  tx: Executor,
  row: BookingRow,
  change: {
    eventId: string;
    previousPeople: number;
    /** Who travelled before, by person type (the email counts people, not seats). */
    previousParty?: Party | null;
    previousTotalPaise: number;
    refundPaise: number;
    refundByHandPaise: number;
    collectedPaise: number;
    /** The traveller's own change (decision 036): what they paid online, and what the policy kept. */
    paidOnlinePaise?: number;
    keptPaise?: number;
    byTraveller?: boolean;
  },
): Promise<void> {
  const to = await travellerAddress(tx, row);
  if (!to) return;
  const facts = bookingFacts(row, await tourDetailsOf(tx, row));
  const { eventId, previousParty, ...money } = change;
  const previous = { previousParty: fullParty(previousParty ?? adultsOnly(change.previousPeople)) };
  await queueEmail(tx, { eventKey: `booking-party-changed:${eventId}`, kind: 'booking-party-changed', to, userId: row.userId, data: { ...facts, ...money, ...previous } });
}

/**
 * Queues one scheduled message (a reminder, a review request) per booking found due, each in its
 * own transaction, under `<kind>:<bookingId>`: a sweep that runs again, or on two instances, adds
 * nothing. Answers how many were new.
 */
export async function queueScheduledEmails(
  db: Database,
  kind: 'trip-reminder' | 'review-request',
  due: { booking: BookingRow; email: string; tour: TourDetails | null }[],
  eventKeyOf: (booking: BookingRow) => string = (booking) => `${kind}:${booking.id}`,
): Promise<{ queued: number }> {
  let queued = 0;
  for (const { booking, email, tour } of due) {
    const id = await db.transaction(async (tx) =>
      queueEmail(tx, { eventKey: eventKeyOf(booking), kind, to: email, userId: booking.userId, data: bookingFacts(booking, tour) }),
    );
    if (id) queued++;
  }
  return { queued };
}
