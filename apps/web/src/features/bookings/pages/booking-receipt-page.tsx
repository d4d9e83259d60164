import { bookingMessages } from '@yatrika/contract/booking-messages';
import type { Booking } from '@yatrika/contract/bookings';
import { hasTicket } from '@yatrika/contract/ticket-messages';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BalanceDue } from '../components/balance-due.tsx';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCancellationPolicy } from '../../../lib/cancellation-policy.ts';
import { formatIndiaDateTime, formatLongDate, formatRupees } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useBooking } from '../api/get-booking.ts';
import { StatusAndPayment } from '../components/status-and-payment.tsx';
import { partialRefundLines, refundLine } from '../components/refund-words.ts';
import { laterPaymentLabel, laterPayments } from '../components/ledger-words.ts';
import { TravellerNames } from '../components/traveller-names.tsx';
import { TaxDocumentDownloads } from '../components/tax-document-downloads.tsx';
import { partyWords } from '../../../lib/party-words.ts';
import { priceLineLabel } from '../../../components/price/price-lines.tsx';
import { useState } from 'react';
import { canChange } from '../components/booking-card.tsx';
import { ChangeDateDialog } from '../components/change-date-dialog.tsx';
import { ChangePartyDialog } from '../components/change-party-dialog.tsx';

const receiptMessages = {
  loading: 'Loading your booking...',
  failed: 'Failed to load this booking. Please try again.',
  notFound: 'We could not find this booking among yours.',
} as const;

/**
 * /login/userdashboard/mybookings/{id}: one booking on its own, as a receipt the traveller can
 * print or save as PDF (the menus are left off the printed page).
 */
export default function BookingReceiptPage() {
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);

  let content;
  if (booking.isPending) content = <LoadingState>{receiptMessages.loading}</LoadingState>;
  else if (booking.isError) {
    const missing = booking.error instanceof ApiError && (booking.error.status === 404 || booking.error.status === 400);
    content = missing ? <ErrorState>{receiptMessages.notFound}</ErrorState> : <ErrorState onRetry={() => void booking.refetch()}>{receiptMessages.failed}</ErrorState>;
  } else content = <Receipt booking={booking.data} />;

  return (
    <TravellerShell>
      <Link to={paths.myBookings.href} className="mb-4 inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline print:hidden">
        ← My Bookings
      </Link>
      {content}
    </TravellerShell>
  );
}

