import type { AvailabilityResponse, DepartureDay } from '@yatrika/contract/departures';
import { DEFAULT_AVAILABILITY_DAYS } from '@yatrika/contract/departure-limits';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { Executor } from '../../db/client.ts';
import { countsFor, readDepartureCounts } from './calendar.ts';
import { scheduleRefusal } from '@yatrika/contract/tour-schedule';
import { scheduleOf, type ScheduledTour } from './schedule.ts';
import { seatsOf } from './seats.ts';

/**
 * A tour's calendar (the caller has found the tour visible) from `from` for `days` days: every date is a departure with the
 * tour's capacity unless the operator changed it. Dates that cannot be booked (before
 * today in India, past the booking horizon, or off the tour's schedule) read `closed`, so a calendar never
 * offers what the booking would refuse.
 */
export async function tourAvailability(
  db: Executor,
  tour: { id: string; capacity: number } & ScheduledTour,
  query: { from?: string; days?: number },
  rules: { horizonDays: number },
  today: string = todayInIndia(),
  now: Date = new Date(),
): Promise<AvailabilityResponse> {
  const from = query.from ?? today;
  const days = query.days ?? DEFAULT_AVAILABILITY_DAYS;
  const to = addDays(from, days - 1);
  const lastBookable = addDays(today, rules.horizonDays);
  const counts = await readDepartureCounts(db, { from, to, tourIds: [tour.id] }, { now });

  const schedule = scheduleOf(tour);
  const dates: DepartureDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    const bookable = date >= today && date <= lastBookable && scheduleRefusal(schedule, date, now) === null;
    const { change, booked, held } = countsFor(counts, tour.id, date);
    const seats = seatsOf({ capacity: tour.capacity, closed: !bookable }, change, booked, held);
    dates.push({ date, capacity: seats.capacity, seatsLeft: seats.seatsLeft, status: seats.status });
  }
  return { tourId: tour.id, capacity: tour.capacity, dates };
}
