/**
 * What other modules may use of bookings, which own the `bookings` and `booking_events` tables (a booking's life:
 * made from a paid order, cancelled by the policy, refunded, its reference, receipt and packing
 * guide). Checkout prices a request and turns a paid order into its booking; payments
 * reconciliation retries and follows booking refunds; the packing guide reads a confirmed
 * booking and stores its guide on it. Refunds of part of a booking (a smaller party, decision 023) are
 * retried and followed by reconciliation and settled by the provider's webhook through the same door. Closing a traveller's account cancels and refunds their
 * future bookings by the traveller's own cancellation rule.
 */
export { defaultBookingRules, type BookingRules } from './settings.ts';
export { cancellationPolicyDataTag } from './policy-routes.ts';
export { quoteBooking } from './quote.ts';
export { toBookingResponse, type BookingRow } from './booking-response.ts';
export { travellerAnswer, travellerAnswers } from './traveller-answers.ts';
export { cancelResellerBooking, insertResellerBooking, type ResellerBooking } from './reseller-bookings.ts';
export { bookPaidOrder, type MarkOrderBooked, type PaidBookingOptions, type PaidOrder } from './paid-booking.ts';
export type { Operator } from './events.ts';
export { refundBooking } from './refunds.ts';
export { answeredRefundStatus, isRefundByHand } from './refund-states.ts';
export { findBookingRefundsDue } from './refunds-due.ts';
export { checkBookingRefund, findBookingRefundsInProgress, recordBookingRefundOutcome } from './refund-progress.ts';
export { checkPartialRefund, findPartialRefundsDue, findPartialRefundsInProgress, recordPartialRefundOutcome, refundPartially } from './partial-refunds.ts';
export { findConfirmedBookingForGuide, storePackingList } from './packing-list.ts';
export { cancelBookingsOfClosingAccount, hasFutureBookings, quoteAccountClosing } from './account-closing.ts';
export { cancelWithdrawnBookings, quoteWithdrawal, type Withdrawn } from './withdrawal.ts';
export { accountSearchIds, bookingSearchIds } from './search.ts';
export { getMyBooking } from './service.ts';
export { settlementOf as changeSettlementOf } from './plan-change-money.ts';
export { moveBookingInTransaction, planMyReschedule, quoteReschedule, rescheduleNow, type ReschedulePlan, type RescheduleTarget } from './reschedule.ts';
export { changePartyInTransaction, changePartyNow, planPartyChange, quoteTravellerPartyChange, type PartyPlan, type TravellerPartyChange } from './traveller-party.ts';
export { applyPaidTopUp } from './top-up.ts';
export { TopUpRefusal, type PaidTopUp, type TopUpApplier } from './top-up-types.ts';
export { ledgerTotals, readLedger, type LedgerRow } from '../money/public.ts';
export { amountDueOf, amountDuePaise } from './amounts.ts';
export { quoteBalance, type BalanceQuote } from './balance-quote.ts';
export { lapseUnpaidBalances } from './balance-lapse.ts';
