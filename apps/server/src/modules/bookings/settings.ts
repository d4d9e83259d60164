import { DEFAULT_BOOKING_HORIZON_DAYS } from '@yatrika/contract/bookings';
import { DEFAULT_HOLD_MINUTES } from '@yatrika/contract/departure-limits';
import { DEFAULT_MAX_HELD_SEATS_PER_ACCOUNT, DEFAULT_MAX_HOLDS_PER_ACCOUNT } from '@yatrika/contract/hold-limits';
import { DEFAULT_PAYMENT_LINK_HOURS } from '@yatrika/contract/payment-link-limits';
import { defaultCancellationPolicy, type CancellationPolicy } from '@yatrika/contract/cancellation-policy';

/** The configured rules of booking: dates, holds and cancelling (read from config in app.ts). */
export interface BookingRules {
  /** A trip may be booked from today up to today + this many days (India's calendar). */
  horizonDays: number;
  /** Minutes a checkout holds its seats from the first (HOLD_MINUTES), and the wait after a hold that ran out unpaid. */
  holdMinutes: number;
  /** Departures one account may hold seats on at once (MAX_HOLDS_PER_ACCOUNT). */
  maxHoldsPerAccount: number;
  /** Seats one account may hold at once (MAX_HELD_SEATS_PER_ACCOUNT). */
  maxHeldSeatsPerAccount: number;
  /** Hours a payment link the operator sends holds its seats (PAYMENT_LINK_HOURS), never past the date's booking cut-off. */
  paymentLinkHours: number;
  /** What a traveller's cancel gives back (FREE_CANCELLATION_HOURS, LATE_CANCELLATION_REFUND_PERCENT). */
  cancellationPolicy: CancellationPolicy;
}

/** The rules when nothing is configured: the contract's defaults. */
export const defaultBookingRules: BookingRules = {
  horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
  holdMinutes: DEFAULT_HOLD_MINUTES,
  maxHoldsPerAccount: DEFAULT_MAX_HOLDS_PER_ACCOUNT,
  maxHeldSeatsPerAccount: DEFAULT_MAX_HELD_SEATS_PER_ACCOUNT,
  paymentLinkHours: DEFAULT_PAYMENT_LINK_HOURS,
  cancellationPolicy: defaultCancellationPolicy,
};
