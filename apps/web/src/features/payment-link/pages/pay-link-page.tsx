import type { PaymentLinkPaidResponse } from '@yatrika/contract/payment-links';
import { paymentLinkMessages } from '@yatrika/contract/payment-links';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime, formatLongDate, formatRupees } from '../../../lib/format.ts';
import { partyWords } from '../../../lib/party-words.ts';
import { paths } from '../../../lib/paths.ts';
import { paymentLinkKey, usePaymentLink } from '../api/get-payment-link.ts';
import { runCheckout } from '../../../lib/checkout/run-checkout.ts';
import { linkCheckout, linkCheckoutMessages } from '../link-checkout.ts';

/**
 * /pay/:token: the page a payment link in an email opens, on any device, signed in or not (the
 * token is signed by the server, decision 024). It shows the trip, the amount and until when it
 * can be paid, and pays through the same provider dialog as the web checkout.
 */
export default function PayLinkPage() {
  const token = useParams().token ?? '';
  const link = usePaymentLink(token);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaymentLinkPaidResponse | null>(null);

  function pay() {
    if (!link.data) return;
    setBusy(true);
    setProblem(null);
    void runCheckout(linkCheckout(token, link.data), (event) => {
      if (event.type === 'verifying') setStatus(linkCheckoutMessages.verifying);
      if (event.type === 'failed') {
        setBusy(false);
        setStatus(null);
        setProblem(event.message);
        void queryClient.invalidateQueries({ queryKey: paymentLinkKey(token) });
      }
      if (event.type === 'paid') {
        setStatus(null);
        setPaid(event.verified);
      }
    });
  }

  let body;
  if (link.isPending) body = <LoadingState />;
  else if (link.isError) body = <FormMessage tone="error">{errorMessage(link.error, paymentLinkMessages.notFound)}</FormMessage>;
  else {
    const view = link.data;
    const booking = paid?.booking ?? view.booking;
    body = (
      <>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-700">
          <dt className="font-semibold">Tour</dt>
          <dd>
            {view.tourTitle}, {view.tourLocation}
          </dd>
          <dt className="font-semibold">Date</dt>
          <dd>{formatLongDate(view.bookingDate)}</dd>
          <dt className="font-semibold">Travellers</dt>
          <dd>
            {view.fullName} · {partyWords(view)}
          </dd>
          <dt className="font-semibold">Amount</dt>
          <dd className="font-semibold text-stone-900">{formatRupees(view.amount)}</dd>
          <dt className="font-semibold">Pay by</dt>
          <dd>{formatIndiaDateTime(view.expiresAt)}</dd>
        </dl>
        <div aria-live="polite" className="flex flex-col gap-4">
          {paid ? (
            <FormMessage tone="success">{paid.message}</FormMessage>
          ) : view.state === 'awaiting' ? (
            <Button size="lg" className="self-start" onClick={pay} disabled={busy}>
              {busy ? 'Paying…' : `Pay ${formatRupees(view.amount)}`}
            </Button>
          ) : (
            <FormMessage tone={view.state === 'paid' ? 'success' : 'error'}>{view.message}</FormMessage>
          )}
          {status && <p className="text-stone-700">{status}</p>}
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
          {booking && (
            <p className="text-stone-700">
              Booking reference <span className="font-mono font-semibold">{booking.reference}</span>.{' '}
              <Link to={paths.myBookings.href} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                See it in My Bookings
              </Link>
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="min-h-screen bg-stone-50 px-4 py-8 sm:py-16">
      <main className="mx-auto flex w-full max-w-lg flex-col gap-6">
        <Brand to={paths.landing.href} />
        <div className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
          <h1 className="text-2xl font-bold text-balance">Pay for your booking</h1>
          {body}
        </div>
      </main>
    </div>
  );
}
