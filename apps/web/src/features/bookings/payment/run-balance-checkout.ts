import type { Booking } from '@yatrika/contract/bookings';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentConfig, PaymentConfirmation } from '@yatrika/contract/payments';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { CheckoutConstructor } from '../../../lib/checkout/checkout-types.ts';
import { getPaymentConfig } from '../../../lib/checkout/get-payment-config.ts';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';
import { openBalanceOrder, verifyBalancePayment } from '../api/pay-balance.ts';

export const balanceCheckoutMessages = {
  gatewayFailedToLoad: 'Payment gateway failed to load. Please check your internet connection and try again.',
  cancelled: 'Payment was cancelled.',
  verifying: 'Payment received. Applying it to your booking...',
  failed: 'The balance could not be paid. Please try again.',
} as const;

export type BalanceCheckoutEvent = { type: 'verifying' } | { type: 'failed'; message: string } | { type: 'succeeded'; booking: Booking | undefined };

/**
 * Pays the balance of a booking paid by advance (decision 035): the server's order for what is
 * due, the provider's dialog, then verification, which applies the payment to the booking. What
 * happens in the dialog arrives through `onEvent`.
 */
export async function runBalanceCheckout(booking: Pick<Booking, '_id' | 'fullName' | 'phone' | 'tour'>, onEvent: (event: BalanceCheckoutEvent) => void): Promise<void> {
  let Checkout: CheckoutConstructor;
  let config: PaymentConfig;
  try {
    config = await getPaymentConfig();
    Checkout = await loadCheckoutScript(config.checkoutScriptUrl);
  } catch {
    onEvent({ type: 'failed', message: balanceCheckoutMessages.gatewayFailedToLoad });
    return;
  }
  let orderId: string;
  let amount: number;
  try {
    const answer = await openBalanceOrder(booking._id);
    orderId = answer.order.id;
    amount = answer.order.amount;
  } catch (error) {
    onEvent({ type: 'failed', message: errorMessage(error, paymentMessages.orderFailed) });
    return;
  }
  let declined = false;
  const checkout = new Checkout({
    key: config.keyId,
    amount,
    currency: 'INR',
    name: config.name,
    description: `Balance: ${booking.tour.title}`,
    order_id: orderId,
    prefill: { name: booking.fullName, contact: booking.phone },
    theme: { color: '#0f5f5c' },
    handler: (confirmation) => void finish(confirmation, onEvent),
    modal: {
      ondismiss: () => {
        if (!declined) onEvent({ type: 'failed', message: balanceCheckoutMessages.cancelled });
      },
    },
  });
  checkout.on('payment.failed', () => {
    declined = true;
    onEvent({ type: 'failed', message: paymentMessages.declined });
  });
  checkout.open();
}

async function finish(confirmation: PaymentConfirmation, onEvent: (event: BalanceCheckoutEvent) => void) {
  onEvent({ type: 'verifying' });
  try {
    const verified = await verifyBalancePayment(confirmation);
    onEvent({ type: 'succeeded', booking: verified.booking });
  } catch (error) {
    // 409: the booking could no longer take it (cancelled, or its balance changed): the server's sentence says the money comes back.
    onEvent({ type: 'failed', message: error instanceof ApiError ? errorMessage(error, balanceCheckoutMessages.failed) : balanceCheckoutMessages.failed });
  }
}
