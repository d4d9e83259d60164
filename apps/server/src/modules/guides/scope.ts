import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { guideMessages } from '@yatrika/contract/guides';
import type { StaffRole } from '@yatrika/contract/staff';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { departureGuides, tourGuides } from '../../db/schema/guides.ts';
import { forbidden } from '../../lib/errors.ts';

/** A departure as the manifest and check-in name it; a deleted tour's bookings have no tour. */
export interface DepartureRef {
  tourId: string | null;
  date: string;
  startTime: string;
}

/**
 * Which departures a staff account may work on at the meeting point. Everyone but a guide: all
 * of them. A guide (decision 051): today's and tomorrow's (India time) departures of the tours
 * assigned to them and of the departures assigned to them by name, read once per request.
 */
export type DepartureScope =
  | { kind: 'all' }
  | { kind: 'assigned'; days: readonly string[]; tourIds: ReadonlySet<string>; departures: ReadonlySet<string> };

const keyOf = (departure: { tourId: string; date: string; startTime: string }) => `${departure.tourId}|${departure.date}|${departure.startTime}`;

/** Today and tomorrow in India: the days a guide works on. */
export function guideDays(now: Date = new Date()): [string, string] {
  const today = todayInIndia(now);
  return [today, addDays(today, 1)];
}

export async function departureScopeOf(db: Executor, account: { _id: string; staffRole: StaffRole | null }, now: Date = new Date()): Promise<DepartureScope> {
  if (account.staffRole !== 'guide') return { kind: 'all' };
  const days = guideDays(now);
  const [tours, departures] = await Promise.all([
    db.select({ tourId: tourGuides.tourId }).from(tourGuides).where(eq(tourGuides.userId, account._id)),
    db
      .select({ tourId: departureGuides.tourId, date: departureGuides.date, startTime: departureGuides.startTime })
      .from(departureGuides)
      .where(and(eq(departureGuides.userId, account._id), inArray(departureGuides.date, days))),
  ]);
  return { kind: 'assigned', days, tourIds: new Set(tours.map((row) => row.tourId)), departures: new Set(departures.map(keyOf)) };
}

/**
 * Whether the scope holds a departure. Without a start time (a client that names only the date)
 * a guide needs the whole tour, since each start time may have its own guide.
 */
export function scopeAllows(scope: DepartureScope, departure: { tourId: string | null; date: string; startTime?: string | undefined }): boolean {
  if (scope.kind === 'all') return true;
  const { tourId, date, startTime } = departure;
  if (tourId === null || !scope.days.includes(date)) return false;
  if (scope.tourIds.has(tourId)) return true;
  return startTime !== undefined && scope.departures.has(keyOf({ tourId, date, startTime }));
}

/** 403 with the guide's message unless the scope holds the departure. */
export function requireInScope(scope: DepartureScope, departure: { tourId: string | null; date: string; startTime?: string | undefined }): void {
  if (!scopeAllows(scope, departure)) throw forbidden(guideMessages.notAssigned);
}

/** 403 unless every day of a range is one a guide works on (a range reaching past tomorrow is refused whole). */
export function requireDaysInScope(scope: DepartureScope, range: { from: string; to: string }): void {
  if (scope.kind === 'all') return;
  if (!scope.days.includes(range.from) || !scope.days.includes(range.to)) throw forbidden(guideMessages.outsideDays);
}
