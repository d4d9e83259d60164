import { bookingChannelWords } from '@yatrika/contract/admin-booking-table';
import type { AdminBooking } from '@yatrika/contract/bookings';
import { paymentMethodLabels } from '@yatrika/contract/payment-methods';
import type { ReactNode } from 'react';
import { Detail } from '../../../components/admin/detail.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { PinIcon } from '../../../components/admin/icons.tsx';
import { refundStatusLabels } from './payment-status-badge.tsx';
import { partialRefundLabel } from './party-words.ts';
import { refundByHandMessages } from '@yatrika/contract/refund-by-hand-messages';
import { describeParty } from '@yatrika/contract/person-types';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { balanceOwing } from './balance-due-dialog.tsx';

interface AdminBookingCardProps {
  booking: AdminBooking;
  /** The booking's buttons (booking-actions.tsx). */
  actions: ReactNode;
  eager?: boolean;
}

/** One booking as operations sees it: the tour and its reference, who travels, when, how many, what it cost. */
export function AdminBookingCard({ booking, actions, eager = false }: AdminBookingCardProps) {
  const { tour, refund } = booking;
  const balance = balanceOwing(booking);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="flex gap-4 border-b border-stone-100 p-4">
        <img
          src={mediaUrl(tour.image)}
          srcSet={mediaSrcSet(tour.image)}
          sizes="96px"
          alt={tour.title}
          width={96}
          height={72}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-18 w-24 shrink-0 rounded-lg bg-stone-200 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 text-base leading-snug font-semibold break-words">{tour.title}</h2>
            <StatusBadge status={booking.status} />
          </div>
          <p className="font-mono text-sm font-semibold tracking-wide text-stone-700">
            <span className="sr-only">Reference </span>
            {booking.reference}
          </p>
          <p className="flex items-start gap-1 text-sm text-stone-600">
            <PinIcon className="mt-0.5 size-4 shrink-0 text-stone-400" />
            {tour.location}
          </p>
        </div>
      </div>

      <dl className="grid flex-1 grid-cols-2 content-start gap-x-4 gap-y-3 p-4 text-sm">
        <Detail term="Name">{booking.fullName}</Detail>
        <Detail term="Phone">
          <a href={`tel:${booking.phone}`} className="text-brand-700 tabular-nums hover:underline">
            {booking.phone}
          </a>
        </Detail>
        <Detail term="Booking date">{formatLongDate(booking.bookingDate)}</Detail>
        <Detail term="Start time">{booking.startTime}</Detail>
        {booking.channel && <Detail term="Channel">{bookingChannelWords[booking.channel]}</Detail>}
        <Detail term="People">
          {booking.numPeople}
          {booking.party.child + booking.party.infant + booking.party.senior > 0 && <span className="text-stone-600"> ({describeParty(booking.party)})</span>}
        </Detail>
        <Detail term="Total price">
          <span className="text-base font-bold text-stone-900">{formatRupees(booking.totalPrice)}</span>
        </Detail>
        <Detail term="Account">
          {booking.user ? (
            `@${booking.user.username}`
          ) : booking.reseller ? (
            <span className="text-stone-500">None (sold by a reseller)</span>
          ) : (
            <span className="text-stone-500">Deleted account</span>
          )}
        </Detail>
        {booking.reseller && (
          <Detail term="Reseller">
            {booking.reseller.name && <span className="block font-semibold break-words text-stone-900">{booking.reseller.name}</span>}
            {booking.reseller.paidToReseller ? 'Paid to the reseller' : 'Paid to Yatrika'}
            {booking.reseller.reference && <span className="block truncate text-xs text-stone-500">Their reference {booking.reseller.reference}</span>}
          </Detail>
        )}
        {balance && (
          <div className="col-span-2 rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
            <dt className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Paid by advance</dt>
            <dd className="font-semibold text-amber-950">{partPaymentMessages.balanceDue(balance.amount, balance.dueOn)}</dd>
          </div>
        )}
        {refund && (
          <div className="col-span-2 rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
            <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Refund</dt>
            <dd className={`font-semibold ${refund.status === 'failed' ? 'text-red-700' : refund.status === 'pending' ? 'text-marigold-700' : 'text-emerald-700'}`}>
              {refund.byHand
                ? refund.status === 'pending'
                  ? `To hand back · ${formatRupees(refund.amount)}`
                  : `Handed back · ${formatRupees(refund.amount)}`
                : `${refundStatusLabels[refund.status]} · ${formatRupees(refund.amount)}`}
              {refund.byHand && refund.status === 'pending' && (
                <span className="block text-xs font-normal text-stone-600">Paid offline: {refundByHandMessages.handBack(refund.amount)} Then mark it handed back.</span>
              )}
              {(refund.id ?? refund.reference) && <span className="block truncate text-xs font-normal text-stone-500">Reference {refund.id ?? refund.reference}</span>}
            </dd>
          </div>
        )}
        <PartyMoney booking={booking} />
      </dl>

      <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 px-4 py-3">{actions}</div>
    </article>
  );
}

/** The money of the booking's party changes (decision 023): each refund of part of it and each amount collected. */
function PartyMoney({ booking }: { booking: AdminBooking }) {
  const refunds = booking.partialRefunds ?? [];
  const collected = booking.extraPayments ?? [];
  if (refunds.length === 0 && collected.length === 0) return null;
  return (
    <div className="col-span-2 rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Party changes</dt>
      <dd>
        <ul className="flex flex-col gap-0.5">
          {refunds.map((refund) => (
            <li key={refund._id} className={refund.status === 'failed' ? 'text-red-700' : refund.status === 'pending' ? 'text-marigold-700' : 'text-emerald-700'}>
              {partialRefundLabel(refund)}
            </li>
          ))}
          {collected.map((payment) => (
            <li key={payment._id} className="text-stone-700">
              Collected {formatRupees(payment.amount)} · {paymentMethodLabels[payment.method]}
              {payment.reference ? ` · ${payment.reference}` : ''}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
