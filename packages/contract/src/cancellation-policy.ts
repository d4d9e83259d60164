// The cancellation policy and its arithmetic, without zod, so the server applies and the web
// app states exactly the same rule. Configured by FREE_CANCELLATION_HOURS and
// LATE_CANCELLATION_REFUND_PERCENT on the server, which publishes the figures.

export const DEFAULT_FREE_CANCELLATION_HOURS = 24;
export const DEFAULT_LATE_CANCELLATION_REFUND_PERCENT = 0;

export interface CancellationPolicy {
  /** A traveller who cancels at least this many hours before departure gets everything back. */
  freeCancellationHours: number;
  /** What a later cancellation gets back, in percent of what was paid (0 to 100). */
  lateCancellationRefundPercent: number;
}

export const defaultCancellationPolicy: CancellationPolicy = {
  freeCancellationHours: DEFAULT_FREE_CANCELLATION_HOURS,
  lateCancellationRefundPercent: DEFAULT_LATE_CANCELLATION_REFUND_PERCENT,
};

/** Who cancels: an operator's cancel always refunds in full, whatever the hour. */
export type Canceller = 'traveller' | 'operator';

/** Tours start in India: a departure begins at midnight India time (UTC+05:30) on its date. */
export function departureStart(bookingDate: string): Date {
  return new Date(`${bookingDate}T00:00:00+05:30`);
}

/** The last instant a traveller's cancel still gets the full amount back. */
export function fullRefundUntil(bookingDate: string, policy: CancellationPolicy): Date {
  return new Date(departureStart(bookingDate).getTime() - policy.freeCancellationHours * 3_600_000);
}

/**
 * What a cancellation made at `now` gives back, in paise: everything up to the free-cancellation
 * deadline (and always for an operator), the late percent after it, rounded down to whole paise
 * so we never promise a fraction the provider cannot pay.
 */
export function refundOnCancel(
  paidPaise: number,
  bookingDate: string,
  now: Date,
  policy: CancellationPolicy,
  canceller: Canceller = 'traveller',
): number {
  if (canceller === 'operator' || now.getTime() <= fullRefundUntil(bookingDate, policy).getTime()) return paidPaise;
  return Math.floor((paidPaise * policy.lateCancellationRefundPercent) / 100);
}

const hoursPhrase = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The policy in one line, as the tour page, the booking panel and the cancel dialog state it. */
export function cancellationPolicyLine(policy: CancellationPolicy): string {
  const free =
    policy.freeCancellationHours === 0
      ? 'Free cancellation until the tour starts'
      : `Free cancellation up to ${hoursPhrase(policy.freeCancellationHours)} before the tour starts`;
  if (policy.freeCancellationHours === 0 || policy.lateCancellationRefundPercent >= 100) return free;
  if (policy.lateCancellationRefundPercent === 0) return `${free}; no refund after that.`;
  return `${free}; ${policy.lateCancellationRefundPercent}% back after that.`;
}

/**
 * The id of the <script type="application/json"> in which a tour's page carries the policy's
 * answer (GET /api/routes/cancellation-policy), so the line under the price is there on the
 * first render instead of moving the description down when the answer arrives.
 */
export const CANCELLATION_POLICY_DATA_ID = 'yatrika-cancellation-policy';
