// Refunds of payments taken offline (cash, UPI, bank transfer: decision 020), which no provider
// can make: the operator hands the money back and marks it so. Sentences without zod, shared by
// the server's answers and both apps' screens.
import { formatRupees } from './money.ts';
import { paymentMethodLabels, type PaymentMethod } from './payment-methods.ts';

/** How long a hand-back reference may be (a UPI transaction id, a receipt number). */
export const HANDED_BACK_REFERENCE_MAX = 100;

/** "by UPI", "in cash", "by bank transfer": how a refund by hand goes back, the way it was paid. */
export function byMethod(method: PaymentMethod): string {
  return method === 'cash' ? 'in cash' : `by ${method === 'upi' ? 'UPI' : paymentMethodLabels[method].toLowerCase()}`;
}

export const refundByHandMessages = {
  /** The operator's line on a booking owed a refund by hand: "Hand back ₹5,000 by UPI." */
  handBack: (amount: number, method?: PaymentMethod | null) => `Hand back ${formatRupees(amount)}${method && method !== 'online' ? ` ${byMethod(method)}` : ''}.`,
  /** After the operator's cancel of a booking paid offline. */
  cancelled: (amount: number) => `Booking cancelled. Hand back ${formatRupees(amount)} to the traveller, then mark the refund handed back.`,
  handedBack: (amount: number) => `Refund of ${formatRupees(amount)} marked as handed back. The traveller has been emailed.`,
  nothingToHandBack: 'This booking has no refund to hand back: only a cancelled booking paid offline is refunded by hand, once.',
  referenceTooLong: `The reference must be at most ${HANDED_BACK_REFERENCE_MAX} characters.`,
  /** The traveller's cancel of a booking paid offline. */
  travellerCancelled: (amount: number) => `Booking cancelled. The operator will hand back ${formatRupees(amount)} the way you paid.`,
  /** My Bookings and the receipt, while the refund is owed and once it is handed back. */
  travellerOwed: (amount: number) => `${formatRupees(amount)} will be handed back to you by the operator, the way you paid.`,
  travellerHandedBack: (amount: number) => `${formatRupees(amount)} was handed back to you by the operator.`,
} as const;
