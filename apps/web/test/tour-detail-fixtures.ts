import type { Booking } from '@yatrika/contract/bookings';
import { addDays } from '@yatrika/contract/dates';
import type { AvailabilityResponse, DepartureDay } from '@yatrika/contract/departures';
import type { PaymentFailure } from '@yatrika/contract/payments';
import type { TourReview } from '@yatrika/contract/reviews';
import type { Tour } from '@yatrika/contract/tours';
import { noPageDetails } from './catalogue-fixtures.ts';
import { aBooking } from './fixtures.ts';
import type { CheckoutConstructor, CheckoutInstance, CheckoutOptions } from '../src/lib/checkout/checkout-types.ts';

export const TOUR_ID = '0b9f2c1e-8d2a-4c55-9a57-2f1c1d2e3f40';

export const tour: Tour = {
  _id: TOUR_ID,
  title: 'Spiti Valley Road Trip',
  description: 'High passes, old monasteries and starry skies.',
  category: 'adventure',
  location: 'Himachal Pradesh',
  pricePerPerson: 18500,
  image: 'media/spiti.webp',
  status: 'active',
  capacity: 12,
  durationDays: 6,
  ...noPageDetails,
  ratingAverage: null,
  reviewCount: 0,
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
};

export const review: TourReview = {
  _id: '5f0c3c1e-1111-4c55-9a57-2f1c1d2e3f41',
  tourId: TOUR_ID,
  rating: 5,
  comment: 'Unforgettable views.',
  verified: false,
  verifiedTraveller: false,
  travelledOn: null,
  reply: null,
  repliedAt: null,
  travelled: false,
  travelledIn: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  user: { firstname: 'Meera', lastname: 'Iyer' },
};

export const savedBooking: Booking = aBooking({
  tourId: TOUR_ID,
  tour: { title: tour.title, location: tour.location, image: tour.image },
  pricePerPerson: tour.pricePerPerson,
  bookingDate: '2099-03-05',
});

export const paymentConfig = {
  provider: 'sandbox',
  keyId: 'rzp_test_sandboxABC',
  checkoutScriptUrl: '/api/payment/sandbox/checkout.js',
  currency: 'INR',
  name: 'Yatrika',
};

/** A stand-in for the provider's `window.Razorpay`: it remembers how it was opened, and the test plays the traveller. */
export class FakeCheckout implements CheckoutInstance {
  static last: FakeCheckout | undefined;
  opened = false;
  private onFailed: ((response: { error: PaymentFailure }) => void) | undefined;

  constructor(readonly options: CheckoutOptions) {
    FakeCheckout.last = this;
  }

  on(_event: 'payment.failed', callback: NonNullable<FakeCheckout['onFailed']>) {
    this.onFailed = callback;
  }

  open() {
    this.opened = true;
  }

  pay(paymentId = 'pay_TEST') {
    this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: paymentId, razorpay_signature: 'sig_TEST' });
  }

  decline(error: Pick<PaymentFailure, 'description' | 'reason' | 'step'>) {
    const metadata = { order_id: this.options.order_id, payment_id: 'pay_FAILED' };
    this.onFailed?.({ error: { code: 'BAD_REQUEST_ERROR', source: 'bank', metadata, ...error } });
  }

  dismiss() {
    this.options.modal.ondismiss();
  }
}

export const FakeCheckoutConstructor = FakeCheckout as unknown as CheckoutConstructor;

/**
 * Calendar tests run on a fixed "now": 23 November 2026, 11:30 in India. Only Date is faked
 * (`vi.useFakeTimers({ toFake: ['Date'] })`), so timers, promises and user events run as usual.
 */
export const NOW = new Date('2026-11-23T06:00:00.000Z');
export const TODAY = '2026-11-23';
/** Dates in November 2026 with each status the calendar draws. */
export const OPEN_DAY = '2026-11-27';
export const FEW_LEFT_DAY = '2026-11-28';
export const SOLD_OUT_DAY = '2026-11-29';
export const CLOSED_DAY = '2026-11-30';

/**
 * `GET /api/routes/tours/{id}/availability` as the server answers `from` and `days`: 12 seats
 * a date, except the few-left (2 seats), sold-out and closed dates above, and `changes`.
 */
export function availabilityAnswer(url: string, changes: Record<string, Partial<DepartureDay>> = {}): AvailabilityResponse {
  const search = new URL(url, 'http://localhost').searchParams;
  const from = search.get('from') ?? TODAY;
  const days = Number(search.get('days') ?? '60');
  const special: Record<string, Partial<DepartureDay>> = {
    [FEW_LEFT_DAY]: { seatsLeft: 2, status: 'few_left' },
    [SOLD_OUT_DAY]: { seatsLeft: 0, status: 'sold_out' },
    [CLOSED_DAY]: { status: 'closed' },
    ...changes,
  };
  const dates = Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const day = { date, capacity: 12, seatsLeft: 12, status: 'available' as const, ...special[date] };
    // One start time a day unless a test gives the date its departures: the date's own seats.
    const departures = day.departures ?? [
      { startTime: '09:00', capacity: day.capacity, seatsLeft: day.seatsLeft, closed: day.status === 'closed', status: day.status },
    ];
    return { ...day, departures };
  });
  return { tourId: TOUR_ID, capacity: 12, dates };
}
