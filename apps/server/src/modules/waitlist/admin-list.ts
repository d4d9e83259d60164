import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { AdminWaitlistDeparture } from '@yatrika/contract/waitlist';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { partyAnswer } from './traveller-entries.ts';

/** The range the operator's list covers unless asked otherwise: the next 92 days, like the longest manifest. */
const DEFAULT_DAYS = 92;
/** Entries listed at most; a departure's line is short, a season of them is not. */
const MAX_ENTRIES = 2_000;

/**
 * The waiting lists of departures between two dates (one tour's, or every tour's), each in the
 * order of joining, with every party, when it joined and the state of its offer.
 */
export async function listWaitlists(db: Database, query: { tourId?: string | undefined; from?: string | undefined; to?: string | undefined }): Promise<AdminWaitlistDeparture[]> {
  const from = query.from ?? todayInIndia();
  const to = query.to ?? addDays(from, DEFAULT_DAYS - 1);
  const rows = await db
    .select({ entry: waitlistEntries, tourTitle: tours.title, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(waitlistEntries)
    .innerJoin(tours, eq(tours.id, waitlistEntries.tourId))
    .leftJoin(users, eq(users.id, waitlistEntries.userId))
    .where(and(between(waitlistEntries.date, from, to), query.tourId ? eq(waitlistEntries.tourId, query.tourId) : undefined))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.startTime), asc(tours.title), asc(waitlistEntries.tourId), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(MAX_ENTRIES);
  const byDeparture = new Map<string, AdminWaitlistDeparture>();
  for (const { entry, tourTitle, firstname, lastname, email } of rows) {
    const key = `${entry.tourId}|${entry.date}|${entry.startTime}`;
    let departure = byDeparture.get(key);
    if (!departure) {
      departure = { tourId: entry.tourId, tourTitle, date: entry.date, startTime: entry.startTime, waiting: 0, entries: [] };
      byDeparture.set(key, departure);
    }
    if (entry.status === 'waiting' || entry.status === 'offered') departure.waiting += 1;
    departure.entries.push({
      _id: entry.id,
      travellerName: `${firstname ?? ''} ${lastname ?? ''}`.trim(),
      email: email ?? null,
      numPeople: entry.numPeople,
      party: partyAnswer(entry),
      status: entry.status,
      joinedAt: entry.createdAt.toISOString(),
      offeredAt: entry.offeredAt?.toISOString() ?? null,
      offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    });
  }
  return [...byDeparture.values()];
}
