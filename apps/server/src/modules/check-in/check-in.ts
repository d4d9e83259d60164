import { randomUUID } from 'node:crypto';
import { checkInMessages } from '@yatrika/contract/check-in-messages';
import type { CheckInBooking, CheckInResponse } from '@yatrika/contract/check-ins';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { todayInIndia } from '@yatrika/contract/dates';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookingAttendance, checkInScans } from '../../db/schema/check-ins.ts';
import { badRequest } from '../../lib/errors.ts';
import { lockAttendance, readAttendanceRows, toAttendance } from './attendance.ts';
import { checkInAnswer, toCheckInBooking } from './check-in-answer.ts';
import { findScannedBooking, soldByOf, type BookingRow } from './scanned-booking.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';
import { balanceOwed } from '../tickets/public.ts';
import { isCancelRefund, refundsOf } from '../money/public.ts';
import { requireInScope, type DepartureScope } from '../guides/public.ts';

export interface CheckInInput {
  code?: string | undefined;
  reference?: string | undefined;
  people?: number | undefined;
  id?: string | undefined;
  scannedAt?: string | undefined;
}

/** The operator at the meeting point, by name as it reads now (the account may go later). */
export interface Operator {
  userId: string;
  name: string;
  /** The same account, for the audit log. */
  audit: AuditActor;
}

/**
 * What a ticket is on this day, counting nobody: the card the operator sees before checking the
 * party in. Undefined when it may be checked in (then `ready` or `already_checked_in` below).
 */
async function refusal(db: Database, booking: BookingRow, shown: CheckInBooking, day: string): Promise<CheckInResponse | undefined> {
  if (booking.status !== 'canceled' && booking.bookingDate === day) return undefined;
  const attendance = toAttendance((await readAttendanceRows(db, [booking.id])).get(booking.id), booking);
  return booking.status === 'canceled'
    ? checkInAnswer('cancelled', checkInMessages.cancelled, shown, attendance)
    : checkInAnswer('other_date', checkInMessages.otherDate(booking.bookingDate), shown, attendance);
}

/** The card's booking: its row as read on `day`, with the balance it owes and who sold it. */
async function shownOn(db: Database, booking: BookingRow, day: string): Promise<CheckInBooking> {
  const [balance, soldBy, refunds] = await Promise.all([balanceOwed(db, booking), soldByOf(db, booking), booking.status === 'canceled' ? refundsOf(db, [booking.id]) : []]);
  return toCheckInBooking({ ...booking, cancelRefund: refunds.find(isCancelRefund) ?? null }, day, { ...balance, ...soldBy });
}

/**
 * The ticket's booking, refused (403) before anything of it is shown when its departure is not
 * the operator's to work on: a guide's are today's and tomorrow's of their tours (decision 051).
 */
async function scannedInScope(db: Database, input: Pick<CheckInInput, 'code' | 'reference'>, scope: DepartureScope): Promise<BookingRow> {
  const booking = await findScannedBooking(db, input);
  requireInScope(scope, { tourId: booking.tourId, date: booking.bookingDate, startTime: booking.startTime });
  return booking;
}

/** Looks a scanned or typed ticket up without checking anyone in. */
export async function lookUpTicket(db: Database, input: Pick<CheckInInput, 'code' | 'reference'>, scope: DepartureScope, now: Date = new Date()): Promise<CheckInResponse> {
  const booking = await scannedInScope(db, input, scope);
  const day = todayInIndia(now);
  const shown = await shownOn(db, booking, day);
  const refused = await refusal(db, booking, shown, day);
  if (refused) return refused;
  const attendance = toAttendance((await readAttendanceRows(db, [booking.id])).get(booking.id), booking);
  return attendance.checkedIn >= booking.numPeople
    ? checkInAnswer('already_checked_in', checkInMessages.alreadyCheckedIn, shown, attendance)
    : checkInAnswer('ready', checkInMessages.awaited(booking.numPeople - attendance.checkedIn), shown, attendance);
}

