import type { BookingStatus } from './booking-status.ts';
import { dayMonthYear } from './calendar-words.ts';

/** India Standard Time is UTC+05:30 all year (India keeps no daylight saving time). */
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/**
 * India's calendar day as "YYYY-MM-DD". Every tour starts in India, so "today" for booking
 * dates (the earliest bookable day, when a trip is over) is India's day, not UTC's or the browser's.
 * Worked out from India's fixed offset rather than through `Intl` (calendar-words.ts says why).
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
}

/** Whether text is "YYYY-MM-DD" naming a real calendar day (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The calendar day `days` after (or, negative, before) `day`; both "YYYY-MM-DD". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The status a booking reads as: a `booked` trip whose date has passed is `completed`.
 * Stored rows keep `booked`; the passing of time changes nothing in the database.
 */
export function effectiveStatus(stored: BookingStatus, bookingDate: string, today: string = todayInIndia()): BookingStatus {
  return stored === 'booked' && bookingDate < today ? 'completed' : stored;
}

/** "12 Dec 2026": a calendar day ("YYYY-MM-DD") as sentences name it. */
export const dayInWords: (day: string) => string = dayMonthYear;
