import { Text } from '@react-email/components';
import { BookingSummary, type BookingFacts, TicketQr, bookingPath, formatTripDay, pictureOf, ticketPath, ticketQrAttachment } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** Two days before the trip: where to be, what is included, the packing guide and the ticket. */
export const tripReminder = defineEmailTemplate<BookingFacts>({
  bulk: true,
  subject: (data) => `Your trip is coming up: ${data.tourTitle} on ${formatTripDay(data.bookingDate)}`,
  body: (data, links) => (
    <EmailLayout preview={data.meetingPoint ? `Meet at ${data.meetingPoint}.` : 'Your trip is two days away.'} heading="Your trip is two days away" links={links} picture={pictureOf(data, links)} pictureAlt={data.tourTitle}>
      <Text style={emailStyles.text}>
        {data.fullName}, {data.tourTitle} starts on {formatTripDay(data.bookingDate)}
        {data.startTime ? ` at ${data.startTime} (India time)` : ''}.
        {data.meetingPoint ? ` Meet the group at ${data.meetingPoint}.` : ' The operator will tell you where to meet.'}
      </Text>
      <BookingSummary facts={data} paid={false} />
      {data.inclusions.length > 0 ? (
        <>
          <Text style={emailStyles.label}>Included</Text>
          <ul style={{ margin: '4px 0 12px', paddingLeft: '20px' }}>
            {data.inclusions.map((item) => (
              <li key={item} style={emailStyles.text}>
                {item}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <TicketQr reference={data.reference} />
      <ActionButton href={links.to(ticketPath(data.bookingId))}>Open your ticket</ActionButton>
      <Text style={emailStyles.text}>
        Not sure what to bring? Your <a href={links.to(bookingPath(data.bookingId))}>packing guide</a> is made for this trip and its weather.
      </Text>
    </EmailLayout>
  ),
  attachments: async (data, links) => [await ticketQrAttachment(data.reference, links)],
});
