import { packingGuideMessages } from '@yatrika/contract/booking-messages';
import type { Booking } from '@yatrika/contract/bookings';
import { hasTicket } from '@yatrika/contract/ticket-messages';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { paths } from '../../../lib/paths.ts';
import { useGeneratePackingGuide } from '../api/generate-packing-guide.ts';
import { StatusAndPayment } from './status-and-payment.tsx';
import { BalanceDue } from './balance-due.tsx';
import { partialRefundLines, refundLine, type RefundTone } from './refund-words.ts';
import { TravellerNames } from './traveller-names.tsx';
import { partyWords } from '../../../lib/party-words.ts';

interface BookingCardProps {
  booking: Booking;
  /** The first cards on screen load their picture at once. */
  eager: boolean;
  onCancel: (booking: Booking) => void;
  /** Cancelling again retries a refund the provider has not accepted yet. */
  onRetryRefund: (booking: Booking) => void;
  onShowGuide: (markdown: string) => void;
  /** Change date and Change party (decision 036): the page opens their dialogs. */
  onChangeDate?: (booking: Booking) => void;
  onChangeParty?: (booking: Booking) => void;
}

/** Done is good news, waiting and nothing back are plain facts, a retry is worth a glance. */
const refundTones: Record<RefundTone, string> = {
  done: 'bg-emerald-50 text-emerald-800',
  waiting: 'bg-stone-100 text-stone-700',
  none: 'bg-stone-100 text-stone-700',
  retrying: 'bg-marigold-100 text-marigold-800',
};

/** A traveller may cancel anything not yet cancelled or completed. */
const canCancel = (booking: Booking) => booking.status !== 'canceled' && booking.status !== 'completed';

/**
 * A traveller may move or resize a booking still to come whose tour is still there (the server says
 * whether the policy allows it now); one a reseller sold changes only through the reseller.
 */
export const canChange = (booking: Booking) => canCancel(booking) && booking.tourId !== null && !booking.soldBy;

/** Who sold a reseller's booking and whom to ask to change it, in place of the changes the server would refuse. */
export const soldByLine = (reseller: string) => `Sold by ${reseller}: contact them to change or cancel this booking`;

// A refund by hand is the operator's to hand back: cancelling again would not help.
const refundOutstanding = (booking: Booking) =>
  booking.status === 'canceled' && booking.refund !== null && !booking.refund.byHand && (booking.refund.status === 'failed' || (booking.refund.status === 'pending' && booking.refund.id === null));

/** One booking: the tour, when, how many, what it cost, its status, and what can be done with it. */
export function BookingCard({ booking, eager, onCancel, onRetryRefund, onShowGuide, onChangeDate, onChangeParty }: BookingCardProps) {
  const guide = useGeneratePackingGuide();
  const people = partyWords(booking);
  const refund = refundLine(booking);

  function generateGuide() {
    guide.mutate(booking._id, { onSuccess: onShowGuide });
  }

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="aspect-[16/10] overflow-hidden bg-stone-200">
        <img
          src={mediaUrl(booking.tour.image)}
          srcSet={mediaSrcSet(booking.tour.image)}
          sizes="(min-width: 1280px) 30vw, (min-width: 640px) 50vw, 100vw"
          alt={booking.tour.title}
          width={480}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start justify-between gap-3">
            <p className="pt-0.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">{booking.tour.location}</p>
            <StatusAndPayment booking={booking} className="shrink-0 justify-end" />
          </div>
          <h2 className="text-lg leading-snug font-semibold">{booking.tour.title}</h2>
          <p className="text-sm text-stone-600">
            Reference <span className="font-mono font-semibold text-stone-900">{booking.reference}</span>
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-stone-500">Date</dt>
            <dd className="font-semibold text-stone-900">
              <time dateTime={booking.bookingDate}>{formatLongDate(booking.bookingDate)}</time>
              <span className="block text-xs font-normal text-stone-600">Sets off {booking.startTime}</span>
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Travellers</dt>
            <dd className="font-semibold text-stone-900">{people}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-stone-500">Names</dt>
            <dd className="font-semibold text-stone-900">
              <TravellerNames travellers={booking.travellers} unnamed={booking.unnamedTravellers} />
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-stone-500">Total price</dt>
            <dd className="text-stone-600">
              <span className="text-lg font-bold text-stone-900">{formatRupees(booking.totalPrice)}</span>{' '}
              <span className="text-xs">({formatRupees(booking.pricePerPerson)} per person)</span>
            </dd>
          </div>
        </dl>

        {booking.soldBy && canCancel(booking) && <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">{soldByLine(booking.soldBy)}</p>}
        <BalanceDue booking={booking} compact />
        {refund && (
          <div className={`rounded-xl px-4 py-3 text-sm ${refundTones[refund.tone]}`}>
            <p className="font-semibold">{refund.text}</p>
            {booking.refund?.id && <p className="mt-0.5 text-xs break-all text-stone-600">Refund ID: {booking.refund.id}</p>}
          </div>
        )}
        {partialRefundLines(booking).map((line) => (
          <div key={line.id} className={`rounded-xl px-4 py-3 text-sm ${refundTones[line.tone]}`}>
            <p className="font-semibold">{line.text}</p>
          </div>
        ))}

        {guide.isError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorMessage(guide.error, packingGuideMessages.failed)}
          </p>
        )}

        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {booking.status === 'booked' &&
            (booking.packingList ? (
              <Button size="sm" variant="primary" onClick={() => onShowGuide(booking.packingList ?? '')}>
                View Packing Guide
              </Button>
            ) : (
              <Button size="sm" variant="primary" onClick={generateGuide} disabled={guide.isPending}>
                {guide.isPending ? 'Generating Guide...' : 'Generate Packing Guide'}
              </Button>
            ))}
          {canChange(booking) && onChangeDate && (
            <Button size="sm" variant="secondary" onClick={() => onChangeDate(booking)}>
              Change date
            </Button>
          )}
          {canChange(booking) && onChangeParty && (
            <Button size="sm" variant="secondary" onClick={() => onChangeParty(booking)}>
              Change party
            </Button>
          )}
          {canCancel(booking) && !booking.soldBy && (
            <Button size="sm" variant="secondary" className="hover:border-red-600 hover:text-red-700" onClick={() => onCancel(booking)}>
              Cancel Booking
            </Button>
          )}
          {refundOutstanding(booking) && (
            <Button size="sm" variant="secondary" onClick={() => onRetryRefund(booking)}>
              Retry refund
            </Button>
          )}
          {hasTicket(booking.status) && (
            <Link
              to={paths.bookingTicket.href(booking._id)}
              className="ml-auto rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              E-ticket<span className="sr-only"> for {booking.reference}</span>
            </Link>
          )}
          <Link
            to={paths.myBooking.href(booking._id)}
            className={`${hasTicket(booking.status) ? '' : 'ml-auto '}rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline`}
          >
            Details and receipt<span className="sr-only"> for {booking.reference}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
