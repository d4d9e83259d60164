// What travellers and operators read about paying in parts (decision 035).

/** Why a payment toward an existing booking was not applied to it (it is refunded in full). */
export const topUpMessages = {
  bookingGone: 'This booking no longer exists, so the payment toward it will be refunded in full.',
  bookingCanceled: 'This booking was canceled, so the payment toward it will be refunded in full.',
  balanceNotDue: 'This booking has no balance to pay, so the payment will be refunded in full.',
  balanceChanged: 'The balance of this booking changed while you paid, so the payment will be refunded in full. Please pay the new balance.',
  notApplied: 'This payment could not be applied to its booking, so it will be refunded in full.',
  beingRefunded: 'This payment is already being refunded.',
} as const;
