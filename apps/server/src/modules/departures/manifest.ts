import type { AdminDeparture } from '@yatrika/contract/departures';
import { and, asc, between, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { attendanceOfBookings } from '../check-in/public.ts';
import { countsFor, departureKey, readDepartureCounts } from './calendar.ts';
import { seatTakingStatuses, seatsOf } from './seats.ts';

/**
 * The operator's manifest between two dates (inclusive): every departure that has
 * travellers, seats held at checkout, or a change by the operator, with who is coming,
 * ordered by date then title. Banned tours are included: their travellers still come.
 */
export async function listDepartures(
  db: Executor,
  range: { from: string; to: string; tourIds?: string[] },
  now: Date = new Date(),
): Promise<AdminDeparture[]> {
  const counts = await readDepartureCounts(db, range, { now });
  const keys = new Set([...counts.changes.keys(), ...counts.booked.keys(), ...counts.held.keys()]);
  if (keys.size === 0) return [];
  const tourIds = [...new Set([...keys].map((key) => key.split('|')[0]!))];

  const [tourRows, travellerRows] = await Promise.all([
    db
      .select({ id: tours.id, title: tours.title, location: tours.location, capacity: tours.capacity })
      .from(tours)
      .where(inArray(tours.id, tourIds)),
    db
      .select({
        _id: bookings.id,
        tourId: bookings.tourId,
        date: bookings.bookingDate,
        fullName: bookings.fullName,
        phone: bookings.phone,
        numPeople: bookings.numPeople,
        status: bookings.status,
      })
      .from(bookings)
      .where(
        and(inArray(bookings.tourId, tourIds), between(bookings.bookingDate, range.from, range.to), inArray(bookings.status, seatTakingStatuses)),
      )
      .orderBy(asc(bookings.fullName), asc(bookings.createdAt)),
  ]);
  const tourById = new Map(tourRows.map((row) => [row.id, row]));
  // Who of each party came is check-in's to say (it owns the attendance tables); the manifest
  // only shows it. Departures asks check-in, never the other way round, so no circle forms.
  const attendance = await attendanceOfBookings(db, travellerRows);
  const travellers = new Map<string, AdminDeparture['bookings']>();
  for (const { tourId, date, ...traveller } of travellerRows) {
    const key = departureKey(tourId!, date);
    travellers.set(key, [...(travellers.get(key) ?? []), { ...traveller, attendance: attendance.get(traveller._id)! }]);
  }

  const list: AdminDeparture[] = [];
  for (const key of keys) {
    const [tourId, date] = key.split('|') as [string, string];
    const tour = tourById.get(tourId);
    if (!tour) continue;
    const { change, booked, held } = countsFor(counts, tourId, date);
    const seats = seatsOf(tour, change, booked, held);
    list.push({
      tourId,
      title: tour.title,
      location: tour.location,
      date,
      capacity: seats.capacity,
      closed: seats.closed,
      booked,
      held,
      seatsLeft: seats.seatsLeft,
      bookings: travellers.get(key) ?? [],
    });
  }
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title) || a.tourId.localeCompare(b.tourId));
}

/** One departure as the manifest shows it. */
export async function findDeparture(db: Executor, tourId: string, date: string, now: Date = new Date()): Promise<AdminDeparture | undefined> {
  const [departure] = await listDepartures(db, { from: date, to: date, tourIds: [tourId] }, now);
  return departure;
}

