import type { AvailabilityResponse, DepartureDay, DepartureSlot } from '@yatrika/contract/departures';
import { DEFAULT_AVAILABILITY_DAYS } from '@yatrika/contract/departure-limits';
import { dayOfDepartures } from '@yatrika/contract/departure-rules';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { Executor } from '../../db/client.ts';
import { countsFor, readDepartureCounts } from './calendar.ts';
import { scheduleRefusal } from '@yatrika/contract/tour-schedule';
import { scheduleOf, type ScheduledTour } from './schedule.ts';
import { seatsOf } from './seats.ts';

/**
 * A tour's calendar (the caller has found the tour visible) from `from` for `days` days: every
 * start time of every date is a departure with the tour's capacity unless the operator changed
 * it. Departures that cannot be booked (before today in India, past the booking horizon, off the
 * tour's schedule or past their own cut-off) read `closed`, so a calendar never offers what the
 * booking would refuse.
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
    const inRange = date >= today && date <= lastBookable;
    const departures = tour.startTimes.map((startTime): DepartureSlot => {
      const bookable = inRange && scheduleRefusal(schedule, date, now, startTime) === null;
      const { change, booked, held } = countsFor(counts, { tourId: tour.id, date, startTime });
      const seats = seatsOf({ capacity: tour.capacity, closed: !bookable }, change, booked, held);
      return { startTime, capacity: seats.capacity, seatsLeft: seats.seatsLeft, closed: seats.closed, status: seats.status };
    });
    dates.push(dayOfDepartures(date, departures));
  }
  return { tourId: tour.id, capacity: tour.capacity, dates, lastBookableDate: lastBookable };
}
