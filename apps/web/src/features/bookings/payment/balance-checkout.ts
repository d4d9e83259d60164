import type { Booking } from '@yatrika/contract/bookings';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { CheckoutRefusal, type CheckoutSteps } from '../../../lib/checkout/run-checkout.ts';
import { openBalanceOrder, verifyBalancePayment } from '../api/pay-balance.ts';

export const balanceCheckoutMessages = {
  verifying: 'Payment received. Applying it to your booking...',
  failed: 'The balance could not be paid. Please try again.',
} as const;

/**
 * Paying the balance of a booking paid by advance (decision 035): the server's order for what is
 * due, and verification, which applies the payment to the booking.
 */
export function balanceCheckout(booking: Pick<Booking, '_id' | 'fullName' | 'phone' | 'tour'>): CheckoutSteps<Booking | undefined> {
  return {
    async open() {
      const { order } = await openBalanceOrder(booking._id);
      return { order, description: `Balance: ${booking.tour.title}`, prefill: { name: booking.fullName, contact: booking.phone } };
    },
    async verify(confirmation) {
      try {
        return (await verifyBalancePayment(confirmation)).booking;
      } catch (error) {
        // 409: the booking could no longer take it (cancelled, or its balance changed): the server's sentence says the money comes back.
        throw new CheckoutRefusal(error instanceof ApiError ? errorMessage(error, balanceCheckoutMessages.failed) : balanceCheckoutMessages.failed);
      }
    },
  };
}
