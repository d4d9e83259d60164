import { formatLongDate, formatRupees } from '../../../lib/format.ts';

interface ClosingBooking {
  _id: string;
  tourTitle: string;
  bookingDate: string;
  numPeople: number;
  refundAmount: number;
  /** Known before the delete (the plan); the delete's answer names the refund only. */
  paidAmount?: number;
}

/**
 * The bookings closing an account cancels, each with its refund: as the plan before the delete
 * and as the closed-account page after it, so the two read alike.
 */
export function ClosingBookingList({ bookings }: { bookings: readonly ClosingBooking[] }) {
  return (
    <ul className="flex flex-col divide-y divide-stone-100 rounded-xl text-sm ring-1 ring-stone-200">
      {bookings.map((booking) => (
        <li key={booking._id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <span className="min-w-0">
            <span className="block font-semibold break-words text-stone-900">{booking.tourTitle}</span>
            <span className="text-stone-600">
              {formatLongDate(booking.bookingDate)} · {booking.numPeople} {booking.numPeople === 1 ? 'person' : 'people'}
            </span>
          </span>
          <span className="shrink-0 font-medium text-stone-900">
            Refund {formatRupees(booking.refundAmount)}
            {booking.paidAmount !== undefined && ` of ${formatRupees(booking.paidAmount)} paid`}
          </span>
        </li>
      ))}
    </ul>
  );
}
