/**
 * How a booking's money was taken. `online`: the provider's checkout on the website. The
 * others are taken by the operator over the phone and recorded offline: cash at the office,
 * a UPI transfer or a bank transfer, each with the reference the traveller reads out.
 */
export const offlinePaymentMethods = ['cash', 'upi', 'bank_transfer'] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];

/** What an order records: paid online through the provider, or one of the offline methods. */
export const paymentMethods = ['online', ...offlinePaymentMethods] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * What the operator may choose when taking a booking by phone: an offline method, or `link` (the
 * traveller pays online later, from an emailed payment link; decision 024). A link's order is
 * recorded `online`: its money moves through the provider like any checkout's.
 */
export const phonePaymentMethods = [...offlinePaymentMethods, 'link'] as const;
export type PhonePaymentMethod = (typeof phonePaymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod | PhonePaymentMethod, string> = {
  online: 'Online',
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  link: 'Payment link',
};

/** A UPI or bank transfer is found again only by its reference; cash may have a receipt number or none. */
export function referenceRequired(method: PhonePaymentMethod): boolean {
  return method === 'upi' || method === 'bank_transfer';
}

export const PAYMENT_REFERENCE_MAX = 100;
