import type { PaymentOrder, VerifyPaymentResponse } from '@yatrika/contract/payments';
import { errorMessage } from '../../../lib/api-client.ts';
import { CheckoutRefusal, type CheckoutSteps } from '../../../lib/checkout/run-checkout.ts';
import { verifyDifferencePayment } from '../api/verify-difference-payment.ts';

/** What the dialog says while and after paying a change's difference. */
export const differenceCheckoutMessages = {
  cancelled: 'Payment was cancelled. The change is not made; the new seats stay kept for you until the hold ends.',
  verifying: 'Payment received. Completing your change...',
  notSaved: (paymentId: string) => `Your payment went through, but the change could not be completed yet. Please contact us with your payment ID: ${paymentId}`,
} as const;

/**
 * Paying the order a change answered (a dearer date, more people): the order exists already, and
 * the dialog's confirmation goes to the server, which completes the change as it settles any paid
 * order (decision 036).
 */
export function differenceCheckout(order: PaymentOrder, who: { fullName: string; phone: string; description: string }): CheckoutSteps<VerifyPaymentResponse> {
  return {
    open: () => Promise.resolve({ order, description: who.description, prefill: { name: who.fullName, contact: who.phone } }),
    async verify(confirmation) {
      try {
        return await verifyDifferencePayment(confirmation);
      } catch (error) {
        console.error('A change’s difference was paid but not completed', error);
        throw new CheckoutRefusal(errorMessage(error, differenceCheckoutMessages.notSaved(confirmation.razorpay_payment_id)));
      }
    },
    cancelled: differenceCheckoutMessages.cancelled,
  };
}
