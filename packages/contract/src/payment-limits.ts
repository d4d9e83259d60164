// The limits of a checkout request, shared by the server's schema and other clients.

/** The longest `receipt` a client may send with an order; it is stored as sent. */
export const RECEIPT_MAX = 200;
