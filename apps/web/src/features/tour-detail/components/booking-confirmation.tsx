import { bookingMessages } from '@yatrika/contract/booking-messages';
import type { Booking } from '@yatrika/contract/bookings';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { partyWords } from '../../../lib/party-words.ts';
import { bookingCheckoutMessages } from '../payment/booking-checkout.ts';

/**
 * The moment after paying: one panel with the spec's sentences, the reference to quote, what was
 * booked and paid, and what happens next, with the way to the booking's own page. The spec's
 * success sentence always; its "approval is pending" only for a booking that waits for the operator
 * (a tour that confirms at once is booked already), and the status badge says which.
 * `amountPaid` (rupees): what this checkout charged, the advance when paying in parts; the
 * verification's booking answers its total, not what was paid toward it.
 */
export function BookingConfirmation({ booking, amountPaid }: { booking: Booking; amountPaid?: number }) {
  const people = partyWords(booking);
  const paid = booking.amountPaid ?? amountPaid ?? booking.payment?.amount ?? booking.totalPrice;
  // Paying in parts (decision 035): what is left, and by when.
  const balance = booking.amountDue ?? Math.round((booking.totalPrice - paid) * 100) / 100;
  const balanceLine = booking.balanceDueOn && balance > 0 ? partPaymentMessages.balanceDue(balance, booking.balanceDueOn) : null;
  return (
    <section aria-labelledby="booking-confirmed" className="flex flex-col gap-4 rounded-xl bg-emerald-50 px-4 py-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
      <div className="flex items-start gap-3">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-emerald-700 font-bold text-white" aria-hidden="true">
          ✓
        </span>
        <div>
          {/* Announced the moment it appears, and names the panel. */}
          <p id="booking-confirmed" className="text-base font-semibold" role="status">
            {bookingCheckoutMessages.succeeded}
          </p>
          {booking.status === 'pending' && <p className="mt-0.5">{bookingMessages.created}</p>}
        </div>
      </div>

      <p className="rounded-lg bg-white px-3 py-2 ring-1 ring-emerald-200">
        Your booking reference is <strong className="font-mono text-base tracking-wide whitespace-nowrap">{booking.reference}</strong>
      </p>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-emerald-900">Tour</dt>
        <dd className="font-semibold">{booking.tour.title}</dd>
        <dt className="text-emerald-900">Date</dt>
        <dd className="font-semibold">
          <time dateTime={booking.bookingDate}>{formatLongDate(booking.bookingDate)}</time>
        </dd>
        <dt className="text-emerald-900">Travellers</dt>
        <dd className="font-semibold">{people}</dd>
        <dt className="text-emerald-900">Amount paid</dt>
        <dd className="font-semibold">{formatRupees(paid)}</dd>
        <dt className="text-emerald-900">Status</dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
      </dl>

      {balanceLine && <p className="font-semibold">{balanceLine}</p>}

      {booking.status === 'pending' && (
        <p>
          <span className="font-semibold">What happens next: </span>
          {bookingMessages.pendingNextStep}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.myBooking.href(booking._id)} variant="primary" size="sm">
          View booking and receipt
        </ButtonLink>
        <ButtonLink to={paths.myBookings.href} variant="secondary" size="sm">
          Go to My Bookings
        </ButtonLink>
      </div>
    </section>
  );
}
