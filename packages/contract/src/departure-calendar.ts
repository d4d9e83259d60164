import { z } from './zod.ts';
import { entityId } from './common.ts';
import { calendarDay } from './departures.ts';
import { departureStatus } from './departure-rules.ts';
import { hasDeparted } from './tour-schedule-rules.ts';

/**
 * The operator's calendar of departures (`GET /api/admin/departures/calendar`): one range's
 * departures in one answer, each with its tour, start time, seats sold of its capacity and where
 * it stands. A month's grid shows six weeks, so a range spans at most 42 days.
 */
export const MAX_CALENDAR_DAYS = 42;

/**
 * Where a departure stands, the first that holds: `canceled` below its minimum group (decision
 * 021), `departed` once it has set off, `closed` by the operator or the schedule, `full` when no
 * seat is left to sell (holds at checkout count), otherwise `open`.
 */
export const calendarStatuses = ['open', 'full', 'closed', 'departed', 'canceled'] as const;
export type CalendarStatus = (typeof calendarStatuses)[number];

export const calendarStatusWords: Record<CalendarStatus, string> = {
  open: 'Open',
  full: 'Full',
  closed: 'Closed',
  departed: 'Departed',
  canceled: 'Cancelled',
};

export function calendarStatus(
  departure: { date: string; startTime: string; capacity: number; seatsLeft: number; closed: boolean; minGroupOutcome: 'canceled' | 'runs' | null },
  now: Date,
): CalendarStatus {
  if (departure.minGroupOutcome === 'canceled') return 'canceled';
  if (hasDeparted(departure.date, departure.startTime, now)) return 'departed';
  const seats = departureStatus(departure.capacity, departure.seatsLeft, departure.closed);
  if (seats === 'closed') return 'closed';
  return seats === 'sold_out' ? 'full' : 'open';
}

export const departureCalendarQuery = z.object({ from: calendarDay, to: calendarDay, tourId: entityId.optional() });

export const calendarDeparture = z.object({
  tourId: entityId,
  title: z.string(),
  date: z.string(),
  /** "HH:MM", India. */
  startTime: z.string(),
  capacity: z.number().int(),
  /** People on pending and booked bookings. */
  sold: z.number().int(),
  status: z.enum(calendarStatuses),
});
export type CalendarDeparture = z.infer<typeof calendarDeparture>;

export const departureCalendarResponse = z.object({ departures: z.array(calendarDeparture) });
export type DepartureCalendarResponse = z.infer<typeof departureCalendarResponse>;

export const departureCalendarMessages = {
  range: `Choose dates that run forwards and span at most ${MAX_CALENDAR_DAYS} days.`,
} as const;
