import type { PaymentOrder } from '@yatrika/contract/payments';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentConfirmation } from '@yatrika/contract/payments';
import { errorMessage } from '../../lib/api-client.ts';
import type { CheckoutConstructor } from '../../lib/checkout/checkout-types.ts';
import { getPaymentConfig } from '../../lib/checkout/get-payment-config.ts';
import { loadCheckoutScript } from '../../lib/checkout/load-checkout-script.ts';
import { verifyDifferencePayment } from './api/verify-difference-payment.ts';

/** What the dialog says while and after paying a change's difference. */
export const payDifferenceMessages = {
  gatewayFailedToLoad: 'Payment gateway failed to load. Please check your internet connection and try again.',
  cancelled: 'Payment was cancelled. The change is not made; the new seats stay kept for you until the hold ends.',
  verifying: 'Payment received. Completing your change...',
  notSaved: (paymentId: string) => `Your payment went through, but the change could not be completed yet. Please contact us with your payment ID: ${paymentId}`,
} as const;

export type PayDifferenceEvent = { type: 'verifying' } | { type: 'failed'; message: string } | { type: 'paid' };

/** Our brand colour on the provider's dialog, as on the web checkout. */
const THEME_COLOR = '#0f5f5c';

/**
 * Pays the order a change answered (a dearer date, more people) through the same provider dialog
 * as the web checkout, then hands the dialog's confirmation to the server, which completes the
 * change as it settles any paid order (decision 036).
 */
export async function payDifference(order: PaymentOrder, who: { fullName: string; phone: string; description: string }, onEvent: (event: PayDifferenceEvent) => void): Promise<void> {
  let Checkout: CheckoutConstructor;
  let config;
  try {
    config = await getPaymentConfig();
    Checkout = await loadCheckoutScript(config.checkoutScriptUrl);
  } catch (error) {
    console.error('Payment gateway failed to load', error);
    onEvent({ type: 'failed', message: payDifferenceMessages.gatewayFailedToLoad });
    return;
  }
  let declined = false;
  const checkout = new Checkout({
    key: config.keyId,
    amount: order.amount,
    currency: order.currency,
    name: config.name,
    description: who.description,
    order_id: order.id,
    prefill: { name: who.fullName, contact: who.phone },
    theme: { color: THEME_COLOR },
    handler: (confirmation) => void confirm(confirmation, onEvent),
    modal: {
      ondismiss: () => {
        if (!declined) onEvent({ type: 'failed', message: payDifferenceMessages.cancelled });
      },
    },
  });
  checkout.on('payment.failed', () => {
    declined = true;
    onEvent({ type: 'failed', message: paymentMessages.declined });
  });
  checkout.open();
}

async function confirm(confirmation: PaymentConfirmation, onEvent: (event: PayDifferenceEvent) => void): Promise<void> {
  onEvent({ type: 'verifying' });
  try {
    await verifyDifferencePayment(confirmation);
    onEvent({ type: 'paid' });
  } catch (error) {
    console.error('A change’s difference was paid but not completed', error);
    onEvent({ type: 'failed', message: errorMessage(error, payDifferenceMessages.notSaved(confirmation.razorpay_payment_id)) });
  }
}
