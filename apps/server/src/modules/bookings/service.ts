import type { Booking, CreateBookingRequest } from '@yatrika/contract/bookings';
import { bookingMessages } from '@yatrika/contract/bookings';
import {
  cancellationPolicyLine,
  fullRefundUntil,
  type CancellationPolicy,
  type CancellationQuote,
} from '@yatrika/contract/cancellation';
import { paymentMessages } from '@yatrika/contract/payments';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { badRequest, isUniqueViolation, notFound, paymentRequired } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRow } from './booking-response.ts';
import { travellerAnswer, travellerAnswers } from './traveller-answers.ts';
import { cancelBooking, settleCancel, type Cancelled, type CancelRule } from './cancel.ts';
import { bookPaidOrder, type MarkOrderBooked } from './paid-booking.ts';
import { quoteBooking, sameBooking } from './quote.ts';
import type { BookingRules } from './settings.ts';
import { effectiveStatus, todayInIndia } from './status.ts';
import { heldTotal, policyDateOf, policyRefund } from '../money/public.ts';

/** The traveller's bookings, newest first. */
export async function listMyBookings(db: Database, userId: string, { limit, cursor }: PageRequest): Promise<Page<Booking>> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), afterCursor(bookings.createdAt, bookings.id, cursor)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  const today = todayInIndia();
  return { nextCursor: page.nextCursor, items: await travellerAnswers(db, page.items, today) };
}

type OrderRow = typeof paymentOrders.$inferSelect;

async function bookingOf(tx: Executor, order: OrderRow): Promise<BookingRow | undefined> {
  if (!order.bookingId) return undefined;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId));
  return booking;
}

/**
 * The same request again: the traveller's most recently paid order already
 * made a booking with exactly these details (see docs/decisions/004).
 */
async function findRepeat(tx: Executor, userId: string, input: CreateBookingRequest): Promise<BookingRow | undefined> {
  const [latest] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  const booking = latest && (await bookingOf(tx, latest));
  return booking && sameBooking(booking, input) ? booking : undefined;
}

type Made = { row: BookingRow; created: boolean };

/** `orderId` named: that paid order of the traveller, unused, or already used for this very booking. */
async function bookNamedOrder(
  tx: Executor,
  userId: string,
  input: CreateBookingRequest & { orderId: string },
  rules: BookingRules,
  markOrderBooked: MarkOrderBooked,
): Promise<Made> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, input.orderId), eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid'), eq(paymentOrders.purpose, 'booking')))
    .for('update');
  if (!order) throw paymentRequired(bookingMessages.paymentRequired);
  if (order.refundStatus) throw paymentRequired(bookingMessages.paymentRefunded);
  if (order.bookingId) {
    const booking = await bookingOf(tx, order);
    if (booking && sameBooking(booking, input)) return { row: booking, created: false };
    throw paymentRequired(bookingMessages.paymentRequired);
  }
  const quote = await quoteBooking(tx, input, rules, undefined, userId);
  if (order.amountPaise !== quote.totalPaise) throw badRequest(paymentMessages.amountMismatch);
  return { row: await bookPaidOrder(tx, { ...order, paymentId: order.paymentId! }, quote.details, { markOrderBooked }), created: true };
}

/** No `orderId`: the same request again, or the oldest paid, unused order of the right amount. */
async function bookFoundOrder(tx: Executor, userId: string, input: CreateBookingRequest, rules: BookingRules, markOrderBooked: MarkOrderBooked): Promise<Made> {
  const repeat = await findRepeat(tx, userId, input);
  if (repeat) return { row: repeat, created: false };
  const quote = await quoteBooking(tx, input, rules, undefined, userId);
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
        // An order toward an existing booking (a balance, a difference) never makes a new one.
        eq(paymentOrders.purpose, 'booking'),
        isNull(paymentOrders.bookingId),
        // Reconciliation gave this one back: it pays for nothing any more.
        isNull(paymentOrders.refundStatus),
        eq(paymentOrders.amountPaise, quote.totalPaise),
      ),
    )
    .orderBy(asc(paymentOrders.paidAt))
    .limit(1)
    .for('update');
  if (order) return { row: await bookPaidOrder(tx, { ...order, paymentId: order.paymentId! }, quote.details, { markOrderBooked }), created: true };
  // A parallel request may have just used the order for this very booking.
  const made = await findRepeat(tx, userId, input);
  if (made) return { row: made, created: false };
  throw paymentRequired(bookingMessages.paymentRequired);
}

