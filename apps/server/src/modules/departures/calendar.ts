import { and, between, inArray, sum } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { departures, seatHolds } from '../../db/schema/departures.ts';
import { liveHolds, seatsOf, seatTakingStatuses, type DepartureOf, type DepartureSeats, type SeatCountOptions, type SeatedTour } from './seats.ts';

/** A departure's stored change and the people on it, keyed by "tourId|date|startTime" (departureKey). */
export interface DepartureCounts {
  changes: Map<string, { capacity: number | null; closed: boolean; minGroupOutcome: 'canceled' | 'runs' | null }>;
  booked: Map<string, number>;
  held: Map<string, number>;
}

export const departureKey = (tourId: string, date: string, startTime: string) => `${tourId}|${date}|${startTime}`;

/** The departure a key names. */
export function departureOfKey(key: string): DepartureOf {
  const [tourId, date, startTime] = key.split('|') as [string, string, string];
  return { tourId, date, startTime };
}

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
      .select({ tourId: departures.tourId, date: departures.date, startTime: departures.startTime, capacity: departures.capacity, closed: departures.closed, minGroupOutcome: departures.minGroupOutcome })
      .from(departures)
      .where(and(tourFilter(departures.tourId), between(departures.date, range.from, range.to)));
  const readBooked = () =>
    db
      .select({ tourId: bookings.tourId, date: bookings.bookingDate, startTime: bookings.startTime, people: sum(bookings.numPeople).mapWith(Number) })
      .from(bookings)
      .where(and(tourFilter(bookings.tourId), between(bookings.bookingDate, range.from, range.to), inArray(bookings.status, seatTakingStatuses)))
      .groupBy(bookings.tourId, bookings.bookingDate, bookings.startTime);
  const readHeld = () =>
    db
      .select({ tourId: seatHolds.tourId, date: seatHolds.date, startTime: seatHolds.startTime, seats: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(and(tourFilter(seatHolds.tourId), between(seatHolds.date, range.from, range.to), liveHolds(options)))
      .groupBy(seatHolds.tourId, seatHolds.date, seatHolds.startTime);
  // In a transaction the three reads share one connection, which runs one query at a time
  // anyway: in turn, not all at once. Outside one, the pool runs them side by side.
  const [changeRows, bookedRows, heldRows] =
    db instanceof PgTransaction
      ? [await readChanges(), await readBooked(), await readHeld()]
      : await Promise.all([readChanges(), readBooked(), readHeld()]);
  const counts: DepartureCounts = { changes: new Map(), booked: new Map(), held: new Map() };
  for (const row of changeRows) counts.changes.set(departureKey(row.tourId, row.date, row.startTime), row);
  for (const row of bookedRows) if (row.tourId) counts.booked.set(departureKey(row.tourId, row.date, row.startTime), row.people);
  for (const row of heldRows) counts.held.set(departureKey(row.tourId, row.date, row.startTime), row.seats);
  return counts;
}

/** One departure (a tour on a date at a start time), from counts read for a range. */
export function countsFor(counts: DepartureCounts, { tourId, date, startTime }: DepartureOf) {
  const key = departureKey(tourId, date, startTime);
  return { change: counts.changes.get(key), booked: counts.booked.get(key) ?? 0, held: counts.held.get(key) ?? 0 };
}

/** Seats on one departure (a date at a start time); call under `lockDeparture` when the answer decides a sale. */
export async function readDepartureSeats(
  tx: Executor,
  tour: SeatedTour,
  departure: { date: string; startTime: string },
  options: SeatCountOptions,
): Promise<DepartureSeats> {
  const { date, startTime } = departure;
  const counts = await readDepartureCounts(tx, { from: date, to: date, tourIds: [tour.id] }, options);
  const { change, booked, held } = countsFor(counts, { tourId: tour.id, date, startTime });
  return seatsOf(tour, change, booked, held);
}
