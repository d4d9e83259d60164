import { paymentMethodLabels } from '@yatrika/contract/payment-methods';
import type { PaymentLinkBookingResponse } from '@yatrika/contract/payment-links';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { formatIndiaDateTime, formatRupees, formatLongDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { isPaymentLinkAnswer, type PhoneBookingAnswer } from '../api/take-phone-booking.ts';
import { PhoneBookingForm } from '../components/phone-booking-form.tsx';
import { partyWords } from '../../../lib/party-words.ts';

/**
 * A booking taken by phone, paid offline (once saved, its reference to read back to the
 * traveller) or by a payment link (the link and until when it holds the seats).
 */
export default function NewBookingPage() {
  const [booked, setBooked] = useState<PhoneBookingAnswer | null>(null);
  const [formKey, setFormKey] = useState(0);
  const another = () => (setBooked(null), setFormKey((key) => key + 1));

  return (
    <AdminShell title="New booking by phone">
      {booked && isPaymentLinkAnswer(booked) ? (
        <LinkSent sent={booked} onAnother={another} />
      ) : booked ? (
        <section aria-labelledby="phone-booking-saved" className="flex max-w-2xl flex-col gap-4">
          <FormMessage tone="success">{booked.message}</FormMessage>
          <h2 id="phone-booking-saved" className="text-xl font-semibold text-stone-900">
            Reference <span className="font-mono">{booked.booking.reference}</span>
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-700">
            <dt className="font-semibold">Tour</dt>
            <dd>{booked.booking.tour.title}</dd>
            <dt className="font-semibold">Date</dt>
            <dd>{formatLongDate(booked.booking.bookingDate)}</dd>
            <dt className="font-semibold">Travellers</dt>
            <dd>{partyWords(booked.booking)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd>{formatRupees(booked.booking.totalPrice)}</dd>
            <dt className="font-semibold">Paid by</dt>
            <dd>
              {paymentMethodLabels[booked.payment.method]}
              {booked.payment.reference ? ` · ${booked.payment.reference}` : ''}
            </dd>
            <dt className="font-semibold">Traveller</dt>
            <dd>
              {booked.traveller.email}
              {booked.traveller.created ? ' (new account: emailed a link to choose a password)' : ''}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button onClick={another}>Take another booking</Button>
            <ButtonLink to={paths.adminBookings.href} variant="secondary">
              Back to bookings
            </ButtonLink>
          </div>
        </section>
      ) : (
        <PhoneBookingForm key={formKey} onBooked={setBooked} />
      )}
    </AdminShell>
  );
}

/** The payment link just sent: what to tell the traveller on the phone. */
function LinkSent({ sent, onAnother }: { sent: PaymentLinkBookingResponse; onAnother: () => void }) {
  return (
    <section aria-labelledby="payment-link-sent" className="flex max-w-2xl flex-col gap-4">
      <FormMessage tone="success">{sent.message}</FormMessage>
      <h2 id="payment-link-sent" className="text-xl font-semibold text-stone-900">
        Awaiting payment via link
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-700">
        <dt className="font-semibold">Amount</dt>
        <dd>{formatRupees(sent.paymentLink.amount)}</dd>
        <dt className="font-semibold">Runs out</dt>
        <dd>{formatIndiaDateTime(sent.paymentLink.expiresAt)}</dd>
        <dt className="font-semibold">Sent to</dt>
        <dd>
          {sent.traveller.email}
          {sent.traveller.created ? ' (new account: emailed a link to choose a password)' : ''}
        </dd>
        <dt className="font-semibold">Link</dt>
        <dd className="font-mono text-sm break-all">{sent.paymentLink.url}</dd>
        <dt className="font-semibold">Order</dt>
        <dd className="font-mono text-sm break-all">{sent.paymentLink.orderId}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAnother}>Take another booking</Button>
        <ButtonLink to={paths.adminPayments.href} variant="secondary">
          See it in Payments
        </ButtonLink>
      </div>
    </section>
  );
}
