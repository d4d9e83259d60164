/**
 * What other modules use of a booking's notices, beside the email templates (`modules/emails`):
 * each message of a booking's life queued in the transaction of the change that causes it (paid,
 * accepted, cancelled, moved, its party changed, a payment received, a refund processed or handed
 * back), under a key naming the event once. Its jobs (registered by `routes.ts`) queue the trip
 * reminders, the review requests and the balance reminders. It reads the bookings and their ledger
 * and writes only through `emails/public.ts`; it imports no booking module, so bookings, money and
 * plan-changes all queue through it.
 */
export {
  queueBookingAcceptedEmail,
  queueBookingCancelledEmail,
  queueBookingMovedEmail,
  queueBookingPaidEmails,
  queueBookingPartyChangedEmail,
  queuePaymentReceiptEmail,
} from './booking-emails.ts';
export { queueDueBalanceReminders } from './balance-reminders.ts';
