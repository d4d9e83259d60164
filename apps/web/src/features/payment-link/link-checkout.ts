import type { PaymentLinkPaidResponse, PaymentLinkView } from '@yatrika/contract/payment-links';
import { errorMessage } from '../../lib/api-client.ts';
import { CheckoutRefusal, type CheckoutSteps } from '../../lib/checkout/run-checkout.ts';
import { verifyLinkPayment } from './api/verify-link-payment.ts';

/** What the page says while and after paying. */
export const linkCheckoutMessages = {
  verifying: 'Payment received. Saving your booking...',
  notSaved: (paymentId: string) => `Your payment went through, but the booking could not be saved yet. Please contact us with your payment ID: ${paymentId}`,
} as const;

/**
 * Paying a payment link: the order was made when the operator sent the link, so the page opens
 * it straight away, then hands the dialog's confirmation to the server, which books it as it books
 * any checkout.
 */
export function linkCheckout(token: string, link: PaymentLinkView): CheckoutSteps<PaymentLinkPaidResponse> {
  return {
    open: () => Promise.resolve({ order: link.order, description: link.tourTitle, prefill: { name: link.fullName, contact: '' } }),
    async verify(confirmation) {
      try {
        return await verifyLinkPayment(token, confirmation);
      } catch (error) {
        console.error('A payment link payment was not saved', error);
        throw new CheckoutRefusal(errorMessage(error, linkCheckoutMessages.notSaved(confirmation.razorpay_payment_id)));
      }
    },
  };
}
