import { Text } from '@react-email/components';
import { BookingSummary, type BookingFacts, bookingPath, formatTripDay, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface PaymentReceiptData extends BookingFacts {
  /** What this payment was for: the balance of an advance, or the difference of a change (decision 036). */
  purpose: 'balance' | 'difference';
  /** What this payment captured, in paise. */
  amountPaise: number;
  /** Everything paid toward the booking so far, this payment included, and what was refunded of it, in paise. */
  paidInAllPaise: number;
  refundedPaise: number;
  /** What the booking still owes after this payment, in paise. */
  owedPaise: number;
}

const paidFor = (data: PaymentReceiptData) => (data.purpose === 'balance' ? 'the balance of' : 'the change to');

/** What is still owed, in one sentence: nothing, or how much and by when. */
function owedLine(data: PaymentReceiptData): string {
  if (data.owedPaise <= 0) return 'Nothing more is owed: your booking is paid in full.';
  const by = data.balanceDueOn ? ` by ${formatTripDay(data.balanceDueOn)}` : '';
  return `${rupees(data.owedPaise)} is still owed${by}.`;
}

/** A receipt for a payment toward an existing booking: a balance, or a change's difference. One per payment. */
export const paymentReceipt = defineEmailTemplate<PaymentReceiptData>({
  bulk: false,
  subject: (data) => `Payment received: ${rupees(data.amountPaise)} for ${data.tourTitle} (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview={`We received ${rupees(data.amountPaise)} for booking ${data.reference}.`} heading="Payment received" links={links}>
      <Text style={emailStyles.text}>
        {data.fullName}, we received {rupees(data.amountPaise)} for {paidFor(data)} booking {data.reference} for {data.tourTitle}. You have now paid{' '}
        {rupees(data.paidInAllPaise)} in all. {owedLine(data)}
      </Text>
      <BookingSummary facts={data} paid={false} />
      <Fact label="Paid now" value={rupees(data.amountPaise)} />
      <Fact label="Paid in all" value={rupees(data.paidInAllPaise)} />
      {data.refundedPaise > 0 ? <Fact label="Refunded" value={rupees(data.refundedPaise)} /> : null}
      <Fact label="Total" value={rupees(data.totalPaise)} />
      <Fact label="Still owed" value={rupees(Math.max(0, data.owedPaise))} />
      <ActionButton href={links.to(bookingPath(data.bookingId))}>See the booking</ActionButton>
    </EmailLayout>
  ),
});
