import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { Text } from '@react-email/components';
import { BookingSummary, type BookingFacts, bookingPath, formatTripDay, pictureOf, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface BalanceReminderData extends BookingFacts {
  /** Sent on the due date itself rather than 3 days before. */
  dueToday: boolean;
}

/** Where the reminder's button lands: the booking's page, which opens the balance's payment. */
export const payBalancePath = (bookingId: string) => `${bookingPath(bookingId)}?pay=balance`;

/** The balance of a booking paid by advance (decision 035): 3 days before it is due, and on the day. */
export const balanceReminder = defineEmailTemplate<BalanceReminderData>({
  bulk: false,
  subject: (data) =>
    data.dueToday
      ? `Balance due today: ${data.tourTitle} (${data.reference})`
      : `Balance due by ${formatTripDay(data.balanceDueOn ?? data.bookingDate)}: ${data.tourTitle} (${data.reference})`,
  body: (data, links) => (
    <EmailLayout
      preview={`${rupees(data.balancePaise ?? 0)} is due${data.dueToday ? ' today' : ` by ${formatTripDay(data.balanceDueOn ?? data.bookingDate)}`}.`}
      heading={data.dueToday ? 'Your balance is due today' : 'Your balance is due soon'}
      links={links}
      picture={pictureOf(data, links)}
      pictureAlt={data.tourTitle}
    >
      <Text style={emailStyles.text}>
        {data.fullName}, you paid an advance for {data.tourTitle} on {formatTripDay(data.bookingDate)}. The balance of {rupees(data.balancePaise ?? 0)} is due
        by the end of {formatTripDay(data.balanceDueOn ?? data.bookingDate)} (India time).
      </Text>
      <BookingSummary facts={data} />
      <ActionButton href={links.to(payBalancePath(data.bookingId))}>{partPaymentMessages.payBalance((data.balancePaise ?? 0) / 100)}</ActionButton>
      <Text style={emailStyles.muted}>
        If it is not paid by then, the booking is cancelled by the cancellation policy, the advance is refunded as the policy allows at that
        moment, and the seats are released.
      </Text>
    </EmailLayout>
  ),
});
