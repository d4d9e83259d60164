/**
 * What other modules may use of checkout, which owns `payment_orders` and `webhook_events`:
 * an order from opening the checkout to paid, booked or refunded. Payments reconciliation
 * finds orders that went quiet and settles them through these functions, so every write to an
 * order stays in this folder.
 */
export { checkUnpaidOrder, findUnpaidOrders } from './unpaid-orders.ts';
export { countUnbookedOrders, findUnbookedOrders, settleUnbookedOrder } from './unbooked-orders.ts';
export { findOrderRefundsDue, refundOrder } from './order-refunds.ts';
export { checkOrderRefund, findOrderRefundsInProgress } from './order-refund-progress.ts';
export { toAdminPaymentLink } from './payment-link-state.ts';
export { openTopUpOrder, type TopUpRequest } from './top-up-orders.ts';
export { markOrderBooked } from './booked-orders.ts';
