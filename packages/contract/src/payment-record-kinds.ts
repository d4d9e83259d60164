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
export const refundReasons = ['no_booking_details', 'sold_out', 'tour_unavailable', 'booking_refused', 'booking_canceled', 'promo_code_used_up', 'not_owed'] as const;
export type RefundReason = (typeof refundReasons)[number];

/**
 * Why a payment needs an operator: paid with no booking past the grace (`unbooked`), a refund the
 * provider refused (`refund_failed`) or still pending after an hour (`refund_late`), a refund of an
 * offline payment the operator has not handed back yet (`refund_by_hand`), or a paid
 * booking still to come whose tour was banned or deleted (`tour_withdrawn`) or whose traveller's
 * account was deleted (`account_deleted`).
 */
export const attentionReasons = ['unbooked', 'refund_failed', 'refund_late', 'refund_by_hand', 'tour_withdrawn', 'account_deleted'] as const;
export type AttentionReason = (typeof attentionReasons)[number];

/**
 * How a checkout ended, as the operator reads it: `paid`; `declined` (the bank or card refused
 * the payment); `abandoned` (never paid, and its seat hold has run out); `in_progress` (never
 * paid, and the traveller may still be paying).
 */
export const checkoutOutcomes = ['paid', 'declined', 'abandoned', 'in_progress'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];
