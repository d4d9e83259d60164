import { todayInIndia } from '@yatrika/contract/dates';
import { and, asc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { stillInLine } from './entry-rows.ts';
import { offerFreedSeats, type OfferRound } from './offers.ts';
import type { WaitlistSettings } from './settings.ts';

/** Departures looked at per sweep, soonest first; the rest wait for the next sweep. */
const DEPARTURES_PER_SWEEP = 500;

export const WAITLIST_SWEEP_JOB = 'waitlist-sweep';

/**
 * The periodic look that nothing is missed: seats can come free without any change announcing
 * them (a checkout's hold that ran out, a declined card), offers run out, and a job announcing a
 * change may have found the departure busy. Every departure with someone in line is looked at
 * (offerFreedSeats, each in its own transaction under its lock), and the lines of departures
 * already past end. Safe to repeat and to run on two instances at once.
 */
export async function sweepWaitlist(db: Database, settings: WaitlistSettings, now: Date): Promise<OfferRound & { departures: number }> {
  const today = todayInIndia(now);
  const past = await db
    .update(waitlistEntries)
    .set({ status: 'ended', endedAt: now })
    .where(and(stillInLine(), lt(waitlistEntries.date, today)))
    .returning({ id: waitlistEntries.id });
  const departures = await db
    .selectDistinct({ tourId: waitlistEntries.tourId, date: waitlistEntries.date, startTime: waitlistEntries.startTime })
    .from(waitlistEntries)
    .where(stillInLine())
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.tourId), asc(waitlistEntries.startTime))
    .limit(DEPARTURES_PER_SWEEP);
  const total = { departures: departures.length, offered: 0, booked: 0, lapsed: 0, ended: past.length };
  for (const departure of departures) {
    const round = await offerFreedSeats(db, departure, settings, now);
    total.offered += round.offered;
    total.booked += round.booked;
    total.lapsed += round.lapsed;
    total.ended += round.ended;
  }
  return total;
}
