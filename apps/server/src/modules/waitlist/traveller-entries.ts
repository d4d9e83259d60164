import { personTypes, type Party } from '@yatrika/contract/price-calculation';
import type { WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { and, asc, count, desc, eq, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { onDeparture, type EntryRow } from './entry-rows.ts';
import { settleOffersOf } from './settle-offers.ts';

/** Entries a traveller sees: every one still in line and the latest over, at most this many. */
const SHOWN_ENTRIES = 50;

/** Every type counted, none as 0, as booking answers give the party. */
export function partyAnswer(row: Pick<EntryRow, 'party' | 'numPeople'>): Record<(typeof personTypes)[number], number> {
  const party: Party = row.party ?? { adult: row.numPeople };
  return Object.fromEntries(personTypes.map((type) => [type, party[type] ?? 0])) as Record<(typeof personTypes)[number], number>;
}

/** 1 for the first waiting party of its departure (in the order of joining). */
async function positionOf(db: Executor, row: EntryRow): Promise<number> {
  const [ahead] = await db
    .select({ entries: count() })
    .from(waitlistEntries)
    .where(
      and(
        onDeparture(row),
        eq(waitlistEntries.status, 'waiting'),
        or(lt(waitlistEntries.createdAt, row.createdAt), and(eq(waitlistEntries.createdAt, row.createdAt), lt(waitlistEntries.id, row.id))),
      ),
    );
  return (ahead?.entries ?? 0) + 1;
}

/** One entry as its traveller reads it. */
export async function entryAnswer(db: Executor, row: EntryRow, tourTitle: string): Promise<WaitlistEntryResponse> {
  return {
    _id: row.id,
    tourId: row.tourId,
    tourTitle,
    bookingDate: row.date,
    startTime: row.startTime,
    numPeople: row.numPeople,
    party: partyAnswer(row),
    status: row.status,
    joinedAt: row.createdAt.toISOString(),
    position: row.status === 'waiting' ? await positionOf(db, row) : null,
    offer: row.status === 'offered' && row.offerExpiresAt ? { expiresAt: row.offerExpiresAt.toISOString(), seats: row.numPeople } : null,
  };
}

/** The entry's tour title, for answers about one entry. */
export async function tourTitleOf(db: Executor, tourId: string): Promise<string> {
  const [tour] = await db.select({ title: tours.title }).from(tours).where(eq(tours.id, tourId));
  return tour?.title ?? '';
}

/** A traveller's waiting lists, newest first; offers that are over are ended first, so each reads as it stands. */
export async function listTravellerEntries(db: Database, userId: string, now: Date = new Date()): Promise<WaitlistEntryResponse[]> {
  await db.transaction((tx) => settleOffersOf(tx, userId, now));
  const rows = await db
    .select({ entry: waitlistEntries, tourTitle: tours.title })
    .from(waitlistEntries)
    .innerJoin(tours, eq(tours.id, waitlistEntries.tourId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(SHOWN_ENTRIES);
  const answers: WaitlistEntryResponse[] = [];
  for (const { entry, tourTitle } of rows) answers.push(await entryAnswer(db, entry, tourTitle));
  return answers;
}
