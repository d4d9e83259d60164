// What a payment order can be and why a payment was refunded: the names the server records and
// every client reads.

/**
 * A payment order as travellers and operators see it:
 * `created` (not paid), `failed` (declined), `paid` (paid, not yet a booking or a refund),
 * `booked` (it became a booking), `refund_pending` (a refund is asked for or being retried),
 * `refunded` (the provider processed the refund).
 */
export const paymentRecordStatuses = ['created', 'paid', 'booked', 'refunded', 'refund_pending', 'failed'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/** Why a payment was refunded, as recorded when the refund was decided. */
export const refundReasons = ['no_booking_details', 'sold_out', 'tour_unavailable', 'booking_refused', 'booking_canceled'] as const;
export type RefundReason = (typeof refundReasons)[number];
