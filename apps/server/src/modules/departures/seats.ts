import { departureStatus, type DepartureStatus } from '@yatrika/contract/departure-rules';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { tours } from '../../db/schema/tours.ts';
import { scheduleColumns, type ScheduledTour } from './schedule.ts';

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

/** What the seat check needs of a tour. */
export interface SeatedTour {
  id: string;
  capacity: number;
}

/** A locked tour: its seats, its schedule, and whether it still takes bookings (`active`). */
export interface LockedTour extends SeatedTour, ScheduledTour {
  status: 'active' | 'banned';
}

/** A departure: a tour on a date at a start time ("HH:MM", India; decision 022). */
export interface DepartureOf {
  tourId: string;
  date: string;
  startTime: string;
}

/** A locked departure: its tour, and the start time it was locked at (the tour's first when none was asked for). */
export interface LockedDeparture {
  tour: LockedTour;
  startTime: string;
}

/**
 * Reads the tour FOR SHARE: sales of its departures go side by side, but a change to the tour
 * itself (banned, deleted, its usual capacity or start times changed) waits for the sales in
 * flight and every later sale waits for it, so a sale never lands on a tour that has just stopped
 * selling, nor above a capacity that has just been checked (tours/withdrawal.ts, capacity.ts).
 */
export async function lockTourForSale(tx: Executor, tourId: string): Promise<LockedTour | undefined> {
  const [tour] = await tx
    .select({ id: tours.id, capacity: tours.capacity, status: tours.status, ...scheduleColumns(tours) })
    .from(tours)
    .where(eq(tours.id, tourId))
    .for('share');
  return tour;
}

/**
 * Serialises everything that takes or counts seats on one departure until the transaction ends,
 * across every connection and every server instance on the database. The key is a 64-bit hash
 * of tour, date and start time: two departures that collide only wait for each other, which is safe.
 */
export async function lockDepartureKey(tx: Executor, departure: DepartureOf): Promise<void> {
  const key = `departure:${departure.tourId}:${departure.date}:${departure.startTime}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`);
}

/**
 * Finds the tour (lockTourForSale) and locks its departure on `date` at `startTime`, or at the
 * tour's first start time when the request named none (clients from before start times).
 * Whether the tour runs that start time is the schedule's to say (offScheduleMessage): a paid
 * hold keeps its promise even on a start time removed meanwhile. Undefined, and nothing locked,
 * when the tour is gone.
 */
export async function lockDeparture(tx: Executor, tourId: string, date: string, startTime?: string | null): Promise<LockedDeparture | undefined> {
  const tour = await lockTourForSale(tx, tourId);
  if (!tour) return undefined;
  const time = startTime ?? tour.startTime;
  await lockDepartureKey(tx, { tourId: tour.id, date, startTime: time });
  return { tour, startTime: time };
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
