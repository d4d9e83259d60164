import { departureStatus, type DepartureStatus } from '@yatrika/contract/departure-messages';
import { and, eq, gt, inArray, isNull, ne, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { departures, seatHolds } from '../../../db/schema/departures.ts';

/** Booking statuses whose people sit on the departure: the trip is still to come. */
export const seatTakingStatuses = ['pending', 'booked'] as const;

/** One departure's seats, as the seat check and the operator see them. */
export interface DepartureSeats {
  capacity: number;
  closed: boolean;
  /** People on pending and booked bookings. */
  booked: number;
  /** People on unexpired holds. */
  held: number;
  seatsLeft: number;
  status: DepartureStatus;
}

/**
 * Serialises everything that takes or counts seats on one departure (a tour on a date)
 * until the transaction ends, across every connection and every server instance on the
 * database. The key is a 64-bit hash of tour and date: two departures that collide only
 * wait for each other, which is safe.
 */
export async function lockDeparture(tx: Executor, tourId: string, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`departure:${tourId}:${date}`}::text, 0))`);
}

/** The seat arithmetic, shared by one departure and a calendar of them. */
export function seatsOf(
  usual: { capacity: number; closed?: boolean },
  change: { capacity: number | null; closed: boolean } | undefined,
  booked: number,
  held: number,
): DepartureSeats {
  const capacity = change?.capacity ?? usual.capacity;
  const closed = (usual.closed ?? false) || (change?.closed ?? false);
  // Never below zero: lowering a tour's usual group size can leave a date over-full.
  const seatsLeft = Math.max(0, capacity - booked - held);
  return { capacity, closed, booked, held, seatsLeft, status: departureStatus(capacity, seatsLeft, closed) };
}

export interface SeatCountOptions {
  /** Holds count until this moment. */
  now: Date;
  /** Leave out this order's own hold: it is the one being turned into a booking. */
  exceptOrderId?: string;
}

/** Holds still counting at `now`, except one order's. */
export function liveHolds({ now, exceptOrderId }: SeatCountOptions) {
  return and(
    gt(seatHolds.expiresAt, now),
    exceptOrderId === undefined ? undefined : or(isNull(seatHolds.orderId), ne(seatHolds.orderId, exceptOrderId)),
  );
}

/** Seats on one departure; call under `lockDeparture` when the answer decides a sale. */
export async function readDepartureSeats(
  tx: Executor,
  tour: { id: string; capacity: number },
  date: string,
  options: SeatCountOptions,
): Promise<DepartureSeats> {
  const [[change], [booked], [held]] = await Promise.all([
    tx
      .select({ capacity: departures.capacity, closed: departures.closed })
      .from(departures)
      .where(and(eq(departures.tourId, tour.id), eq(departures.date, date))),
    tx
      .select({ people: sum(bookings.numPeople).mapWith(Number) })
      .from(bookings)
      .where(and(eq(bookings.tourId, tour.id), eq(bookings.bookingDate, date), inArray(bookings.status, seatTakingStatuses))),
    tx
      .select({ seats: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(and(eq(seatHolds.tourId, tour.id), eq(seatHolds.date, date), liveHolds(options))),
  ]);
  return seatsOf(tour, change, booked?.people ?? 0, held?.seats ?? 0);
}
