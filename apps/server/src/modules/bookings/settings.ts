import { DEFAULT_BOOKING_HORIZON_DAYS } from '@yatrika/contract/bookings';
import { DEFAULT_HOLD_MINUTES } from '@yatrika/contract/departure-limits';
import { defaultCancellationPolicy, type CancellationPolicy } from '@yatrika/contract/cancellation-policy';

/** The configured rules of booking: dates, holds and cancelling (read from config in app.ts). */
export interface BookingRules {
  /** A trip may be booked from today up to today + this many days (India's calendar). */
  horizonDays: number;
  /** Minutes a checkout holds its seats (HOLD_MINUTES). */
  holdMinutes: number;
  /** What a traveller's cancel gives back (FREE_CANCELLATION_HOURS, LATE_CANCELLATION_REFUND_PERCENT). */
  cancellationPolicy: CancellationPolicy;
}

/** The rules when nothing is configured: the contract's defaults. */
export const defaultBookingRules: BookingRules = {
  horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
  holdMinutes: DEFAULT_HOLD_MINUTES,
  cancellationPolicy: defaultCancellationPolicy,
};
