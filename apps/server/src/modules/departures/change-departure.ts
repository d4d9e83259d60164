import { departureMessages } from '@yatrika/contract/departure-messages';
import { todayInIndia } from '@yatrika/contract/dates';
import type { AdminDeparture } from '@yatrika/contract/departures';
import { tourMessages } from '@yatrika/contract/tour-messages';
import type { Database } from '../../db/client.ts';
import { departures } from '../../db/schema/departures.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findDeparture } from './manifest.ts';
import { readDepartureSeats } from './calendar.ts';
import { lockDeparture } from './seats.ts';

export interface DepartureChange {
  capacity?: number;
  closed?: boolean;
}

/**
 * The operator changes one date of a tour: its capacity, whether it runs, or both.
 * Under the departure's lock, so no sale slips in between the check and the change.
 * A capacity below the seats already taken (bookings and live holds) is refused;
 * closing a date keeps the travellers already on it (the operator decides about them).
 */
export async function changeDeparture(
  db: Database,
  tourId: string,
  date: string,
  change: DepartureChange,
  today: string = todayInIndia(),
  now: Date = new Date(),
): Promise<AdminDeparture> {
  if (date < today) throw badRequest(departureMessages.pastDeparture);
  await db.transaction(async (tx) => {
    const tour = await lockDeparture(tx, tourId, date);
    if (!tour) throw notFound(tourMessages.notFound);
    if (change.capacity !== undefined) {
      const seats = await readDepartureSeats(tx, tour, date, { now });
      const taken = seats.booked + seats.held;
      if (change.capacity < taken) throw conflict(departureMessages.capacityBelowTaken(taken));
    }
    const set = { ...change, updatedAt: new Date() };
    await tx
      .insert(departures)
      .values({ tourId: tour.id, date, ...set })
      .onConflictDoUpdate({ target: [departures.tourId, departures.date], set });
  });
  return (await findDeparture(db, tourId, date, now))!;
}
