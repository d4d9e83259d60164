/**
 * What other modules may use of money (decisions 040 and 042), which owns `booking_ledger`,
 * `booking_refunds` and `booking_collections`: the one
 * settlement of a booking's money, which every action that takes, keeps or gives back money applies
 * and every quote answers as a dry run; the ledger of every payment toward a booking and every
 * refund of it, each written with its tax document (invoice or credit note); and every refund's
 * progress at the provider or by hand.
 */
export {
  heldTotal,
  nothingBack,
  onlineRefundTotal,
  refundTotal,
  settle,
  splitRefund,
  type HeldMoney,
  type PolicyRefund,
  type PricedBooking,
  type ProposedChange,
  type RefundSplit,
  type Settlement,
} from './settlement.ts';
export { ledgerTotalsByBooking } from './ledger-totals-by-booking.ts';
export { ledgerChannelOf, ledgerTotals, readLedger, recordLedgerPayment, recordLedgerRefund, type LedgerRow, type LedgerTotals } from './ledger.ts';
export {
  askProviderForRefund,
  askProviderForRefundsOf,
  checkRefund,
  findRefundsDue,
  findRefundsInProgress,
  hasRefundOutstanding,
  isCancelRefund,
  recordCancelRefunds,
  recordRefundOutcome,
  recordRefunds,
  refundOutstanding,
  refundsOf,
  type ProviderRefund,
  type RefundRow,
} from './refunds.ts';
export { answeredRefundStatus, isRefundByHand } from './refund-states.ts';
export { handBackRefund, paymentMethodOf } from './refund-by-hand.ts';
export { recordCollection } from './collections.ts';
// A booking's money read from its ledger and priced state: what it holds by payment, what it still
// owes, what the policy gives back, and the settlement of a change proposed to it.
export { heldMoney } from './held-money.ts';
export { amountDueOf, amountDuePaise } from './amounts.ts';
export { duePaiseInSql, paidPaiseInSql } from './amounts-in-sql.ts';
export { keptPaiseOf, lateForTraveller, policyDateOf, policyRefund, pricedOf, settleBooking, type SettledBooking } from './booking-money.ts';
export { quoteBalance } from './balance-quote.ts';
