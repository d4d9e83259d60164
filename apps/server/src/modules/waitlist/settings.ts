/** What the waiting list needs of the configuration (decision 037). */
export interface WaitlistSettings {
  /** WAITLIST_OFFER_HOURS: how long an offer holds the freed seats (never past the departure's booking cut-off). */
  offerHours: number;
  /** BOOKING_HORIZON_DAYS: how far ahead a departure may be waited for, as booked. */
  horizonDays: number;
}
