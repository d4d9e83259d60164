import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentConfig, PaymentConfirmation, PaymentFailure, PaymentOrder } from '@yatrika/contract/payments';
import { ApiError, errorMessage } from '../api-client.ts';
import type { CheckoutConstructor } from './checkout-types.ts';
import { getPaymentConfig } from './get-payment-config.ts';
import { loadCheckoutScript } from './load-checkout-script.ts';

/** What every checkout says, whatever it pays for (the spec's §4 and §8, word for word). */
export const checkoutMessages = {
  gatewayFailedToLoad: 'Payment gateway failed to load. Please check your internet connection and try again.',
  initiateFailed: 'An error occurred while initiating payment.',
  cancelled: 'Payment was cancelled.',
  verificationError: 'An error occurred during payment verification.',
} as const;

/**
 * The spec's words for a declined payment, with the provider's description, reason and step
 * ("payment_failed, payment_authorization"). Clients of the spec read this line, so it stays; the
 * booking form shows it as a detail for support under `paymentMessages.declined`, the plain sentence
 * a traveller reads first.
 */
export const paymentFailedMessage = (error: Pick<PaymentFailure, 'description' | 'reason' | 'step'>) =>
  `Payment Failed: ${error.description} (${error.reason}, ${error.step})`;

/** Our brand colour on the provider's dialog. */
const THEME_COLOR = '#0f5f5c';

/**
 * A step that failed with words for the payer: `open` or `verify` throws it when their own
 * sentence says better than the checkout's what went wrong (the server's refusal, a payment id to
 * quote). Anything else they throw gets the checkout's own words.
 */
export class CheckoutRefusal extends Error {}

/** A provider order as the dialog pays it; `amount` in paise. */
export type CheckoutOrder = Pick<PaymentOrder, 'id' | 'amount' | 'currency'>;

/** The order to pay, and how the provider's dialog presents it. */
export interface OrderToPay {
  order: CheckoutOrder;
  /** The line under our name in the dialog: the tour, or what of it is paid for. */
  description: string;
  prefill: { name: string; contact: string };
}

/** What a screen gives the checkout: how to open its order, and how to have the payment verified. */
export interface CheckoutSteps<Verified> {
  open: () => Promise<OrderToPay>;
  verify: (confirmation: PaymentConfirmation) => Promise<Verified>;
  /** Said when the dialog is closed without paying; the plain "Payment was cancelled." unless given. */
  cancelled?: string;
}

export type CheckoutEvent<Verified> =
  /** The dialog handed back a payment: `verify` is running. */
  | { type: 'verifying' }
  /** Nothing was paid, or the payment was not verified: `message` says why; `detail`, the provider's codes, for support. */
  | { type: 'failed'; message: string; detail?: string }
  /** Verified: what `verify` answered, and the order paid (its `amount` is what the payer was charged). */
  | { type: 'paid'; verified: Verified; order: CheckoutOrder };

/**
 * One checkout for every payment the web takes (a booking, its balance, a change's difference, a
 * payment link): the provider's script, the screen's order, the provider's dialog with the payer's
 * name and phone, its decline, dismissal or payment, then the screen's verification. The script is
 * loaded before the order is opened, so a page that cannot show the dialog holds no seats.
 * Resolves once the dialog is open (or the checkout failed before it); what happens in the dialog
 * arrives later through `onEvent`.
 */
export async function runCheckout<Verified>(steps: CheckoutSteps<Verified>, onEvent: (event: CheckoutEvent<Verified>) => void): Promise<void> {
  let Checkout: CheckoutConstructor;
  let config: PaymentConfig;
  try {
    config = await getPaymentConfig();
    Checkout = await loadCheckoutScript(config.checkoutScriptUrl);
  } catch (error) {
    console.error('Payment gateway failed to load', error);
    onEvent({ type: 'failed', message: checkoutMessages.gatewayFailedToLoad });
    return;
  }

  let toPay: OrderToPay;
  try {
    toPay = await steps.open();
  } catch (error) {
    if (!(error instanceof CheckoutRefusal || error instanceof ApiError)) console.error('Payment could not start', error);
    onEvent({ type: 'failed', message: openFailure(error) });
    return;
  }

  const { order } = toPay;
  try {
    // After a decline the provider's dialog stays open for another try; closing it then
    // keeps the decline's reason on screen rather than a plain "cancelled".
    let declined = false;
    const checkout = new Checkout({
      key: config.keyId,
      amount: order.amount,
      currency: order.currency,
      name: config.name,
      description: toPay.description,
      order_id: order.id,
      prefill: toPay.prefill,
      theme: { color: THEME_COLOR },
      handler: (confirmation) => void verifyPayment(steps, confirmation, order, onEvent),
      modal: {
        ondismiss: () => {
          if (!declined) onEvent({ type: 'failed', message: steps.cancelled ?? checkoutMessages.cancelled });
        },
      },
    });
    checkout.on('payment.failed', ({ error }) => {
      declined = true;
      onEvent({ type: 'failed', message: paymentMessages.declined, detail: paymentFailedMessage(error) });
    });
    checkout.open();
  } catch (error) {
    console.error('The checkout dialog could not open', error);
    onEvent({ type: 'failed', message: checkoutMessages.initiateFailed });
  }
}

/** The order was refused: in the step's words, the server's, or the spec's. */
function openFailure(error: unknown): string {
  if (error instanceof CheckoutRefusal) return error.message;
  if (error instanceof ApiError) return errorMessage(error, paymentMessages.orderFailed);
  return checkoutMessages.initiateFailed;
}

/** The dialog's payment, verified by the screen's step. */
async function verifyPayment<Verified>(
  steps: CheckoutSteps<Verified>,
  confirmation: PaymentConfirmation,
  order: CheckoutOrder,
  onEvent: (event: CheckoutEvent<Verified>) => void,
): Promise<void> {
  onEvent({ type: 'verifying' });
  let verified: Verified;
  try {
    verified = await steps.verify(confirmation);
  } catch (error) {
    if (error instanceof CheckoutRefusal) {
      onEvent({ type: 'failed', message: error.message });
      return;
    }
    console.error('Payment verification failed', error);
    onEvent({ type: 'failed', message: checkoutMessages.verificationError });
    return;
  }
  onEvent({ type: 'paid', verified, order });
}
