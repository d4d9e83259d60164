/**
 * What other modules may use of money (decision 040): the one settlement of a booking's money, which
 * every action that takes, keeps or gives back money applies and every quote answers as a dry run.
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