/**
 * A booking against a paid, unused order of this traveller whose amount is
 * price × people (see docs/decisions/004 for how the order is found). The
 * order row is locked while its booking is made, and `bookings.order_id` is
 * unique, so one paid order makes one booking however many requests race for
 * it; the same request again answers that booking (`created: false`). Checkout, which owns
 * orders, marks the order used (`markOrderBooked`, handed in by app.ts).
 */
export async function createBooking(
  db: Database,
  userId: string,
  input: CreateBookingRequest,
  rules: BookingRules,
  markOrderBooked: MarkOrderBooked,
): Promise<{ booking: Booking; created: boolean }> {
  const { orderId } = input;
  const attempt = () =>
    db.transaction((tx) =>
      orderId === undefined ? bookFoundOrder(tx, userId, input, rules, markOrderBooked) : bookNamedOrder(tx, userId, { ...input, orderId }, rules, markOrderBooked),
    );
  let made: Made;
  try {
    made = await attempt();
  } catch (error) {
    // The unique order id stopped a second booking that slipped past the lock: answer the first.
    if (!isUniqueViolation(error, 'bookings_order_id_key')) throw error;
    made = await attempt();
  }
  return { booking: await travellerAnswer(db, made.row), created: made.created };
}

/** What a traveller may cancel: their own pending or booked booking. */
const travellerMayCancel = (status: BookingRow['status']) => status === 'pending' || status === 'booked';

/** A traveller cancels their own pending or booked booking; a paid one is refunded as the policy says. */
export async function cancelMyBooking(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: string,
  bookingId: string,
  policy: CancellationPolicy,
): Promise<Cancelled> {
  return cancelBooking(db, gateway, log, bookingId, travellerCancelRule(userId, policy));
}

/** The traveller's own cancel: their booking, pending or booked, by the cancellation policy. */
const travellerCancelRule = (userId: string, policy: CancellationPolicy): CancelRule => ({
  scope: eq(bookings.userId, userId),
  allowedFrom: travellerMayCancel,
  cancelledBy: 'traveller',
  refusal: bookingMessages.cannotCancel,
  policy: policyRefund(policy, 'traveller'),
});

/** One of the traveller's own bookings (its receipt): 404 for anyone else's, as for one that does not exist. */
export async function getMyBooking(db: Database, userId: string, bookingId: string): Promise<Booking> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw notFound(bookingMessages.notFound);
  return travellerAnswer(db, row);
}

/**
 * What cancelling the traveller's own booking now would give back, by the same rule the
 * cancel applies: 404 for anyone else's booking, 400 for one that cannot be cancelled.
 */
export async function quoteMyCancellation(
  db: Database,
  userId: string,
  bookingId: string,
  policy: CancellationPolicy,
  now: Date = new Date(),
): Promise<CancellationQuote> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw notFound(bookingMessages.notFound);
  if (!travellerMayCancel(effectiveStatus(row.status, row.bookingDate, todayInIndia(now)))) throw badRequest(bookingMessages.cannotCancel);
  // The cancel's own settlement, not applied: what it will give back of what the booking holds.
  const { held, settlement } = await settleCancel(db, row, travellerCancelRule(userId, policy), now);
  return {
    refundAmount: paiseToRupees(settlement.refundPaise),
    paidAmount: paiseToRupees(heldTotal(held)),
    fullRefundUntil: fullRefundUntil(policyDateOf(row), policy).toISOString(),
    policy: cancellationPolicyLine(policy),
  };
}
