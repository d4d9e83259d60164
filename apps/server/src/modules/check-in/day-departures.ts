import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly } from '@yatrika/contract/price-calculation';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { departureStart } from '@yatrika/contract/cancellation-policy';
import type { CheckInDeparture } from '@yatrika/contract/check-ins';
import { effectiveStatus } from '@yatrika/contract/dates';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { nothingToCollect } from '@yatrika/contract/ticket-messages';
import { paymentStateOf } from '../tickets/public.ts';
import { expectedStatuses, readAttendanceRows, toAttendance } from './attendance.ts';

/** The departures of one day that have travellers to check in, each with its counts, by title then start time. */
export async function departuresOfDay(db: Executor, date: string, now: Date = new Date()): Promise<CheckInDeparture[]> {
  const rows = await db
    .select({ booking: bookings, meetingPoint: tours.meetingPoint })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(eq(bookings.bookingDate, date), inArray(bookings.status, expectedStatuses)))
    .orderBy(asc(bookings.tourTitle), asc(bookings.startTime), asc(bookings.fullName), asc(bookings.id));
  const attendanceRows = await readAttendanceRows(
    db,
    rows.map((row) => row.booking.id),
  );
  const started = now.getTime() >= departureStart(date).getTime();

  const byDeparture = new Map<string, CheckInDeparture>();
  for (const { booking, meetingPoint } of rows) {
    // A deleted tour's bookings keep their snapshot: they still meet, grouped by the title they booked.
    const key = `${booking.tourId ?? `deleted:${booking.tourTitle}`}|${booking.startTime}`;
    let departure = byDeparture.get(key);
    if (!departure) {
      departure = {
        tourId: booking.tourId,
        title: booking.tourTitle,
        date,
        startTime: booking.startTime,
        meetingPoint: meetingPoint?.trim() || null,
        started,
        people: 0,
        checkedIn: 0,
        noShow: 0,
        waiting: 0,
        bookings: [],
      };
      byDeparture.set(key, departure);
    }
    const status = effectiveStatus(booking.status, booking.bookingDate, date);
    const attendance = toAttendance(attendanceRows.get(booking.id), { numPeople: booking.numPeople, status });
    departure.people += booking.numPeople;
    departure.checkedIn += attendance.checkedIn;
    departure.noShow += attendance.noShow;
    departure.waiting += attendance.waiting;
    departure.bookings.push({
      _id: booking.id,
      reference: bookingReference(booking.number),
      fullName: booking.fullName,
      numPeople: booking.numPeople,
      party: fullParty(booking.party ?? adultsOnly(booking.numPeople)),
      status,
      paidInFull: nothingToCollect(paymentStateOf(booking)),
      attendance,
    });
  }
  return [...byDeparture.values()];
}
