import type { CustomerBooking } from '@yatrika/contract/customers';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** A booking opens on the admin bookings screen, found by its reference. */
const bookingHref = (reference: string) => `${paths.adminBookings.href}?query=${encodeURIComponent(reference)}`;

/** The traveller's bookings, newest first, each with what it cost, took and gave back. */
export function CustomerBookings({ bookings }: { bookings: CustomerBooking[] }) {
  if (bookings.length === 0) return <p className="text-sm text-stone-600">No bookings yet.</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {bookings.map((booking) => (
        <li key={booking._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
          <div className="min-w-0">
            <Link to={bookingHref(booking.reference)} className="font-semibold text-brand-700 hover:underline">
              {booking.tourTitle}
            </Link>
            <p className="text-sm text-stone-600">
              {formatLongDate(booking.bookingDate)} · {booking.numPeople} {booking.numPeople === 1 ? 'person' : 'people'} · Booking {booking.reference}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1 text-sm">
            <StatusBadge status={booking.status} />
            <span className="tabular-nums text-stone-700">
              {formatRupees(booking.totalPrice)} · paid {formatRupees(booking.paid)}
              {booking.refunded > 0 && <> · refunded {formatRupees(booking.refunded)}</>}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
