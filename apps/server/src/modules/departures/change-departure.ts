import { departureMessages } from '@yatrika/contract/departure-messages';
import { todayInIndia } from '@yatrika/contract/dates';
import type { AdminDeparture } from '@yatrika/contract/departures';
import { tourMessages } from '@yatrika/contract/tour-messages';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departures } from '../../db/schema/departures.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';
import { findDeparture } from './manifest.ts';
import { readDepartureSeats } from './calendar.ts';
import { lockDeparture } from './seats.ts';
import { announceFreedSeats } from './seats-freed.ts';

export interface DepartureChange {
  capacity?: number;
  closed?: boolean;
  /** Which departure of the date; the tour's first start time when left out. */
  startTime?: string;
}

/**
 * The operator changes one departure of a tour (a date at a start time): its capacity, whether it
 * runs, or both. A start time the tour does not run is refused (409): there is nothing to change.
 * Under the departure's lock, so no sale slips in between the check and the change.
 * A capacity below the seats already taken (bookings and live holds) is refused;
 * closing a date keeps the travellers already on it (the operator decides about them).
 */
export async function changeDeparture(
  db: Database,
  tourId: string,
  date: string,
  change: DepartureChange,
  actor: AuditActor,
  today: string = todayInIndia(),
  now: Date = new Date(),
): Promise<AdminDeparture> {
  if (date < today) throw badRequest(departureMessages.pastDeparture);
  const { startTime: asked, ...values } = change;
  const startTime = await db.transaction(async (tx) => {
    const locked = await lockDeparture(tx, tourId, date, asked);
    if (!locked) throw notFound(tourMessages.notFound);
    const { tour, startTime } = locked;
    if (!tour.startTimes.includes(startTime)) throw conflict(tourScheduleMessages.notAtStartTime(startTime, tour.startTimes));
    if (values.capacity !== undefined) {
      const seats = await readDepartureSeats(tx, tour, { date, startTime }, { now });
      const taken = seats.booked + seats.held;
      if (values.capacity < taken) throw conflict(departureMessages.capacityBelowTaken(taken));
    }
    const departureOf = and(eq(departures.tourId, tour.id), eq(departures.date, date), eq(departures.startTime, startTime));
    const [existing] = await tx.select({ capacity: departures.capacity, closed: departures.closed }).from(departures).where(departureOf);
    // A departure with no row of its own runs with the tour's group size.
    const before = { capacity: existing?.capacity ?? tour.capacity, closed: existing?.closed ?? false };
    const set = { ...values, updatedAt: new Date() };
    await tx
      .insert(departures)
      .values({ tourId: tour.id, date, startTime, ...set })
      .onConflictDoUpdate({ target: [departures.tourId, departures.date, departures.startTime], set });
    await recordAudit(tx, actor, {
      action: 'departure.update',
      subject: { kind: 'departure', id: `${tour.id}/${date}/${startTime}` },
      before,
      after: { ...before, ...values },
    });
    // A larger capacity or a date reopened may have seats for its waiting list (decision 037).
    if (values.capacity !== undefined || values.closed === false) await announceFreedSeats(tx, { tourId: tour.id, date, startTime });
    return startTime;
  });
  return (await findDeparture(db, tourId, date, startTime, now))!;
}
