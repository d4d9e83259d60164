/**
 * What other modules may use of money (decision 040), which owns `booking_ledger`: the one
 * settlement of a booking's money, which every action that takes, keeps or gives back money applies
 * and every quote answers as a dry run, and the ledger of every payment toward a booking and every
 * refund of it, each written with its tax document (invoice or credit note).
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
export { ledgerChannelOf, ledgerTotals, readLedger, recordLedgerPayment, recordLedgerRefund, type LedgerRow, type LedgerTotals } from './ledger.ts';
