// What travellers and operators read about paying in parts (decision 035).
import { dayInWords } from './dates.ts';
import { dayMonth } from './calendar-words.ts';
import { formatRupees } from './money.ts';

/** Why a payment toward an existing booking was not applied to it (it is refunded in full). */
export const topUpMessages = {
  bookingGone: 'This booking no longer exists, so the payment toward it will be refunded in full.',
  bookingCancelled: 'This booking was cancelled, so the payment toward it will be refunded in full.',
  balanceNotDue: 'This booking has no balance to pay, so the payment will be refunded in full.',
  balanceChanged: 'The balance of this booking changed while you paid, so the payment will be refunded in full. Please pay the new balance.',
  notApplied: 'This payment could not be applied to its booking, so it will be refunded in full.',
  beingRefunded: 'This payment is already being refunded.',
} as const;


/** The checkout's choice, the balance's words wherever a booking shows, and the server's refusals. */
export const partPaymentMessages = {
  payInFull: 'Pay in full',
  /** "Pay ₹1,200 now, ₹4,800 by 12 Dec" (rupees). */
  payAdvance: (advanceRupees: number, balanceRupees: number, dueOn: string) => `Pay ${formatRupees(advanceRupees)} now, ${formatRupees(balanceRupees)} by ${dayMonth(dueOn)}`,
  /** What happens if the balance is not paid, stated before paying. */
  consequence: (dueOn: string) =>
    `The balance is due by the end of ${dayInWords(dueOn)} (India time). We will email you a reminder 3 days before and on that day. If it is not paid by then, the booking is cancelled by the cancellation policy, the advance is refunded as the policy allows at that moment, and the seats are released.`,
  /** The ticket's and the receipt's line: "Balance ₹4,800 due by 12 Dec 2026". */
  balanceDue: (balanceRupees: number, dueOn: string) => `Balance ${formatRupees(balanceRupees)} due by ${dayInWords(dueOn)}`,
  payBalance: (balanceRupees: number) => `Pay the balance of ${formatRupees(balanceRupees)}`,
  advanceNotOffered: 'This tour does not take an advance for this date: please pay in full.',
  paymentChoiceInvalid: "Payment must be 'full' or 'advance'.",
  noBalanceDue: 'This booking has no balance to pay.',
  balancePaid: 'Balance paid. Your booking is paid in full.',
  dueDateInvalid: 'The new due date must be a day from today on, before the departure.',
  dueDateExtended: 'Balance due date changed.',
  dueDateChangedNote: (from: string, to: string) => `Balance due date changed from ${dayInWords(from)} to ${dayInWords(to)}.`,
  /** The operator's dialog, before a due date is changed: what is owed, by when, and what the new date does. */
  dueDateChangeExplained: (balanceRupees: number, dueOn: string, departureDate: string) =>
    `${formatRupees(balanceRupees)} is still owed, due by the end of ${dayInWords(dueOn)}. Choose a new last day to pay it, from today to the day before the departure on ${dayInWords(departureDate)}. The traveller's reminders follow the new date, and the booking is cancelled by the policy if the balance is still unpaid after it.`,
  lapsedReason: 'The balance was not paid by its due date.',
  advancePercentInvalid: 'The advance must be a whole percent from 1 to 99, or blank for none.',
  balanceDueDaysInvalid: 'The balance due days must be a whole number of days from 1 to 365 before the departure, or blank for none.',
  settingBoth: 'Set both the advance and when the balance is due, or neither.',
  /** The tour page's note: "Pay 20% now and the rest 14 days before the trip". */
  tourNote: (percent: number, days: number) => `Pay ${percent}% now and the rest ${days} ${days === 1 ? 'day' : 'days'} before the trip.`,
} as const;
