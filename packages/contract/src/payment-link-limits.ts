// The figures of payment links (a booking taken by phone, paid later by the traveller from an
// emailed link), shared by the server's config and the admin form's words.

/** How long a payment link keeps its seats unless the server is configured otherwise (PAYMENT_LINK_HOURS). */
export const DEFAULT_PAYMENT_LINK_HOURS = 24;
/**
 * The longest a link may be configured to live: reconciliation asks the provider about an unpaid
 * order for a week after it was made, so a payment made through a link is always found.
 */
export const MAX_PAYMENT_LINK_HOURS = 24 * 7;
