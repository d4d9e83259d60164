import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { scheduleRefusal } from '@yatrika/contract/tour-schedule';
import { inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { countsFor, departureOfKey, readDepartureCounts } from './calendar.ts';
import { scheduleColumns, scheduleOf } from './schedule.ts';
import { seatsOf } from './seats.ts';

/** "HH:MM" on India's clock at `now` (India keeps no daylight saving: always UTC+05:30). */
const indiaClockTime = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(11, 16);

/** Which tours cannot take a traveller on one date, for a list filtered by that date. */
export type DateAvailability =
  /** Before today in India or past the booking horizon: no tour can be booked for it. */
  | { bookable: false }
  /** Every active tour runs that day except these (no departure of the day on their schedule, open and with a seat left). */
  | { bookable: true; unavailableTourIds: string[] };

/**
 * The calendar's rule (availability.ts) for every tour at once. A date without a stored change,
 * booking or hold runs with the tour's full capacity, so only the few tours that have one of
 * those on `date` can be closed or full: their seats are counted with the same arithmetic as the
 * calendar and the seat check (readDepartureCounts, seatsOf), and the rest need no reading.
 */
export async function dateAvailability(
  db: Executor,
  date: string,
  rules: { horizonDays: number },
  today: string = todayInIndia(),
  now: Date = new Date(),
): Promise<DateAvailability> {
  if (date < today || date > addDays(today, rules.horizonDays)) return { bookable: false };
  const counts = await readDepartureCounts(db, { from: date, to: date }, { now });
  const touched = new Set<string>();
  for (const map of [counts.changes, counts.booked, counts.held]) for (const key of map.keys()) touched.add(departureOfKey(key).tourId);
  // Two reads, each through its own index (the primary key; the partial index of tours with
  // schedule rules): one query with `or` between them reads the whole catalogue instead.
  const columns = { id: tours.id, capacity: tours.capacity, ...scheduleColumns(tours) };
  // The column itself, not `= $1`: a parameter would hide from the planner that the partial index applies.
  const withRules = await db.select(columns).from(tours).where(sql`${tours.hasScheduleRules}`);
  const ruled = new Set(withRules.map((tour) => tour.id));
  // Today, a tour without rules may have set off already: its earliest start time (`start_time`,
  // the first of the sorted list) has passed in India. Those are read too, so a departure that has
  // left is never listed; on a later day none has, and nothing more is read.
  if (date === today) for (const { id } of await db.select({ id: tours.id }).from(tours).where(lte(tours.startTime, indiaClockTime(now)))) touched.add(id);
  const others = [...touched].filter((id) => !ruled.has(id));
  const rows = others.length > 0 ? [...withRules, ...(await db.select(columns).from(tours).where(inArray(tours.id, others)))] : withRules;
  const unavailableTourIds = rows
    .filter((tour) => {
      const schedule = scheduleOf(tour);
      // Unavailable when none of the day's departures can take a traveller.
      return tour.startTimes.every((startTime) => {
        if (scheduleRefusal(schedule, date, now, startTime) !== null) return true;
        const { change, booked, held } = countsFor(counts, { tourId: tour.id, date, startTime });
        const seats = seatsOf(tour, change, booked, held);
        return seats.closed || seats.seatsLeft === 0;
      });
    })
    .map((tour) => tour.id);
  return { bookable: true, unavailableTourIds };
}
