import { attentionReasonSentences, checkoutOutcomeSentences, refundReasonOperatorPhrases, type AdminPayment, type CheckoutOutcome } from '@yatrika/contract/payment-records';
import { paymentMethodLabels } from '@yatrika/contract/payment-methods';
import { refundByHandMessages } from '@yatrika/contract/refund-by-hand-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { HandBackDialog } from './hand-back-dialog.tsx';
import { PaymentLinkPanel } from './payment-link-panel.tsx';
import { Detail } from '../../../components/admin/detail.tsx';
import { formatIndiaDateTime, formatRupees } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PaymentStatusBadge, refundStatusLabels } from './payment-status-badge.tsx';

/**
 * One payment order as operations sees it: the tour, the traveller and the amount first, then the
 * account, when, where the money went (a booking, or a refund and why) and the provider's order
 * id. Flagged when it needs a person to look.
 */
export function AdminPaymentCard({ payment }: { payment: AdminPayment }) {
  const { refund, user } = payment;
  const stranded = strandedBooking(payment);
  const [handingBack, setHandingBack] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const owedByHand = payment.attentionReason === 'refund_by_hand' && refund !== null && payment.bookingId !== null;
  return (
    <article
      aria-labelledby={`payment-${payment.orderId} payment-order-${payment.orderId}`}
      className={`flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 sm:p-5 ${payment.needsAttention ? 'ring-red-300' : 'ring-stone-200/70'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`payment-${payment.orderId}`} className="text-base leading-snug font-semibold break-words text-stone-900">
            {payment.tourTitle ?? 'No tour chosen'}
          </h2>
          <p className="text-sm text-stone-700">
            {payment.travellerName ?? 'Traveller not named'}
            {payment.reference && (
              <>
                {' · '}
                <span className="sr-only">Reference </span>
                <span className="font-mono font-semibold tracking-wide">{payment.reference}</span>
              </>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <PaymentStatusBadge status={payment.status} />
            <CheckoutOutcomeBadge outcome={payment.checkoutOutcome} />
            {payment.needsAttention && (
              <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">Needs attention</span>
            )}
          </div>
        </div>
        <p className="font-display text-2xl font-bold text-stone-900 tabular-nums">{formatRupees(payment.amount)}</p>
      </div>

      {/* On one row the times get room for "November 24, 2026 at 3:40 AM IST" at 1280 px, the booking its link;
          the same shares on every card keep the columns of the list in line. */}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)]">
        <Detail term="Traveller">
          {user ? (
            <>
              <span className="block font-semibold">@{user.username}</span>
              <Email address={user.email} />
            </>
          ) : (
            <span className="text-stone-600">Deleted account</span>
          )}
        </Detail>
        <Detail term="Created">{formatIndiaDateTime(payment.createdAt)}</Detail>
        <Detail term="Paid">
          {payment.paidAt ? formatIndiaDateTime(payment.paidAt) : <span className="text-stone-600">Not paid</span>}
          {payment.method === 'online' ? (
            payment.paymentId && <span className="block font-mono text-xs break-all text-stone-600">{payment.paymentId}</span>
          ) : (
            // Taken by the operator with a booking by phone: how, and what the traveller read out.
            <span className="block text-xs text-stone-600">
              Offline · {paymentMethodLabels[payment.method]}
              {payment.paymentReference && <span className="font-mono break-all"> · {payment.paymentReference}</span>}
            </span>
          )}
        </Detail>
        <Detail term="Booking">
          <BookingLink bookingId={payment.bookingId} />
        </Detail>
      </dl>
      <p className="text-xs text-stone-600">
        Order <span id={`payment-order-${payment.orderId}`} className="font-mono break-all">{payment.orderId}</span>
      </p>
      {payment.paymentLink && <PaymentLinkPanel orderId={payment.orderId} link={payment.paymentLink} />}
      {stranded && <p className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">{stranded}</p>}
      {refund && (
        <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200">
          <span className={`font-semibold ${refund.status === 'failed' ? 'text-red-700' : refund.status === 'pending' ? 'text-marigold-800' : 'text-emerald-800'}`}>
            {refund.byHand ? (refund.status === 'pending' ? 'To hand back' : 'Handed back') : refundStatusLabels[refund.status]} · {formatRupees(refund.amount)}
          </span>
          {refund.amount !== payment.amount && <> of {formatRupees(payment.amount)}</>}: {refundReasonOperatorPhrases[refund.reason]}.
        </p>
      )}
      {owedByHand && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-medium">
            {refundByHandMessages.handBack(refund.amount, payment.method)} {attentionReasonSentences.refund_by_hand}
          </p>
          <Button size="sm" onClick={() => setHandingBack(true)} aria-label={`Mark refund handed back for payment ${payment.orderId}`}>
            Mark refund handed back
          </Button>
        </div>
      )}
      {notice && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {notice}
        </p>
      )}
      {handingBack && owedByHand && (
        <HandBackDialog
          refund={{ bookingId: payment.bookingId!, amount: refund.amount, method: payment.method }}
          onClose={() => setHandingBack(false)}
          onHandedBack={(message) => {
            setHandingBack(false);
            setNotice(message);
          }}
        />
      )}
    </article>
  );
}

/**
 * How the checkout ended, when it did not end paid: a declined payment reads apart from a
 * checkout left unpaid (both leave the order unpaid, for different reasons).
 */
function CheckoutOutcomeBadge({ outcome }: { outcome: CheckoutOutcome }) {
  if (outcome === 'paid') return null;
  const tone = outcome === 'declined' ? 'bg-red-50 text-red-800 ring-red-200' : outcome === 'abandoned' ? 'bg-stone-100 text-stone-700 ring-stone-300' : 'bg-sky-50 text-sky-800 ring-sky-200';
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{checkoutOutcomeSentences[outcome]}</span>;
}

/**
 * A booking stranded by a withdrawal says why on its card; the other reasons show already: no
 * booking ("None") for a paid order past its grace, the refund line for a refund failed or late.
 */
function strandedBooking(payment: AdminPayment): string | null {
  const reason = payment.attentionReason;
  return reason === 'tour_withdrawn' || reason === 'account_deleted' ? attentionReasonSentences[reason] : null;
}

/** An email that does not fit its column wraps before the @, and within a part only if that part alone is too long. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <span className="block text-stone-600 wrap-anywhere">
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </span>
  );
}

/** The booking the payment paid for, if any; the admin Bookings screen holds it. */
function BookingLink({ bookingId }: { bookingId: string | null }) {
  if (!bookingId) return <span className="text-stone-600">None</span>;
  return (
    <Link to={paths.adminBookings.href} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
      View in Bookings
    </Link>
  );
}
