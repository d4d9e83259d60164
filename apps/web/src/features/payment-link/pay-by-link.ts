import type { PaymentLinkPaidResponse, PaymentLinkView } from '@yatrika/contract/payment-links';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentConfirmation } from '@yatrika/contract/payments';
import { errorMessage } from '../../lib/api-client.ts';
import type { CheckoutConstructor } from '../../lib/checkout/checkout-types.ts';
import { getPaymentConfig } from '../../lib/checkout/get-payment-config.ts';
import { loadCheckoutScript } from '../../lib/checkout/load-checkout-script.ts';
import { verifyLinkPayment } from './api/verify-link-payment.ts';

/** What the page says while and after paying. The gateway's words are the web checkout's. */
export const payByLinkMessages = {
  gatewayFailedToLoad: 'Payment gateway failed to load. Please check your internet connection and try again.',
  cancelled: 'Payment was cancelled.',
  verifying: 'Payment received. Saving your booking...',
  notSaved: (paymentId: string) => `Your payment went through, but the booking could not be saved yet. Please contact us with your payment ID: ${paymentId}`,
} as const;

export type PayByLinkEvent =
  | { type: 'verifying' }
  | { type: 'failed'; message: string }
  | { type: 'paid'; answer: PaymentLinkPaidResponse };

/** Our brand colour on the provider's dialog, as on the web checkout. */
const THEME_COLOR = '#0f5f5c';

/**
 * Pays a payment link through the same provider dialog as the web checkout: the order was made
 * when the operator sent the link, so the page opens it straight away, then hands the dialog's
 * confirmation to the server, which books it as it books any checkout.
 */
export async function payByLink(token: string, link: PaymentLinkView, onEvent: (event: PayByLinkEvent) => void): Promise<void> {
  let Checkout: CheckoutConstructor;
  let config;
  try {
    config = await getPaymentConfig();
    Checkout = await loadCheckoutScript(config.checkoutScriptUrl);
  } catch (error) {
    console.error('Payment gateway failed to load', error);
    onEvent({ type: 'failed', message: payByLinkMessages.gatewayFailedToLoad });
    return;
  }
  let declined = false;
  const checkout = new Checkout({
    key: config.keyId,
    amount: link.order.amount,
    currency: link.order.currency,
    name: config.name,
    description: link.tourTitle,
    order_id: link.order.id,
    prefill: { name: link.fullName, contact: '' },
    theme: { color: THEME_COLOR },
    handler: (confirmation) => void confirm(token, confirmation, onEvent),
    modal: {
      ondismiss: () => {
        if (!declined) onEvent({ type: 'failed', message: payByLinkMessages.cancelled });
      },
    },
  });
  checkout.on('payment.failed', () => {
    declined = true;
    onEvent({ type: 'failed', message: paymentMessages.declined });
  });
  checkout.open();
}

async function confirm(token: string, confirmation: PaymentConfirmation, onEvent: (event: PayByLinkEvent) => void): Promise<void> {
  onEvent({ type: 'verifying' });
  try {
    onEvent({ type: 'paid', answer: await verifyLinkPayment(token, confirmation) });
  } catch (error) {
    console.error('A payment link payment was not saved', error);
    onEvent({ type: 'failed', message: errorMessage(error, payByLinkMessages.notSaved(confirmation.razorpay_payment_id)) });
  }
}
