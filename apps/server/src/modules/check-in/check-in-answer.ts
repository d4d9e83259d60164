import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly } from '@yatrika/contract/price-calculation';
import type { Attendance } from '@yatrika/contract/attendance';
import { bookingReference } from '@yatrika/contract/booking-reference';
import type { CheckInBooking, CheckInOutcome, CheckInResponse } from '@yatrika/contract/check-ins';
import { effectiveStatus } from '@yatrika/contract/dates';
import { nothingToCollect } from '@yatrika/contract/ticket-messages';
import { paymentStateOf, type BalanceOwed, type BookingMoney } from '../tickets/public.ts';
import type { BookingRow } from './scanned-booking.ts';

/** What the card says beside the booking's own row: any balance it still owes, and the reseller who sold it. */
export type CheckInExtras = BalanceOwed & { soldBy?: string };

/** The booking as the check-in card shows it, its status read on the check-in's day, with its extras. */
export function toCheckInBooking(row: BookingRow & Pick<BookingMoney, 'cancelRefund'>, day: string, extras: CheckInExtras = {}): CheckInBooking {
  const paymentState = paymentStateOf(row);
  return {
    _id: row.id,
    reference: bookingReference(row.number),
    fullName: row.fullName,
    tourId: row.tourId,
    tourTitle: row.tourTitle,
    date: row.bookingDate,
    startTime: row.startTime,
    numPeople: row.numPeople,
    party: fullParty(row.party ?? adultsOnly(row.numPeople)),
    status: effectiveStatus(row.status, row.bookingDate, day),
    paymentState,
    paidInFull: nothingToCollect(paymentState),
    ...extras,
  };
}

export function checkInAnswer(
  outcome: CheckInOutcome,
  message: string,
  booking: CheckInBooking,
  attendance: Attendance,
  counted: { checkedInNow?: number; duplicate?: boolean } = {},
): CheckInResponse {
  return { outcome, message, checkedInNow: counted.checkedInNow ?? 0, duplicate: counted.duplicate ?? false, booking, attendance };
}
