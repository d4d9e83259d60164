import { and, between, inArray, sum } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { departures, seatHolds } from '../../db/schema/departures.ts';
import { liveHolds, seatsOf, seatTakingStatuses, type DepartureSeats, type SeatCountOptions, type SeatedTour } from './seats.ts';

/** A departure's stored change and the people on it, keyed by "tourId|date". */
export interface DepartureCounts {
  changes: Map<string, { capacity: number | null; closed: boolean; minGroupOutcome: 'canceled' | 'runs' | null }>;
  booked: Map<string, number>;
  held: Map<string, number>;
}

export const departureKey = (tourId: string, date: string) => `${tourId}|${date}`;

/**
 * Everything that decides seats between two dates (inclusive), for some tours or all:
 * three grouped reads, whatever the number of dates. The one place seats are counted.
 */
export async function readDepartureCounts(
  db: Executor,
  range: { from: string; to: string; tourIds?: string[] },
  options: SeatCountOptions,
): Promise<DepartureCounts> {
  const tourFilter = (column: AnyPgColumn) => (range.tourIds ? inArray(column, range.tourIds) : undefined);
  const readChanges = () =>
    db
      .select({ tourId: departures.tourId, date: departures.date, capacity: departures.capacity, closed: departures.closed, minGroupOutcome: departures.minGroupOutcome })
      .from(departures)
      .where(and(tourFilter(departures.tourId), between(departures.date, range.from, range.to)));
  const readBooked = () =>
    db
      .select({ tourId: bookings.tourId, date: bookings.bookingDate, people: sum(bookings.numPeople).mapWith(Number) })
      .from(bookings)
      .where(and(tourFilter(bookings.tourId), between(bookings.bookingDate, range.from, range.to), inArray(bookings.status, seatTakingStatuses)))
      .groupBy(bookings.tourId, bookings.bookingDate);
  const readHeld = () =>
    db
      .select({ tourId: seatHolds.tourId, date: seatHolds.date, seats: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(and(tourFilter(seatHolds.tourId), between(seatHolds.date, range.from, range.to), liveHolds(options)))
      .groupBy(seatHolds.tourId, seatHolds.date);
  // In a transaction the three reads share one connection, which runs one query at a time
  // anyway: in turn, not all at once. Outside one, the pool runs them side by side.
  const [changeRows, bookedRows, heldRows] =
    db instanceof PgTransaction
      ? [await readChanges(), await readBooked(), await readHeld()]
      : await Promise.all([readChanges(), readBooked(), readHeld()]);
  const counts: DepartureCounts = { changes: new Map(), booked: new Map(), held: new Map() };
  for (const row of changeRows) counts.changes.set(departureKey(row.tourId, row.date), row);
  for (const row of bookedRows) if (row.tourId) counts.booked.set(departureKey(row.tourId, row.date), row.people);
  for (const row of heldRows) counts.held.set(departureKey(row.tourId, row.date), row.seats);
  return counts;
}

/** The departure of one tour on one date, from counts read for a range. */
export function countsFor(counts: DepartureCounts, tourId: string, date: string) {
  const key = departureKey(tourId, date);
  return { change: counts.changes.get(key), booked: counts.booked.get(key) ?? 0, held: counts.held.get(key) ?? 0 };
}

/** Seats on one departure; call under `lockDeparture` when the answer decides a sale. */
export async function readDepartureSeats(tx: Executor, tour: SeatedTour, date: string, options: SeatCountOptions): Promise<DepartureSeats> {
  const counts = await readDepartureCounts(tx, { from: date, to: date, tourIds: [tour.id] }, options);
  const { change, booked, held } = countsFor(counts, tour.id, date);
  return seatsOf(tour, change, booked, held);
}
