import { calendarStatus, type CalendarDeparture } from '@yatrika/contract/departure-calendar';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { countsFor, departureOfKey, readDepartureCounts } from './calendar.ts';
import { scheduledKeys } from './manifest.ts';
import { seatsOf } from './seats.ts';

/**
 * The operator's calendar between two dates (inclusive): the same departures as the manifest
 * (those with travellers, holds or a change; with tours named, every one they are scheduled to
 * run), counted by the three grouped reads every seat count uses and one read of their tours,
 * whatever the number of days, and without the travellers the manifest lists under each.
 */
export async function departureCalendar(
  db: Executor,
  range: { from: string; to: string; tourIds?: string[] },
  now: Date = new Date(),
): Promise<CalendarDeparture[]> {
  const counts = await readDepartureCounts(db, range, { now });
  const keys = new Set([...counts.changes.keys(), ...counts.booked.keys(), ...counts.held.keys()]);
  if (range.tourIds) for (const key of await scheduledKeys(db, range.from, range.to, range.tourIds)) keys.add(key);
  if (keys.size === 0) return [];
  const tourIds = [...new Set([...keys].map((key) => departureOfKey(key).tourId))];
  const tourRows = await db.select({ id: tours.id, title: tours.title, capacity: tours.capacity }).from(tours).where(inArray(tours.id, tourIds));
  const tourById = new Map(tourRows.map((row) => [row.id, row]));

  const list: CalendarDeparture[] = [];
  for (const key of keys) {
    const departure = departureOfKey(key);
    const tour = tourById.get(departure.tourId);
    if (!tour) continue;
    const { change, booked, held } = countsFor(counts, departure);
    const seats = seatsOf(tour, change, booked, held);
    const status = calendarStatus({ ...departure, ...seats, minGroupOutcome: change?.minGroupOutcome ?? null }, now);
    list.push({ ...departure, title: tour.title, capacity: seats.capacity, sold: booked, status });
  }
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title) || a.tourId.localeCompare(b.tourId));
}
