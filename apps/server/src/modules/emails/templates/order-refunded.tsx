import { Text } from '@react-email/components';
import { formatTripDay, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** A payment that could not become a booking (the seats went while paying), refunded in full. */
export interface OrderRefundedData {
  orderId: string;
  refundPaise: number;
  refundId: string | null;
  /** What the payment was for, when the order carried it. */
  tourTitle: string | null;
  bookingDate: string | null;
  fullName: string | null;
}

export const orderRefunded = defineEmailTemplate<OrderRefundedData>({
  bulk: false,
  subject: (data) => `Refund of ${rupees(data.refundPaise)} processed: your payment did not become a booking`,
  body: (data, links) => (
    <EmailLayout preview={`${rupees(data.refundPaise)} is on its way back to you.`} heading="We have refunded your payment" links={links}>
      <Text style={emailStyles.text}>
        {data.fullName ? `${data.fullName}, w` : 'W'}e received your payment
        {data.tourTitle ? ` for ${data.tourTitle}${data.bookingDate ? ` on ${formatTripDay(data.bookingDate)}` : ''}` : ''}, but it could not
        become a booking (most often the last seats went while you were paying). The whole amount has been refunded; it reaches the account
        or card you paid with, usually within 5 to 7 working days.
      </Text>
      <Fact label="Refunded" value={rupees(data.refundPaise)} />
      <Fact label="Payment order" value={data.orderId} />
      {data.refundId ? <Fact label="Refund id" value={data.refundId} /> : null}
      <ActionButton href={links.to('/login/userdashboard')}>Find another date</ActionButton>
    </EmailLayout>
  ),
});
