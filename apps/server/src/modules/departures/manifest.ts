import { adultsOnly, peopleInParty } from '@yatrika/contract/price-calculation';
import { fullParty } from '@yatrika/contract/person-types';
import type { AdminDeparture } from '@yatrika/contract/departures';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { namedParty } from '@yatrika/contract/travellers';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { attendanceOfBookings } from '../check-in/public.ts';
import { addDays } from '@yatrika/contract/dates';
import { scheduleRefusal } from '@yatrika/contract/tour-schedule';
import { paymentStateOf } from '../tickets/public.ts';
import { countsFor, departureKey, departureOfKey, readDepartureCounts } from './calendar.ts';
import { scheduleColumns, scheduleOf } from './schedule.ts';
import { seatTakingStatuses, seatsOf } from './seats.ts';

/**
 * The operator's manifest between two dates (inclusive): every departure that has
 * travellers, seats held at checkout, or a change by the operator, with who is coming,
 * ordered by date, start time, then title. Banned tours are included: their travellers still come. With
 * `scheduled`, the given tours' every scheduled departure too (each start time of each date) (its weekdays, seasons and closed dates;
 * a departure past its booking cut-off still runs), so the operator can change one nobody booked.
 */
export async function listDepartures(
  db: Executor,
  range: { from: string; to: string; tourIds?: string[]; scheduled?: boolean },
  now: Date = new Date(),
): Promise<AdminDeparture[]> {
  const counts = await readDepartureCounts(db, range, { now });
  const keys = new Set([...counts.changes.keys(), ...counts.booked.keys(), ...counts.held.keys()]);
  if (range.scheduled && range.tourIds) for (const key of await scheduledKeys(db, range.from, range.to, range.tourIds)) keys.add(key);
  if (keys.size === 0) return [];
  const tourIds = [...new Set([...keys].map((key) => departureOfKey(key).tourId))];

  const [tourRows, travellerRows] = await Promise.all([
    db
      .select({ id: tours.id, title: tours.title, location: tours.location, capacity: tours.capacity, minGroup: tours.minGroup })
      .from(tours)
      .where(inArray(tours.id, tourIds)),
    db
      .select({
        _id: bookings.id,
        tourId: bookings.tourId,
        date: bookings.bookingDate,
        startTime: bookings.startTime,
        number: bookings.number,
        fullName: bookings.fullName,
        phone: bookings.phone,
        email: users.email,
        numPeople: bookings.numPeople,
        party: bookings.party,
        status: bookings.status,
        travellers: bookings.travellers,
        paymentId: bookings.paymentId,
        totalPaise: bookings.totalPaise,
        collectedBy: bookings.collectedBy,
        // Paid by advance (decision 035): the manifest says "Balance due".
        balanceDueOn: bookings.balanceDueOn,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
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
  for (const row of travellerRows) {
    const key = departureKey(row.tourId!, row.date, row.startTime);
    // Names are counted against everyone in the party, an infant on a lap too (decision 030).
    const partyByType = row.party ?? adultsOnly(row.numPeople);
    const party = namedParty({ ...row, numPeople: peopleInParty(partyByType) });
    travellers.set(key, [
      ...(travellers.get(key) ?? []),
      {
        _id: row._id,
        fullName: row.fullName,
        phone: row.phone,
        numPeople: row.numPeople,
        party: fullParty(partyByType),
        status: row.status,
        attendance: attendance.get(row._id)!,
        reference: bookingReference(row.number),
        email: row.email,
        paymentState: paymentStateOf(row),
        travellers: party.travellers,
        unnamedTravellers: party.unnamed,
      },
    ]);
  }

  const list: AdminDeparture[] = [];
  for (const key of keys) {
    const departure = departureOfKey(key);
    const { tourId, date, startTime } = departure;
    const tour = tourById.get(tourId);
    if (!tour) continue;
    const { change, booked, held } = countsFor(counts, departure);
    const seats = seatsOf(tour, change, booked, held);
    list.push({
      tourId,
      title: tour.title,
      location: tour.location,
      date,
      startTime,
      capacity: seats.capacity,
      closed: seats.closed,
      booked,
      held,
      seatsLeft: seats.seatsLeft,
      minGroup: tour.minGroup,
      minGroupOutcome: change?.minGroupOutcome ?? null,
      bookings: travellers.get(key) ?? [],
    });
  }
  return list.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title) || a.tourId.localeCompare(b.tourId),
  );
}

/** One departure as the manifest shows it. */
export async function findDeparture(db: Executor, tourId: string, date: string, startTime: string, now: Date = new Date()): Promise<AdminDeparture | undefined> {
  return (await findDeparturesOfDate(db, tourId, date, now)).find((departure) => departure.startTime === startTime);
}

/** Every departure of a tour on one date with travellers, holds or a change, earliest start first. */
export async function findDeparturesOfDate(db: Executor, tourId: string, date: string, now: Date = new Date()): Promise<AdminDeparture[]> {
  return listDepartures(db, { from: date, to: date, tourIds: [tourId] }, now);
}


/** The departure keys of every start time of every date the tours are scheduled to run between two dates. */
export async function scheduledKeys(db: Executor, from: string, to: string, tourIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: tours.id, ...scheduleColumns(tours) }).from(tours).where(inArray(tours.id, tourIds));
  const keys: string[] = [];
  for (const tour of rows) {
    const runs = { ...scheduleOf(tour), cutoffHours: null };
    for (let date = from; date <= to; date = addDays(date, 1)) {
      for (const startTime of tour.startTimes) if (scheduleRefusal(runs, date, undefined, startTime) === null) keys.push(departureKey(tour.id, date, startTime));
    }
  }
  return keys;
}