function Receipt({ booking }: { booking: Booking }) {
  // A balance reminder's link opens this page with ?pay=balance (decision 035): the button is brought into view.
  const [search] = useSearchParams();
  const payBalance = search.get('pay') === 'balance';
  const policy = useCancellationPolicy();
  const [changing, setChanging] = useState<'date' | 'party' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refund = refundLine(booking);
  const people = partyWords(booking);
  return (
    <article className="mx-auto max-w-2xl rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8 print:max-w-none print:p-0 print:shadow-none print:ring-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-200 pb-5">
        <div>
          <p className="text-sm font-semibold text-brand-800">Yatrika booking receipt</p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
            Booking <span className="font-mono">{booking.reference}</span>
          </h1>
          <p className="mt-1 text-sm text-stone-600">Booked on {formatIndiaDateTime(booking.createdAt)}</p>
        </div>
        <StatusAndPayment booking={booking} />
      </header>

      <section aria-labelledby="receipt-trip" className="border-b border-stone-200 py-5">
        <h2 id="receipt-trip" className="text-lg font-semibold">
          {booking.tour.title}
        </h2>
        <p className="text-sm text-stone-600">{booking.tour.location}</p>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Row term="Date">
            <time dateTime={booking.bookingDate}>{formatLongDate(booking.bookingDate)}</time>
          </Row>
          <Row term="Sets off">{booking.startTime} (India time)</Row>
          <Row term="Travellers">{people}</Row>
          <Row term="Lead traveller">{booking.fullName}</Row>
          <Row term="Phone">{booking.phone}</Row>
          <Row term="Names">
            <TravellerNames travellers={booking.travellers} unnamed={booking.unnamedTravellers} />
          </Row>
        </dl>
      </section>

      <section aria-labelledby="receipt-payment" className="border-b border-stone-200 py-5">
        <h2 id="receipt-payment" className="text-lg font-semibold">
          Payment
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-y-2 text-sm">
          {/* The lines in the order they apply: people by type, the group discount, then the code (decision 029). */}
          {booking.lines.map((line, index) => (
            <Row key={index} term={priceLineLabel(line)} inline>
              {line.amount < 0 ? `− ${formatRupees(-line.amount)}` : formatRupees(line.amount)}
            </Row>
          ))}
          <Row term="Total" inline strong>
            {formatRupees(booking.totalPrice)}
          </Row>
          {booking.payment ? (
            <>
              <Row term={booking.paymentPlan === 'advance' ? 'Advance paid online' : 'Paid online'} inline>
                {formatRupees(booking.payment.amount)}
              </Row>
              {laterPayments(booking).map((entry) => (
                <Row key={entry._id} term={laterPaymentLabel(entry)} inline>
                  {formatRupees(entry.amount)}
                </Row>
              ))}
              {booking.paymentPlan === 'advance' && booking.amountPaid !== undefined && (
                <Row term="Paid so far" inline>
                  {formatRupees(booking.amountPaid)}
                </Row>
              )}
              <Row term="Payment ID" inline>
                <span className="font-mono break-all">{booking.payment.paymentId}</span>
              </Row>
              <Row term="Order ID" inline>
                <span className="font-mono break-all">{booking.payment.orderId}</span>
              </Row>
            </>
          ) : booking.reseller?.paidToReseller ? (
            <Row term="Payment" inline>
              Paid to the company you booked with
            </Row>
          ) : (
            <Row term="Payment" inline>
              Not paid online
            </Row>
          )}
          {refund && (
            <Row term="Refund" inline>
              {refund.text}
              {booking.refund?.id && <span className="block font-mono text-xs break-all text-stone-700">{booking.refund.id}</span>}
            </Row>
          )}
          {partialRefundLines(booking).map((line) => (
            <Row key={line.id} term="Refund" inline>
              {line.text}
            </Row>
          ))}
        </dl>
      </section>

      <div className="pb-5">
        <BalanceDue booking={booking} highlight={payBalance} />
      </div>

      <section aria-labelledby="receipt-next" className="py-5 text-sm text-stone-700">
        <h2 id="receipt-next" className="text-lg font-semibold text-stone-900">
          Good to know
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {booking.status === 'pending' && <li>{bookingMessages.pendingNextStep}</li>}
          {policy.data && <li>{policy.data.policy}</li>}
          <li>Quote your reference {booking.reference} whenever you contact us about this booking.</li>
        </ul>
      </section>

      <div aria-live="polite" className="mb-4 empty:hidden print:hidden">
        {notice && <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">{notice}</p>}
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="primary" onClick={() => window.print()}>
          Print receipt
        </Button>
        {canChange(booking) && (
          <>
            <Button variant="secondary" onClick={() => setChanging('date')}>
              Change date
            </Button>
            <Button variant="secondary" onClick={() => setChanging('party')}>
              Change party
            </Button>
          </>
        )}
        {hasTicket(booking.status) && (
          <ButtonLink variant="secondary" to={paths.bookingTicket.href(booking._id)}>
            Show e-ticket
          </ButtonLink>
        )}
        <TaxDocumentDownloads bookingId={booking._id} />
      </div>
      <ChangeDateDialog booking={changing === 'date' ? booking : null} onClose={() => setChanging(null)} onDone={setNotice} />
      <ChangePartyDialog booking={changing === 'party' ? booking : null} onClose={() => setChanging(null)} onDone={setNotice} />
    </article>
  );
}

function Row({ term, children, inline = false, strong = false }: { term: ReactNode; children: ReactNode; inline?: boolean; strong?: boolean }) {
  return (
    <div className={inline ? 'flex items-baseline justify-between gap-4' : ''}>
      <dt className={strong ? 'font-semibold text-stone-900' : 'text-stone-600'}>{term}</dt>
      <dd className={`${strong ? 'text-base font-bold' : 'font-semibold'} text-stone-900 ${inline ? 'text-right' : ''}`}>{children}</dd>
    </div>
  );
}