/**
 * Checks in people of the booking a ticket or reference names, on the day it was scanned.
 * A cancelled booking or another date's ticket is answered, not counted.
 */
export async function checkIn(db: Database, input: CheckInInput, operator: Operator, scope: DepartureScope, now: Date = new Date()): Promise<CheckInResponse> {
  const booking = await scannedInScope(db, input, scope);
  // A check-in queued offline counts for the moment it was scanned, never for a moment yet to come.
  const scannedAt = input.scannedAt ? new Date(Math.min(Date.parse(input.scannedAt), now.getTime())) : now;
  const day = todayInIndia(scannedAt);
  const shown = await shownOn(db, booking, day);
  const refused = await refusal(db, booking, shown, day);
  if (refused) return refused;
  return db.transaction((tx) => countArrivals(tx, booking, { ...input, scannedAt }, operator, now, shown));
}

/**
 * Counts the arrivals with the booking's attendance row locked, so two phones scanning the same
 * ticket at once queue behind each other and never check in more people than the party. A
 * check-in id already recorded (a queue sent twice) answers what it counted then.
 */
async function countArrivals(
  tx: Transaction,
  booking: BookingRow,
  input: Omit<CheckInInput, 'scannedAt'> & { scannedAt: Date },
  operator: Operator,
  now: Date,
  shown: CheckInBooking,
): Promise<CheckInResponse> {
  const row = await lockAttendance(tx, booking.id);
  if (input.id) {
    const [recorded] = await tx.select().from(checkInScans).where(eq(checkInScans.id, input.id));
    if (recorded && recorded.bookingId !== booking.id) throw badRequest(checkInMessages.idUsedElsewhere);
    if (recorded) {
      return checkInAnswer('checked_in', checkInMessages.checkedIn(recorded.people), shown, toAttendance(row, booking), {
        checkedInNow: recorded.people,
        duplicate: true,
      });
    }
  }

  const attendance = toAttendance(row, booking);
  // Everyone not yet checked in may still come: someone marked no-show who turns up late is checked in.
  const notCheckedIn = booking.numPeople - attendance.checkedIn;
  const wanted = input.people ?? (attendance.waiting > 0 ? attendance.waiting : notCheckedIn);
  const people = Math.min(wanted, notCheckedIn);
  if (people <= 0) return checkInAnswer('already_checked_in', checkInMessages.alreadyCheckedIn, shown, attendance);

  await tx.insert(checkInScans).values({
    id: input.id ?? randomUUID(),
    bookingId: booking.id,
    people,
    scannedAt: input.scannedAt,
    recordedAt: now,
    byUserId: operator.userId,
    byName: operator.name,
  });
  const checkedIn = attendance.checkedIn + people;
  const [updated] = await tx
    .update(bookingAttendance)
    .set({
      checkedInPeople: checkedIn,
      noShowPeople: Math.min(attendance.noShow, booking.numPeople - checkedIn),
      firstCheckedInAt: row.firstCheckedInAt && row.firstCheckedInAt < input.scannedAt ? row.firstCheckedInAt : input.scannedAt,
      lastCheckedInAt: row.lastCheckedInAt && row.lastCheckedInAt > input.scannedAt ? row.lastCheckedInAt : input.scannedAt,
      lastCheckedInBy: row.lastCheckedInAt && row.lastCheckedInAt > input.scannedAt ? row.lastCheckedInBy : operator.name,
      updatedAt: now,
    })
    .where(eq(bookingAttendance.bookingId, booking.id))
    .returning();
  await recordAudit(tx, operator.audit, {
    action: 'check-in.scan',
    subject: { kind: 'booking', id: booking.id },
    bookingReference: bookingReference(booking.number),
    before: { checkedInPeople: attendance.checkedIn, noShowPeople: attendance.noShow },
    after: { checkedInPeople: updated!.checkedInPeople, noShowPeople: updated!.noShowPeople, people, by: input.code ? 'scan' : 'reference' },
  });
  return checkInAnswer('checked_in', checkInMessages.checkedIn(people), shown, toAttendance(updated, booking), { checkedInNow: people });
}
