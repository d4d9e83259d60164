import { Text } from '@react-email/components';
import { type BookingFacts, bookingPath, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface RefundProcessedData extends BookingFacts {
  refundPaise: number;
  /** The payment provider's refund id, for the traveller's bank. */
  refundId: string | null;
}

export const refundProcessed = defineEmailTemplate<RefundProcessedData>({
  bulk: false,
  subject: (data) => `Refund of ${rupees(data.refundPaise)} processed (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview={`${rupees(data.refundPaise)} is on its way back to you.`} heading="Your refund is processed" links={links}>
      <Text style={emailStyles.text}>
        The refund for booking {data.reference} ({data.tourTitle}) has been processed. It reaches the account or card you paid with,
        usually within 5 to 7 working days.
      </Text>
      <Fact label="Refunded" value={rupees(data.refundPaise)} />
      {data.refundId ? <Fact label="Refund id" value={data.refundId} /> : null}
      <ActionButton href={links.to(bookingPath(data.bookingId))}>See the booking</ActionButton>
    </EmailLayout>
  ),
});
