import { bookingReference } from '@yatrika/contract/booking-reference';
import { departureStart } from '@yatrika/contract/cancellation-policy';
import { checkInMessages } from '@yatrika/contract/check-in-messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';
import { conflict } from '../../lib/errors.ts';
import { expectedStatuses, lockAttendance, toAttendance } from './attendance.ts';
import type { Operator } from './check-in.ts';
import { recordAudit } from '../audit/public.ts';

/**
 * Marks everyone still awaited on a departure as no-show, once it has begun (midnight India time
 * on its day): before then nobody can have missed it. Each party's row is locked in booking order,
 * so a check-in arriving at the same moment is either counted first or turns a no-show back into
 * an arrival; never both.
 */
export async function markNoShows(
  db: Database,
  departure: { tourId: string; date: string; startTime?: string | undefined },
  operator: Operator,
  now: Date = new Date(),
): Promise<number> {
  if (now.getTime() < departureStart(departure.date).getTime()) throw conflict(checkInMessages.notYetDeparted);
  return db.transaction(async (tx) => {
    const parties = await tx
      .select({ id: bookings.id, number: bookings.number, numPeople: bookings.numPeople, status: bookings.status })
      .from(bookings)
      .where(
        and(
          eq(bookings.tourId, departure.tourId),
          eq(bookings.bookingDate, departure.date),
          // One departure of the date, or all of them for a client that names none.
          departure.startTime === undefined ? undefined : eq(bookings.startTime, departure.startTime),
          inArray(bookings.status, expectedStatuses),
        ),
      )
      .orderBy(asc(bookings.id));
    let marked = 0;
    for (const party of parties) {
      const row = await lockAttendance(tx, party.id);
      const { waiting, noShow } = toAttendance(row, party);
      if (waiting === 0) continue;
      await tx
        .update(bookingAttendance)
        .set({ noShowPeople: noShow + waiting, noShowMarkedAt: now, noShowMarkedBy: operator.name, updatedAt: now })
        .where(eq(bookingAttendance.bookingId, party.id));
      await recordAudit(tx, operator.audit, {
        action: 'check-in.no-show',
        subject: { kind: 'booking', id: party.id },
        bookingReference: bookingReference(party.number),
        before: { noShowPeople: noShow },
        after: { noShowPeople: noShow + waiting },
      });
      marked += waiting;
    }
    return marked;
  });
}
