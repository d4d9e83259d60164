import type { Booking, BookingDetails } from '@yatrika/contract/bookings';
import type { SeatHold } from '@yatrika/contract/departures';
import { isHoldRuleRefusal } from '@yatrika/contract/hold-messages';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentConfig, PaymentConfirmation, PaymentFailure, PaymentOrder } from '@yatrika/contract/payments';
import type { Tour } from '@yatrika/contract/tours';
import type { PaymentChoice } from '@yatrika/contract/part-payment';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { createBooking } from '../api/create-booking.ts';
import { createOrder } from '../api/create-order.ts';
import { getPaymentConfig } from '../../../lib/checkout/get-payment-config.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import type { CheckoutConstructor } from '../../../lib/checkout/checkout-types.ts';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';

/**
 * The spec's payment messages (§4 Payment flow, §8 Payment), word for word. The two the server
 * also sends come from the contract; the others only the browser says.
 */
export const checkoutMessages = {
  gatewayFailedToLoad: 'Payment gateway failed to load. Please check your internet connection and try again.',
  orderFailed: paymentMessages.orderFailed,
  initiateFailed: 'An error occurred while initiating payment.',
  cancelled: 'Payment was cancelled.',
  verifying: 'Payment verified. Finalizing booking...',
  verificationFailed: paymentMessages.verificationFailed,
  verificationError: 'An error occurred during payment verification.',
  succeeded: 'Payment successful! Your booking is confirmed and saved.',
} as const;

/**
 * The spec's words for a declined payment, with the provider's description, reason and step
 * ("payment_failed, payment_authorization"). Clients of the spec read this line, so it stays; the
 * booking form shows it as a detail for support under `paymentMessages.declined`, the plain sentence
 * a traveller reads first.
 */
export const paymentFailedMessage = (error: Pick<PaymentFailure, 'description' | 'reason' | 'step'>) =>
  `Payment Failed: ${error.description} (${error.reason}, ${error.step})`;

const bookingNotSavedMessage = (paymentId: string) =>
  `Payment was successful, but failed to save your booking. Please contact support with your payment ID: ${paymentId}`;

/**
 * 409: the date has fewer seats than the party, is sold out or does not run. A 409 of the holding
 * rules (a wait after a hold that ran out, the limits per account) says nothing about the seats.
 */
const isSeatConflict = (error: unknown) => error instanceof ApiError && error.status === 409 && !isHoldRuleRefusal(error.message);

/** Our brand colour on the provider's dialog. */
const THEME_COLOR = '#0f5f5c';

export type CheckoutEvent =
  /** The order exists and the server holds the seats while the dialog is open. */
  | { type: 'held'; hold: SeatHold }
  /** The dialog handed back a payment: the server is checking it and saving the booking. */
  | { type: 'verifying' }
  /**
   * Nothing was booked (or, after payment, the booking could not be saved): `message` says why.
   * `seatsChanged`: the server refused for want of seats (409), so the calendar is out of date.
   */
  | { type: 'failed'; message: string; seatsChanged?: boolean; detail?: string }
  | { type: 'succeeded'; booking: Booking };

export interface CheckoutRequest {
  tour: Pick<Tour, '_id' | 'title'>;
  details: Omit<BookingDetails, 'tourId'>;
  /** Paying in parts (decision 035): `advance` pays the tour's advance now; absent, the full amount. */
  payment?: PaymentChoice;
}

/**
 * The payment flow: config → checkout script → order (with the booking details, so the
 * server prices it and books on verification) → the provider's dialog → verification →
 * the booking. Resolves once the dialog is open (or the flow has failed before it); what
 * happens in the dialog arrives later through `onEvent`.
 */
export async function runCheckout({ tour, details, payment }: CheckoutRequest, onEvent: (event: CheckoutEvent) => void): Promise<void> {
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

  const booking = { tourId: tour._id, ...details };
  let order: PaymentOrder;
  try {
    const answer = await createOrder({
      // No amount: the server prices the booking details itself (decision 029) and answers the order's amount.
      currency: 'INR',
      receipt: `receipt_${Date.now()}`,
      booking,
      ...(payment === 'advance' ? { payment } : {}),
    });
    // A 2xx always carries the order; one that does not is refused all the same, as the spec's client does.
    if (!answer.success || !answer.order) {
      onEvent({ type: 'failed', message: answer.message || checkoutMessages.orderFailed });
      return;
    }
    order = answer.order;
    if (answer.hold) onEvent({ type: 'held', hold: answer.hold });
  } catch (error) {
    if (error instanceof ApiError) {
      onEvent({ type: 'failed', message: errorMessage(error, checkoutMessages.orderFailed), seatsChanged: isSeatConflict(error) });
    } else {
      console.error('Payment could not start', error);
      onEvent({ type: 'failed', message: checkoutMessages.initiateFailed });
    }
    return;
  }

  try {
    // After a decline the provider's dialog stays open for another try; closing it then
    // keeps the decline's reason on screen rather than a plain "cancelled".
    let declined = false;
    const checkout = new Checkout({
      key: config.keyId,
      amount: order.amount,
      currency: order.currency,
      name: config.name,
      description: tour.title,
      order_id: order.id,
      prefill: { name: details.fullName, contact: details.phone },
      theme: { color: THEME_COLOR },
      handler: (confirmation) => void finishPayment(confirmation, { ...booking, orderId: order.id }, onEvent),
      modal: {
        ondismiss: () => {
          if (!declined) onEvent({ type: 'failed', message: checkoutMessages.cancelled });
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

/** Verification, then the booking: saved by the server on verification, or by us with the paid order. */
async function finishPayment(
  confirmation: PaymentConfirmation,
  booking: BookingDetails & { orderId: string },
  onEvent: (event: CheckoutEvent) => void,
): Promise<void> {
  onEvent({ type: 'verifying' });
  let saved: Booking | undefined;
  try {
    const verified = await verifyPayment({
      razorpay_order_id: confirmation.razorpay_order_id,
      razorpay_payment_id: confirmation.razorpay_payment_id,
      razorpay_signature: confirmation.razorpay_signature,
    });
    // Failures answer with an error status; a 2xx that says otherwise is refused all the same.
    if (!verified.success) {
      onEvent({ type: 'failed', message: checkoutMessages.verificationFailed });
      return;
    }
    saved = verified.booking;
  } catch (error) {
    console.error('Payment verification failed', error);
    if (isSeatConflict(error)) {
      // Paid, but the seats went while the payment was confirmed: the server says what happens to the money.
      onEvent({ type: 'failed', message: errorMessage(error, checkoutMessages.verificationFailed), seatsChanged: true });
      return;
    }
    const message = error instanceof ApiError ? checkoutMessages.verificationFailed : checkoutMessages.verificationError;
    onEvent({ type: 'failed', message });
    return;
  }

  if (!saved) {
    try {
      saved = (await createBooking(booking)).booking;
    } catch (error) {
      console.error('Paid, but the booking was not saved', error);
      onEvent({ type: 'failed', message: errorMessage(error, bookingNotSavedMessage(confirmation.razorpay_payment_id)), seatsChanged: isSeatConflict(error) });
      return;
    }
  }
  onEvent({ type: 'succeeded', booking: saved });
}
