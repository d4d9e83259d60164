import { normalizedTourTitle, sameTourDates, tourDuplicateMessages, type TourDates } from '@yatrika/contract/tour-duplicates';
import { openSchedule } from '@yatrika/contract/tour-schedule-rules';
import type { TourScheduleFields } from '@yatrika/contract/tour-schedule';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Refuses (409, saying so) a new tour that repeats one in the catalogue: the same title, case and
 * spacing aside, on the same dates, banned tours included. The operator confirms to create it all
 * the same. Schedule fields the form leaves out take the defaults a new tour gets. Run in the
 * create's transaction: a lock on the title makes two creates of it take turns, the second then
 * seeing the first's tour.
 */
export async function refuseDuplicateTour(db: Executor, title: string, schedule: TourScheduleFields): Promise<void> {
  const dates: TourDates = {
    runWeekdays: schedule.runWeekdays ?? openSchedule.runWeekdays,
    seasons: schedule.seasons ?? openSchedule.seasons,
    closedRanges: schedule.closedRanges ?? openSchedule.closedRanges,
    startTimes: ('startTimes' in schedule ? schedule.startTimes : undefined) ?? openSchedule.startTimes,
  };
  const normalized = normalizedTourTitle(title);
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tour-title:${normalized}`}::text, 0))`);
  const sameTitle = await db
    .select({ title: tours.title, runWeekdays: tours.runWeekdays, seasons: tours.seasons, closedRanges: tours.closedRanges, startTimes: tours.startTimes })
    .from(tours)
    .where(sql`lower(regexp_replace(btrim(${tours.title}), '\\s+', ' ', 'g')) = ${normalized}`);
  const repeated = sameTitle.find((tour) => sameTourDates(tour, dates));
  if (repeated) throw conflict(tourDuplicateMessages.duplicate(repeated.title));
}
