import type { Booking, BookingDetails } from '@yatrika/contract/bookings';
import type { SeatHold } from '@yatrika/contract/departures';
import { isHoldRuleRefusal } from '@yatrika/contract/hold-messages';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentChoice } from '@yatrika/contract/part-payment';
import type { PaymentConfirmation } from '@yatrika/contract/payments';
import type { Tour } from '@yatrika/contract/tours';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { CheckoutRefusal, type CheckoutSteps } from '../../../lib/checkout/run-checkout.ts';
import { createBooking } from '../api/create-booking.ts';
import { createOrder } from '../api/create-order.ts';
import { verifyPayment } from '../api/verify-payment.ts';

/**
 * The booking form's payment messages (the spec's §4 Payment flow, §8 Payment, word for word,
 * beside the checkout's own in `lib/checkout`). The two the server also sends come from the contract.
 */
export const bookingCheckoutMessages = {
  orderFailed: paymentMessages.orderFailed,
  verifying: 'Payment verified. Finalizing booking...',
  verificationFailed: paymentMessages.verificationFailed,
  /** The spec's sentence once paid; a booking waiting for the operator says so beside it (bookingMessages.created). */
  succeeded: 'Payment successful! Your booking is confirmed and saved.',
} as const;

const bookingNotSavedMessage = (paymentId: string) =>
  `Payment was successful, but failed to save your booking. Please contact support with your payment ID: ${paymentId}`;

/**
 * 409: the date has fewer seats than the party, is sold out or does not run. A 409 of the holding
 * rules (a wait after a hold that ran out, the limits per account) says nothing about the seats.
 */
const isSeatConflict = (error: unknown) => error instanceof ApiError && error.status === 409 && !isHoldRuleRefusal(error.message);

export interface BookingCheckoutRequest {
  tour: Pick<Tour, '_id' | 'title'>;
  details: Omit<BookingDetails, 'tourId'>;
  /** Paying in parts (decision 035): `advance` pays the tour's advance now; absent, the full amount. */
  payment?: PaymentChoice;
}

export interface BookingCheckoutNotes {
  /** The order exists and the server holds the seats while the dialog is open. */
  onHeld: (hold: SeatHold) => void;
  /** The server refused for want of seats (409), before or after payment: the calendar is out of date. */
  onSeatsChanged: () => void;
}

/**
 * The booking form's order and verification: the order carries the booking details (the server
 * prices them and books on verification); after payment the booking is the server's, or saved by
 * us with the paid order when verification did not save it.
 */
export function bookingCheckout({ tour, details, payment }: BookingCheckoutRequest, notes: BookingCheckoutNotes): CheckoutSteps<Booking> {
  const booking = { tourId: tour._id, ...details };
  let orderId = '';
  /** A 409 for want of seats tells the form; the refusal itself is said by the checkout. */
  const noticeSeats = (error: unknown) => {
    if (isSeatConflict(error)) notes.onSeatsChanged();
  };

  return {
    async open() {
      let answer;
      try {
        answer = await createOrder({
          // No amount: the server prices the booking details itself (decision 029) and answers the order's amount.
          currency: 'INR',
          receipt: `receipt_${Date.now()}`,
          booking,
          ...(payment === 'advance' ? { payment } : {}),
        });
      } catch (error) {
        noticeSeats(error);
        throw error;
      }
      // A 2xx always carries the order; one that does not is refused all the same, as the spec's client does.
      if (!answer.success || !answer.order) throw new CheckoutRefusal(answer.message || bookingCheckoutMessages.orderFailed);
      orderId = answer.order.id;
      if (answer.hold) notes.onHeld(answer.hold);
      return { order: answer.order, description: tour.title, prefill: { name: details.fullName, contact: details.phone } };
    },
    verify: (confirmation) => verifyAndSave(confirmation, { ...booking, orderId }, noticeSeats),
  };
}

/** Verification, then the booking: saved by the server on verification, or by us with the paid order. */
async function verifyAndSave(
  confirmation: PaymentConfirmation,
  booking: BookingDetails & { orderId: string },
  noticeSeats: (error: unknown) => void,
): Promise<Booking> {
  let saved: Booking | undefined;
  try {
    const verified = await verifyPayment({
      razorpay_order_id: confirmation.razorpay_order_id,
      razorpay_payment_id: confirmation.razorpay_payment_id,
      razorpay_signature: confirmation.razorpay_signature,
    });
    // Failures answer with an error status; a 2xx that says otherwise is refused all the same.
    if (!verified.success) throw new CheckoutRefusal(bookingCheckoutMessages.verificationFailed);
    saved = verified.booking;
  } catch (error) {
    if (error instanceof CheckoutRefusal || !(error instanceof ApiError)) throw error;
    console.error('Payment verification failed', error);
    noticeSeats(error);
    // Paid, but the seats went while the payment was confirmed: the server says what happens to the money.
    throw new CheckoutRefusal(isSeatConflict(error) ? errorMessage(error, bookingCheckoutMessages.verificationFailed) : bookingCheckoutMessages.verificationFailed);
  }
  if (saved) return saved;
  try {
    return (await createBooking(booking)).booking;
  } catch (error) {
    console.error('Paid, but the booking was not saved', error);
    noticeSeats(error);
    throw new CheckoutRefusal(errorMessage(error, bookingNotSavedMessage(confirmation.razorpay_payment_id)));
  }
}
