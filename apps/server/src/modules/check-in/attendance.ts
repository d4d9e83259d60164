import type { Attendance } from '@yatrika/contract/attendance';
import type { BookingStatus } from '@yatrika/contract/booking-status';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';

export type AttendanceRow = typeof bookingAttendance.$inferSelect;

/** The statuses whose travellers are expected at the meeting point. */
export const expectedStatuses = ['pending', 'booked', 'completed'] as const satisfies readonly BookingStatus[];

/**
 * A party's attendance from its row (none yet: nobody has come). A cancelled booking awaits no
 * one; the others await whoever is neither checked in nor marked no-show.
 */
export function toAttendance(row: AttendanceRow | undefined, party: { numPeople: number; status: BookingStatus }): Attendance {
  const checkedIn = row?.checkedInPeople ?? 0;
  const noShow = row?.noShowPeople ?? 0;
  return {
    checkedIn,
    noShow,
    waiting: party.status === 'canceled' ? 0 : Math.max(0, party.numPeople - checkedIn - noShow),
    firstCheckedInAt: row?.firstCheckedInAt?.toISOString() ?? null,
    lastCheckedInAt: row?.lastCheckedInAt?.toISOString() ?? null,
    lastCheckedInBy: row?.lastCheckedInBy ?? null,
  };
}

/** The attendance rows of these bookings, by booking id (bookings nobody has checked in have none). */
export async function readAttendanceRows(db: Executor, bookingIds: string[]): Promise<Map<string, AttendanceRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select().from(bookingAttendance).where(inArray(bookingAttendance.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** Each booking's attendance, by booking id: what the manifest shows beside each party. */
export async function attendanceOfBookings(
  db: Executor,
  parties: { _id: string; numPeople: number; status: BookingStatus }[],
): Promise<Map<string, Attendance>> {
  const rows = await readAttendanceRows(
    db,
    parties.map((party) => party._id),
  );
  return new Map(parties.map((party) => [party._id, toAttendance(rows.get(party._id), party)]));
}

/**
 * The booking's attendance row, made if it is missing, locked for the rest of the transaction:
 * every change to a party's counts goes through here, one at a time per booking.
 */
export async function lockAttendance(tx: Executor, bookingId: string): Promise<AttendanceRow> {
  await tx.insert(bookingAttendance).values({ bookingId }).onConflictDoNothing();
  const [row] = await tx.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, bookingId)).for('update');
  if (!row) throw new Error(`Attendance of booking ${bookingId} could not be stored`);
  return row;
}
