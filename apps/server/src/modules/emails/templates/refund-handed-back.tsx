import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { byMethod } from '@yatrika/contract/refund-by-hand-messages';
import { Text } from '@react-email/components';
import { type BookingFacts, bookingPath, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface RefundHandedBackData extends BookingFacts {
  refundPaise: number;
  /** How the booking was paid, and so how the money went back (cash, UPI, bank transfer). */
  method: PaymentMethod;
  /** What the operator noted of the hand-back (a UPI transaction id, a receipt number), if anything. */
  handBackReference: string | null;
}

export const refundHandedBack = defineEmailTemplate<RefundHandedBackData>({
  bulk: false,
  subject: (data) => `Refund of ${rupees(data.refundPaise)} handed back (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview={`${rupees(data.refundPaise)} has been handed back to you.`} heading="Your refund has been handed back" links={links}>
      <Text style={emailStyles.text}>
        You paid for booking {data.reference} ({data.tourTitle}) directly to the operator, so the operator has handed the refund back to you{' '}
        {byMethod(data.method)}.
      </Text>
      <Fact label="Handed back" value={rupees(data.refundPaise)} />
      {data.handBackReference ? <Fact label="Reference" value={data.handBackReference} /> : null}
      <ActionButton href={links.to(bookingPath(data.bookingId))}>See the booking</ActionButton>
    </EmailLayout>
  ),
});
