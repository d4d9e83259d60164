import { Text } from '@react-email/components';
import { BookingSummary, type BookingFacts, bookingPath, formatTripDay, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface BookingCancelledData extends BookingFacts {
  cancelledBy: 'traveller' | 'operator';
  /** What comes back, by the cancellation policy; 0 when nothing does. */
  refundPaise: number;
  /** Paid offline (by phone): the operator hands the refund back; absent in messages queued before. */
  refundByHand?: boolean;
  /** Why the operator's side cancelled it, when a rule did (a departure below its minimum group). */
  reason?: string;
  /**
   * The part of the refund that was paid to the operator directly for a larger party (decision 023)
   * and so is handed back by hand, beside `refundPaise` through the provider; absent when none.
   */
  alsoByHandPaise?: number;
}

export const bookingCancelled = defineEmailTemplate<BookingCancelledData>({
  bulk: false,
  subject: (data) => `Cancelled: ${data.tourTitle} on ${formatTripDay(data.bookingDate)} (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview={data.refundPaise > 0 ? `A refund of ${rupees(data.refundPaise)} is on its way.` : 'Your booking is cancelled.'} heading="Your booking is cancelled" links={links}>
      <Text style={emailStyles.text}>
        {data.cancelledBy === 'operator'
          ? `The operator has cancelled booking ${data.reference}. We are sorry for the change of plans.`
          : `You cancelled booking ${data.reference}.`}
        {data.reason ? ` ${data.reason}` : ''}
      </Text>
      <Text style={emailStyles.text}>
        {data.refundPaise > 0 && data.refundByHand
          ? `You paid the operator directly, so the operator will hand ${rupees(data.refundPaise)} back to you the way you paid. We will write again once it is handed back.`
          : data.refundPaise > 0
          ? `${rupees(data.refundPaise)} will be refunded to the way you paid. We will write again when the refund is processed; banks usually take 5 to 7 working days after that.`
          : data.alsoByHandPaise
            ? ''
            : 'Under the cancellation policy, nothing is refunded for a cancellation this close to the trip.'}
        {data.alsoByHandPaise ? ` The operator will hand ${rupees(data.alsoByHandPaise)} back to you directly: the part you paid them for the larger party.` : ''}
      </Text>
      <BookingSummary facts={data} />
      <ActionButton href={links.to(bookingPath(data.bookingId))}>See the booking</ActionButton>
    </EmailLayout>
  ),
});
