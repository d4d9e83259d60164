import { Text } from '@react-email/components';
import { BookingSummary, type BookingFacts, formatTripDay, rupees, ticketPath } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface BookingMovedData extends BookingFacts {
  /** The date the booking was on before the operator moved it. */
  previousDate: string;
  /** Its start time then; absent in messages queued before start times. */
  previousStartTime?: string;
  /** The traveller moved it themselves (decision 036); absent when the operator did. */
  byTraveller?: boolean;
  previousTotalPaise?: number;
  /** A lower price refunded, and a higher one paid, in paise. */
  refundPaise?: number;
  paidPaise?: number;
}

/** What the traveller's own move did with the money, in one sentence. */
function moneyLine(data: BookingMovedData): string {
  if (data.refundPaise) return `The new date costs less: ${rupees(data.refundPaise)} is being refunded to the way you paid (usually within 5 to 7 working days).`;
  if (data.paidPaise) return `You paid ${rupees(data.paidPaise)} for the difference in price.`;
  return 'The price stays the same.';
}

/** "Saturday, 12 December 2026 at 15:00" when the time is known. */
const departureInWords = (date: string, startTime: string | undefined) => (startTime ? `${formatTripDay(date)} at ${startTime}` : formatTripDay(date));

/** The operator moved a booking to another date of its tour; what was paid stays as it is. */
export const bookingMoved = defineEmailTemplate<BookingMovedData>({
  bulk: false,
  subject: (data) => `New date: ${data.tourTitle} on ${formatTripDay(data.bookingDate)} (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview={`Your trip now starts on ${formatTripDay(data.bookingDate)}.`} heading="Your trip has a new date" links={links}>
      {data.byTraveller ? (
        <Text style={emailStyles.text}>
          You moved booking {data.reference} for {data.tourTitle} from {departureInWords(data.previousDate, data.previousStartTime)} to{' '}
          {departureInWords(data.bookingDate, data.startTime)}. {moneyLine(data)} Your reference stays the same, and your ticket now shows the new date.
        </Text>
      ) : (
      <Text style={emailStyles.text}>
        The operator has moved booking {data.reference} for {data.tourTitle} from {departureInWords(data.previousDate, data.previousStartTime)} to{' '}
        {departureInWords(data.bookingDate, data.previousStartTime ? data.startTime : undefined)}. What you paid stays as it
        is; your ticket now shows the new date.
      </Text>
      )}
      <BookingSummary facts={data} />
      <ActionButton href={links.to(ticketPath(data.bookingId))}>Open your ticket</ActionButton>
    </EmailLayout>
  ),
});
