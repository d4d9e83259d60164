import { liveWaitlistStatuses } from '@yatrika/contract/waitlist';
import { and, eq, inArray } from 'drizzle-orm';
import { waitlistEntries } from '../../db/schema/waitlist.ts';

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** A departure: a tour on a date at a start time. */
export interface Departure {
  tourId: string;
  date: string;
  startTime: string;
}

/** The entries of one departure. */
export const onDeparture = ({ tourId, date, startTime }: Departure) =>
  and(eq(waitlistEntries.tourId, tourId), eq(waitlistEntries.date, date), eq(waitlistEntries.startTime, startTime));

/** Entries still in line: waiting, or holding an offer. */
export const stillInLine = () => inArray(waitlistEntries.status, [...liveWaitlistStatuses]);

export const departureOf = (row: EntryRow): Departure => ({ tourId: row.tourId, date: row.date, startTime: row.startTime });
