import { Text } from '@react-email/components';
import { type BookingFacts, formatTripDay, ticketPath } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** A short note: the operator accepted a paid booking. No second calendar file. */
export const bookingAccepted = defineEmailTemplate<BookingFacts>({
  bulk: false,
  subject: (data) => `Confirmed by the operator: ${data.tourTitle} on ${formatTripDay(data.bookingDate)} (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview="The operator has confirmed your booking." heading="Confirmed by the operator" links={links}>
      <Text style={emailStyles.text}>
        Good news, {data.fullName}: the operator has confirmed booking {data.reference} for {data.tourTitle} on {formatTripDay(data.bookingDate)}.
        Your ticket is ready.
      </Text>
      <ActionButton href={links.to(ticketPath(data.bookingId))}>Open your ticket</ActionButton>
    </EmailLayout>
  ),
});
