import { bookingMessages } from '@yatrika/contract/booking-messages';
import type { Party, PriceLine } from '@yatrika/contract/price-calculation';
import type { Traveller } from '@yatrika/contract/travellers';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { BookingRow } from './booking-response.ts';
import { queueBookingPaidEmails } from '../booking-notices/public.ts';
import { cancelLockedBooking } from './cancel.ts';
import { claimSeats } from '../departures/public.ts';

/** A booking a reseller sold and collected the money for (decision 039), as the OCTO confirmation makes it. */
export interface ResellerBooking {
  resellerId: string;
  /** The reseller's own reference (OCTO `resellerReference`); null when they sent none. */
  resellerReference: string | null;
  /**
   * The key the reservation's seats are held under (`seat_holds.order_id`, the hold the OCTO
   * reservation made): the claim takes those seats first, as a paid order's booking does. Null: no
   * hold, the seats left decide.
   */
  holdKey: string | null;
  /** The traveller's account, when the reseller passed their email and one was found or opened; null otherwise. */
  userId: string | null;
  tourId: string;
  bookingDate: string;
  startTime: string;
  /** Seats taken (an infant on a lap takes none). */
  numPeople: number;
  party: Party;
  /** priceBooking's lines and total, in paise: what the booking is worth at the website's price. */
  lines: PriceLine[];
  pricePaise: number;
  totalPaise: number;
  fullName: string;
  phone: string;
  travellers?: Traveller[] | null;
}

/**
 * Makes a reseller's booking in the caller's transaction, after claiming its seats under the
 * departure's lock (departures/claim.ts: the same rule and lock as every website booking, so
 * resellers and travellers racing for the last seats never oversell; 409 SeatRefusal when they are
 * gone). Marked with the reseller and their reference, and `collected_by = 'reseller'`: the money is
 * with the reseller, so there is no payment order, no tax invoice from Yatrika, and no refund when it
 * is cancelled. Booked at once whatever the tour's confirm setting: the operator accepted what a
 * reseller sells by giving them a key. The traveller's confirmation (with an account) and the
 * operator's notice are queued as for any booking.
 */
export async function insertResellerBooking(tx: Executor, booking: ResellerBooking, now: Date = new Date()): Promise<BookingRow> {
  const { startTime } = await claimSeats(
    tx,
    { tourId: booking.tourId, date: booking.bookingDate, startTime: booking.startTime, people: booking.numPeople, orderId: booking.holdKey },
    now,
  );
  const [tour] = await tx.select().from(tours).where(eq(tours.id, booking.tourId));
  if (!tour) throw conflict(bookingMessages.tourUnavailable);
  const [row] = await tx
    .insert(bookings)
    .values({
      userId: booking.userId,
      tourId: tour.id,
      tourTitle: tour.title,
      tourLocation: tour.location,
      tourImage: tour.image,
      pricePaise: booking.pricePaise,
      totalPaise: booking.totalPaise,
      fullName: booking.fullName,
      phone: booking.phone,
      travellers: booking.travellers ?? null,
      bookingDate: booking.bookingDate,
      startTime,
      numPeople: booking.numPeople,
      party: booking.party,
      priceLines: booking.lines,
      status: 'booked',
      resellerId: booking.resellerId,
      resellerReference: booking.resellerReference,
      collectedBy: 'reseller',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await queueBookingPaidEmails(tx, row!, tour);
  return row!;
}

/**
 * Cancels one of this reseller's bookings in the caller's transaction (the reseller's cancellation
 * through OCTO): its seats go back on sale and the traveller is told. Nothing is refunded by
 * Yatrika: the reseller holds the money and refunds their customer by their own terms. 404 for a
 * booking that is not this reseller's; a booking already cancelled is answered as it is.
 */
export async function cancelResellerBooking(tx: Executor, { resellerId, bookingId, reason }: { resellerId: string; bookingId: string; reason?: string }, now: Date = new Date()): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.resellerId, resellerId)))
    .for('update');
  if (!row) throw notFound(bookingMessages.notFound);
  if (row.status === 'canceled') return row;
  return cancelLockedBooking(
    tx,
    row,
    { allowedFrom: () => true, refusal: bookingMessages.notFound, cancelledBy: 'operator', ...(reason ? { reason } : {}), policy: () => () => 0 },
    now,
  ).then((cancelled) => cancelled.row);
}
