import { Text } from '@react-email/components';
import { tripCalendarFile } from '../../tickets/public.ts';
import { BookingSummary, type BookingFacts, TicketQr, formatTripDay, pictureOf, ticketPath, ticketQrAttachment } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface BookingPaidData extends BookingFacts {
  /** `pending`: paid, and waiting for the operator to accept it. */
  status: 'pending' | 'booked';
}

/** The trip as a calendar file, the same as the ticket page offers: the confirmation attaches it once (the operator's accept does not). */
const tripCalendar = (facts: BookingFacts): string => tripCalendarFile({ ...facts, date: facts.bookingDate });

export const bookingPaid = defineEmailTemplate<BookingPaidData>({
  bulk: false,
  subject: (data) => `Booking ${data.reference}: ${data.tourTitle} on ${formatTripDay(data.bookingDate)}`,
  body: (data, links) => (
    <EmailLayout
      preview={data.status === 'pending' ? 'Payment received. The operator confirms your booking next.' : 'Your booking is confirmed.'}
      heading={data.status === 'pending' ? 'Payment received: your booking waits for the operator' : 'Your booking is confirmed'}
      links={links}
      picture={pictureOf(data, links)}
      pictureAlt={data.tourTitle}
    >
      <Text style={emailStyles.text}>Thank you, {data.fullName}. We have your payment for {data.tourTitle}.</Text>
      {data.status === 'pending' ? (
        <Text style={emailStyles.text}>
          The operator checks each booking before confirming it. You will get a short note when they do; your seats are held for you
          meanwhile. If they cannot take it, the whole amount comes back to you.
        </Text>
      ) : null}
      <BookingSummary facts={data} />
      <TicketQr reference={data.reference} />
      <ActionButton href={links.to(ticketPath(data.bookingId))}>Open your ticket</ActionButton>
      <Text style={emailStyles.muted}>Show the ticket's QR code at the meeting point. The attached calendar file adds the trip to your calendar.</Text>
    </EmailLayout>
  ),
  attachments: async (data, links) => [
    { filename: `yatrika-${data.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: tripCalendar(data) },
    await ticketQrAttachment(data.reference, links),
  ],
});
