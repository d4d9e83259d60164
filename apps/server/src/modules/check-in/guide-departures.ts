import type { GuideDeparture } from '@yatrika/contract/guides';
import { partyWords } from '@yatrika/contract/person-types';
import type { Executor } from '../../db/client.ts';
import { guideDays, scopeAllows, type DepartureScope } from '../guides/public.ts';
import { departuresOfDay } from './day-departures.ts';

/**
 * Today's and tomorrow's departures with travellers, as the guide's phone lists them: where and
 * when to meet, the party by person type, and who has come. A guide's own only (decision 051);
 * a deleted tour's bookings have no departure to assign, so they are left out.
 */
export async function guideDepartures(db: Executor, scope: DepartureScope, now: Date = new Date()): Promise<{ today: string; tomorrow: string; departures: GuideDeparture[] }> {
  const [today, tomorrow] = guideDays(now);
  const days = await Promise.all([today, tomorrow].map((day) => departuresOfDay(db, day, now)));
  const departures: GuideDeparture[] = [];
  for (const departure of days.flat()) {
    if (departure.tourId === null || !scopeAllows(scope, departure)) continue;
    const party = { adult: 0, child: 0, infant: 0, senior: 0 };
    for (const booking of departure.bookings) {
      for (const type of Object.keys(party) as (keyof typeof party)[]) party[type] += booking.party[type];
    }
    departures.push({
      tourId: departure.tourId,
      title: departure.title,
      date: departure.date,
      startTime: departure.startTime,
      meetingPoint: departure.meetingPoint,
      party,
      partyWords: partyWords({ numPeople: departure.people, party }),
      people: departure.people,
      bookings: departure.bookings.length,
      checkedIn: departure.checkedIn,
      waiting: departure.waiting,
      noShow: departure.noShow,
    });
  }
  // Earliest first: the date, then the start time, then the title.
  return { today, tomorrow, departures: departures.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title)) };
}
