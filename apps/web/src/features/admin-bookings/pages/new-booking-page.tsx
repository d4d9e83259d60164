import { paymentMethodLabels } from '@yatrika/contract/payment-methods';
import type { PhoneBookingResponse } from '@yatrika/contract/phone-booking';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { formatRupees, formatLongDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PhoneBookingForm } from '../components/phone-booking-form.tsx';

/** A booking taken by phone, paid offline; once saved, its reference to read back to the traveller. */
export default function NewBookingPage() {
  const [booked, setBooked] = useState<PhoneBookingResponse | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <AdminShell title="New booking by phone">
      {booked ? (
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
            <dt className="font-semibold">People</dt>
            <dd>{booked.booking.numPeople}</dd>
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
            <Button onClick={() => (setBooked(null), setFormKey((key) => key + 1))}>Take another booking</Button>
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
