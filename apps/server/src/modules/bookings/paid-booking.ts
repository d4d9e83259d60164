import { bookingMessages } from '@yatrika/contract/booking-messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { tours } from '../../db/schema/tours.ts';
import { conflict } from '../../lib/errors.ts';
import type { BookingRow } from './booking-response.ts';
import { queueBookingPaidEmails } from '../booking-notices/public.ts';
import { claimSeats } from '../departures/public.ts';
import { reachesMinimumGroup } from './minimum-group.ts';
import { countPromoCodeUse } from '../promo-codes/public.ts';
import { ledgerChannelOf, recordLedgerPayment } from '../money/public.ts';
import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { recordBookingEvent, type Operator } from './events.ts';

export interface PaidOrder {
  id: string;
  userId: string | null;
  paymentId: string;
  amountPaise: number;
  /** How it was paid; absent: online, through the provider. */
  paymentMethod?: PaymentMethod;
}

/**
 * Marks a paid order as used by the booking it made, in the caller's transaction: checkout's own
 * write (it owns `payment_orders`), handed in by checkout since it imports bookings. Answers false
 * when the order cannot be used: not a new booking's order, used already, or being refunded.
 */
export type MarkOrderBooked = (tx: Executor, orderId: string, bookingId: string) => Promise<boolean>;

export interface PaidBookingOptions {
  /**
   * Taken by the operator (by phone, paid offline): booked at once whatever the tour's confirm
   * setting, since the operator accepted it by taking it, and not bound by the booking cut-off.
   */
  byOperator?: boolean;
  markOrderBooked: MarkOrderBooked;
  /**
   * The operator confirmed a date travellers cannot book (by phone): the schedule does not refuse
   * it, and when the date was off the schedule or past the horizon (`beyondHorizon`) the booking's
   * history says the operator confirmed it.
   */
  outsideSchedule?: { operator: Operator; beyondHorizon: boolean } | undefined;
}

/**
 * Creates the booking a paid order pays for and marks the order used (`markOrderBooked`), in the
 * caller's transaction, after taking its seats (409 when they are gone or the tour no
 * longer sells: see departures/claim.ts). The total is what was paid. The tour snapshot is
 * the tour as it is now (the claim holds its row, so it is still there); the booking is
 * `booked` at once when the tour confirms instantly, `pending` for the operator otherwise. The traveller's
 * confirmation and the operator's notice are queued with it.
 * With a GSTIN configured its tax invoice is issued here too, so every path that makes a booking
 * paid (checkout, webhook, payment link, reconciliation, a phone booking) issues one.
 * `bookings.order_id` is unique: a second booking for one order fails here, and an order
 * being refunded cannot be used (409, rolled back with the caller's transaction).
 */
export async function bookPaidOrder(
  tx: Executor,
  order: PaidOrder,
  details: OrderBookingDetails,
  { byOperator = false, markOrderBooked, outsideSchedule }: PaidBookingOptions,
  now: Date = new Date(),
): Promise<BookingRow> {
  // The account was deleted while its traveller paid: a booking nobody can see or cancel is refunded instead.
  if (order.userId === null) throw conflict(bookingMessages.accountClosed);
  const { startTime, offSchedule } = await claimSeats(
    tx,
    { tourId: details.tourId, date: details.bookingDate, startTime: details.startTime, people: details.numPeople, orderId: order.id, byOperator, outsideSchedule: outsideSchedule !== undefined },
    now,
  );
  const [tour] = await tx.select().from(tours).where(eq(tours.id, details.tourId));
  if (!tour) throw conflict(bookingMessages.tourUnavailable);
  const reachesMinimum = await reachesMinimumGroup(tx, tour, { tourId: tour.id, date: details.bookingDate, startTime, people: details.numPeople }, now);
  const [booking] = await tx
    .insert(bookings)
    .values({
      userId: order.userId,
      tourId: tour.id,
      tourTitle: tour.title,
      tourLocation: tour.location,
      tourImage: tour.image,
      pricePaise: details.pricePaise,
      // Paid by advance (decision 035): the booking's total is the whole price; the rest is due later.
      totalPaise: details.advance?.totalPaise ?? order.amountPaise,
      paymentPlan: details.advance ? 'advance' : 'full',
      balanceDueOn: details.advance?.balanceDueOn ?? null,
      fullName: details.fullName,
      phone: details.phone,
      travellers: details.travellers ?? null,
      gstin: details.gstin ?? null,
      businessName: details.businessName ?? null,
      bookingDate: details.bookingDate,
      startTime,
      numPeople: details.numPeople,
      // Orders from before person types carry neither: the booking answers numPeople adults.
      party: details.party ?? null,
      priceLines: details.lines ?? null,
      orderId: order.id,
      paymentId: order.paymentId,
      // A tour set to confirm instantly needs no accept: its paid bookings are booked at once; so
      // are those that bring a departure to its minimum group under 'confirm' (decision 021).
      status: tour.confirmInstantly || byOperator || reachesMinimum ? 'booked' : 'pending',
    })
    .returning();
  // Used once: never by a second booking, and never once reconciliation has decided to refund it.
  if (!(await markOrderBooked(tx, order.id, booking!.id))) throw conflict(bookingMessages.paymentRefunded);
  // The ledger (decision 035): what this order paid, the booking's first row.
  await recordLedgerPayment(tx, booking!, {
    purpose: details.advance ? 'advance' : 'full',
    amountPaise: order.amountPaise,
    channel: ledgerChannelOf(order.paymentMethod),
    paymentId: ledgerChannelOf(order.paymentMethod) === 'online' ? order.paymentId : null,
    source: 'order',
    sourceId: order.id,
    createdAt: now,
  });
  // Promo code (decision 032): its use is counted now, under the code's lock; a limit reached
  // meanwhile refuses the booking (409) like seats gone, and the paid order is refunded.
  if (details.promoCode) await countPromoCodeUse(tx, { code: details.promoCode, orderId: order.id, bookingId: booking!.id, userId: order.userId, now });
  if (outsideSchedule && (offSchedule !== null || outsideSchedule.beyondHorizon)) {
    await recordBookingEvent(tx, booking!.id, outsideSchedule.operator, 'note', { note: operatorBookingMessages.bookedOutsideSchedule });
  }
  await queueBookingPaidEmails(tx, booking!, tour, order.amountPaise);
  return booking!;
}
